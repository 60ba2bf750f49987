import { contract } from '@portal/contract';
import { encryptGiftLink } from '@portal/contract/gift-link';
import { readTolerant, type Drift } from '@portal/contract/tolerance';
import type { ZodTypeAny } from 'zod';
import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../core/compiled-routes.js';
import { type Harness, useHarness } from '../testing/harness.js';

/**
 * Walks every route of the contract and calls it the way the web app would, in a fresh world of the
 * default scenario (or the one named): the answer must be 200 and parse with the contract's schema.
 * A route without a case here fails the test.
 */
interface Case {
  scenario?: string;
  /** Runs first (with the member's token) and returns what the call needs. */
  before?: (h: Harness, token: string) => Promise<Record<string, string>>;
  path?: (ctx: Record<string, string>) => string;
  body?: (ctx: Record<string, string>) => unknown;
  upload?: { name: string; type: string; bytes: Uint8Array };
  anonymous?: boolean;
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const mp4 = new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32, 0, 0, 0, 0]);
const page = () => ({ page: 1, limit: 10 });
const registration = {
  name: 'Nida Srisuk',
  username: '0855555555',
  password: 'secret123',
  sourceCode: 'FACEBOOK',
  inviteCode: 'PRM10001',
  bankCode: 'SCB',
  bankAccountName: 'NIDA SRISUK',
  bankAccountNo: '5556667778',
};

const cases: Record<string, Case> = {
  'lookup.banks': {},
  'lookup.deposit': {},
  'lookup.conditions': {},
  'lookup.agreements': {},
  'lookup.info': {},
  'lookup.notice': {},
  'lookup.contact': {},
  'lookup.withdraw': {},
  'lookup.slip': {},
  'lookup.sources': {},
  'lookup.active': {},
  'lookup.registerOTP': {},
  'lookup.enableChatWidget': {},
  'account.login': { anonymous: true, body: () => ({ username: '0812345678', password: 'secret123' }) },
  'account.validate': { anonymous: true, body: () => registration },
  'account.create': { anonymous: true, body: () => ({ ...registration, currency: 'BAHT' }) },
  'account.profile': {},
  'account.updateProfile': {
    body: () => ({
      name: 'Somchai J.',
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI JAIDEE',
      bankAccountNo: '0123456789',
    }),
  },
  'account.bankAccountName': {
    scenario: 'new-member',
    body: () => ({ bankCode: 'KTB', bankAccountName: 'PIM SODSAI' }),
  },
  'account.changePassword': { body: () => ({ oldPassword: 'secret123', newPassword: 'secret456' }) },
  'otp.send': { anonymous: true, body: () => ({ phoneNumber: '0855555555' }) },
  'otp.verify': {
    anonymous: true,
    before: async (h) => {
      const sent = await h.api('POST', '/api/otp/send', { body: { phoneNumber: '0855555555' } });
      return { otpToken: sent.body.otpToken };
    },
    body: (ctx) => ({ otpToken: ctx.otpToken, otpCode: '123456' }),
  },
  'wallet.get': {},
  'wallet.refreshSlots': {},
  'wallet.activate': { path: () => '/api/wallet/activate/BETFLIX' },
  'wallet.account': { path: () => '/api/wallet/account/PG' },
  'wallet.resetPassword': { path: () => '/api/wallet/resetpassword/PG' },
  'wallet.add': { body: () => ({ amount: 100 }) },
  'wallet.transfer': { body: () => ({ from: 'WALLET', to: 'PG', amount: 10.5 }) },
  'wallet.transferAll': { body: () => ({ to: 'PG' }) },
  'wallet.withdraw': { body: () => ({ amount: 100 }) },
  'wallet.withdrawAll': { body: () => ({ amount: 100 }) },
  'wallet.slip': { upload: { name: 'slip.png', type: 'image/png', bytes: png } },
  'wallet.truelink': {
    body: () => ({ link: encryptGiftLink('https://gift.truemoney.com/campaign/?v=GIFT0000000000000100') }),
  },
  'qrcode.get': { path: () => '/api/qrcode/KBANK' },
  'qrcode.create': { path: () => '/api/qrcode/KBANK', body: () => ({ amount: 100 }) },
  'qrcode.remove': {
    before: async (h, token) => {
      const created = await h.api('POST', '/api/qrcode/WW', { token, body: { amount: 200 } });
      return { qrcodeId: created.body.qrcodeId };
    },
    path: (ctx) => `/api/qrcode/WW?qrcodeId=${encodeURIComponent(ctx.qrcodeId)}`,
  },
  'autoLogin.withUsername': {
    before: async (h, token) => ({ username: (await h.api('GET', '/api/wallet/account/PG', { token })).body.username }),
    path: (ctx) => `/api/autoLogin/pg/${ctx.username}`,
  },
  'autoLogin.withPassword': {
    before: async (h, token) => (await h.api('GET', '/api/wallet/account/JOKER', { token })).body,
    path: (ctx) => `/api/autoLogin/joker2/${ctx.username}/${encodeURIComponent(ctx.password)}`,
  },
  'invite.list': { body: page },
  'invite.bonus': {},
  'invite.banners': {},
  'refund.list': { body: page },
  'refund.check': {},
  'refund.receive': {},
  'refund.addWallet': {
    before: async (h, token) => {
      await h.api('GET', '/api/refund/receive', { token });
      return {};
    },
  },
  'refund.banners': {},
  'spinwheel.setup': {},
  'spinwheel.spin': {},
  'spinwheel.coupons': {},
  'spinwheel.claim': {
    before: async (h, token) => {
      const { coupons } = (await h.api('GET', '/api/spinwheel/coupon', { token })).body;
      return { coupon: coupons.find((c: { status: string }) => c.status === 'CLAIMABLE')._id };
    },
    body: (ctx) => ({ coupon: ctx.coupon }),
  },
  'spinwheel.active': {},
  'bonus.list': {},
  'bonus.activate': { path: () => '/api/bonus/activate/DAILY10' },
  'bonus.checkActive': {},
  'bonus.clear': {
    scenario: 'new-member',
    before: async (h, token) => {
      await h.api('GET', '/api/wallet/activate/PG', { token });
      await h.api('GET', '/api/bonus/activate/WELCOME100', { token });
      await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'WALLET', to: 'PG', amount: 100 } });
      const played = await fetch(`${h.baseUrl}/__admin/play`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone: '0800000001', slotCode: 'PG', result: -97.5 }),
      });
      expect(played.status).toBe(200);
      return {};
    },
  },
  'bonus.checkMinimum': {},
  'promotion.current': {},
  'promotion.find': { path: () => '/api/promotion/find/LUCKY20' },
  'promotion.activate': { path: () => '/api/promotion/activate/LUCKY20' },
  'statement.list': { body: page },
  'statement.slips': { body: page },
  'statement.slipReference': { path: () => '/api/statement/slip/reference/REF20261001' },
  'chat.config': {},
  'chat.guest': { anonymous: true },
  'chat.send': {
    body: () => ({
      sender: 'customer',
      message: { message_type: 'text', payload: 'สวัสดีครับ' },
      userId: 'M10001',
      guestId: null,
      username: '0812345678',
      name: 'Somchai Jaidee',
      deviceToken: null,
    }),
  },
  'chat.history': { body: () => ({ userId: 'M10001', guestId: null, limit: 10, skip: 0 }) },
  'chat.uploadImage': { upload: { name: 'photo.png', type: 'image/png', bytes: png } },
  'chat.uploadVideo': { upload: { name: 'clip.mp4', type: 'video/mp4', bytes: mp4 } },
  'chat.adoptGuest': {
    before: async (h) => ({ guestId: (await h.api('POST', '/api/chat/guest')).body.guestId }),
    body: (ctx) => ({ guestId: ctx.guestId }),
  },
  'chat.readCustomer': { body: () => ({ userId: 'M10001', guestId: null }) },
};

