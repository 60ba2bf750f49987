import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry, PassthroughState, WorldMember } from '@portal/contract/admin';
import type { z } from 'zod';
import { CLIENT_HEADER } from '@portal/contract/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contract/realtime';
import { io, type Socket } from 'socket.io-client';
import { createSimulator } from '../core/simulator.js';
import { admitChat } from '../realtime/channel.js';
import { useHarness, type Harness } from '../testing/harness.js';

/**
 * Passthrough against a second simulator standing in for the real backend: the Laos scenario (its member,
 * money in kip, its site name) behind the default scenario's simulator, so every answer says where it came from.
 */
const real = useHarness('laos', { resetEachTest: true });
const sim = useHarness('default', { resetEachTest: true });

const LAOS = { username: '02055512345', password: 'secret123' };

type Http = Extract<JournalEntry, { kind: 'http' }>;

async function passThrough(h: Harness, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await h.api<{ passthrough: PassthroughState }>('POST', '/__admin/passthrough', { body, headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.passthrough;
}

async function journal(h: Harness, headers: Record<string, string> = {}): Promise<Http[]> {
  const answer = await h.api('GET', '/__admin/journal?limit=500', { headers });
  return (answer.body.entries as JournalEntry[]).filter((entry): entry is Http => entry.kind === 'http');
}

afterEach(async () => {
  await sim.api('DELETE', '/__admin/passthrough');
});

describe('choosing what passes through', () => {
  it('names the routes a pattern reaches and brings the log-in along with member routes', async () => {
    expect((await sim.api('GET', '/__admin/passthrough')).body).toEqual({ passthrough: null });
    const state = await passThrough(sim, { baseUrl: real.baseUrl, routes: ['lookup.i*', 'wallet.get'] });
    expect(state).toEqual({
      baseUrl: real.baseUrl,
      patterns: ['lookup.i*', 'wallet.get'],
      routes: ['lookup.info', 'account.login', 'wallet.get'],
      broughtAlong: ['account.login'],
      compare: false,
      member: null,
      logins: 0,
    });
    expect((await sim.api('GET', '/__admin/passthrough')).body.passthrough).toEqual(state);
    expect((await sim.api('DELETE', '/__admin/passthrough')).body).toEqual({ passthrough: null });
    expect((await sim.api('GET', '/__admin/passthrough')).body).toEqual({ passthrough: null });
  });

  it('refuses a pattern naming no route, and an address that is not a plain http(s) origin', async () => {
    const bad = await sim.api('POST', '/__admin/passthrough', {
      body: { baseUrl: real.baseUrl, routes: ['lookup.*', 'walet.get'] },
    });
    expect(bad).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.routes.1', issue: 'invalid' }] },
    });
    for (const baseUrl of [
      'ftp://example.test',
      'http://qa:pw@example.test',
      'http://example.test/?x=1',
      'http://example.test/?',
      'http://example.test/#',
      ' http://example.test ',
      'http://example.test/a b',
      'http://example.test:0',
      'staging',
    ])
      expect((await sim.api('POST', '/__admin/passthrough', { body: { baseUrl, routes: ['*'] } })).body).toEqual({
        message: 'KEY_INVALID',
        details: [{ path: 'body.baseUrl', issue: 'invalid' }],
      });
    expect((await sim.api('GET', '/__admin/passthrough')).body).toEqual({ passthrough: null });
  });

  it('is not offered where the simulator cannot reach another backend (the demo in a page)', async () => {
    const demo = createSimulator({ scenario: 'default' });
    const answer = await demo.qa.handle(demo.sessions.defaultSlot, {
      method: 'POST',
      path: '/__admin/passthrough',
      search: '',
      header: (name) => (name === 'content-type' ? 'application/json' : undefined),
      client: '127.0.0.1',
      readJson: async () => ({ baseUrl: 'https://staging.example.test', routes: ['lookup.*'] }),
      readFile: async () => null,
      discard: () => undefined,
    });
    expect(answer).toMatchObject({ kind: 'json', status: 404, text: JSON.stringify({ message: 'NO_DATA' }) });
    demo.sessions.dispose();
  });
});

