import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import { claimCoupon, couponList, isSpinActive, spin, spinSetup } from '../domain/spinwheel.js';

export const spinwheelRoutes: RouterImpl<Contract['spinwheel']> = {
  setup: (_input, ctx) => spinSetup(ctx.world, member(ctx).id),
  spin: (_input, ctx) => spin(ctx.world, member(ctx).id),
  coupons: (_input, ctx) => couponList(ctx.world, member(ctx).id),
  claim: ({ body }, ctx) => claimCoupon(ctx.world, member(ctx).id, body.coupon),
  active: (_input, ctx) => {
    member(ctx);
    return { isActive: isSpinActive(ctx.world) };
  },
};
