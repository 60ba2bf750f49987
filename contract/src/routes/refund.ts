import { z } from 'zod';
import { c, member, route } from '../route-kit.js';
import {
  Banner,
  PageRequest,
  RefundAddWalletResponse,
  RefundCheck,
  RefundListResponse,
  RefundReceiveResponse,
} from '../schemas.js';

export const refundContract = c.router({
  list: route({
    method: 'POST',
    path: '/api/refund',
    body: PageRequest,
    summary: 'Refunds received, page by page',
    ok: RefundListResponse,
    meta: member(),
  }),
  check: route({
    method: 'GET',
    path: '/api/refund/check',
    summary: 'Whether a loss refund is there to receive',
    ok: RefundCheck,
    meta: member('REFUND_INACTIVE'),
  }),
  receive: route({
    method: 'GET',
    path: '/api/refund/receive',
    summary: 'Receive the loss refund (kept apart until added to the wallet)',
    ok: RefundReceiveResponse,
    meta: member('NO_REFUND', 'REFUND_CONDITION', 'REFUND_INACTIVE', 'REFUND_MINIMUM'),
  }),
  addWallet: route({
    method: 'GET',
    path: '/api/refund/addWallet',
    summary: 'Add the received refunds to the wallet',
    ok: RefundAddWalletResponse,
    meta: member('NO_REFUND', 'REFUND_MINIMUM'),
  }),
  banners: route({
    method: 'GET',
    path: '/api/refund/banners',
    summary: 'Refund banners',
    ok: z.array(Banner),
    meta: member(),
  }),
});
