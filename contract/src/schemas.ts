import { datetimeRegex, z } from 'zod';
import {
  AUTO_LOGIN_GAMES,
  CHAT_GUEST_HEADER,
  CURRENCIES,
  GAME_CATEGORIES,
  PAGE_SIZES,
  QR_PROVIDERS,
  WALLET_CODE,
} from './constants.js';
import { slipReasonCodes, successCodes } from './errors.js';
import { timeAsSent, unknownMessage } from './fallbacks.js';
import { decoration, openEnum, openValues, part } from './tolerance.js';

/**
 * The entities of spec §3 as named schemas. Amounts on the wire are numbers in the currency's major unit
 * (baht or kip) with at most two decimals; times are ISO 8601 strings in UTC.
 *
 * Each field of an answer is critical unless marked (tolerance.ts): `text()`, `decoration`, `openEnum`,
 * `openValues` and `part` say what a client does when a backend sends it otherwise. The simulator sends
 * every field exactly as written here.
 */

export const Money = z.number().finite().describe('amount in baht (or kip), at most 2 decimals');
/**
 * The pattern of zod's `.datetime({ offset: true })`, built once: that check builds it anew for every string it
 * reads, a tenth of the time of validating a statement page. openapi.ts writes it as `format: date-time`.
 */
export const ISO_DATE_TIME = datetimeRegex({ offset: true, precision: null, local: false });
/** A time shown to the player: one that cannot be read is shown as the text that came (or not at all). */
export const IsoDateTime = decoration(
  z.string().regex(ISO_DATE_TIME, 'Invalid datetime').describe('ISO 8601 date-time'),
  timeAsSent,
);
/** Server HTML (a description, a notice): a client shows none when it is broken. */
export const Html = decoration(z.string().describe('server-provided HTML, rendered only through <SafeHtml>'), '');
export const Id = z.string().min(1).max(64);
/** A text shown to the player that a screen can do without (a name, a title, a picture's address): '' when broken. */
const text = () => decoration(z.string(), '');
/** The same for a text that may be null: null when broken. */
const optionalText = () => decoration(z.string().nullable(), null);

/**
 * The largest amount a request may carry, in the major unit (baht or kip): above any single deposit, transfer,
 * withdrawal or QR payment of either currency, and small enough that amounts stay exact. In minor units it is
 * 1e11, so even 90,000 such amounts added up stay under Number.MAX_SAFE_INTEGER (about 9.007e15).
 */
export const AMOUNT_MAX = 1_000_000_000;

/** Whether a number is written with at most two decimals, exactly (1.1 yes; 1.005 and 1.000000001 no). */
function hasAtMostTwoDecimals(amount: number): boolean {
  return Math.round(amount * 100) / 100 === amount;
}

/**
 * A request amount: finite, between -AMOUNT_MAX and AMOUNT_MAX, with at most two decimals; otherwise 400
 * KEY_INVALID with details on the field (body.amount). Below a route's minimum (zero and negative amounts
 * included) the route answers its own code (TRANSFER_MINIMUM, WITHDRAW_MINIMUM, a QR message).
 */
export const AmountInput = z
  .number()
  .finite()
  .min(-AMOUNT_MAX)
  .max(AMOUNT_MAX)
  .refine(hasAtMostTwoDecimals, 'at most two decimals')
  .describe(`amount in baht (or kip), at most 2 decimals, at most ${AMOUNT_MAX}`);

// ---------- names ----------

/** The longest name a person may give (member name, bank account holder, chat name), after trimming. */
export const NAME_MAX_CHARS = 100;
/**
 * Characters no name may hold: controls (C0, C1), format characters (zero-width space, word joiner, soft
 * hyphen, BOM, every bidi embedding, override, isolate and mark), lone surrogates, line and paragraph
 * separators. The zero-width joiner and non-joiner stay allowed: some scripts need them inside words.
 */
