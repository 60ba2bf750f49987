import { c, member, route } from '../route-kit.js';
import { ClaimRequest, ClaimResponse, CouponListResponse, SpinActive, SpinResult, SpinSetup } from '../schemas.js';

export const spinwheelContract = c.router({
  setup: route({
    method: 'GET',
    path: '/api/spinwheel/setup',
    summary: 'The active wheel and the member’s coins',
    ok: SpinSetup,
    meta: member(),
  }),
  spin: route({
    method: 'POST',
    path: '/api/spinwheel/spin',
    body: c.noBody(),
    summary:
      'Spend a coin; the server picks the slice. A refused spin is a 200 with success false and the code in ' +
      '`error` (SPIN_INACTIVE: no wheel; SPIN_NO_COIN), as spec §3 shapes the spin result',
    ok: SpinResult,
    meta: member(),
  }),
  coupons: route({
    method: 'GET',
    path: '/api/spinwheel/coupon',
    summary: 'Coupons won',
    ok: CouponListResponse,
    meta: member(),
  }),
  claim: route({
    method: 'POST',
    path: '/api/spinwheel/coupon/claim',
    body: ClaimRequest,
    summary: 'Claim a coupon into the wallet',
    ok: ClaimResponse,
    meta: member(
      'NO_CLAIMABLE_COUPON',
      'COUPON_EXPIRED',
      'INVALID_CODE',
      'INVALID_PRIZE_CODE',
      'INVALID_COUPON_TYPE',
      'BONUS_REMAINING',
    ),
  }),
  active: route({
    method: 'GET',
    path: '/api/spinwheel/active',
    summary: 'Whether a wheel is active',
    ok: SpinActive,
    meta: member(),
  }),
});
