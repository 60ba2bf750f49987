import { z } from 'zod';
import { AUTO_LOGIN_GAMES, CURRENCIES, GAME_CATEGORIES, QR_PROVIDERS, WALLET_CODE } from './constants.js';
import { slipReasonCodes } from './errors.js';
import { decoration, openEnum, openValues, part } from './tolerance.js';
import {
  AmountInput,
  Html,
  Id,
  IsoDateTime,
  Money,
  NAME_RULE,
  PersonName,
  optionalText,
  text,
} from './schemas-base.js';

export * from './schemas-base.js';
export * from './schemas-rewards.js';
export * from './schemas-chat.js';

/** The shapes of lookups, the account, the wallet, QR deposits, auto-login and the statement (spec §4, §7). */
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
