export type { ErrorBody } from './error-body.js';

/**
 * The error catalogue (spec §8), one list grouped by area. Every code a server can put in the `message`
 * field of an answer is here; nothing else in the repo spells a code that is not in this list.
 *
 * Wire format of every error answer: `{ "message": CODE, "details"?: [{ "path", "issue" }] }` with the
 * HTTP status of `errorStatus[CODE]`. `details` appears only on KEY_MISSING / KEY_INVALID and names the
 * offending fields (with a `note` where the field alone does not say why). See
 * docs/decisions/002-error-wire-format.md. The body's schema is in error-body.ts: this file holds no zod, so a
 * client can know the codes without it in its first load (docs/decisions/022).
 */
export const errorCatalogue = {
  transport: [
    /** The service has been shut down: HTTP 410 on every /api route. The client goes to /terminated. */
    'gone',
  ],
  auth: [
    'UNAUTHORIZED',
    'EXPIRED_AUTH_TOKEN',
    'INVALID_USER_1',
    'INVALID_USER_2',
    'INVALID_USER_3',
    'INVALID_USER_4',
    'INVALID_IP',
    'WRONG_CREDENTIAL',
    'WRONG_PASSWORD',
    'NO_USER',
    'INACTIVE_USER',
    'LOGIN_FAIL',
  ],
  otp: [
    'OTP_BLOCK',
    'REQUEST_LIMIT',
    'REQUEST_LIMIT_1MIN',
    'OTP_TOKEN_INVALID',
    'OTP_NOT_EXIST',
    'OTP_VERIFIED',
    'OTP_EXPIRED',
    'OTP_CODE_INVALID',
    'OTP_CODE_VALID',
    'UNVERIFIED_OTP',
    'OTP_SEND_FAIL',
    'OTP_VERIFY_FAIL',
  ],
  registration: [
    'EXISTING_USER',
    'EXISTING_BANK',
    'INVALID_USER_INFO',
    'INVALID_BANK',
    'BANK_ACCOUNT_NAME_ENG',
    'REGISTER_FAIL',
    'GAME_ACTIVATION_FAIL',
    'PHONE_NUMBER_REQUIRE_10_DIGIT',
    /**
     * This contract's addition: in the Laos build (no 10-digit rule) a phone that is not 6 to 15 digits.
     * PHONE_NUMBER_REQUIRE_10_DIGIT would tell a Lao member a rule that does not apply to them.
     */
    'PHONE_NUMBER_INVALID',
  ],
  bonus: [
    'BONUS_REMAINING',
    'BONUS_ALREADY_ACTIVE',
    'BONUS_MAX_CLAIMED',
    'BONUS_CONDITION',
    'BONUS_CLEAR',
    'BONUS_FULL',
    'NO_PROMOTION',
    'PROMOTION_RECEIVED',
    /**
     * This contract's addition: a withdrawal while a bonus or promotion is held, before the turnover it
     * requires has been played (spec §9: "a turnover multiple is required before a bonus withdrawal").
     */
    'BONUS_TURNOVER',
  ],
  invite: [
    'INVITE_COLLECT',
    'INVITE_INACTIVE',
    'NO_INVITE_BONUS',
    'NO_INVITEE_PLAY_INFO',
    'INVITE_BONUS_SUCCESS',
    'INVITE_BONUS_FAIL',
  ],
  refund: ['NO_REFUND', 'REFUND_CONDITION', 'REFUND_SUCCESS', 'REFUND_INACTIVE', 'REFUND_MINIMUM'],
  games: [
    'SLOT_ALREADY_ACTIVE',
    'SLOT_ACTIVATE_FAIL',
    'SLOT_NO_ACCOUNT',
    'SLOT_RESET_PASSWORD_FAIL',
    'TRANSFER_MINIMUM',
    'NO_GAME',
    'MONEY_NOT_ENOUGH',
    'TRANSFER_FAIL',
    'NO_BANK',
    'NO_WALLET',
    'QR_FAIL',
  ],
  /** Withdrawal rules the spec states through the withdraw lookup (min and max from the server). */
  withdraw: ['WITHDRAW_MINIMUM', 'WITHDRAW_MAXIMUM'],
  slip: [
    'SLIP_UPLOAD_FAIL',
    'SLIP_NO_FILE',
    'SLIP_INVALID_FILE',
    'SLIP_CLOSED',
    'TRUELINK_DUPLICATE',
    'TRUELINK_INVALID',
  ],
  /** Chat uploads (spec §5: File is not supported / The file is too large). */
  chat: ['FILE_NOT_SUPPORTED', 'FILE_TOO_LARGE', 'MESSAGE_TOO_LONG'],
  other: ['INTERNAL_SERVER_ERROR', 'KEY_MISSING', 'KEY_INVALID', 'NO_DATA', 'OK', 'SUCCESS'],
  /**
   * Spin wheel and coupons. The spec lists the coupon codes; the spin codes are "not shown", so
   * SPIN_INACTIVE and SPIN_NO_COIN are this contract's choice. They come in a spin result's `error` (a 200,
   * success false: docs/decisions/029), not as an error body; their status here is a backend's that sends one.
   */
  spin: [
    'NO_CLAIMABLE_COUPON',
    'INVALID_PRIZE_CODE',
    'INVALID_CODE',
    'INVALID_COUPON_TYPE',
    'COUPON_EXPIRED',
    'SPIN_INACTIVE',
    'SPIN_NO_COIN',
  ],
} as const;

type Catalogue = typeof errorCatalogue;
export type ErrorArea = keyof Catalogue;
export type ErrorCode = Catalogue[ErrorArea][number];

