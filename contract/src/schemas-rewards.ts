import { z } from 'zod';
import { decoration, openValues } from './tolerance.js';
import { Banner, Html, Id, IsoDateTime, Money, text } from './schemas-base.js';

/** The shapes of the invite bonus, loss refunds, the spin wheel, bonuses and promotions (spec §3, §4). */
// ---------- invite and refund ----------

export const InviteEntry = z.object({
  from: decoration(z.object({ name: text() }), { name: '' }),
  amount: Money,
  createdAt: IsoDateTime,
});
export const InviteListResponse = z.object({ invites: z.array(InviteEntry), total: z.number().int() });
export const InviteBonusResponse = z.object({
  message: z
    .enum(['INVITE_BONUS_SUCCESS', 'INVITE_COLLECT'])
    .describe(
      'INVITE_BONUS_SUCCESS: the invite bonus moved into the wallet; INVITE_COLLECT: a bonus or promotion is ' +
        'held, so nothing moved (in the wallet its forfeit rule could take the money): the invite bonus stays ' +
        'in the invite box, to receive once that bonus ends',
    ),
  amount: Money.describe('INVITE_BONUS_SUCCESS: the amount moved; INVITE_COLLECT: the amount still waiting'),
});

export const RefundCheck = z.object({
  result: z.boolean().describe('a refund is there to receive'),
  bonus: z.boolean().describe('an active bonus blocks the refund'),
  info: Html,
  refundAmount: Money,
  refundSuccess: z.number().describe('percentage'),
  refundFail: z.number().describe('percentage'),
});
export const RefundEntry = z.object({
  refundAmount: Money,
  createdAt: IsoDateTime,
  addedToWallet: z.boolean(),
});
export const RefundListResponse = z.object({ refunds: z.array(RefundEntry), total: z.number().int() });
export const RefundReceiveResponse = z.object({ message: z.literal('REFUND_SUCCESS'), refundAmount: Money });
export const RefundAddWalletResponse = z.object({
  message: z.literal('SUCCESS'),
  amount: Money,
  wallet: z.object({ amount: Money }),
});

// ---------- spin wheel ----------

export const SpinSlice = z.object({
  code: z.string(),
  label: text(),
  bgColor: text(),
  textColor: text(),
  htmlDescription: Html.nullable(),
});
export const SpinSetup = z.object({
  result: z.object({
    activeSpinwheel: z.object({ name: text(), slice: z.array(SpinSlice) }).nullable(),
    userCoin: z.number().int().min(0),
  }),
});
/** A spin made: the slice the server picked and the coins left (spec §3's spin result). */
export const SpinWon = z.object({
  success: z.literal(true),
  error: z.null(),
  result: z.object({ code: z.string(), label: z.string(), remainingCoin: z.number().int().min(0) }),
});
/**
 * A spin refused, in the same shape (spec §3: success, error, result; §8: the portal shows spin.error.{code}):
 * the reason's code in `error`, no result. A backend that answers a 4xx `{ message }` instead is read the same
 * (docs/decisions/029).
 */
export const SpinRefused = z.object({
  success: z.literal(false),
  error: z.enum(['SPIN_INACTIVE', 'SPIN_NO_COIN']),
  result: z.null(),
});
export const SpinResult = z.union([SpinWon, SpinRefused]);
export const Coupon = z.object({
  _id: Id,
  prize: decoration(z.object({ name: text(), slice: z.object({ label: text(), htmlDescription: Html.nullable() }) }), {
    name: '',
    slice: { label: '', htmlDescription: null },
  }),
  amount: Money,
  /** A status the app does not know is shown as it came, and the coupon cannot be claimed. */
  status: openValues(z.enum(['CLAIMABLE', 'CLAIMED', 'EXPIRED'])),
  expiredAt: IsoDateTime,
  createdAt: IsoDateTime,
});
export type Coupon = z.infer<typeof Coupon>;
export const CouponListResponse = z.object({ coupons: z.array(Coupon) });
export const ClaimRequest = z.object({ coupon: Id });
export const ClaimResponse = z.object({
  message: z.literal('SUCCESS'),
  amount: Money,
  wallet: z.object({ amount: Money }),
});
export const SpinActive = z.object({ isActive: z.boolean() });

// ---------- bonus and promotion ----------

export const BonusType = z.enum(['limit', 'day', 'week']);
export const UserBonus = z.object({
  _id: Id,
  isActive: z.boolean(),
  received: z.array(z.object({ updatedAt: IsoDateTime })),
});
export const Bonus = z.object({
  code: z.string(),
  name: text(),
  /** A type the app does not know has no frequency line. */
  type: openValues(BonusType),
  maxReceived: z.number().int().min(1),
  percentFail: z.number(),
  amount: Money.describe('credit the bonus gives'),
  banners: decoration(z.array(Banner), []),
  notice: decoration(z.string().describe('may hold the %percentFail% placeholder'), ''),
  userBonus: UserBonus.nullable(),
});
export type Bonus = z.infer<typeof Bonus>;
export const BonusList = z.array(Bonus);
export const ActiveBonusCheck = z.object({
  status: z.boolean(),
  type: z
    .enum(['limit', 'day', 'week', 'promotion'])
    .nullable()
    .describe(
      "the held bonus's type (spec §3: limit, day or week), 'promotion' when a promotion code is held " +
        '(promotions have no type in the spec), null when nothing is held',
    ),
});
export const BonusClearResponse = z.object({ message: z.literal('BONUS_CLEAR') });
export const BonusMinimum = z.object({ minimum: Money });
export const Promotion = z.object({
  code: z.string(),
  percentFail: z.number(),
  description: text(),
  amount: Money,
});
export type Promotion = z.infer<typeof Promotion>;
export const PromotionCurrent = z.object({ promotion: Promotion.nullable() });
