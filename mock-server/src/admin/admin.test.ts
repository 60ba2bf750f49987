import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('default');

const admin = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${h.baseUrl}${path}`, {
    method,
    headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as any };
};

describe('the QA control surface', () => {
  it('reports health and lists every scenario with its log-in', async () => {
    expect((await admin('GET', '/health')).body).toMatchObject({ ok: true, scenario: 'default' });
    const { body } = await admin('GET', '/__admin/scenarios');
    expect(body.scenarios.map((s: { name: string }) => s.name)).toEqual([
      'default',
      'new-member',
      'terminated',
      'otp-registration',
      'qr-expiry',
      'bonus-limits',
      'spin-coupons',
      'chat-sessions',
      'laos',
      'features-off',
      'failures',
      'slow-network',
      'slip-reasons',
    ]);
    expect(body.scenarios[0].login).toEqual({ phone: '0812345678', password: 'secret123' });
  });

  it('switches scenario with a fresh world, fast, and refuses an unknown one', async () => {
    const token = await h.login();
    await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'WALLET', to: 'PG', amount: 50 } });
    const reset = await admin('POST', '/__admin/reset', { scenario: 'laos' });
    expect(reset.status).toBe(200);
    expect(reset.body.scenario).toBe('laos');
    expect(reset.body.ms).toBeLessThan(200);
    expect((await h.api('GET', '/api/lookup/info')).body.name).toBe('Gold Wallet Laos');
    expect((await h.api('GET', '/api/wallet', { token })).status).toBe(401);
    await admin('POST', '/__admin/reset', { scenario: 'default' });
    const fresh = await h.login();
    expect((await h.api('GET', '/api/wallet', { token: fresh })).body.wallet.amount).toBe(1250.5);
    expect(await admin('POST', '/__admin/reset', { scenario: 'nope' })).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.scenario', issue: 'invalid' }] },
    });
    expect((await admin('POST', '/__admin/reset', '{broken')).status).toBe(400);
  });

  it('moves the clock forward, which expires what was open', async () => {
    await admin('POST', '/__admin/reset', { scenario: 'qr-expiry' });
    const token = await h.login();
    const qr = await h.api('POST', '/api/qrcode/KBANK', { token, body: { amount: 50 } });
    expect(qr.body.hasQrcode).toBe(true);
    const before = (await admin('GET', '/__admin/clock')).body.now;
    const moved = await admin('POST', '/__admin/clock', { advanceSeconds: 61 });
    expect(Date.parse(moved.body.now) - Date.parse(before)).toBeGreaterThanOrEqual(61_000);
    expect((await h.api('GET', '/api/qrcode/KBANK', { token })).body).toMatchObject({ hasQrcode: false, expireIn: 0 });
    expect((await admin('POST', '/__admin/clock', { advanceSeconds: -5 })).status).toBe(400);
  });

  it('pays an open QR into the wallet', async () => {
    await admin('POST', '/__admin/reset', { scenario: 'default' });
    const token = await h.login();
    const qr = await h.api('POST', '/api/qrcode/WW', { token, body: { amount: 300 } });
    const paid = await admin('POST', `/__admin/qrcode/${qr.body.qrcodeId}/pay`);
    expect(paid.status).toBe(200);
    expect((await h.api('GET', '/api/wallet', { token })).body.wallet.amount).toBe(1550.5);
    expect((await admin('POST', `/__admin/qrcode/${qr.body.qrcodeId}/pay`)).body).toEqual({ message: 'NO_DATA' });
  });

  it('journals requests without tokens or bodies', async () => {
    await admin('POST', '/__admin/reset', { scenario: 'default' });
    const token = await h.login();
    await h.api('GET', '/api/wallet', { token });
    await h.api('GET', '/api/wallet');
    const { entries } = (await admin('GET', '/__admin/journal?limit=2')).body;
    expect(entries).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/wallet', status: 200, code: null }),
      expect.objectContaining({ method: 'GET', path: '/api/wallet', status: 401, code: 'UNAUTHORIZED' }),
    ]);
    expect(JSON.stringify(entries)).not.toContain(token);
  });

  it('draws placeholder artwork: the support QR of the contact lookup looks like a QR code', async () => {
    const { lineQR } = (await h.api('GET', '/api/lookup/contact')).body;
    const qr = await fetch(`${h.baseUrl}${lineQR}`);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await qr.text();
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 33 33"/);
    expect(svg).toBe(await (await fetch(`${h.baseUrl}${lineQR}`)).text());
    const logo = await (await fetch(`${h.baseUrl}/mock-assets/games/PG-logo.svg`)).text();
    expect(logo).toContain('>PG</text>');
  });
});
