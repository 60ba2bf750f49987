import { adminClient, adminContract, type AdminClient } from '@portal/contract/admin';
import { initContract } from '@ts-rest/core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../domain/api-error.js';
import { useHarness } from '../testing/harness.js';
import { createCore } from '../core/dispatch.js';
import type { WorldSlot } from '../core/slot.js';
import type { World } from '../world/world.js';
import { HANDOFF_MS } from './handoff.js';

const h = useHarness('default');
let admin: AdminClient;
beforeAll(async () => {
  admin = adminClient(h.baseUrl);
});

describe('the admin contract', () => {
  it('is served whole: every route answers its declared shape through the typed client', async () => {
    const routes = await admin.routes();
    expect(routes.status).toBe(200);
    if (routes.status !== 200) return;
    const transfer = routes.body.routes.find((route) => route.name === 'wallet.transfer');
    expect(transfer).toMatchObject({ method: 'POST', path: '/api/wallet/transfer' });
    expect(transfer?.codes).toContain('TRANSFER_FAIL');
    expect((await admin.flags()).status).toBe(200);
    expect((await admin.clock()).status).toBe(200);
    expect((await admin.members()).status).toBe(200);
    expect((await admin.conversations()).status).toBe(200);
    expect((await admin.journal({ query: { limit: 5 } })).status).toBe(200);
  });

  it('answers a malformed call with 400 and the offending field, by the contract', async () => {
    const bad = await admin.setClock({ body: { advanceSeconds: -1 } });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.advanceSeconds' }] },
    });
    const unknownField = await admin.setFlags({ body: { nope: true } as never });
    expect(unknownField).toMatchObject({ status: 400, body: { details: [{ path: 'body.nope', issue: 'invalid' }] } });
    const missing = await admin.otp({ query: {} as never });
    expect(missing).toMatchObject({ status: 400, body: { message: 'KEY_MISSING' } });
  });

  it('lists the world’s members with their log-ins and how many devices are logged in', async () => {
    await h.login();
    const answer = await admin.members();
    if (answer.status !== 200) throw new Error(String(answer.status));
    const member = answer.body.members.find((m) => m.phone === '0812345678');
    expect(member).toMatchObject({ password: 'secret123', active: true });
    expect(member?.loggedIn).toBeGreaterThanOrEqual(1);
  });

  it('reports an answer that breaks the contract, or a code the route does not declare, as its own failure', async () => {
    const c = initContract();
    const tiny = c.router({
      shape: {
        method: 'GET',
        path: '/shape',
        responses: { 200: z.object({ n: z.number() }) },
        metadata: { admin: true, codes: [] },
      },
      code: {
        method: 'GET',
        path: '/code',
        responses: { 200: z.object({}) },
        metadata: { admin: true, codes: ['NO_DATA'] },
      },
    });
    const seen: string[] = [];
    const core = createCore(
      tiny,
      {
        shape: () => ({ n: 'one' }) as never,
        code: () => {
          throw new ApiError('TRANSFER_FAIL');
        },
      },
      {
        surface: 'qa',
        validateResponses: true,
        onContractViolation: (route, problem) => seen.push(`${route}: ${problem}`),
      },
    );
    const world = { disposed: false } as World;
    const slot: WorldSlot = { id: 'test', world: () => world, replace: () => undefined, onReplace: () => () => true };
    const get = (path: string) =>
      core.handle(slot, {
        method: 'GET',
        path,
        search: '',
        header: () => undefined,
        client: 'test',
        readJson: async () => undefined,
        readFile: async () => null,
        discard: () => undefined,
      });
    const shape = await get('/shape');
    const code = await get('/code');
    if (shape.kind !== 'json' || code.kind !== 'json') throw new Error('no answer');
    expect([shape.status, code.status]).toEqual([500, 500]);
    expect(JSON.parse(shape.text)).toEqual({ message: 'INTERNAL_SERVER_ERROR' });
    expect(seen).toEqual([
      expect.stringContaining('admin.shape: answer does not match the contract'),
      'admin.code: answered TRANSFER_FAIL, which the contract does not declare for it',
    ]);
  });
});

