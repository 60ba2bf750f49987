import { contract, type RouteMeta } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

/**
 * Spec-only mode (decision 036): a session that answers as a backend with only the spec's routes would, so the
 * portal can be proven against one. The routes of spec §7, as the spec lists them; every other route of the
 * contract must say it is an addition, and the mode answers those 404.
 */
const SPEC_ROUTES = new Set([
  ...[
    'banks',
    'deposit',
    'conditions',
    'agreements',
    'info',
    'notice',
    'contact',
    'withdraw',
    'slip',
    'sources',
    'active',
    'registerOTP',
    'enableChatWidget',
  ].map((name) => `GET /api/lookup/${name}`),
  'POST /api/login',
  'POST /api/account/validate',
  'POST /api/account',
  'GET /api/account/profile',
  'PUT /api/account/profile',
  'PUT /api/account/bankAccountName',
  'PUT /api/account/changepwd',
  'POST /api/otp/send',
  'POST /api/otp/verify',
  'GET /api/wallet',
  'GET /api/wallet/refresh/slot',
  'GET /api/wallet/activate/:slotCode',
  'GET /api/wallet/account/:slotCode',
  'GET /api/wallet/resetpassword/:slotCode',
  ...['add', 'transfer', 'transferAll', 'withdraw', 'withdrawAll', 'slip', 'truelink'].map(
    (name) => `POST /api/wallet/${name}`,
  ),
  'GET /api/qrcode/:bankCode',
  'POST /api/qrcode/:bankCode',
  'DELETE /api/qrcode/:bankCode',
  'GET /api/autoLogin/:game/:username',
  'GET /api/autoLogin/:game/:username/:password',
  'POST /api/invite',
  'GET /api/invite/bonus',
  'GET /api/invite/banners',
  'POST /api/refund',
  ...['check', 'receive', 'addWallet', 'banners'].map((name) => `GET /api/refund/${name}`),
  'GET /api/spinwheel/setup',
  'POST /api/spinwheel/spin',
  'GET /api/spinwheel/coupon',
  'POST /api/spinwheel/coupon/claim',
  'GET /api/spinwheel/active',
  'GET /api/bonus',
  'GET /api/bonus/activate/:code',
  'GET /api/bonus/check/active',
  'GET /api/bonus/clear',
  'GET /api/bonus/check/minimum',
  'GET /api/promotion/current',
  'GET /api/promotion/find/:code',
  'GET /api/promotion/activate/:code',
  'POST /api/statement',
  'POST /api/statement/slip',
  'GET /api/statement/slip/reference/:reference',
  'GET /api/chat/config',
  'POST /api/chat/send-message',
  'POST /api/chat/history',
  'POST /api/chat/upload-image',
  'POST /api/chat/upload-video',
  'PUT /api/chat/read-customer/',
]);

interface ContractRoute {
  method: string;
  path: string;
  metadata: RouteMeta;
}

function routesOf(router: object): ContractRoute[] {
  return Object.values(router).flatMap((value: object) =>
    'method' in value && 'path' in value ? [value as ContractRoute] : routesOf(value),
  );
}

const h = useHarness('default', { resetEachTest: true });

/** A session of its own, spec-only or not, and a caller inside it. */
async function session(specOnly: boolean) {
  const created = await h.api('POST', '/__admin/sessions', { body: { scenario: 'default', specOnly } });
  expect(created.status).toBe(200);
  const headers = { 'x-mock-session': created.body.id as string };
  return {
    id: created.body.id as string,
    created: created.body as { specOnly: boolean },
    api: (method: string, path: string, options: { token?: string | null; body?: unknown } = {}) =>
      h.api(method, path, { ...options, headers }),
  };
}

describe('spec-only mode', () => {
  it("marks as an addition exactly the contract's routes that spec §7 does not list", () => {
    const additions = routesOf(contract)
      .filter((route) => route.metadata.addition === true)
      .map((route) => `${route.method} ${route.path}`);
    const unlisted = routesOf(contract)
      .map((route) => `${route.method} ${route.path}`)
      .filter((route) => !SPEC_ROUTES.has(route));
    expect(additions.sort()).toEqual(unlisted.sort());
    expect(additions.sort()).toEqual(['POST /api/chat/adopt-guest', 'POST /api/chat/guest']);
  });

  it('answers every addition 404 NO_DATA, as an unknown path, and keeps doing so after a reset', async () => {
    const only = await session(true);
    expect(only.created.specOnly).toBe(true);
    const token = (await only.api('POST', '/api/login', { body: { username: '0812345678', password: 'secret123' } }))
      .body.token as string;
    const absent = { status: 404, body: { message: 'NO_DATA' } };
    expect(await only.api('POST', '/api/chat/guest')).toEqual(absent);
    expect(await only.api('POST', '/api/chat/adopt-guest', { token, body: { guestId: 'g-x' } })).toEqual(absent);
    expect(await only.api('POST', '/api/chat/not-a-route')).toEqual(absent);
    expect((await only.api('GET', '/api/wallet', { token })).status).toBe(200);

    expect((await only.api('POST', '/__admin/reset', { body: {} })).status).toBe(200);
    expect(await only.api('POST', '/api/chat/guest')).toEqual(absent);
    const listed = (await h.api('GET', '/__admin/sessions')).body.sessions as { id: string; specOnly: boolean }[];
    expect(listed.find((summary) => summary.id === only.id)?.specOnly).toBe(true);
  });

  it('lets a visitor chat on a guest id the device made, which is all a spec-only backend offers', async () => {
    const only = await session(true);
    const guestId = '4f1c2b7e-9a0d-4c3e-8f55-1b2a3c4d5e6f';
    const sent = await only.api('POST', '/api/chat/send-message', {
      body: {
        sender: 'customer',
        message: { message_type: 'text', payload: 'สวัสดีค่ะ' },
        userId: null,
        guestId,
        username: null,
        name: null,
        deviceToken: null,
      },
    });
    expect(sent.status).toBe(200);
    const history = await only.api('POST', '/api/chat/history', {
      body: { userId: null, guestId, limit: 10, skip: 0 },
    });
    expect(history.body.conversations[0]).toMatchObject({ _id: sent.body._id, guestId });
  });

  it('leaves other sessions and the default world with every route', async () => {
    await session(true);
    const full = await session(false);
    expect(full.created.specOnly).toBe(false);
    expect((await full.api('POST', '/api/chat/guest')).status).toBe(200);
    expect((await h.api('POST', '/api/chat/guest')).status).toBe(200);
  });
});
