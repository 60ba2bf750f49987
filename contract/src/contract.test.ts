import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { contract } from './index.js';
import { errorCodes, errorStatus, slipReasonCodes, successCodes } from './errors.js';
import type { RouteMeta } from './route-kit.js';

function flatten(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((value) =>
    isAppRoute(value as AppRoute) ? [value as AppRoute] : flatten(value as AppRouter),
  );
}

/** Spec §7, route by route: method and path exactly as written there. */
const specRoutes = `
GET /api/lookup/banks
GET /api/lookup/deposit
GET /api/lookup/conditions
GET /api/lookup/agreements
GET /api/lookup/info
GET /api/lookup/notice
GET /api/lookup/contact
GET /api/lookup/withdraw
GET /api/lookup/slip
GET /api/lookup/sources
GET /api/lookup/active
GET /api/lookup/registerOTP
GET /api/lookup/enableChatWidget
POST /api/login
POST /api/account/validate
POST /api/account
GET /api/account/profile
PUT /api/account/profile
PUT /api/account/bankAccountName
PUT /api/account/changepwd
POST /api/otp/send
POST /api/otp/verify
GET /api/wallet
GET /api/wallet/refresh/slot
GET /api/wallet/activate/:slotCode
GET /api/wallet/account/:slotCode
GET /api/wallet/resetpassword/:slotCode
POST /api/wallet/add
POST /api/wallet/transfer
POST /api/wallet/transferAll
POST /api/wallet/withdraw
POST /api/wallet/withdrawAll
POST /api/wallet/slip
POST /api/wallet/truelink
GET /api/qrcode/:bankCode
POST /api/qrcode/:bankCode
DELETE /api/qrcode/:bankCode
GET /api/autoLogin/:game/:username
GET /api/autoLogin/:game/:username/:password
POST /api/invite
GET /api/invite/bonus
GET /api/invite/banners
POST /api/refund
GET /api/refund/check
GET /api/refund/receive
GET /api/refund/addWallet
GET /api/refund/banners
GET /api/spinwheel/setup
POST /api/spinwheel/spin
GET /api/spinwheel/coupon
POST /api/spinwheel/coupon/claim
GET /api/spinwheel/active
GET /api/bonus
GET /api/bonus/activate/:code
GET /api/bonus/check/active
GET /api/bonus/clear
GET /api/bonus/check/minimum
GET /api/promotion/current
GET /api/promotion/find/:code
GET /api/promotion/activate/:code
POST /api/statement
POST /api/statement/slip
GET /api/statement/slip/reference/:reference
GET /api/chat/config
POST /api/chat/send-message
POST /api/chat/history
POST /api/chat/upload-image
POST /api/chat/upload-video
PUT /api/chat/read-customer/
`
  .trim()
  .split('\n');

/**
 * Routes the spec does not name and the contract adds: the server-issued chat guest id, and a member's
 * adoption of their guest conversation after log-in.
 */
const contractRoutes = ['POST /api/chat/guest', 'POST /api/chat/adopt-guest'];

/** Spec §8, every code it names (slip reason codes apart). */
const specCodes =
  `UNAUTHORIZED EXPIRED_AUTH_TOKEN INVALID_USER_1 INVALID_USER_2 INVALID_USER_3 INVALID_USER_4 INVALID_IP
WRONG_CREDENTIAL WRONG_PASSWORD NO_USER INACTIVE_USER LOGIN_FAIL OTP_BLOCK REQUEST_LIMIT REQUEST_LIMIT_1MIN OTP_TOKEN_INVALID
OTP_NOT_EXIST OTP_VERIFIED OTP_EXPIRED OTP_CODE_INVALID OTP_CODE_VALID UNVERIFIED_OTP OTP_SEND_FAIL OTP_VERIFY_FAIL EXISTING_USER
EXISTING_BANK INVALID_USER_INFO INVALID_BANK BANK_ACCOUNT_NAME_ENG REGISTER_FAIL GAME_ACTIVATION_FAIL PHONE_NUMBER_REQUIRE_10_DIGIT
BONUS_REMAINING BONUS_ALREADY_ACTIVE BONUS_MAX_CLAIMED BONUS_CONDITION BONUS_CLEAR BONUS_FULL NO_PROMOTION PROMOTION_RECEIVED
INVITE_COLLECT INVITE_INACTIVE NO_INVITE_BONUS NO_INVITEE_PLAY_INFO INVITE_BONUS_SUCCESS INVITE_BONUS_FAIL NO_REFUND REFUND_CONDITION
REFUND_SUCCESS REFUND_INACTIVE REFUND_MINIMUM SLOT_ALREADY_ACTIVE SLOT_ACTIVATE_FAIL SLOT_NO_ACCOUNT SLOT_RESET_PASSWORD_FAIL
TRANSFER_MINIMUM NO_GAME MONEY_NOT_ENOUGH TRANSFER_FAIL NO_BANK NO_WALLET QR_FAIL SLIP_UPLOAD_FAIL SLIP_NO_FILE SLIP_INVALID_FILE
TRUELINK_DUPLICATE TRUELINK_INVALID INTERNAL_SERVER_ERROR KEY_MISSING KEY_INVALID NO_DATA OK SUCCESS NO_CLAIMABLE_COUPON
INVALID_PRIZE_CODE INVALID_CODE INVALID_COUPON_TYPE COUPON_EXPIRED`.split(/\s+/);