describe('real and simulated routes in one session', () => {
  it('answers chosen routes from the real backend and the rest from the world, a real log-in mapped', async () => {
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['lookup.info', 'wallet.get'] });

    expect((await sim.api('GET', '/api/lookup/info')).body.name).toBe('Gold Wallet Laos');
    const simulatedNotice = (await sim.api('GET', '/api/lookup/notice')).body;
    expect(simulatedNotice).toEqual((await sim.api('GET', '/api/lookup/notice')).body);
    expect(simulatedNotice).not.toEqual((await real.api('GET', '/api/lookup/notice')).body);

    const login = await sim.api('POST', '/api/login', { body: LAOS });
    expect(login.status).toBe(200);
    const token = login.body.token as string;
    // The token is the real backend's: it reads the real member's wallet there directly.
    const realWallet = await real.api('GET', '/api/wallet', { token });
    expect(realWallet.status).toBe(200);
    const wallet = await sim.api('GET', '/api/wallet', { token });
    expect(wallet.body).toEqual(realWallet.body);
    expect(wallet.body.wallet.currency).toBe('LAK');

    // A simulated member route answers for the member the log-in was mapped to: the scenario's log-in (no
    // member of this world has the Laos phone).
    const profile = await sim.api('GET', '/api/account/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.profile.username).toBe('0812345678');
    expect((await sim.api('GET', '/__admin/passthrough')).body.passthrough.logins).toBe(1);

    const entries = await journal(sim);
    const byRoute = (route: string) => entries.filter((entry) => entry.route === route);
    expect(byRoute('lookup.info')[0]).toMatchObject({ source: 'real', passthrough: { verdict: 'pass', issues: [] } });
    expect(byRoute('lookup.notice')[0]).toMatchObject({ source: 'simulator', passthrough: null });
    expect(byRoute('account.login')[0]).toMatchObject({
      source: 'real',
      passthrough: { verdict: 'pass', member: 'M10001' },
    });
    expect(byRoute('account.profile')[0]).toMatchObject({ source: 'simulator', status: 200 });
    // Neither the real token nor the password reaches the journal, in any entry.
    const written = JSON.stringify(entries);
    expect(written).not.toContain(token);
    expect(written).not.toContain(LAOS.password);
  });

  it('maps a real log-in to the simulated member with its phone, or the one QA named', async () => {
    // The real backend has the default scenario's member too: the simulated twin is that same member.
    await real.api('POST', '/__admin/reset', { body: { scenario: 'default' } });
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['account.login'] });
    const members = (await sim.api('GET', '/__admin/members')).body.members as z.infer<typeof WorldMember>[];
    const other = members.find((member) => member.phone !== '0812345678' && member.active)!;
    const same = await sim.api('POST', '/api/login', { body: { username: '0812345678', password: 'secret123' } });
    expect((await journal(sim)).at(-1)?.passthrough?.member).toBe(members.find((m) => m.phone === '0812345678')!.id);
    expect((await sim.api('GET', '/api/account/profile', { token: same.body.token })).body.profile._id).toBe(
      members.find((m) => m.phone === '0812345678')!.id,
    );

    await real.api('POST', '/__admin/reset', { body: { scenario: 'laos' } });
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['account.login'], member: other.phone });
    const mapped = await sim.api('POST', '/api/login', { body: LAOS });
    expect((await sim.api('GET', '/api/account/profile', { token: mapped.body.token })).body.profile.username).toBe(
      other.phone,
    );
  });

  it('moves the mapped member’s money on simulated routes, and forgets the mapping when the world is reset', async () => {
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['account.login'] });
    const { token } = (await sim.api('POST', '/api/login', { body: LAOS })).body as { token: string };
    const realBefore = (await real.api('GET', '/api/wallet', { token })).body;
    const before = (await sim.api('GET', '/api/wallet', { token })).body;
    const slot = before.slots[0].code as string;
    const moved = await sim.api('POST', '/api/wallet/transfer', {
      token,
      body: { from: 'WALLET', to: slot, amount: 10 },
    });
    expect(moved.status).toBe(200);
    const after = (await sim.api('GET', '/api/wallet', { token })).body;
    expect(after.wallet.amount).toBeCloseTo(before.wallet.amount - 10, 2);
    // The real member's money did not move.
    expect((await real.api('GET', '/api/wallet', { token })).body).toEqual(realBefore);

    sim.reset('default');
    expect((await sim.api('GET', '/api/wallet', { token })).body).toEqual({ message: 'INVALID_USER_1' });
    expect((await sim.api('GET', '/__admin/passthrough')).body.passthrough.logins).toBe(0);
  });
});

