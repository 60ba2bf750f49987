import { siteDay, siteWeek } from '@portal/contract/calendar';
import type { Bonus } from '@portal/contract/schemas';

/**
 * A bonus card's state (spec §4 bonus card): `active` when the member holds it now; `received` when its
 * receipts have reached maxReceived (ever for `limit`, on the site's calendar day for `day`, in the site's
 * Monday-start week for `week`); otherwise `open`, and the card opens the bonus modal.
 */
export type BonusCardState = 'active' | 'received' | 'open';

export function bonusCardState(bonus: Pick<Bonus, 'type' | 'maxReceived' | 'userBonus'>, now: number): BonusCardState {
  const user = bonus.userBonus;
  if (!user) return 'open';
  if (user.isActive) return 'active';
  const times = user.received.map((receipt) => Date.parse(receipt.updatedAt));
  // A type the app does not know is left open: the server says whether it can be received again.
  const counted =
    bonus.type === 'limit'
      ? times.length
      : bonus.type === 'day'
        ? times.filter((at) => siteDay(at) === siteDay(now)).length
        : bonus.type === 'week'
          ? times.filter((at) => siteWeek(at) === siteWeek(now)).length
          : 0;
  return counted >= bonus.maxReceived ? 'received' : 'open';
}