export const errorCodes: readonly ErrorCode[] = [...new Set(Object.values(errorCatalogue).flat())];

/** Slip reason codes (spec §8), carried in `Slip.note` and shown in parentheses after the status. */
export const slipReasonCodes = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const;
export type SlipReasonCode = (typeof slipReasonCodes)[number];

/** Codes that travel in success answers (`{ message }` with HTTP 200), never as an error. */
export const successCodes = [
  'OK',
  'SUCCESS',
  'OTP_CODE_VALID',
  'OTP_VERIFIED',
  'BONUS_CLEAR',
  'INVITE_BONUS_SUCCESS',
  'INVITE_COLLECT',
  'REFUND_SUCCESS',
] as const satisfies readonly ErrorCode[];
export type SuccessCode = (typeof successCodes)[number];

/**
 * The HTTP status of every code when it is an error answer. 400 malformed input, 401 no or bad session,
 * 403 refused for who the caller is, 404 the thing named does not exist, 409 conflicts with what exists,
 * 410 gone, 413 a file too large, 415 a file type refused, 422 a business rule not met, 429 too many
 * requests, 502 an upstream (game provider, bank, SMS) failed, 500 our own failure.
 */
export const errorStatus = {
  gone: 410,
  UNAUTHORIZED: 401,
  EXPIRED_AUTH_TOKEN: 401,
  INVALID_USER_1: 401,
  INVALID_USER_2: 401,
  INVALID_USER_3: 401,
  INVALID_USER_4: 401,
  INVALID_IP: 403,
  WRONG_CREDENTIAL: 401,
  WRONG_PASSWORD: 422,
  NO_USER: 404,
  INACTIVE_USER: 403,
  LOGIN_FAIL: 502,
  OTP_BLOCK: 429,
  REQUEST_LIMIT: 429,
  REQUEST_LIMIT_1MIN: 429,
  OTP_TOKEN_INVALID: 400,
  OTP_NOT_EXIST: 404,
  OTP_VERIFIED: 200,
  OTP_EXPIRED: 422,
  OTP_CODE_INVALID: 422,
  OTP_CODE_VALID: 200,
  UNVERIFIED_OTP: 422,
  OTP_SEND_FAIL: 502,
  OTP_VERIFY_FAIL: 502,
  EXISTING_USER: 409,
  EXISTING_BANK: 409,
  INVALID_USER_INFO: 400,
  INVALID_BANK: 400,
  BANK_ACCOUNT_NAME_ENG: 400,
  REGISTER_FAIL: 502,
  GAME_ACTIVATION_FAIL: 502,
  PHONE_NUMBER_REQUIRE_10_DIGIT: 400,
  PHONE_NUMBER_INVALID: 400,
  BONUS_REMAINING: 422,
  BONUS_ALREADY_ACTIVE: 409,
  BONUS_MAX_CLAIMED: 409,
  BONUS_CONDITION: 422,
  BONUS_CLEAR: 200,
  BONUS_FULL: 409,
  NO_PROMOTION: 404,
  PROMOTION_RECEIVED: 409,
  BONUS_TURNOVER: 422,
  INVITE_COLLECT: 200,
  INVITE_INACTIVE: 422,
  NO_INVITE_BONUS: 422,
  NO_INVITEE_PLAY_INFO: 422,
  INVITE_BONUS_SUCCESS: 200,
  INVITE_BONUS_FAIL: 502,
  NO_REFUND: 422,
  REFUND_CONDITION: 422,
  REFUND_SUCCESS: 200,
  REFUND_INACTIVE: 422,
  REFUND_MINIMUM: 422,
  SLOT_ALREADY_ACTIVE: 409,
  SLOT_ACTIVATE_FAIL: 502,
  SLOT_NO_ACCOUNT: 404,
  SLOT_RESET_PASSWORD_FAIL: 502,
  TRANSFER_MINIMUM: 422,
  NO_GAME: 404,
  MONEY_NOT_ENOUGH: 422,
  TRANSFER_FAIL: 502,
  NO_BANK: 404,
  NO_WALLET: 404,
  QR_FAIL: 502,
  WITHDRAW_MINIMUM: 422,
  WITHDRAW_MAXIMUM: 422,
  SLIP_UPLOAD_FAIL: 502,
  SLIP_NO_FILE: 400,
  SLIP_INVALID_FILE: 415,
  SLIP_CLOSED: 422,
  TRUELINK_DUPLICATE: 409,
  TRUELINK_INVALID: 400,
  FILE_NOT_SUPPORTED: 415,
  FILE_TOO_LARGE: 413,
  MESSAGE_TOO_LONG: 400,
  INTERNAL_SERVER_ERROR: 500,
  KEY_MISSING: 400,
  KEY_INVALID: 400,
  NO_DATA: 404,
  OK: 200,
  SUCCESS: 200,
  NO_CLAIMABLE_COUPON: 422,
  INVALID_PRIZE_CODE: 400,
  INVALID_CODE: 400,
  INVALID_COUPON_TYPE: 400,
  COUPON_EXPIRED: 422,
  SPIN_INACTIVE: 422,
  SPIN_NO_COIN: 422,
} as const satisfies Record<ErrorCode, number>;

/**
 * The codes after which the client must drop its session and go to /login (spec §8: invalid user, redirect to
 * login; INVALID_IP with them), whatever the status they come with.
 */
export const sessionEndingCodes = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
  'INVALID_IP',
] as const satisfies readonly ErrorCode[];

export const GONE_MESSAGE = 'gone' as const satisfies ErrorCode;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
