import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import { cancelQr, createQr, qrState } from '../domain/qrcode.js';

export const qrcodeRoutes: RouterImpl<Contract['qrcode']> = {
  get: ({ params }, ctx) => qrState(ctx.world, member(ctx).id, params.bankCode),
  create: ({ params, body }, ctx) => createQr(ctx.world, member(ctx).id, params.bankCode, body.amount),
  remove: ({ params, query }, ctx) => cancelQr(ctx.world, member(ctx).id, params.bankCode, query.qrcodeId),
};