const NAME_FORBIDDEN = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
/** Letters that draw nothing (Hangul fillers): not enough to make a name visible. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;
const VISIBLE = /[\p{L}\p{N}]/u;

/**
 * The rule for a name a person types, judged on its trimmed form (the trimmed form is what is stored):
 * 1 to NAME_MAX_CHARS characters (code points), none of NAME_FORBIDDEN, and at least one visible letter or
 * digit, so a name made only of blanks, zero-width or filler characters is refused.
 */
export function isAcceptableName(name: string): boolean {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > NAME_MAX_CHARS * 2) return false;
  if ([...trimmed].length > NAME_MAX_CHARS || NAME_FORBIDDEN.test(trimmed)) return false;
  return VISIBLE.test(trimmed.replace(BLANK_LETTERS, ''));
}

const NAME_RULE = `trimmed, 1 to ${NAME_MAX_CHARS} characters, no control, format (zero-width, bidi) characters, at least one letter or digit`;
/** A name field of the account routes: the rule is checked by the route, which answers INVALID_USER_INFO. */
export const PersonName = z.string().describe(`${NAME_RULE}; otherwise INVALID_USER_INFO`);

// ---------- shared answers ----------

export const MessageResponse = z.object({ message: z.enum(successCodes) });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const PageRequest = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1).max(PAGE_SIZES.maxLimit),
});
export type PageRequest = z.infer<typeof PageRequest>;

export const Banner = z.object({ image: text(), html: Html });
export type Banner = z.infer<typeof Banner>;

// ---------- lookups ----------

/** A bank's names: a client shows the bank's code when one is missing. */
export const Bank = z.object({ code: z.string(), nameTH: text(), nameEN: text() });
export type Bank = z.infer<typeof Bank>;
export const Source = z.object({ code: z.string(), description: text() });
export const Info = z.object({ name: text(), website: text() });
export const Contact = z.object({
  contactText: text(),
  lineLink: text(),
  lineName: text(),
  lineQR: decoration(z.string().describe('image URL of the support account QR code'), ''),
});
export type Contact = z.infer<typeof Contact>;
export const HtmlList = z.array(Html);
export const RegisterOtpFlag = z.object({ registerOTP: z.boolean() });
export const ChatWidgetFlag = z.object({ enableChatWidget: z.boolean() });

export const DepositBank = z.object({
  bankCode: z.string(),
  bankType: z.enum(['bank', 'qrcode']).describe('bank: transfer by hand then upload a slip; qrcode: one-time QR'),
  mode: z.enum(['AUTO', 'MANUAL']),
  bankNameTH: text(),
  bankNameEN: text(),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  currency: z.enum(CURRENCIES),
});
export type DepositBank = z.infer<typeof DepositBank>;
export const DepositWallet = z.object({
  walletAccountName: z.string(),
  mode: z.enum(['AUTO', 'MANUAL']),
});
export const DepositLookup = z.object({
  banks: z.array(DepositBank),
  wallets: z.array(DepositWallet),
  isManual: z.boolean().describe('manual deposit mode: account details are shown for copying only'),
});
export type DepositLookup = z.infer<typeof DepositLookup>;
export const WithdrawLookup = z.object({ withdrawMin: Money, withdrawMax: Money });
export const ActiveLookup = z.object({ active: z.literal(true) }).describe('a terminated service answers 410 gone');
export const Notice = z.object({ notice: text() });
/** The spec leaves the slip lookup's shape open; this is the contract's choice (decision 003). */
export const SlipLookup = z.object({
  isOpen: z.boolean().describe('false during the daily closed window'),
  closedFrom: z.string().regex(/^\d{2}:\d{2}$/),
  closedTo: z.string().regex(/^\d{2}:\d{2}$/),
  maxFileBytes: z.number().int(),
  fileTypes: z.array(z.string()),
  uploadWithinMinutes: z.number().int().describe('a slip must be uploaded within this long of the transfer'),
});

// ---------- account ----------

export const Phone = z.string().describe('the phone number, which is also the username');

