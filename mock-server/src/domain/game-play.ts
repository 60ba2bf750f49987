import { fail } from './api-error.js';
import { hasCents, toMajor, toMinor } from '../world/money.js';
import type { World } from '../world/world.js';
import { recordTurnover, turnoverLeftMinor } from './bonus.js';
import { recordInviteePlay } from './invite.js';
import { activeAccount } from './wallet.js';

/**
 * What happens inside a game, which the portal never sees: a win or a loss on a game account. QA plays it
 * through POST /__admin/play, to bring a balance under the bonus threshold, to make a loss to refund, to
 * play a bonus's turnover or to earn an inviter their share.
 * - Every win or loss moves the member's net loss since their last refund (lossSinceRefundMinor: a loss adds
 *   to it, a win takes from it, below 0 while the member is ahead), which the loss refund is a percentage of.
 * - Every win or loss counts, by its size, toward the turnover of the bonus or promotion the member holds.
 * - Every win or loss moves the member's net loss as an invitee, which earns their inviter a share (invite.ts).
 */
export function playResult(world: World, phone: string, slotCode: string, result: number) {
  const member = world.db.member.findFirst({ where: { phone: { equals: phone } } });
  if (!member) fail('NO_USER');
  if (!Number.isFinite(result) || !hasCents(result)) fail('KEY_INVALID');
  const account = activeAccount(world, member.id, slotCode);
  const delta = toMinor(result);
  if (account.amountMinor + delta < 0) fail('MONEY_NOT_ENOUGH');
  world.db.gameAccount.update({
    where: { id: { equals: account.id } },
    data: { amountMinor: account.amountMinor + delta },
  });
  const lossSinceRefundMinor = member.lossSinceRefundMinor - delta;
  world.db.member.update({ where: { id: { equals: member.id } }, data: { lossSinceRefundMinor } });
  recordTurnover(world, member.id, delta);
  recordInviteePlay(world, member, -delta);
  return {
    slotCode,
    amount: toMajor(account.amountMinor + delta),
    lossSinceRefund: toMajor(lossSinceRefundMinor),
    bonusTurnoverLeft: toMajor(turnoverLeftMinor(world, member.id)),
  };
}
