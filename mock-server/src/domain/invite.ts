import { WALLET_CODE } from '@portal/contract/constants';
import { fail } from './api-error.js';
import { toMajor } from '../world/money.js';
import type { Banner } from '../scenario/scenario.js';
import type { Member, World } from '../world/world.js';
import { hasActiveBonus, SYSTEM_END } from './bonus.js';
import { creditWallet, currentMember } from './ledger.js';

/**
 * Invites (spec §2 invite dialog, §3 invite list, §8 Invite). A member registered with another's code
 * (PR{id}) is their invitee. The inviter earns site.invitePercent of the invitee's net game loss, never of
 * the losses alone: each invitee carries their net loss since they joined (inviteNetLossMinor: every loss
 * adds to it, every win takes from it, below 0 while they are ahead) and the share already earned from it
 * (inviteSharedMinor). After each play the share due is floor(percent × max(0, net) / 100); only what it
 * passes the share already earned is paid, and the share earned becomes it. A win after a loss therefore
 * pays nothing back and takes nothing back, but holds back further shares until the net loss climbs above
 * its previous high: over any run of play the inviter has earned the percentage of the highest net loss the
 * invitee has reached, so a loss won back and lost again (a loss-win cycle) never earns twice, and no
 * rounding creates a satang (one floor over the whole net, not one per loss). While the programme is off
 * the share due is counted as earned and paid to no one, so switching it on later pays no backlog.
 * What is earned waits in the invite box (member.inviteBonusMinor) and becomes a line of the invite list
 * (the invitee's name, the amount, when). The invite bonus call moves the box into the wallet, unless a bonus
 * or promotion is held (receiveInviteBonus); the list itself does not change. The box's success and fail percentages are the scenario's (the conditions the
 * dialog shows).
 */

export const INVITE_DESCRIPTION = 'โบนัสชวนเพื่อน';

export function inviteList(world: World, memberId: string, page: number, limit: number) {
  return world.memo(`invites:${memberId}:${page}:${limit}`, () => ({
    invites: world.timeline.newest('invite', memberId, (page - 1) * limit, limit).map((row) => ({
      from: { name: row.fromName },
      amount: toMajor(row.amountMinor),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: world.timeline.count('invite', memberId),
  }));
}

/** The members who have played in a game in each world (what NO_INVITEE_PLAY_INFO asks about). */
const playedByWorld = new WeakMap<World, Set<string>>();

function playedIn(world: World): Set<string> {
  let played = playedByWorld.get(world);
  if (!played) {
    played = new Set();
    playedByWorld.set(world, played);
  }
  return played;
}

/**
 * An invitee played (`lossMinor` below 0 for a win): they count as having played, their net loss moves, and
 * their inviter earns what the share of it passes the share already earned (see the module's comment).
 */
export function recordInviteePlay(world: World, invitee: Member, lossMinor: number): void {
  playedIn(world).add(invitee.id);
  if (!invitee.inviterId) return;
  const current = currentMember(world, invitee.id);
  const netLossMinor = current.inviteNetLossMinor + lossMinor;
  const dueMinor = Math.floor((Math.max(0, netLossMinor) * world.scenario.site.invitePercent) / 100);
  const earnedMinor = Math.max(0, dueMinor - current.inviteSharedMinor);
  world.db.member.update({
    where: { id: { equals: invitee.id } },
    data: { inviteNetLossMinor: netLossMinor, inviteSharedMinor: current.inviteSharedMinor + earnedMinor },
  });
  if (earnedMinor <= 0 || !world.flags.inviteActive) return;
  const inviter = currentMember(world, invitee.inviterId);
  world.db.member.update({
    where: { id: { equals: inviter.id } },
    data: { inviteBonusMinor: inviter.inviteBonusMinor + earnedMinor },
  });
  world.db.invite.create({
    id: world.nextId('iv'),
    memberId: inviter.id,
    fromName: invitee.name,
    amountMinor: earnedMinor,
    createdAt: world.clock.now(),
  });
}

/**
 * Whether the member invited someone and none of them has played yet: an earning in the member's invite list
 * (seeded history included) is an invitee's play, as is a play in this world.
 */
function inviteesHaveNotPlayed(world: World, memberId: string): boolean {
  if (world.db.invite.count({ where: { memberId: { equals: memberId } } }) > 0) return false;
  const invitees = world.db.member.findMany({ where: { inviterId: { equals: memberId } } });
  const played = playedIn(world);
  return invitees.length > 0 && !invitees.some((invitee) => played.has(invitee.id));
}

/**
 * Moves the waiting invite bonus into the wallet: INVITE_BONUS_SUCCESS with the amount moved. While a bonus
 * or promotion is held nothing moves: in the wallet the money would fall under that bonus's forfeit rule
 * (spec §9: a partial withdrawal forfeits the rest), which the member agreed to for the bonus, not for their
 * invite money. It stays in the invite box, safe, and the answer is INVITE_COLLECT with the amount still
 * waiting, to receive once the bonus ends (decision 032). Nothing waiting: NO_INVITEE_PLAY_INFO when the
 * member's invitees have not played yet, NO_INVITE_BONUS otherwise.
 */
export function receiveInviteBonus(
  world: World,
  memberId: string,
): { message: 'INVITE_BONUS_SUCCESS' | 'INVITE_COLLECT'; amount: number } {
  if (!world.flags.inviteActive) fail('INVITE_INACTIVE');
  const amountMinor = currentMember(world, memberId).inviteBonusMinor;
  if (amountMinor <= 0) fail(inviteesHaveNotPlayed(world, memberId) ? 'NO_INVITEE_PLAY_INFO' : 'NO_INVITE_BONUS');
  if (hasActiveBonus(world, memberId)) return { message: 'INVITE_COLLECT', amount: toMajor(amountMinor) };
  world.db.member.update({ where: { id: { equals: memberId } }, data: { inviteBonusMinor: 0 } });
  creditWallet(world, memberId, amountMinor, {
    type: 'bonus',
    from: SYSTEM_END,
    to: WALLET_CODE,
    source: { kind: 'invite', description: INVITE_DESCRIPTION },
  });
  return { message: 'INVITE_BONUS_SUCCESS', amount: toMajor(amountMinor) };
}

export function inviteBanners(world: World): Banner[] {
  return world.scenario.site.inviteBanners;
}
