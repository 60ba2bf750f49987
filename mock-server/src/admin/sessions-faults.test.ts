import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('default');

const inSession = (id: string) => ({ 'x-mock-session': id });

async function newSession(scenario = 'default'): Promise<string> {
  const created = await h.api('POST', '/__admin/sessions', { body: { scenario } });
  expect(created.status).toBe(200);
  return created.body.id as string;
}

async function loginIn(session: string): Promise<string> {
  const answer = await h.api('POST', '/api/login', {
    body: { username: '0812345678', password: 'secret123' },
    headers: inSession(session),
  });
  expect(answer.status).toBe(200);
  return answer.body.token as string;
}

const wallet = async (session: string, token: string) =>
  (await h.api('GET', '/api/wallet', { token, headers: inSession(session) })).body.wallet.amount as number;

describe('a world per session', () => {
  it('keeps money, tokens, faults, clocks and chat of two sessions apart, and apart from the default world', async () => {
    const [a, b] = [await newSession(), await newSession()];
    const [ta, tb] = [await loginIn(a), await loginIn(b)];
    const before = await wallet(b, tb);

    const moved = await h.api('POST', '/api/wallet/transfer', {
      token: ta,
      headers: inSession(a),
      body: { from: 'WALLET', to: 'PG', amount: 100 },
    });
    expect(moved.status).toBe(200);
    expect(await wallet(a, ta)).toBe(before - 100);
    expect(await wallet(b, tb)).toBe(before);
    expect((await h.api('GET', '/api/wallet', { token: ta, headers: inSession(b) })).body).toEqual({
      message: 'INVALID_USER_1',
    });

    await h.api('POST', '/__admin/faults', {
      headers: inSession(a),
      body: { route: 'wallet.get', kind: 'error', code: 'INVALID_IP' },
    });
    expect((await h.api('GET', '/api/wallet', { token: ta, headers: inSession(a) })).status).toBe(403);
    expect((await h.api('GET', '/api/wallet', { token: tb, headers: inSession(b) })).status).toBe(200);
    expect((await h.api('GET', '/__admin/faults', { headers: inSession(b) })).body.faults).toEqual([]);

    const clockB = (await h.api('GET', '/__admin/clock', { headers: inSession(b) })).body.now;
    await h.api('POST', '/__admin/clock', { headers: inSession(a), body: { advanceSeconds: 3600, freeze: true } });
    const clockB2 = (await h.api('GET', '/__admin/clock', { headers: inSession(b) })).body.now;
    expect(Date.parse(clockB2) - Date.parse(clockB)).toBeLessThan(60_000);

    const said = {
      sender: 'customer',
      message: { message_type: 'text', payload: 'only in session a' },
      userId: null,
      guestId: null,
      username: null,
      name: null,
      deviceToken: null,
    };
    await h.api('POST', '/api/chat/send-message', { token: tb, headers: inSession(b), body: said });
    const historyOf = async (session: string, token: string) =>
      (
        await h.api('POST', '/api/chat/history', {
          token,
          headers: inSession(session),
          body: { userId: null, guestId: null, limit: 10, skip: 0 },
        })
      ).body;
    expect(JSON.stringify(await historyOf(b, tb))).toContain('only in session a');
    const tDefault = await h.login();
    expect(JSON.stringify(await historyOf(a, ta))).not.toContain('only in session a');
    expect(JSON.stringify(await historyOf('', tDefault).catch(() => ''))).not.toContain('only in session a');
    expect(await wallet('', tDefault).catch(() => before)).toBe(before);
  });

  it('reaches a session by its cookie as by its header, and refuses a session that does not exist', async () => {
    const id = await newSession('laos');
    const byCookie = await h.api('GET', '/health', { headers: { cookie: `theme=dark; mock-session=${id}` } });
    expect(byCookie.body.scenario).toBe('laos');
    expect((await h.api('GET', '/health')).body.scenario).toBe('default');

    const unknown = await h.api('GET', '/api/lookup/info', { headers: inSession('no-such-session') });
    expect(unknown).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'headers.x-mock-session', issue: 'invalid' }] },
    });
    expect((await h.api('DELETE', `/__admin/sessions/${id}`)).status).toBe(200);
    expect((await h.api('GET', '/health', { headers: inSession(id) })).status).toBe(400);
  });

  it('resets only the session that asks', async () => {
    const a = await newSession();
    const ta = await loginIn(a);
    const reset = await h.api('POST', '/__admin/reset', { headers: inSession(a), body: { scenario: 'new-member' } });
    expect(reset.body.scenario).toBe('new-member');
    expect((await h.api('GET', '/api/wallet', { token: ta, headers: inSession(a) })).body.message).toBe(
      'INVALID_USER_1',
    );
    expect((await h.api('GET', '/health')).body.scenario).toBe('default');
    const listed = (await h.api('GET', '/__admin/sessions')).body.sessions as { id: string; scenario: string }[];
    expect(listed.find((s) => s.id === a)?.scenario).toBe('new-member');
  });
});

