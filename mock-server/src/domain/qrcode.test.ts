import { beforeEach, describe, expect, it } from 'vitest';
import defaultScenario from '../../../scenarios/default.js';
import { useHarness } from '../testing/harness.js';
import { buildWorld } from '../scenario/seed.js';
import { createQr, qrState, qrSvg } from './qrcode.js';

const h = useHarness('default', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

const qr = (method: string, provider: string, options: { body?: unknown; query?: string } = {}) =>
  h.api(method, `/api/qrcode/${provider}${options.query ? `?${options.query}` : ''}`, { token, body: options.body });
const walletAmount = async () => (await h.api('GET', '/api/wallet', { token })).body.wallet.amount;
const noQr = (message: string) => ({
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: null,
  expireIn: 0,
  message,
});

describe('creating a QR', () => {
  it('has no QR at first', async () => {
    expect(await qr('GET', 'KBANK')).toEqual({ status: 200, body: noQr('no qrcode') });
  });

  it('creates a one-time QR with an SVG, the amount and the seconds left by the server clock', async () => {
    const created = await qr('POST', 'KBANK', { body: { amount: 150.5 } });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      qrcodeId: expect.any(String),
      hasQrcode: true,
      amount: 150.5,
      expireIn: 600,
      message: 'SUCCESS',
    });
    expect(created.body.qrcode).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<path[^>]* d="M4 4h1v1h-1z.*<\/svg>$/,
    );

    h.advance(30);
    const read = await qr('GET', 'KBANK');
    expect(read.body).toEqual({ ...created.body, expireIn: 570 });
  });

  it('answers hasQrcode false with the minimum as message below the provider minimum (HTTP 200)', async () => {
    expect(await qr('POST', 'KBANK', { body: { amount: 0.5 } })).toEqual({
      status: 200,
      body: noQr('minimum deposit 1'),
    });
    expect(await qr('POST', 'WW', { body: { amount: 99 } })).toEqual({
      status: 200,
      body: noQr('minimum deposit 100'),
    });
    expect(await qr('POST', 'ZAPMAN', { body: { amount: 99.99 } })).toEqual({
      status: 200,
      body: noQr('minimum deposit 100'),
    });
    expect((await qr('POST', 'WW', { body: { amount: 100 } })).body.hasQrcode).toBe(true);
    expect((await qr('POST', 'KBANK', { body: { amount: 1 } })).body.hasQrcode).toBe(true);
  });

  it('refuses more than two decimals with KEY_INVALID and an unknown provider by the contract', async () => {
    expect((await qr('POST', 'KBANK', { body: { amount: 100.001 } })).body.message).toBe('KEY_INVALID');
    expect((await qr('GET', 'SCB')).status).toBe(400);
    expect((await qr('POST', 'SCB', { body: { amount: 100 } })).body.message).toBe('KEY_INVALID');
  });

  it('replaces the open QR with a new one at the new amount, one per provider; the old one can no longer be paid', async () => {
    const first = (await qr('POST', 'WW', { body: { amount: 200 } })).body;
    const again = (await qr('POST', 'WW', { body: { amount: 500 } })).body;
    expect(again).toMatchObject({ amount: 500, hasQrcode: true, message: 'SUCCESS' });
    expect(again.qrcodeId).not.toBe(first.qrcodeId);
    expect(again.qrcode).not.toBe(first.qrcode);
    const other = (await qr('POST', 'ZAPMAN', { body: { amount: 300 } })).body;
    expect(other.qrcodeId).not.toBe(again.qrcodeId);
    expect((await qr('GET', 'WW')).body).toMatchObject({ qrcodeId: again.qrcodeId, amount: 500 });
    expect((await qr('GET', 'ZAPMAN')).body.amount).toBe(300);
    expect((await qr('GET', 'KBANK')).body.hasQrcode).toBe(false);
    expect(await h.api('POST', `/__admin/qrcode/${first.qrcodeId}/pay`)).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
  });

  it('keeps each member to their own QR', async () => {
    const mine = (await qr('POST', 'KBANK', { body: { amount: 100 } })).body;
    const malee = await h.login('0823456789', 'secret123');
    expect((await h.api('GET', '/api/qrcode/KBANK', { token: malee })).body.hasQrcode).toBe(false);
    expect(await h.api('DELETE', `/api/qrcode/KBANK?qrcodeId=${mine.qrcodeId}`, { token: malee })).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
    expect((await qr('GET', 'KBANK')).body.qrcodeId).toBe(mine.qrcodeId);
  });
});

