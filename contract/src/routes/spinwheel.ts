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
    summary: 'Spend a coin; the server picks the slice',
    ok: SpinResult,
    meta: member('SPIN_INACTIVE', 'SPIN_NO_COIN'),
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