const specSlipReasons = `UPLOADED_FILE_NOT_EXIST IMG_SIZE_UNABLE_TO_PROCESS CANNOT_READ_CROPPED_IMAGE DEST_ACC_INVALID
SLIP_REFNO_DUPLICATED UNSTABLE_REFNO_ON_SLIP TRIPPLE_WRONG_CAPTCHA INVALID_SLIP NOT_MATCH EXPIRED_SLIP UNKNOW_ERROR`.split(
  /\s+/,
);

describe('the contract', () => {
  const routes = flatten(contract);

  it("has exactly the 69 routes of spec §7, with their methods and paths, and the contract's own", () => {
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...specRoutes, ...contractRoutes].sort());
    expect(specRoutes).toHaveLength(69);
    expect(routes).toHaveLength(71);
  });

  it('declares a 200 answer and the fixed client header on every route', () => {
    for (const route of routes) {
      expect(route.responses[200], route.path).toBeDefined();
      const headers = route.headers as { safeParse: (v: unknown) => { success: boolean } };
      expect(headers.safeParse({ 'x-client': 'wallet-user' }).success, route.path).toBe(true);
      expect(headers.safeParse({}).success, route.path).toBe(false);
    }
  });

  it('marks the member routes as needing the token and leaves registration, login and lookups public', () => {
    const access = (path: string) => (routes.find((r) => r.path === path)?.metadata as RouteMeta).access;
    expect(access('/api/login')).toBe('public');
    expect(access('/api/lookup/active')).toBe('public');
    expect(access('/api/otp/send')).toBe('public');
    expect(access('/api/wallet')).toBe('member');
    expect(access('/api/spinwheel/spin')).toBe('member');
    expect(access('/api/chat/history')).toBe('optional');
  });

  it('limits auto-login to the eleven games of the spec', () => {
    const route = routes.find((r) => r.path === '/api/autoLogin/:game/:username') as AppRoute;
    const params = route.pathParams as { safeParse: (v: unknown) => { success: boolean } };
    for (const game of [
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
    ]) {
      expect(params.safeParse({ game, username: 'u' }).success, game).toBe(true);
    }
    expect(params.safeParse({ game: 'roulette', username: 'u' }).success).toBe(false);
  });
});

describe('the error catalogue', () => {
  it('holds every code of spec §8', () => {
    expect(specCodes.filter((code) => !(errorCodes as readonly string[]).includes(code))).toEqual([]);
    expect([...slipReasonCodes].sort()).toEqual([...specSlipReasons].sort());
  });

  it('gives each code one HTTP status, 200 only for the success codes', () => {
    for (const code of errorCodes) {
      const status = errorStatus[code];
      expect(status, code).toBeGreaterThanOrEqual(200);
      expect(status === 200, code).toBe((successCodes as readonly string[]).includes(code));
    }
    expect(errorStatus.gone).toBe(410);
    expect(errorStatus.UNAUTHORIZED).toBe(401);
    expect(errorStatus.EXPIRED_AUTH_TOKEN).toBe(401);
  });

  it('lets every route answer gone and restricts each error status to the codes declared for it', () => {
    for (const route of flatten(contract)) {
      const gone = route.responses[410] as { safeParse: (v: unknown) => { success: boolean } };
      expect(gone.safeParse({ message: 'gone' }).success, route.path).toBe(true);
      for (const [status, schema] of Object.entries(route.responses)) {
        if (status === '200') continue;
        const parse = (schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse;
        expect(parse({ message: 'NOT_A_CODE' }).success, `${route.path} ${status}`).toBe(false);
      }
    }
  });
});