describe('what can go wrong', () => {
  it('reads a pattern of many stars at once (no backtracking)', async () => {
    const started = performance.now();
    const answer = await sim.api('POST', '/__admin/passthrough', {
      body: { baseUrl: real.baseUrl, routes: [`${'*'.repeat(90)}Z`] },
    });
    expect(answer.body).toEqual({ message: 'KEY_INVALID', details: [{ path: 'body.routes.0', issue: 'invalid' }] });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('never sends a token this world issued: a member route answers INVALID_USER_1, a public one goes without it', async () => {
    const own = await sim.login();
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['wallet.get', 'lookup.info'] });
    expect(await sim.api('GET', '/api/wallet', { token: own })).toEqual({
      status: 401,
      body: { message: 'INVALID_USER_1' },
    });
    expect((await sim.api('GET', '/api/lookup/info', { token: own })).body.name).toBe('Gold Wallet Laos');
    const entries = await journal(sim);
    expect(entries.find((entry) => entry.route === 'wallet.get')).toMatchObject({
      source: 'simulator',
      passthrough: null,
    });
    // Nor one of another session's world, or of a world since reset.
    const session = (await sim.api('POST', '/__admin/sessions')).body.id as string;
    const elsewhere = (
      await sim.api('POST', '/api/login', {
        body: { username: '0812345678', password: 'secret123' },
        headers: { 'x-mock-session': session },
      })
    ).body.token as string;
    sim.reset('default');
    for (const token of [own, elsewhere])
      expect(await sim.api('GET', '/api/wallet', { token })).toEqual({
        status: 401,
        body: { message: 'INVALID_USER_1' },
      });
    const sent = JSON.stringify(await journal(real));
    expect(sent).not.toContain(own);
    expect(sent).not.toContain(elsewhere);
    await sim.api('DELETE', `/__admin/sessions/${session}`);
  });

  it('sends only the contract’s path: a parameter that would climb out of it is refused', async () => {
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['autoLogin.*', 'wallet.account'] });
    const { token } = (await sim.api('POST', '/api/login', { body: LAOS })).body as { token: string };
    const before = (await journal(real)).length;
    // Sent as written (fetch would resolve the dots before sending).
    const raw = (path: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const url = new URL(sim.baseUrl);
        const call = request(
          {
            host: url.hostname,
            port: url.port,
            path,
            headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${token}` },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        call.on('error', reject);
        call.end();
      });
    for (const path of ['/api/autoLogin/%2e%2e/%2e%2e/health', '/api/wallet/account/%2e%2e', '/api/wallet/account/.'])
      expect(await raw(path), path).toEqual({
        status: 400,
        body: { message: 'KEY_INVALID', details: [{ path: 'params', issue: 'invalid' }] },
      });
    expect(await journal(real)).toHaveLength(before);
  });

  it('applies a drift fault to a real answer, as to a simulated one', async () => {
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['lookup.info'] });
    await sim.api('POST', '/__admin/faults', {
      body: { route: 'lookup.info', kind: 'drift', change: 'rename-field', field: 'name', to: 'title' },
    });
    expect((await sim.api('GET', '/api/lookup/info')).body).toEqual({
      title: 'Gold Wallet Laos',
      website: expect.any(String),
    });
    const [entry] = await journal(sim);
    expect(entry).toMatchObject({ source: 'real', fault: expect.stringContaining('drift') });
    expect(entry.passthrough?.verdict).not.toBe('pass');
  });

  it('keeps the mapped log-ins when QA changes a setting for the same backend, and checks the member named', async () => {
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['account.login'] });
    const { token } = (await sim.api('POST', '/api/login', { body: LAOS })).body as { token: string };
    await passThrough(sim, { baseUrl: `${real.baseUrl}/`, routes: ['account.login', 'lookup.info'], compare: true });
    expect((await sim.api('GET', '/api/account/profile', { token })).status).toBe(200);
    expect((await sim.api('GET', '/__admin/passthrough')).body.passthrough.logins).toBe(1);
    expect(
      (
        await sim.api('POST', '/__admin/passthrough', {
          body: { baseUrl: real.baseUrl, routes: ['*'], member: '0800000001' },
        })
      ).body,
    ).toEqual({ message: 'KEY_INVALID', details: [{ path: 'body.member', issue: 'invalid' }] });
  });
});

describe('what passes through is read by the contract', () => {
  it('names the drift of a real answer and passes the answer on as it came', async () => {
    await real.api('POST', '/__admin/faults', {
      body: { route: 'lookup.info', kind: 'drift', change: 'retype-field', field: 'name' },
    });
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['lookup.info'] });
    const answer = await sim.api('GET', '/api/lookup/info');
    expect(answer.status).toBe(200);
    expect(typeof answer.body.name).not.toBe('string');
    const [entry] = await journal(sim);
    expect(entry.source).toBe('real');
    expect(entry.passthrough?.verdict).toMatch(/^(drift|tolerated)$/);
    expect(entry.passthrough?.issues.join('\n')).toContain('name');
  });

  it('names an error code the catalogue does not have, and a route the backend lacks', async () => {
    await real.api('POST', '/__admin/faults', {
      body: { route: 'wallet.get', kind: 'drift', change: 'unknown-code', unknownCode: 'WALLET_FROZEN_X' },
    });
    await real.api('POST', '/__admin/faults', {
      body: { route: 'lookup.notice', kind: 'drift', change: 'remove-route' },
    });
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['wallet.get', 'lookup.notice'] });
    const { token } = (await sim.api('POST', '/api/login', { body: LAOS })).body as { token: string };
    expect((await sim.api('GET', '/api/wallet', { token })).body).toEqual({ message: 'WALLET_FROZEN_X' });
    const gone = await fetch(`${sim.baseUrl}/api/lookup/notice`, {
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value },
    });
    expect([gone.status, await gone.text()]).toEqual([404, 'Not Found']);
    const entries = await journal(sim);
    expect(entries.find((entry) => entry.route === 'wallet.get')).toMatchObject({
      code: 'WALLET_FROZEN_X',
      passthrough: {
        verdict: 'drift',
        issues: expect.arrayContaining(['WALLET_FROZEN_X: a code the catalogue does not have']),
      },
    });
    expect(entries.find((entry) => entry.route === 'lookup.notice')?.passthrough?.verdict).toBe('missing');
  });

  it('answers INTERNAL_SERVER_ERROR when the real backend cannot be reached, the journal saying why', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await passThrough(sim, { baseUrl: `http://127.0.0.1:${port}`, routes: ['lookup.info'] });
    expect(await sim.api('GET', '/api/lookup/info')).toEqual({
      status: 500,
      body: { message: 'INTERNAL_SERVER_ERROR' },
    });
    const [entry] = await journal(sim);
    expect(entry).toMatchObject({ source: 'real', status: 500, passthrough: { verdict: 'unreachable' } });
    expect(entry.passthrough?.issues[0]).toContain(`no answer from http://127.0.0.1:${port}`);
  });
});

describe('compare mode', () => {
  it('answers the call itself too and shows how the two answers differ, field by field', async () => {
    await real.api('POST', '/__admin/faults', {
      body: { route: 'lookup.info', kind: 'drift', change: 'rename-field', field: 'website', to: 'site' },
    });
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['lookup.info', 'lookup.notice'], compare: true });
    expect((await sim.api('GET', '/api/lookup/info')).body).toEqual({
      name: 'Gold Wallet Laos',
      site: expect.any(String),
    });
    await sim.api('GET', '/api/lookup/notice');
    const [info, notice] = await journal(sim);
    expect(info.passthrough?.compared).toEqual({
      status: 200,
      code: null,
      differences: [
        { path: 'site', real: 'string', simulated: 'absent' },
        { path: 'website', real: 'absent', simulated: 'string' },
      ],
    });
    // Same form, other words: no difference (values are not compared).
    expect(notice.passthrough?.compared).toEqual({ status: 200, code: null, differences: [] });
  });

  it('compares a member route under the mapped member, the real answer still the one sent', async () => {
    await passThrough(sim, { baseUrl: real.baseUrl, routes: ['wallet.get'], compare: true });
    const { token } = (await sim.api('POST', '/api/login', { body: LAOS })).body as { token: string };
    const wallet = await sim.api('GET', '/api/wallet', { token });
    expect(wallet.body.wallet.currency).toBe('LAK');
    const entry = (await journal(sim)).find((item) => item.route === 'wallet.get')!;
    expect(entry.passthrough?.compared?.status).toBe(200);
    expect(
      entry.passthrough?.compared?.differences.filter((d) => d.real === 'absent' || d.simulated === 'absent'),
    ).toEqual([]);
  });
});

