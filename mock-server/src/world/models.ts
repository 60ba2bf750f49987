import { factory, nullable, primaryKey } from '@mswjs/data';
import { storeOf } from './store.js';

/**
 * The world's @mswjs/data models: what it holds of members, games, money, slips, bonuses, coupons, chat,
 * invites and refunds. Money fields end in `Minor`: integer hundredths of the currency (satang, or hundredths
 * of a kip), converted to numbers with decimals only at the HTTP edge.
 */
export const MODELS = {
  member: {
    id: primaryKey(String),
    phone: String,
    password: String,
    name: String,
    createdAt: Number,
    coin: Number,
    bankCode: String,
    bankAccountName: String,
    bankAccountNo: String,
    currency: String,
    sourceCode: String,
    inviterId: nullable(String),
    active: Boolean,
    walletMinor: Number,
    inviteBonusMinor: Number,
    inviteSuccess: Number,
    inviteFail: Number,
    /** Net game loss since the last refund received: losses add, wins take away; below 0 while ahead. */
    lossSinceRefundMinor: Number,
    /** As an invitee: net game loss since joining (below 0 while ahead), what the inviter's share follows. */
    inviteNetLossMinor: Number,
    /** As an invitee: the share of that net loss already earned by the inviter (invite.ts). */
    inviteSharedMinor: Number,
  },
  session: {
    token: primaryKey(String),
    memberId: String,
    expiresAt: Number,
    /** The client address it was issued to (the ipBound flag holds it there). */
    client: String,
    /** Why it ended before its time: '' while live, 'password' (changed since), 'device' (a newer log-in). */
    endedBy: String,
  },
  gameAccount: {
    id: primaryKey(String),
    memberId: String,
    code: String,
    isActive: Boolean,
    amountMinor: Number,
    username: String,
    password: String,
  },
  statement: {
    id: primaryKey(String),
    memberId: String,
    statementType: String,
    status: String,
    from: String,
    to: String,
    amountMinor: Number,
    createdAt: Number,
    /** bonus, promotion, invite, refund or luckydraw: which description source the entry carries. */
    source: nullable(String),
    description: nullable(String),
  },
  slip: {
    id: primaryKey(String),
    memberId: String,
    createdAt: Number,
    amountMinor: Number,
    status: String,
    note: nullable(String),
    reference: String,
    fileName: String,
  },
  otp: {
    token: primaryKey(String),
    phone: String,
    ref: String,
    code: String,
    createdAt: Number,
    expiresAt: Number,
    attempts: Number,
    verified: Boolean,
  },
  qrcode: {
    id: primaryKey(String),
    memberId: String,
    provider: String,
    amountMinor: Number,
    createdAt: Number,
    expiresAt: Number,
    /** OPEN, PAID, CANCELLED, EXPIRED or FAILED (the provider failed the payment). */
    status: String,
  },
  giftVoucher: {
    voucher: primaryKey(String),
    amountMinor: Number,
    usedBy: nullable(String),
  },
  userBonus: {
    id: primaryKey(String),
    memberId: String,
    bonusCode: String,
    isActive: Boolean,
    received: () => [] as number[],
  },
  promotionUse: {
    id: primaryKey(String),
    memberId: String,
    code: String,
    isActive: Boolean,
    createdAt: Number,
  },
  invite: {
    id: primaryKey(String),
    memberId: String,
    fromName: String,
    amountMinor: Number,
    createdAt: Number,
  },
  refund: {
    id: primaryKey(String),
    memberId: String,
    refundAmountMinor: Number,
    createdAt: Number,
    addedToWallet: Boolean,
  },
  coupon: {
    id: primaryKey(String),
    memberId: String,
    sliceCode: String,
    amountMinor: Number,
    status: String,
    createdAt: Number,
    expiredAt: Number,
  },
  chatMessage: {
    id: primaryKey(String),
    /** The member id, or the guest id for visitors. */
    owner: String,
    sender: String,
    /** The ChatMessage of the contract, as JSON. */
    messageJson: String,
    userId: nullable(String),
    guestId: nullable(String),
    username: nullable(String),
    name: nullable(String),
    deviceToken: nullable(String),
    createdAt: Number,
    sessionId: String,
    read: Boolean,
    /** The customer's own id for the message (contract ChatClientId), or null. */
    clientId: nullable(String),
  },
};

export function createDatabase() {
  const db = factory(MODELS);
  // In a browser @mswjs/data posts every change to the other tabs, where a database made at the same place
  // takes it up, past the world's own indexes. The demo's tabs share the saved world instead (demo.ts).
  storeOf(db).events.removeAllListeners();
  return db;
}

export type Database = ReturnType<typeof createDatabase>;
export type Member = NonNullable<ReturnType<Database['member']['findFirst']>>;
