import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import { addRefundsToWallet, receiveRefund, refundBanners, refundCheck, refundList } from '../domain/refund.js';

export const refundRoutes: RouterImpl<Contract['refund']> = {
  list: ({ body }, ctx) => refundList(ctx.world, member(ctx).id, body.page, body.limit),
  check: (_input, ctx) => refundCheck(ctx.world, member(ctx).id),
  receive: (_input, ctx) => receiveRefund(ctx.world, member(ctx).id),
  addWallet: (_input, ctx) => addRefundsToWallet(ctx.world, member(ctx).id),
  banners: (_input, ctx) => {
    member(ctx);
    return refundBanners(ctx.world);
  },
};