describe('faults', () => {
  let session: string;
  let token: string;
  const call = () => h.api('GET', '/api/wallet', { token, headers: inSession(session) });
  const fault = (body: unknown) => h.api('POST', '/__admin/faults', { headers: inSession(session), body });

  beforeAll(async () => {
    session = await newSession();
    token = await loginIn(session);
  });
  afterEach(async () => {
    await h.api('DELETE', '/__admin/faults', { headers: inSession(session) });
  });

  it('answers the next N calls with a declared error code, then the route again, and counts what fired', async () => {
    const added = await h.api('POST', '/__admin/faults', {
      headers: inSession(session),
      body: { route: 'wallet.transfer', kind: 'error', code: 'TRANSFER_FAIL', times: 2 },
    });
    expect(added.body).toMatchObject({ id: expect.any(String), remaining: 2, fired: 0 });
    const transfer = () =>
      h.api('POST', '/api/wallet/transfer', {
        token,
        headers: inSession(session),
        body: { from: 'WALLET', to: 'PG', amount: 1 },
      });
    const before = (await call()).body.wallet.amount;
    // Read before it fires too: the list read again after is the fault as it is now (a count that moved).
    expect((await h.api('GET', '/__admin/faults', { headers: inSession(session) })).body.faults[0]).toMatchObject({
      fired: 0,
      remaining: 2,
    });
    expect(await transfer()).toEqual({ status: 502, body: { message: 'TRANSFER_FAIL' } });
    expect((await h.api('GET', '/__admin/faults', { headers: inSession(session) })).body.faults[0]).toMatchObject({
      fired: 1,
      remaining: 1,
    });
    expect((await transfer()).status).toBe(502);
    expect((await call()).body.wallet.amount).toBe(before);
    expect((await transfer()).status).toBe(200);
    expect((await h.api('GET', '/__admin/faults', { headers: inSession(session) })).body.faults).toEqual([]);
    const journal = (await h.api('GET', '/__admin/journal?limit=6', { headers: inSession(session) })).body.entries;
    const transfers = journal.filter((e: { path: string }) => e.path === '/api/wallet/transfer');
    expect(transfers.map((e: { fault: string | null; code: string | null }) => [e.code, e.fault !== null])).toEqual([
      ['TRANSFER_FAIL', true],
      ['TRANSFER_FAIL', true],
      [null, false],
    ]);
  });

  it('refuses an error code the route does not declare, an unknown route and a malformed fault', async () => {
    expect(await fault({ route: 'wallet.get', kind: 'error', code: 'QR_FAIL' })).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.code', issue: 'invalid' }] },
    });
    expect((await fault({ route: 'wallet.nothing', kind: 'drop' })).body.details).toEqual([
      { path: 'body.route', issue: 'invalid' },
    ]);
    expect((await fault({ route: 'wallet.get', kind: 'delay', minMs: 50, maxMs: 10 })).status).toBe(400);
    expect((await fault({ route: 'wallet.get', kind: 'delay' })).body.message).toBe('KEY_MISSING');
    expect((await fault({ route: 'wallet.get', kind: 'explode' })).status).toBe(400);
    expect((await h.api('GET', '/__admin/faults', { headers: inSession(session) })).body.faults).toEqual([]);
  });

  it('delays by a fixed time or a range, on one route or on every route', async () => {
    await fault({ route: 'wallet.get', kind: 'delay', ms: 150, times: 1 });
    let started = performance.now();
    expect((await call()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);

    await fault({ route: '*', kind: 'delay', minMs: 100, maxMs: 120 });
    started = performance.now();
    expect((await h.api('GET', '/api/lookup/info', { headers: inSession(session) })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('drops the connection, or holds it without an answer until the hang ends', async () => {
    await fault({ route: 'wallet.get', kind: 'drop', times: 1 });
    await expect(call()).rejects.toThrow();
    expect((await call()).status).toBe(200);

    await fault({ route: 'wallet.get', kind: 'hang', ms: 300, times: 1 });
    const started = performance.now();
    await expect(call()).rejects.toThrow();
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('fires on about the share of calls its probability says', async () => {
    await fault({ route: 'lookup.info', kind: 'error', code: 'INTERNAL_SERVER_ERROR', probability: 0.5 });
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1)
      statuses.push((await h.api('GET', '/api/lookup/info', { headers: inSession(session) })).status);
    const failed = statuses.filter((s) => s === 500).length;
    expect(failed).toBeGreaterThan(15);
    expect(failed).toBeLessThan(45);
    const listed = (await h.api('GET', '/__admin/faults', { headers: inSession(session) })).body.faults[0];
    expect(listed.fired).toBe(failed);
  });

  it('is cleared by a reset', async () => {
    await fault({ route: 'wallet.get', kind: 'drop' });
    await h.api('POST', '/__admin/reset', { headers: inSession(session) });
    expect((await h.api('GET', '/__admin/faults', { headers: inSession(session) })).body.faults).toEqual([]);
    token = await loginIn(session);
    expect((await call()).status).toBe(200);
  });

  it('answers any body with a fault or a 400 catalogue answer, never a server error (fuzz)', async () => {
    const kinds = fc.constantFrom('delay', 'error', 'drop', 'hang', 'nope', 7, null);
    const value = fc.oneof(
      fc.integer({ min: -1000, max: 400_000 }),
      fc.double(),
      fc.string(),
      fc.constant(null),
      fc.boolean(),
      fc.constantFrom('wallet.get', '*', 'TRANSFER_FAIL', 'INTERNAL_SERVER_ERROR'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            route: value,
            kind: kinds,
            ms: value,
            minMs: value,
            maxMs: value,
            code: value,
            times: value,
            probability: value,
            extra: value,
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const answer = await fault(body);
          expect([200, 400]).toContain(answer.status);
          if (answer.status === 400) expect(['KEY_INVALID', 'KEY_MISSING']).toContain(answer.body.message);
          await h.api('DELETE', '/__admin/faults', { headers: inSession(session) });
        },
      ),
      { numRuns: 300 },
    );
    expect((await call()).status).toBe(200);
  });
});

describe('the QA surface against other sites', () => {
  it('refuses a write that is not JSON (a cross-site form or text/plain POST) and changes nothing', async () => {
    const session = await newSession('laos');
    const response = await fetch(`${h.baseUrl}/__admin/reset`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...inSession(session) },
      body: JSON.stringify({ scenario: 'default' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'KEY_INVALID',
      details: [{ path: 'headers.content-type', issue: 'invalid' }],
    });
    expect((await h.api('GET', '/health', { headers: inSession(session) })).body.scenario).toBe('laos');
  });

  it('refuses a form POST to a write that takes no body too (clearing every fault), changing nothing', async () => {
    const session = await newSession('default');
    await h.api('POST', '/__admin/faults', {
      body: { kind: 'drop', route: 'wallet.get' },
      headers: inSession(session),
    });
    const response = await fetch(`${h.baseUrl}/__admin/clear`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...inSession(session) },
      body: 'a=1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'KEY_INVALID',
      details: [{ path: 'headers.content-type', issue: 'invalid' }],
    });
    expect((await h.api('GET', '/__admin/faults', { headers: inSession(session) })).body.faults).toHaveLength(1);
  });

  it('answers only Host names of its own, on the API and the chat socket (a rebound name is refused)', async () => {
    const port = Number(new URL(h.baseUrl).port);
    const withHost = (host: string, path = '/health') =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    expect(await withHost(`127.0.0.1:${port}`)).toBe(200);
    expect(await withHost(`localhost:${port}`)).toBe(200);
    expect(await withHost(`evil.example:${port}`)).toBe(400);
    expect(await withHost(`127.0.0.1:${port + 1}`)).toBe(400);
    const handshake = '/socket.io/?EIO=4&transport=polling';
    expect(await withHost(`127.0.0.1:${port}`, handshake)).toBe(200);
    expect(await withHost(`evil.example:${port}`, handshake)).toBe(403);
  });

  it('never writes a game password of the auto-login path to the journal', async () => {
    const session = await newSession();
    const token = await loginIn(session);
    await h.api('GET', '/api/autoLogin/pg/someone/Sup3rSecret', { token, headers: inSession(session) });
    const entries = (await h.api('GET', '/__admin/journal?limit=5', { headers: inSession(session) })).body.entries;
    const text = JSON.stringify(entries);
    expect(text).not.toContain('Sup3rSecret');
    expect(text).toContain('/api/autoLogin/pg/someone/[redacted]');
  });
});

describe('what a first review found (each was broken)', () => {
  it('refuses a game result that would break exact money, with the field named', async () => {
    const session = await newSession();
    const play = (result: unknown) =>
      h.api('POST', '/__admin/play', {
        headers: inSession(session),
        body: { phone: '0812345678', slotCode: 'PG', result },
      });
    expect(await play(1e20)).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.result', issue: 'invalid' }] },
    });
    expect((await play(0.001)).status).toBe(400);
    expect((await play(-25.5)).status).toBe(200);
  });

  it('answers a call delayed across a reset from the new world, and drops one whose session ended', async () => {
    const session = await newSession();
    const token = await loginIn(session);
    await h.api('POST', '/__admin/faults', {
      headers: inSession(session),
      body: { route: 'wallet.transfer', kind: 'delay', ms: 300 },
    });
    const transfer = () =>
      h.api('POST', '/api/wallet/transfer', {
        token,
        headers: inSession(session),
        body: { from: 'WALLET', to: 'PG', amount: 100 },
      });
    const acrossReset = transfer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await h.api('POST', '/__admin/reset', { headers: inSession(session) });
    expect(await acrossReset).toEqual({ status: 401, body: { message: 'INVALID_USER_1' } });

    const fresh = await loginIn(session);
    await h.api('POST', '/__admin/faults', {
      headers: inSession(session),
      body: { route: 'wallet.get', kind: 'delay', ms: 300 },
    });
    const acrossDelete = h.api('GET', '/api/wallet', { token: fresh, headers: inSession(session) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await h.api('DELETE', `/__admin/sessions/${session}`);
    await expect(acrossDelete).rejects.toThrow();
  });

  it('lets a frozen clock run again', async () => {
    const session = await newSession();
    const clock = (body?: unknown) =>
      h.api(body ? 'POST' : 'GET', '/__admin/clock', { headers: inSession(session), body });
    const frozen = (await clock({ freeze: true })).body;
    expect(frozen.frozen).toBe(true);
    // Half a second frozen: run again, the clock goes on from where it stopped, not from the wall clock (the
    // answer may be a few ms on, as the clock already runs when it is written).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const running = (await clock({ freeze: false })).body;
    expect(running).toMatchObject({ frozen: false, settled: [] });
    const gone = Date.parse(running.now) - Date.parse(frozen.now);
    expect(gone).toBeGreaterThanOrEqual(0);
    expect(gone).toBeLessThan(400);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(Date.parse((await clock()).body.now)).toBeGreaterThan(Date.parse(frozen.now));
  });

  it('takes a JSON write with no body at all (curl -X POST without -d), and a DELETE without a content type', async () => {
    const session = await newSession('laos');
    const reset = await fetch(`${h.baseUrl}/__admin/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...inSession(session) },
    });
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as { scenario: string }).scenario).toBe('laos');
    const removed = await fetch(`${h.baseUrl}/__admin/faults`, { method: 'DELETE', headers: inSession(session) });
    expect(removed.status).toBe(200);
  });

  it('redacts a game password from the journal even when the path matches no route', async () => {
    const session = await newSession();
    const token = await loginIn(session);
    for (const [method, path] of [
      ['GET', '/api/autoLogin/pg/u/SECRET1/more'],
      ['POST', '/api/autoLogin/pg/u/SECRET2'],
      ['GET', '/api/autoLogin/pg/u/%E0%A4%A-SECRET3'],
    ])
      await h.api(method, path, { token, headers: inSession(session) });
    const text = JSON.stringify((await h.api('GET', '/__admin/journal?limit=3', { headers: inSession(session) })).body);
    expect(text).not.toMatch(/SECRET/);
    expect(text).toContain('/api/autoLogin/pg/u/[redacted]');
  });

  it('lets a browser with a stale session cookie make a new session, and names the cookie when refusing it', async () => {
    const stale = { cookie: 'mock-session=gone-long-ago' };
    const created = await h.api('POST', '/__admin/sessions', { headers: stale, body: { scenario: 'default' } });
    expect(created.status).toBe(200);
    expect((await h.api('GET', '/__admin/sessions', { headers: stale })).status).toBe(200);
    expect(await h.api('GET', '/health', { headers: stale })).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'cookies.mock-session', issue: 'invalid' }] },
    });
    expect((await h.api('GET', '/health', { headers: { cookie: 'mock-session=../../etc' } })).status).toBe(400);
  });

  it('names an unknown field and a bad journal limit, and lists a field once', async () => {
    const session = await newSession();
    const fault = await h.api('POST', '/__admin/faults', {
      headers: inSession(session),
      body: { route: '*', kind: 'drop', foo: 1 },
    });
    expect(fault.body.details).toEqual([{ path: 'body.foo', issue: 'invalid' }]);
    expect(await h.api('GET', '/__admin/journal?limit=-3', { headers: inSession(session) })).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'query.limit', issue: 'invalid' }] },
    });
    const token = await loginIn(session);
    const huge = await h.api('POST', '/api/wallet/transfer', {
      token,
      headers: inSession(session),
      body: '{"from":"WALLET","to":"PG","amount":1e400}',
    });
    expect(huge.body).toEqual({ message: 'KEY_INVALID', details: [{ path: 'body.amount', issue: 'invalid' }] });
  });
});