export const RegistrationPayload = z.object({
  name: PersonName,
  username: Phone,
  password: z.string(),
  sourceCode: z.string(),
  inviteCode: z.string(),
  bankCode: z.string(),
  bankAccountName: PersonName.describe(`first name, a space, last name; ${NAME_RULE}; otherwise INVALID_USER_INFO`),
  bankAccountNo: z.string(),
});
export type RegistrationPayload = z.infer<typeof RegistrationPayload>;
export const CreateAccountPayload = RegistrationPayload.extend({ currency: z.enum(CURRENCIES) });
export type CreateAccountPayload = z.infer<typeof CreateAccountPayload>;

export const LoginRequest = z.object({ username: z.string(), password: z.string() });
export const LoginResponse = z.object({ token: z.string() });

export const ProfileCore = z.object({
  name: text(),
  _id: Id,
  createdAt: IsoDateTime,
  username: text(),
  coin: z.number().int().min(0),
});
export const BankAccount = z.object({
  bankAccountName: text(),
  bankAccountNo: z.string(),
  bankCode: z.string(),
  bank: decoration(z.object({ nameTH: text(), nameEN: text() }), { nameTH: '', nameEN: '' }),
});
export const ProfileResponse = z.object({ profile: ProfileCore, bankAccount: BankAccount });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const UpdateProfileRequest = z.object({
  name: PersonName,
  bankCode: z.string(),
  bankAccountName: PersonName,
  bankAccountNo: z.string(),
});
export const BankAccountNameRequest = z.object({
  bankCode: z.string(),
  bankAccountName: z.string().describe(`A-Z and spaces, ${NAME_RULE}; otherwise BANK_ACCOUNT_NAME_ENG`),
});
export const ChangePasswordRequest = z.object({ oldPassword: z.string(), newPassword: z.string() });
export const ChangePasswordResponse = z.object({
  message: z.literal('SUCCESS'),
  token: z
    .string()
    .describe("the member's new bearer token: every token issued before the change, this one included, is revoked"),
});

export const OtpSendRequest = z.object({ phoneNumber: Phone });
export const OtpSendResponse = z.object({
  otpRef: z.string().describe('reference code shown beside the OTP field'),
  otpToken: z.string(),
  code: z.enum(['SUCCESS', 'OTP_VERIFIED']).describe('OTP_VERIFIED: this phone is verified already, skip the step'),
});
export const OtpVerifyRequest = z.object({ otpToken: z.string(), otpCode: z.string() });

// ---------- wallet ----------

export const SlotCode = z.string().min(1).max(40);
export const GameAccount = z.object({
  code: SlotCode,
  name: text(),
  /** A category the app does not know goes on a shelf of other games. */
  category: openValues(z.enum(GAME_CATEGORIES)),
  isActive: z.boolean(),
  amount: Money,
  ftWalletSlot: z.number().positive().describe('game balance = amount × ftWalletSlot'),
  background: text(),
  logo: text(),
  url: decoration(z.string().nullable().describe('web url of the game'), null),
  android: optionalText(),
  ios: optionalText(),
  /** A game the app cannot log in to by itself opens the provider's sign-in form, as null says. */
  autoLoginGame: decoration(
    z
      .enum(AUTO_LOGIN_GAMES)
      .nullable()
      .describe('the game opens through /api/autoLogin/{game}/…; null: the provider sign-in form at url'),
    null,
  ),
});
export type GameAccount = z.infer<typeof GameAccount>;

export const WalletResponse = z.object({
  profile: ProfileCore,
  bankAccount: BankAccount,
  wallet: z.object({
    amount: Money,
    currency: z
      .enum(CURRENCIES)
      .describe(
        "the currency the member holds (chosen at registration; BAHT outside Laos). The spec's wallet has only " +
          "amount; the currency is this contract's addition (docs/decisions/003-open-shapes.md)",
      ),
  }),
  /** The home's invite box: broken, it alone says it could not be loaded. */
  invite: part(
    z.object({
      amount: Money.describe('invite bonus ready to receive'),
      success: z.number().describe('percentage'),
      fail: z.number().describe('percentage'),
    }),
  ),
  slots: z.array(GameAccount),
});
export type WalletResponse = z.infer<typeof WalletResponse>;

