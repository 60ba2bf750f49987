import type { SlipOutcome } from '../scenario/scenario.js';
import type { PendingEvent, SettledEvent, World } from '../world/world.js';
import { settleDeposit, settleSlip, settleWithdrawal } from './ledger.js';
import { expireIfDue } from './qrcode.js';

/** Carries out a pending event that fell due, and says what happened (null when nothing was left to do). */
export function runPending(world: World, event: PendingEvent): SettledEvent | null {
  switch (event.kind) {
    case 'deposit':
    case 'withdrawal': {
      const settle = event.kind === 'deposit' ? settleDeposit : settleWithdrawal;
      settle(world, event.memberId, event.statementId, event.amountMinor, event.status);
      return {
        at: event.at,
        kind: event.kind,
        memberId: event.memberId,
        subject: event.statementId,
        outcome: event.status,
        amountMinor: event.amountMinor,
        note: null,
      };
    }
    case 'slip': {
      settleSlip(world, event.memberId, event.slipId, event.outcome);
      const slip = world.db.slip.findFirst({ where: { id: { equals: event.slipId } } });
      return {
        at: event.at,
        kind: 'slip',
        memberId: event.memberId,
        subject: event.slipId,
        outcome: event.outcome.status,
        amountMinor: slip?.amountMinor ?? 0,
        note: event.outcome.status === 'FAILED' ? event.outcome.note : null,
      };
    }
    case 'qrExpiry': {
      const qr = world.db.qrcode.findFirst({ where: { id: { equals: event.qrcodeId } } });
      if (!qr || qr.status !== 'OPEN') return null;
      expireIfDue(world, qr);
      return {
        at: event.at,
        kind: 'qrExpiry',
        memberId: qr.memberId,
        subject: qr.id,
        outcome: 'EXPIRED',
        amountMinor: qr.amountMinor,
        note: null,
      };
    }
  }
}

/**
 * Gives every slip still waiting for its verdict the verdict now (the demo's presenter decides): approved at
 * the amount already read from it (or `amount` when it was going to be refused), or refused with `note`.
 */
export function decideSlipsNow(
  world: World,
  verdict: { status: 'SUCCESS'; amount: number } | Extract<SlipOutcome, { status: 'FAILED' }>,
): SettledEvent[] {
  const now = world.clock.now();
  const waiting = world.unschedule((event) => event.kind === 'slip');
  for (const event of waiting) {
    if (event.kind !== 'slip') continue;
    const outcome: SlipOutcome =
      verdict.status === 'SUCCESS' && event.outcome.status === 'SUCCESS' ? event.outcome : verdict;
    world.schedule({ ...event, at: Math.min(event.at, now), outcome });
  }
  return world.settle();
}
