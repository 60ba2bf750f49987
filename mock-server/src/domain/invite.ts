import { WALLET_CODE } from '@portal/contract/constants';
import { fail } from '../api-error.js';
import { toMajor } from '../money.js';
import type { Banner } from '../scenario.js';
import type { World } from '../world.js';
import { SYSTEM_END } from './bonus.js';
import { creditWallet, currentMember } from './ledger.js';

/**
 * Invites (spec §2 invite dialog, §3 invite list, §8 Invite). The list shows what invitees earned the
 * member, newest first. The invite bonus collects the amount waiting (member.inviteBonusMinor) into the
 * wallet; the list itself does not change.
 */

export const INVITE_DESCRIPTION = 'โบนัสชวนเพื่อน';

/** One page of a list already sorted: items (page - 1) * limit onwards, at most limit of them. */
export function pageOf<T>(items: readonly T[], page: number, limit: number): T[] {
  const start = (page - 1) * limit;
  return items.slice(start, start + limit);
}

export function inviteList(world: World, memberId: string, page: number, limit: number) {
  const rows = world.db.invite
    .findMany({ where: { memberId: { equals: memberId } } })
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
  return {
    invites: pageOf(rows, page, limit).map((row) => ({
      from: { name: row.fromName },
      amount: toMajor(row.amountMinor),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: rows.length,
  };
}

/** Collects the waiting invite bonus into the wallet. */
export function receiveInviteBonus(
  world: World,
  memberId: string,
): { message: 'INVITE_BONUS_SUCCESS'; amount: number } {
  if (!world.scenario.flags.inviteActive) fail('INVITE_INACTIVE');
  const amountMinor = currentMember(world, memberId).inviteBonusMinor;
  if (amountMinor <= 0) fail('NO_INVITE_BONUS');
  world.db.member.update({ where: { id: { equals: memberId } }, data: { inviteBonusMinor: 0 } });
  world.revision += 1;
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