export const RefreshSlotsResponse = z.object({ message: z.literal('SUCCESS'), slots: z.array(GameAccount) });
export const GameCredentials = z.object({
  username: z.string(),
  password: z.string(),
  event: z.record(z.unknown()).nullable().describe('form state for the one game that needs it; contents open'),
});
export type GameCredentials = z.infer<typeof GameCredentials>;

/**
 * The main wallet (WALLET_CODE) or a game code: one string check, not a union (a union of the literal and a
 * code builds a failed-literal issue for every game code it reads).
 */
export const TransferEnd = SlotCode.describe(`${WALLET_CODE} (the main wallet) or a game code`);
export const TransferRequest = z.object({ from: TransferEnd, to: TransferEnd, amount: AmountInput });
export const TransferAllRequest = z.object({ to: SlotCode });
export const AmountRequest = z.object({ amount: AmountInput });
export const Balances = z.object({
  message: z.literal('SUCCESS'),
  wallet: z.object({ amount: Money }),
  slots: z.array(z.object({ code: SlotCode, amount: Money })).describe('the game accounts the call touched'),
});
export type Balances = z.infer<typeof Balances>;

/** A status as read from an answer: anything but SUCCESS and FAILED is in progress (spec §4). */
export const StatementStatus = openEnum(z.enum(['IN_PROGRESS', 'SUCCESS', 'FAILED']), 'IN_PROGRESS');
export type StatementStatus = z.infer<typeof StatementStatus>;

export const WithdrawResponse = z.object({
  message: z.literal('SUCCESS'),
  wallet: z.object({ amount: Money }),
  withdrawal: z.object({ _id: Id, amount: Money, status: StatementStatus }),
});
export const AddResponse = z.object({
  message: z.literal('SUCCESS'),
  deposit: z.object({ _id: Id, amount: Money, status: StatementStatus }),
});

export const Slip = z.object({
  _id: Id,
  createdAt: IsoDateTime,
  amount: Money.describe("0 until read; shown as '-' when not over 0"),
  status: StatementStatus,
  /** A reason the app does not know is shown as a refusal with no reason. */
  note: openValues(z.enum(slipReasonCodes)).nullable(),
  link: decoration(z.string().describe('image of the uploaded slip'), ''),
  reference: text(),
});
export type Slip = z.infer<typeof Slip>;
export const SlipUploadBody = z.object({ file: z.custom<Blob>().describe('the slip image, png or jpeg') });
export const SlipUploadResponse = z.object({ message: z.literal('SUCCESS'), slip: Slip });

export const TrueLinkRequest = z.object({ link: z.string().describe('the gift link, AES-encrypted (gift-link.ts)') });
export const TrueLinkResponse = z.object({ message: z.literal('SUCCESS'), amount: Money });

// ---------- QR ----------

export const QrProvider = z.enum(QR_PROVIDERS);
export const QrState = z.object({
  qrcodeId: z.string().nullable(),
  hasQrcode: z.boolean(),
  qrcode: z.string().nullable().describe('SVG markup of the QR code'),
  amount: Money.nullable(),
  expireIn: z.number().int().min(0).describe('seconds left to pay, by the server clock'),
  message: decoration(
    z
      .string()
      .describe(
        'with no QR, why: what became of the last one (QR_CLOSED_MESSAGES: expired, paid, …) or why creating one was refused (shown as it is)',
      ),
    '',
  ),
});
export type QrState = z.infer<typeof QrState>;
export const QrCreateRequest = z.object({ amount: AmountInput });

// ---------- auto login ----------

