/** Business constants and limits shared by the web app and the mock server (spec §9). */

/** The fixed header that marks every request as coming from the wallet user client (spec §6). */
export const CLIENT_HEADER = { name: 'x-client', value: 'wallet-user' } as const;

/**
 * A visitor's guest id on a chat upload (a multipart body carries only the file). A header, not the query:
 * the guest id opens the guest's conversation, and addresses end up in logs and histories.
 */
export const CHAT_GUEST_HEADER = 'x-chat-guest';

/**
 * A guest id the visitor's device made itself (spec §6: a visitor chats "as a guest using a generated guest-id",
 * kept under the storage key guest-id; the spec's calls include none that issues one): 22 to 64 letters, digits,
 * `-` or `_` (a UUID, or 16 or more random bytes in base64url or hex), with at least 8 different characters (no
 * constant such as a UUID of zeros, which careless clients behind one address would share), not starting with
 * `g-`, which is kept for the ids POST /api/chat/guest issues. The server binds such an id to the first client
 * address that uses it: from any other address it is INVALID_USER_INFO, so an id learnt or guessed opens nothing.
 */
export const DEVICE_GUEST_ID = /^(?!g-)[A-Za-z0-9_-]{22,64}$/;
export const DEVICE_GUEST_ID_MIN_DISTINCT = 8;

/** Whether `id` has the form of a device-made guest id (DEVICE_GUEST_ID). */
export function isDeviceGuestId(id: string): boolean {
  return DEVICE_GUEST_ID.test(id) && new Set(id).size >= DEVICE_GUEST_ID_MIN_DISTINCT;
}

export const APP_VERSION = '1.1.14';

export const TIMEOUTS = {
  requestMs: 60_000,
  uploadMs: 300_000,
  errorToastMs: 4_000,
  loaderDelayMs: 200,
  agreementDelayMs: 1_500,
  registrationRedirectMs: 2_000,
  claimDebounceMs: 500,
  wheelResizeDebounceMs: 500,
  chatReadDebounceMs: 1_000,
  chatReconnectCheckMs: 5_000,
  chatReconnectDelayMs: 500,
} as const;

export const PAGE_SIZES = {
  statement: 10,
  slip: 10,
  invite: 10,
  refund: 10,
  coupon: 3,
  chatHistory: 10,
  /** The largest `limit` a paged call accepts. */
  maxLimit: 100,
} as const;

export const PHONE_LENGTH = 10;
/** The Laos build has no 10-digit rule (spec §5); phones there have 6 to 15 digits (the simulator's choice, ADR 007). */
export const LAOS_PHONE_DIGITS = { min: 6, max: 15 } as const;

const MB = 1024 * 1024;
export const UPLOAD_LIMITS = {
  chatImageBytes: 10 * MB,
  chatFileBytes: 10 * MB,
  chatVideoBytes: 20 * MB,
  /**
   * Spec §5: a chat text of at most 2000 characters, counted in code points (an emoji one, each Thai vowel
   * and tone mark one) by `characterCount` in characters.ts, the same in the composer and on the server.
   */
  chatTextChars: 2_000,
  chatMimeTypes: ['video/mp4', 'video/quicktime', 'image/png', 'image/jpeg', 'image/jpg', 'image/gif'],
  chatExtensions: ['mp4', 'mov', 'png', 'jpeg', 'jpg', 'gif'],
  /** Slip images: the spec does not give a size; 10 MB like other images. */
  slipBytes: 10 * MB,
  slipMimeTypes: ['image/png', 'image/jpeg', 'image/jpg'],
} as const;

/**
 * What the simulator keeps of uploads, per world (slips and chat media; the oldest go first), and how many
 * slips a member may send a minute. A saved world holds at most this many files.
 */
export const UPLOAD_STORE = { bytes: 32 * MB, files: 1_000, slipsPerMinute: 5 } as const;

export const QR_PROVIDERS = ['KBANK', 'WW', 'ZAPMAN'] as const;
export type QrProvider = (typeof QR_PROVIDERS)[number];

export const QR_RULES = {
  KBANK: { quickAmounts: [10, 20, 50, 100, 500, 1000], minimum: 1 },
  WW: { quickAmounts: [100, 200, 300, 500, 1000], minimum: 100 },
  ZAPMAN: { quickAmounts: [100, 200, 300, 500, 1000], minimum: 100 },
} as const satisfies Record<QrProvider, { quickAmounts: readonly number[]; minimum: number }>;

/**
 * The messages of a QR state with no QR (`QrState.message` when `hasQrcode` is false) that say what became of
 * the member's last QR, so a client can word them. A refusal at creation carries the backend's own message
 * instead (shown as it is, spec §8), as may any backend that words these differently.
 */
export const QR_CLOSED_MESSAGES = {
  none: 'no qrcode',
  expired: 'expired',
  cancelled: 'cancelled',
  paid: 'paid',
  failed: 'payment failed',
} as const;
export type QrClosedReason = keyof typeof QR_CLOSED_MESSAGES;

export const TRANSFER_MINIMUM = 1;
export const TRUE_WALLET_MINIMUM = 2;

/** Banks whose account name must be English letters and spaces only. */
export const ENGLISH_ONLY_BANKS = ['KTB', 'TMB', 'BBL'] as const;

export const CURRENCIES = ['BAHT', 'LAK'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const LAOS_CURRENCY_OPTIONS = ['LAK', 'BAHT'] as const;
export const LAOS_DEFAULT_CURRENCY = 'LAK' as const;

export const LOCALES = ['th', 'lo', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Games that open through GET /api/autoLogin/{game}/... (spec §7). */
export const AUTO_LOGIN_GAMES = [
  'pg',
  'betflix',
  'askmebet',
  'imi',
  'usun',
  'areaslot',
  'circus',
  'slotracha',
  'pgslot',
  'joker2',
  'huayhd',
] as const;
export type AutoLoginGame = (typeof AUTO_LOGIN_GAMES)[number];

/** The wallet itself, as a transfer end (the other end is a game account's code). */
export const WALLET_CODE = 'WALLET' as const;

/** Local storage keys of the web app (spec §3). */
export const STORAGE_KEYS = {
  token: 'token',
  locale: 'locale',
  inviterCode: 'code',
  lastSync: 'last_sync',
  rememberAgreement: 'remember-agreement',
  guestId: 'guest-id',
  /** Not in the spec: the home screen's hide-balance choice ('1' hidden), for players on a shared screen. */
  hideBalance: 'hide-balance',
  /**
   * Not in the spec: what a member page's early read showed last time, for the figures it may draw before its
   * answer (web/src/early/early-reads.ts `remember`): display hints only, cleared at logout.
   */
  earlyHints: 'early-hints',
  /** Not in the spec: chat messages written and not yet stored by the server (sent after a reload). */
  chatOutbox: 'chat-outbox',
} as const;

/** The inviter code in a shared register link is PR followed by the member id: /register?code=PR{id}. */
export const INVITE_CODE_PREFIX = 'PR';