describe('what the real backend receives', () => {
  let seen: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  const capture = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'ok' }));
    });
  });
  let captureUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
    captureUrl = `http://127.0.0.1:${(capture.address() as AddressInfo).port}/backend`;
  });
  afterAll(() => new Promise<void>((resolve) => capture.close(() => resolve())));

  it('carries only what the player’s request carried: no session cookie, no simulator header', async () => {
    seen = [];
    const session = (await sim.api('POST', '/__admin/sessions')).body.id as string;
    const inSession = { 'x-mock-session': session };
    await passThrough(
      sim,
      { baseUrl: captureUrl, routes: ['wallet.transfer', 'wallet.slip', 'chat.uploadImage'] },
      inSession,
    );
    await sim.api('POST', '/api/wallet/transfer?x=1', {
      token: 'player-token-123',
      body: { from: 'WALLET', to: 'PG', amount: 5 },
      headers: {
        ...inSession,
        cookie: 'mock-session=abc; other=1',
        'accept-language': 'lo',
        'x-forwarded-for': '10.0.0.9',
      },
    });
    const slip = await sim.upload(
      '/api/wallet/slip',
      { name: 'slip.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 1, 2, 3]) },
      'player-token-123',
      inSession,
    );
    expect(slip.status).toBe(200);
    const image = await sim.upload(
      '/api/chat/upload-image?clientId=abc12345',
      { name: 'a.png', type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) },
      null,
      { ...inSession, 'x-chat-guest': 'guest-0123456789abcdef' },
    );
    expect(image.status).toBe(200);
    const [transfer, upload, chatImage] = seen;
    // A header the route's contract declares goes with it (the chat upload's guest id).
    expect(chatImage.headers['x-chat-guest']).toBe('guest-0123456789abcdef');
    expect(transfer).toMatchObject({ method: 'POST', url: '/backend/api/wallet/transfer?x=1' });
    expect(JSON.parse(transfer.body.toString())).toEqual({ from: 'WALLET', to: 'PG', amount: 5 });
    expect(transfer.headers).toMatchObject({
      authorization: 'Bearer player-token-123',
      [CLIENT_HEADER.name]: CLIENT_HEADER.value,
      'accept-language': 'lo',
      'content-type': 'application/json',
    });
    for (const { headers } of seen) {
      expect(headers.cookie).toBeUndefined();
      expect(headers['x-mock-session']).toBeUndefined();
      expect(headers['x-forwarded-for']).toBeUndefined();
    }
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload.body.toString('latin1')).toContain('name="file"; filename="slip.png"');
    expect(upload.body.includes(Buffer.from([137, 80, 78, 71, 1, 2, 3]))).toBe(true);
    // The session's passthrough is its own: the default world still simulates the transfer.
    expect((await sim.api('POST', '/api/wallet/transfer', { body: {} })).body).toEqual({ message: 'UNAUTHORIZED' });
    expect(seen).toHaveLength(3);
    await sim.api('DELETE', `/__admin/sessions/${session}`);
  });

  it('keeps a session’s passthrough across a reset of its world', async () => {
    const session = (await sim.api('POST', '/__admin/sessions')).body.id as string;
    const inSession = { 'x-mock-session': session };
    const set = await passThrough(sim, { baseUrl: captureUrl, routes: ['lookup.info'] }, inSession);
    await sim.api('POST', '/__admin/reset', { headers: inSession, body: { scenario: 'laos' } });
    expect((await sim.api('GET', '/__admin/passthrough', { headers: inSession })).body.passthrough).toEqual(set);
    await sim.api('DELETE', `/__admin/sessions/${session}`);
  });
});

