import { WALLET_CODE } from '@portal/contract/constants';
import { fail } from './api-error.js';
import { toMajor } from '../world/money.js';
import type { Banner } from '../scenario/scenario.js';
import type { World } from '../world/world.js';
import { hasActiveBonus, SYSTEM_END } from './bonus.js';
import { creditWallet, currentMember, walletAmount } from './ledger.js';

/**
 * Loss refunds (spec §2 refund dialog, §3 refund check and list, §8 Refund). The refund is a percentage
 * (site.refund.percent) of the net loss since the last refund, rounded down to the satang. Receiving it
 * keeps it apart (a refund record not yet added); addWallet then moves every received refund into the
 * wallet. An active bonus or promotion blocks receiving.
 */

export const REFUND_DESCRIPTION = 'คืนยอดเสีย';

/** The refund the member's loss gives now, minor units. */
export function refundableMinor(world: World, memberId: string): number {
  const loss = currentMember(world, memberId).lossSinceRefundMinor;
  return Math.floor((Math.max(0, loss) * world.scenario.site.refund.percent) / 100);
}

function requireActive(world: World): void {
  if (!world.flags.refundActive) fail('REFUND_INACTIVE');
}

export function refundCheck(world: World, memberId: string) {
  requireActive(world);
  const amountMinor = refundableMinor(world, memberId);
  const bonus = hasActiveBonus(world, memberId);
  const { refund } = world.scenario.site;
  return {
    result: amountMinor > 0 && !bonus,
    bonus,
    info: refund.info,
    refundAmount: toMajor(amountMinor),
    refundSuccess: refund.success,
    refundFail: refund.fail,
  };
}

export function receiveRefund(world: World, memberId: string): { message: 'REFUND_SUCCESS'; refundAmount: number } {
  requireActive(world);
  // Spec §3: a bonus blocks refund; the refund's condition is not met while one is held.
  if (hasActiveBonus(world, memberId)) fail('REFUND_CONDITION');
  const loss = currentMember(world, memberId).lossSinceRefundMinor;
  if (loss <= 0) fail('NO_REFUND');
  const amountMinor = refundableMinor(world, memberId);
  if (amountMinor <= 0) fail('REFUND_MINIMUM');
  world.db.refund.create({
    id: world.nextId('rf'),
    memberId,
    refundAmountMinor: amountMinor,
    createdAt: world.clock.now(),
    addedToWallet: false,
  });
  world.db.member.update({ where: { id: { equals: memberId } }, data: { lossSinceRefundMinor: 0 } });
  return { message: 'REFUND_SUCCESS', refundAmount: toMajor(amountMinor) };
}

/** Moves every received refund not yet in the wallet into it, in one statement entry. */
export function addRefundsToWallet(
  world: World,
  memberId: string,
): { message: 'SUCCESS'; amount: number; wallet: { amount: number } } {
  const waiting = world.db.refund.findMany({
    where: { memberId: { equals: memberId }, addedToWallet: { equals: false } },
  });
  const amountMinor = waiting.reduce((sum, row) => sum + row.refundAmountMinor, 0);
  if (amountMinor <= 0) fail('NO_REFUND');
  for (const row of waiting) {
    world.db.refund.update({ where: { id: { equals: row.id } }, data: { addedToWallet: true } });
  }
  creditWallet(world, memberId, amountMinor, {
    type: 'bonus',
    from: SYSTEM_END,
    to: WALLET_CODE,
    source: { kind: 'refund', description: REFUND_DESCRIPTION },
  });
  return { message: 'SUCCESS', amount: toMajor(amountMinor), wallet: walletAmount(world, memberId) };
}

export function refundList(world: World, memberId: string, page: number, limit: number) {
  return world.memo(`refunds:${memberId}:${page}:${limit}`, () => ({
    refunds: world.timeline.newest('refund', memberId, (page - 1) * limit, limit).map((row) => ({
      refundAmount: toMajor(row.refundAmountMinor),
      createdAt: new Date(row.createdAt).toISOString(),
      addedToWallet: row.addedToWallet,
    })),
    total: world.timeline.count('refund', memberId),
  }));
}

export function refundBanners(world: World): Banner[] {
  return world.scenario.site.refundBanners;
}