describe('cancelling a QR', () => {
  it('cancels the open QR and answers the no-QR state; an unknown id is NO_DATA', async () => {
    const { qrcodeId } = (await qr('POST', 'KBANK', { body: { amount: 100 } })).body;
    expect(await qr('DELETE', 'KBANK', { query: `qrcodeId=${qrcodeId}` })).toEqual({
      status: 200,
      body: noQr('cancelled'),
    });
    expect(await qr('GET', 'KBANK')).toEqual({ status: 200, body: noQr('cancelled') });
    expect(await qr('DELETE', 'KBANK', { query: 'qrcodeId=nope' })).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
    expect(await qr('DELETE', 'WW', { query: `qrcodeId=${qrcodeId}` })).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
    expect((await qr('DELETE', 'KBANK')).body.message).toBe('KEY_MISSING');
    expect((await h.api('POST', `/__admin/qrcode/${qrcodeId}/pay`)).status).toBe(404);

    const next = (await qr('POST', 'KBANK', { body: { amount: 250 } })).body;
    expect(next).toMatchObject({ hasQrcode: true, amount: 250 });
    expect(next.qrcodeId).not.toBe(qrcodeId);
  });
});

describe('paying a QR (QA surface)', () => {
  it('credits the wallet with a deposit from the provider and closes the QR', async () => {
    const { qrcodeId } = (await qr('POST', 'ZAPMAN', { body: { amount: 300.25 } })).body;
    const paid = await h.api('POST', `/__admin/qrcode/${qrcodeId}/pay`);
    expect(paid).toEqual({
      status: 200,
      body: { qrcodeId, status: 'PAID', memberId: 'M10001', amount: 300.25, wallet: { amount: 1550.75 } },
    });
    expect(await walletAmount()).toBe(1550.75);
    const [entry] = (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 1 } })).body.statements;
    expect(entry).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'ZAPMAN',
      to: 'WALLET',
      amount: 300.25,
    });
    expect(await qr('GET', 'ZAPMAN')).toEqual({ status: 200, body: noQr('paid') });
    expect(await h.api('POST', `/__admin/qrcode/${qrcodeId}/pay`)).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
    expect(await h.api('POST', '/__admin/qrcode/unknown/pay')).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect(await walletAmount()).toBe(1550.75);
  });
});

describe('QR expiry (qr-expiry scenario, 1 minute)', () => {
  beforeEach(async () => {
    h.reset('qr-expiry');
    token = await h.login();
  });

  it('counts down and then reads as no QR with message expired; it can no longer be paid', async () => {
    const created = (await qr('POST', 'KBANK', { body: { amount: 50 } })).body;
    expect(created.expireIn).toBe(60);
    h.advance(59);
    expect((await qr('GET', 'KBANK')).body).toMatchObject({ hasQrcode: true, expireIn: 1 });
    h.advance(1);
    expect(await qr('GET', 'KBANK')).toEqual({ status: 200, body: noQr('expired') });
    expect(await h.api('POST', `/__admin/qrcode/${created.qrcodeId}/pay`)).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
    expect(await walletAmount()).toBe(200);
    const fresh = (await qr('POST', 'KBANK', { body: { amount: 50 } })).body;
    expect(fresh).toMatchObject({ hasQrcode: true, expireIn: 60 });
    expect(fresh.qrcodeId).not.toBe(created.qrcodeId);
  });

  it('expires a QR even when only the QA surface looks at it after its deadline', async () => {
    const { qrcodeId } = (await qr('POST', 'WW', { body: { amount: 100 } })).body;
    h.advance(120);
    expect(await h.api('POST', `/__admin/qrcode/${qrcodeId}/pay`)).toEqual({
      status: 404,
      body: { message: 'NO_DATA' },
    });
    expect(h.server.world().db.qrcode.findFirst({ where: { id: { equals: qrcodeId } } })?.status).toBe('EXPIRED');
  });
});

describe('QR domain', () => {
  it('answers no QR with a message for a provider the site does not offer', () => {
    const world = buildWorld({ ...defaultScenario, site: { ...defaultScenario.site, qrProviders: ['KBANK'] } });
    expect(createQr(world, 'M10001', 'WW', 500)).toEqual(noQr('WW QR deposit is not available'));
    expect(qrState(world, 'M10001', 'WW')).toEqual(noQr('WW QR deposit is not available'));
    expect(createQr(world, 'M10001', 'KBANK', 500).hasQrcode).toBe(true);
    expect(world.db.qrcode.count()).toBe(1);
  });

  it('draws the same picture for the same id and a different one for another id', () => {
    expect(qrSvg('qr000001')).toBe(qrSvg('qr000001'));
    expect(qrSvg('qr000001')).not.toBe(qrSvg('qr000002'));
  });
});
