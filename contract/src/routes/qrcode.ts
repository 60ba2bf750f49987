import { z } from 'zod';
import { c, member, route } from '../route-kit.js';
import { QrCreateRequest, QrProvider, QrState } from '../schemas.js';

const params = z.object({ bankCode: QrProvider });

export const qrcodeContract = c.router({
  get: route({
    method: 'GET',
    path: '/api/qrcode/:bankCode',
    pathParams: params,
    summary: 'The member’s open QR for this provider, if any',
    ok: QrState,
    meta: member(),
  }),
  create: route({
    method: 'POST',
    path: '/api/qrcode/:bankCode',
    pathParams: params,
    body: QrCreateRequest,
    summary: 'Create a one-time QR for an amount (hasQrcode false with a message when refused)',
    ok: QrState,
    meta: member('QR_FAIL'),
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/qrcode/:bankCode',
    pathParams: params,
    query: z.object({ qrcodeId: z.string().min(1) }),
    body: c.noBody(),
    summary: 'Cancel the open QR',
    ok: QrState,
    meta: member('NO_DATA'),
  }),
});