describe('opening the web app as a member', () => {
  const session = async () => {
    const created = await admin.createSession({ body: { scenario: 'default' } });
    if (created.status !== 200) throw new Error('no session');
    return created.body.id;
  };

  it('logs the tab in through a one-time address that carries no token, in the member’s session', async () => {
    const id = await session();
    const inSession = adminClient(h.baseUrl, { session: id });
    const members = await inSession.members();
    if (members.status !== 200) throw new Error('no members');
    const member = members.body.members[0];
    const opened = await inSession.openAs({ body: { memberId: member.id } });
    if (opened.status !== 200) throw new Error(`open-as ${opened.status}`);
    expect(opened.body.path).toMatch(/^\/__admin\/open\/[\w-]{20,}$/);

    const page = await fetch(h.baseUrl + opened.body.path);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBe(`mock-session=${id}; Path=/; SameSite=Lax`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[\w-]+'/);
    const html = await page.text();
    const token = /sessionStorage\.setItem\("token","([\w-]+)"\)/.exec(html)?.[1];
    expect(token).toBeDefined();
    // The token is the member's, in that session's world only.
    const wallet = await h.api('GET', '/api/wallet', { token, headers: { 'x-mock-session': id } });
    expect(wallet.status).toBe(200);
    expect((await h.api('GET', '/api/wallet', { token })).status).not.toBe(200);
    expect(html).toContain("location.replace('/user/home')");

    const again = await fetch(h.baseUrl + opened.body.path);
    expect(again.status).toBe(404);
    // A link checker's HEAD does not use a code up.
    const fresh = await inSession.openAs({ body: { memberId: member.id } });
    if (fresh.status !== 200) throw new Error('open-as');
    expect((await fetch(h.baseUrl + fresh.body.path, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(h.baseUrl + fresh.body.path)).status).toBe(200);
    expect(await again.text()).not.toContain('sessionStorage');
  });

  it('lets the address lapse after a minute, and with its session', async () => {
    const id = await session();
    const inSession = adminClient(h.baseUrl, { session: id });
    const members = await inSession.members();
    if (members.status !== 200) throw new Error('no members');
    const memberId = members.body.members[0].id;
    const late = await inSession.openAs({ body: { memberId } });
    const ended = await inSession.openAs({ body: { memberId } });
    if (late.status !== 200 || ended.status !== 200) throw new Error('open-as');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HANDOFF_MS + 1 });
    try {
      expect((await fetch(h.baseUrl + late.body.path)).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
    await admin.deleteSession({ params: { id } });
    expect((await fetch(h.baseUrl + ended.body.path)).status).toBe(404);
  });

  it('opens the default world by clearing a session cookie, and refuses an unknown member', async () => {
    const members = await admin.members();
    if (members.status !== 200) throw new Error('no members');
    const opened = await admin.openAs({ body: { memberId: members.body.members[0].id } });
    if (opened.status !== 200) throw new Error('open-as');
    const page = await fetch(h.baseUrl + opened.body.path, { headers: { cookie: 'mock-session=gone-long-ago' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBe('mock-session=; Path=/; Max-Age=0; SameSite=Lax');
    expect(await admin.openAs({ body: { memberId: 'nobody' } })).toMatchObject({
      status: 404,
      body: { message: 'NO_USER' },
    });
  });
});

describe('the contract of the QA surface', () => {
  it('names every admin route under /__admin except the health check', () => {
    for (const [name, route] of Object.entries(adminContract))
      expect(route.path.startsWith('/__admin/') || name === 'health', name).toBe(true);
  });
});

describe('money, events and switches', () => {
  it('lists QR deposits with their state, and the OTPs sent', async () => {
    h.reset('default');
    const token = await h.login();
    const created = await h.api('POST', '/api/qrcode/KBANK', { token, body: { amount: 300 } });
    const qrs = await admin.qrcodes();
    if (qrs.status !== 200) throw new Error('qrcodes');
    expect(qrs.body.qrcodes[0]).toMatchObject({ qrcodeId: created.body.qrcodeId, status: 'OPEN', amount: 300 });
    await admin.payQr({ params: { qrcodeId: created.body.qrcodeId } });
    const paid = await admin.qrcodes();
    expect(paid.status === 200 && paid.body.qrcodes[0].status).toBe('PAID');
    expect(await admin.otps()).toMatchObject({ status: 200, body: { otps: [] } });
  });

  it('clears every fault and outcome and puts the switches back with one call', async () => {
    h.reset('default');
    await admin.addFault({ body: { kind: 'drop', route: 'wallet.get' } });
    await admin.armOutcome({ body: { kind: 'withdraw', count: 2 } });
    await admin.setFlags({ body: { spinActive: false, slipClosed: true } });
    const cleared = await admin.clearAll();
    expect(cleared).toMatchObject({ status: 200, body: { faults: 1, outcomes: 1 } });
    const flags = await admin.flags();
    expect(flags).toMatchObject({ status: 200, body: { flags: { slipClosed: false, spinActive: true } } });
    expect(await admin.faults()).toMatchObject({ body: { faults: [] } });
    expect(await admin.outcomes()).toMatchObject({ body: { outcomes: [] } });
  });
});

describe('the edges of the QA surface', () => {
  it('answers a body in an unknown charset or encoding with 400, not 500', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/json', 'content-encoding': 'br2' },
    ]) {
      const answer = await fetch(`${h.baseUrl}/__admin/reset`, { method: 'POST', headers, body: '{}' });
      expect(answer.status).toBe(400);
    }
  });

  it('answers a readiness probe’s HEAD as its GET, with no body', async () => {
    const answer = await fetch(`${h.baseUrl}/health`, { method: 'HEAD' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
  });

  it('refuses a product body in another charset or compressed, as the QA surface does, changing nothing', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    ]) {
      const answer = await fetch(`${h.baseUrl}/api/login`, {
        method: 'POST',
        headers: { ...headers, 'x-client': 'wallet-user' },
        body: JSON.stringify({ username: '0812345678', password: 'secret123' }),
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ message: 'KEY_INVALID', details: [{ path: 'body', issue: 'invalid' }] });
    }
  });

  it('clears the cookie of a session that ended, so the next call reaches the default world', async () => {
    const answer = await fetch(`${h.baseUrl}/api/lookup/banks`, {
      headers: { cookie: 'mock-session=ended-long-ago', 'x-client': 'wallet-user' },
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('set-cookie')).toBe('mock-session=; Path=/; Max-Age=0; SameSite=Lax');
  });
});
