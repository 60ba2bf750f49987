import type { AutoLoginGame } from '@portal/contract/constants';
import { fail } from './api-error.js';
import type { World } from '../world/world.js';

/**
 * Auto login: a one-time link that opens the game signed in. The member must own an open account of a
 * game of that kind under that username. No game of the kind on the site: NO_GAME; no open account of
 * theirs with that username: SLOT_NO_ACCOUNT; a password that is not the account's: WRONG_CREDENTIAL.
 */
export function autoLoginLink(
  world: World,
  memberId: string,
  game: AutoLoginGame,
  username: string,
  password?: string,
): { link: string } {
  const codes = world.scenario.games
    .filter((definition) => definition.autoLoginGame === game)
    .map((definition) => definition.code);
  if (codes.length === 0) fail('NO_GAME');
  const account = world.db.gameAccount
    .findMany({ where: { memberId: { equals: memberId }, isActive: { equals: true }, username: { equals: username } } })
    .find((candidate) => codes.includes(candidate.code));
  if (!account) fail('SLOT_NO_ACCOUNT');
  if (password !== undefined && password !== account.password) fail('WRONG_CREDENTIAL');
  const ticket = world.unguessable.hex(16);
  return { link: `https://play.example.test/launch/${game}?ticket=${ticket}` };
}
