import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import {
  activateSlot,
  announceDeposit,
  redeemGiftLink,
  resetSlotPassword,
  slotCredentials,
  slotsOf,
  transfer,
  transferAll,
  uploadSlip,
  walletOf,
  withdraw,
  withdrawAll,
} from '../domain/wallet.js';

export const walletRoutes: RouterImpl<Contract['wallet']> = {
  get: (_input, ctx) => walletOf(ctx.world, member(ctx).id),
  /** Balances live in the world already; a real backend would ask each provider here. */
  refreshSlots: (_input, ctx) => ({ message: 'SUCCESS', slots: slotsOf(ctx.world, member(ctx).id) }),
  activate: ({ params }, ctx) => activateSlot(ctx.world, member(ctx).id, params.slotCode),
  account: ({ params }, ctx) => slotCredentials(ctx.world, member(ctx).id, params.slotCode),
  resetPassword: ({ params }, ctx) => {
    resetSlotPassword(ctx.world, member(ctx).id, params.slotCode);
    return { message: 'SUCCESS' };
  },
  add: ({ body }, ctx) => announceDeposit(ctx.world, member(ctx).id, body.amount),
  transfer: ({ body }, ctx) => transfer(ctx.world, member(ctx).id, body.from, body.to, body.amount),
  transferAll: ({ body }, ctx) => transferAll(ctx.world, member(ctx).id, body.to),
  withdraw: ({ body }, ctx) => withdraw(ctx.world, member(ctx).id, body.amount),
  withdrawAll: ({ body }, ctx) => withdrawAll(ctx.world, member(ctx).id, body.amount),
  slip: (_input, ctx) => uploadSlip(ctx.world, member(ctx).id, ctx.file),
  truelink: ({ body }, ctx) => redeemGiftLink(ctx.world, member(ctx).id, body.link),
};