export const AutoLoginResponse = z.object({ link: z.string() });

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
      'INVITE_BONUS_SUCCESS: the invite bonus is in the wallet; INVITE_COLLECT: it is in the wallet but joined ' +
        'the balance of the bonus or promotion held now, so that bonus’s turnover and forfeit rules apply to it',
    ),
  amount: Money,
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
export const SpinResult = z.object({
  success: z.literal(true),
  error: z.null(),
  result: z.object({ code: z.string(), label: z.string(), remainingCoin: z.number().int().min(0) }),
});
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

// ---------- statement ----------

export const StatementType = z.enum(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']);
export type StatementType = z.infer<typeof StatementType>;
/** What an entry came from (a bonus, a promotion...): a broken one is left out. */
const EntrySource = () => decoration(z.object({ description: text() }).optional(), undefined);
export const StatementEntry = z.object({
  _id: Id,
  /** A type the app does not know is shown with a plain icon and its name as it came. */
  statementType: openValues(StatementType),
  status: StatementStatus,
  from: text(),
  to: text(),
  amount: Money,
  createdAt: IsoDateTime,
  bonus: EntrySource(),
  promotion: EntrySource(),
  invite: EntrySource(),
  refund: EntrySource(),
  luckydraw: EntrySource(),
});
export type StatementEntry = z.infer<typeof StatementEntry>;
export const StatementListResponse = z.object({ total: z.number().int(), statements: z.array(StatementEntry) });
export const SlipListResponse = z.object({ total: z.number().int(), slips: z.array(Slip) });
export const SlipReferenceResponse = z.object({ url: z.string() });

// ---------- chat ----------

export const ChatButton = z.object({
  title: text(),
  type: z.string().describe('web, call or postback; anything else is sent back as text'),
  payload: z.string(),
});
export const ChatGenericCard = z.object({
  image_url: text(),
  title: text(),
  subtitle: text(),
  buttons: z.array(ChatButton),
});
export const ChatMediaPayload = z.object({
  message: text(),
  url: z.string(),
  /** A kind the app does not know is offered as a file to open. */
  fileType: openEnum(z.enum(['image', 'video', 'file']), 'file'),
  filePath: text(),
});
/** A message the app cannot read (a type it does not know, a broken payload) is shown as one of unknown type. */
export const ChatMessage = decoration(
  z.discriminatedUnion('message_type', [
    z.object({ message_type: z.literal('text'), payload: z.string() }),
    z.object({
      message_type: z.literal('buttons'),
      payload: z.object({ text: z.string(), buttons: z.array(ChatButton) }),
    }),
    z.object({ message_type: z.literal('media'), payload: ChatMediaPayload }),
    z.object({
      message_type: z.literal('quick_replies'),
      payload: z.object({ text: z.string(), replies: z.array(ChatButton) }),
    }),
    z.object({ message_type: z.literal('generic'), payloads: z.array(ChatGenericCard) }),
    z.object({ message_type: z.literal('postback'), payload: z.string() }),
    z.object({ message_type: z.literal('unknown'), payload: z.unknown() }),
  ]),
  unknownMessage,
);
export type ChatMessage = z.infer<typeof ChatMessage>;
export const ChatSender = z.enum(['customer', 'other']);
/** A visitor's id in the chat, issued by POST /api/chat/guest; an id the server did not issue is INVALID_USER_INFO. */
export const GuestId = z.string().max(64).describe('a guest id issued by POST /api/chat/guest');
/** The customer's display name or username in a chat message: null, or a name by isAcceptableName (else KEY_INVALID). */
const ChatName = z
  .string()
  .refine(isAcceptableName, `${NAME_RULE}`)
  .nullable()
  .describe(`null, or ${NAME_RULE}; otherwise KEY_INVALID`);
/**
 * The sender's own id for a message (this contract's addition to spec §7): the server keeps it and echoes it
 * on the message (history, the socket's `message`), so a client shows its optimistic copy and the echo as one
 * message. Sending again with the same id (a resend after a dropped connection) stores nothing new: the answer
 * is the message already stored.
 */
export const ChatClientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe("the sender's own id for the message: 8 to 64 letters, digits, '-' or '_' (a UUID fits)");
/** A device's push token (FCM and APNs tokens are under 200 characters); the server keeps it on every message. */
export const CHAT_DEVICE_TOKEN_MAX_CHARS = 256;
export const ChatConversationInput = z.object({
  sender: z.literal('customer'),
  message: ChatMessage,
  userId: z.string().nullable(),
  guestId: GuestId.nullable(),
  username: ChatName,
  name: ChatName,
  deviceToken: z
    .string()
    .max(CHAT_DEVICE_TOKEN_MAX_CHARS)
    .nullable()
    .describe(`a push token of at most ${CHAT_DEVICE_TOKEN_MAX_CHARS} characters, or null; longer is KEY_INVALID`),
  clientId: ChatClientId.optional(),
});
export const ChatConversation = z.object({
  _id: Id,
  /** Anyone but the customer is support's side of the conversation. */
  sender: openEnum(ChatSender, 'other'),
  message: ChatMessage,
  userId: optionalText(),
  guestId: optionalText(),
  username: optionalText(),
  name: optionalText(),
  deviceToken: optionalText(),
  createdAt: IsoDateTime,
  session_id: text(),
  /** Not known to be read is shown as not read yet. */
  read: decoration(z.boolean(), false),
  clientId: decoration(
    ChatClientId.nullable().describe("the sender's id for it (ChatConversationInput.clientId), or null"),
    null,
  ),
});
export type ChatConversation = z.infer<typeof ChatConversation>;
export const ChatConfig = z.object({ PREFIX: z.string() });
export const ChatSendResponse = z.object({ createdAt: IsoDateTime, _id: Id, session_id: z.string() });
/**
 * A page of history: the `limit` messages before the newest `skip` (spec §7), or, with `before` (this
 * contract's addition), the `limit` messages before that message, skipping `skip` more. A client that pages
 * by `before` (the oldest message it holds) gets neither a gap nor an overlap while new messages arrive,
 * which shift every skip-counted page. An id that is not a message of this conversation is NO_DATA.
 */
export const ChatHistoryRequest = z.object({
  userId: z.string().nullable(),
  guestId: GuestId.nullable(),
  limit: z.number().int().min(1).max(PAGE_SIZES.maxLimit),
  skip: z.number().int().min(0),
  before: Id.optional().describe('the _id of the oldest message held: the page ends just before it'),
});
export const ChatHistoryResponse = z.object({ conversations: z.array(ChatConversation), total: z.number().int() });
export const ChatUploadBody = z.object({ file: z.custom<Blob>() });
/** The client id the media message will carry: the upload's delivery is then announced on the socket. */
export const ChatUploadQuery = z.object({
  clientId: ChatClientId.optional().describe(
    "the client id the media message will carry: the upload's delivery is then announced on the socket",
  ),
});
/** A visitor names their guest id in a header of an upload (CHAT_GUEST_HEADER), never in the address. */
export const ChatUploadHeaders = z.object({
  [CHAT_GUEST_HEADER]: GuestId.optional().describe('the guest id, for a visitor without a token'),
});
export const ChatGuestResponse = z.object({
  guestId: GuestId.describe('unguessable; keep it (local storage guest-id) and send it as the guest id'),
});
export const ChatUploadResponse = z.object({ path: z.string() });
/** A member's claim to the conversation they had as a guest on this device (this contract's addition). */
export const ChatAdoptRequest = z.object({ guestId: GuestId });
export const ChatAdoptResponse = z.object({
  moved: z.number().int().describe('messages now in the member conversation'),
});
export const ChatReadRequest = z.object({ userId: z.string().nullable(), guestId: GuestId.nullable() });
export const ChatReadResponse = z.object({ message: z.literal('SUCCESS'), updated: z.number().int() });