it('keeps a real log-in’s chat socket open, delivering the simulated member’s messages', async () => {
  await passThrough(sim, { baseUrl: real.baseUrl, routes: ['account.login'] });
  const { token } = (await sim.api('POST', '/api/login', { body: LAOS })).body as { token: string };
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(sim.baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const seen: string[] = [];
    const both = new Promise<void>((resolve) =>
      socket.on('message', (message) => {
        seen.push(message.sender);
        if (seen.includes('customer') && seen.includes('other')) resolve();
      }),
    );
    const sent = await sim.api('POST', '/api/chat/send-message', {
      token,
      body: {
        sender: 'customer',
        message: { message_type: 'text', payload: 'hello' },
        userId: 'M10001',
        guestId: null,
        username: null,
        name: null,
        deviceToken: null,
      },
    });
    expect(sent.status).toBe(200);
    await both;
    expect(socket.connected).toBe(true);
  } finally {
    socket.disconnect();
  }
});

it('opens the mapped member’s chat for a real log-in’s token', async () => {
  await passThrough(sim, { baseUrl: real.baseUrl, routes: ['account.login'] });
  const { token } = (await sim.api('POST', '/api/login', { body: LAOS })).body as { token: string };
  const slot = sim.server.sessions.defaultSlot;
  const admitted = admitChat(slot, { token });
  // The channel holds the twin's log-in, so every later check of the socket is of the simulated member.
  expect(admitted).toEqual({
    identity: { credential: { kind: 'member', token: expect.not.stringMatching(token) }, owner: 'M10001' },
  });
  expect(admitChat(slot, { token: 'never-issued-token-1' })).toEqual({ refused: 'INVALID_USER_1' });
});