const h = useHarness('default');

describe('contract conformance', () => {
  const routes = flattenRoutes(contract);

  it('has a case for every route of the contract and no case for a route it lacks', () => {
    expect(routes.map((r) => r.name).filter((name) => !cases[name])).toEqual([]);
    expect(Object.keys(cases).filter((name) => !routes.some((r) => r.name === name))).toEqual([]);
  });

  for (const { name, route } of routes) {
    it(`${route.method} ${route.path} (${name}) answers 200 with the contract's shape`, async () => {
      const spec = cases[name];
      expect(spec, `no case for ${name}`).toBeDefined();
      h.reset(spec.scenario ?? 'default');
      const token = spec.anonymous ? null : await h.login();
      const ctx = spec.before ? await spec.before(h, token as string) : {};
      const path = spec.path ? spec.path(ctx) : route.path;
      const answer = spec.upload
        ? await h.upload(path, spec.upload, token)
        : await h.api(route.method, path, { token, body: spec.body?.(ctx) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const schema = route.responses[200] as ZodTypeAny;
      const parsed = schema.safeParse(answer.body);
      expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
      // The simulator keeps the contract: the portal's tolerant reading finds nothing to tolerate and reads
      // exactly what the strict one does.
      const drifts: Drift[] = [];
      expect(readTolerant(schema, answer.body, (drift) => drifts.push(drift))).toEqual({
        ok: true,
        value: parsed.data,
      });
      expect(drifts).toEqual([]);
    });
  }
});
