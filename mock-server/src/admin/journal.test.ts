import { adminClient, type AdminClient, type JournalEntry } from '@portal/contract/admin';
import { contract } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { encryptGiftLink } from '@portal/contract/gift-link';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { io } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../../scenarios/index.js';
import { createCore, type CoreRequest } from '../core/dispatch.js';
import { Slot } from '../core/sessions.js';
import { routes } from '../routes/index.js';
import { TEST_START, useHarness } from '../testing/harness.js';
import { JOURNAL_LIMITS, recordJournal, retainedBytes } from '../world/journal.js';
import { keptValue, SecretIndex } from '../world/redaction.js';
import { type World } from '../world/world.js';
import { buildWorld } from '../scenario/seed.js';
import { journalPage } from '../routes/qa-journal.js';

const h = useHarness('chat-sessions');
let admin: AdminClient;
beforeAll(async () => {
  admin = adminClient(h.baseUrl);
});

async function journal(query: { limit?: number; after?: number } = {}) {
  const answer = await admin.journal({ query: { limit: 500, ...query } });
  if (answer.status !== 200) throw new Error(`journal ${answer.status}`);
  return answer.body;
}

const http = (entries: JournalEntry[]) =>
  entries.filter((entry): entry is Extract<JournalEntry, { kind: 'http' }> => entry.kind === 'http');

describe('the journal', () => {
  it('shows each request with its route, bodies and answer, never a token or a password', async () => {
    h.reset('chat-sessions');
    const token = await h.login();
    await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'wallet', to: 'nope', amount: 1 } });
    const { entries } = await journal();
    const [login, transfer] = http(entries);
    expect(login).toMatchObject({ route: 'account.login', method: 'POST', status: 200 });
    expect(login.request).toMatchObject({ password: '[redacted]' });
    expect(login.response).toMatchObject({ token: '[redacted]' });
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(transfer).toMatchObject({ route: 'wallet.transfer', request: { to: 'nope', amount: 1 } });
    expect(transfer.status).toBeGreaterThanOrEqual(400);
    expect(transfer.response).toMatchObject({ message: transfer.code });
  });

  it('reads on from a cursor, says what it left out, and starts over with a new world', async () => {
    h.reset('chat-sessions');
    for (let i = 0; i < 5; i += 1) await h.api('GET', '/api/lookup/banks');
    const first = await journal({ limit: 2 });
    expect(first.entries.map((e) => e.id)).toEqual([4, 5]);
    expect(first.last).toBe(5);
    await h.api('GET', '/api/lookup/banks');
    await h.api('GET', '/api/lookup/banks');
    await h.api('GET', '/api/lookup/banks');
    const next = await journal({ after: first.last, limit: 2 });
    expect(next.entries.map((e) => e.id)).toEqual([7, 8]);
    expect(next.skipped).toBe(1);
    expect((await journal({ after: next.last })).entries).toEqual([]);
    h.reset('chat-sessions');
    expect((await journal()).world).not.toBe(first.world);
  });

  it('shows the chat socket’s frames in both directions without the handshake’s token', async () => {
    h.reset('chat-sessions');
    const token = await h.login('0812345678');
    const socket = io(h.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await new Promise((resolve) => socket.emit('join', { room: 'nope' }, resolve));
    const answered = await admin.answer({
      params: { owner: 'M10001' },
      body: { message: { message_type: 'text', payload: 'hello' } },
    });
    expect(answered.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const frames = (await journal()).entries.filter((entry) => entry.kind === 'socket');
    expect(frames.map((f) => f.kind === 'socket' && `${f.direction} ${f.event}`)).toEqual(
      expect.arrayContaining(['connect member', 'in join', 'out message', 'disconnect client namespace disconnect']),
    );
    expect(JSON.stringify(frames)).not.toContain(token);
  });
});

describe('the journal of a broken answer', () => {
  const request = (path: string, token?: string): CoreRequest => ({
    method: 'GET',
    path,
    search: '',
    client: 'test',
    header: (name) =>
      name === CLIENT_HEADER.name
        ? CLIENT_HEADER.value
        : name === 'authorization' && token
          ? `Bearer ${token}`
          : undefined,
    readJson: async () => undefined,
    readFile: async () => null,
    discard: () => undefined,
  });

  it('keeps what the route answered and how it broke the contract, while the client gets a 500', async () => {
    const broken = {
      ...routes,
      lookup: { ...routes.lookup, banks: () => [{ name: 42 }] as never },
    };
    const core = createCore(contract, broken, { validateResponses: true, onContractViolation: () => undefined });
    const world: World = buildWorld(scenarios.default, { now: TEST_START });
    const response = await core.handle(new Slot('test', world), request('/api/lookup/banks'));
    expect(response).toMatchObject({ kind: 'json', status: 500 });
    const [entry] = journalPage(world.journal, 10).entries;
    expect(entry).toMatchObject({ route: 'lookup.banks', status: 500, response: [{ name: 42 }] });
    expect(entry.kind === 'http' && entry.violation?.map((issue) => issue.path)).toEqual([
      '0.code',
      '0.nameTH',
      '0.nameEN',
    ]);
  });
});

describe('redaction and long answers', () => {
  it('redacts a long answer before it cuts it, and marks what is nested too deep', async () => {
    const world = buildWorld(scenarios.default, { now: TEST_START });
    const entry = (response: string, request: unknown = null) =>
      recordJournal(world, {
        kind: 'http',
        at: 0,
        method: 'POST',
        path: '/x',
        search: '',
        route: null,
        status: 200,
        code: null,
        ms: 1,
        fault: null,
        request,
        response,
        violation: null,
      });
    entry(
      JSON.stringify({
        list: Array.from({ length: 400 }, () => ({ deviceToken: 'SECRET-TOKEN', text: 'x'.repeat(50) })),
      }),
    );
    let deep: unknown = 'bottom';
    for (let i = 0; i < 10_000; i += 1) deep = { a: deep };
    entry('{}', deep);
    const [long, nested] = journalPage(world.journal, 10).entries;
    expect(JSON.stringify(long)).not.toContain('SECRET-TOKEN');
    expect(long.kind === 'http' && JSON.stringify(long.response)).toMatch(/… \(\d+ more items\)/);
    expect(JSON.stringify(nested)).toContain('[nested too deep]');
  });

  it('redacts secret fields at any depth', () => {
    const value = { a: { accessToken: 'x', list: [{ newPassword: 'y', ok: 1 }] } };
    expect(keptValue(value, new SecretIndex(), [], JOURNAL_LIMITS.bodyChars)).toEqual({
      a: { accessToken: '[redacted]', list: [{ newPassword: '[redacted]', ok: 1 }] },
    });
  });

  it('cuts a very long answer and says how long it was', () => {
    const world = buildWorld(scenarios.default, { now: TEST_START });
    const text = 'x'.repeat(JOURNAL_LIMITS.answerChars + 10);
    recordJournal(world, {
      kind: 'http',
      at: 0,
      method: 'GET',
      path: '/x',
      search: '',
      route: null,
      status: 200,
      code: null,
      ms: 1,
      fault: null,
      request: null,
      response: text,
      violation: null,
    });
    const [entry] = journalPage(world.journal, 1).entries;
    expect(entry.kind === 'http' && entry.response).toMatch(new RegExp(`… \\(${text.length} characters\\)$`));
  });
});

describe('the journal, tried as an attacker (issue 24)', () => {
  const text = async () => JSON.stringify((await journal()).entries);

  it('never shows a game password of an auto-login path in another letter case or form, known or not', async () => {
    h.reset('chat-sessions');
    const token = await h.login();
    const game = h.server.world().db.gameAccount.findFirst({ where: { memberId: { equals: 'M10001' } } });
    if (!game) throw new Error('no game account');
    for (const path of [
      `/api/AutoLogin/pg/${game.username}/${game.password}`,
      `/API/AutoLogin/pg/${game.username}/${game.password}`,
      `/api/AUTOLOGIN/pg/${game.username}/Not-Known-Pass1`,
      '/api//autoLogin//pg/u/Not-Known-Pass2',
      '/api/auto%4Cogin/pg/u/Not-Known-Pass3/more',
      `/api/anything/${game.password}`,
    ])
      expect((await h.api('GET', path, { token })).status).toBe(404);
    const shown = await text();
    expect(shown).not.toContain(game.password);
    expect(shown).not.toContain('Not-Known-Pass');
    expect(shown).toContain(`/api/AutoLogin/pg/${game.username}/[redacted]`);
    expect(shown).toContain('/api/auto%4Cogin/pg/u/[redacted]');
  });

  it("never shows a password or a token under another name, nested, inside text, or the request's own", async () => {
    h.reset('chat-sessions');
    const token = await h.login();
    await h.api('POST', '/api/wallet/transfer', {
      token,
      body: { from: 'WALLET', to: 'PG', amount: 1, memo: { 'p-w': ['secret123'], text: `pw=secret123;t=${token}` } },
    });
    // A phone the world does not know: its password is no secret of the world's, only of the request.
    await h.api('POST', '/api/login', {
      body: { username: '0899000001', password: 'Unknown-Pass-77', echo: { again: ['Unknown-Pass-77'] } },
    });
    const shown = await text();
    for (const secret of ['secret123', token, 'Unknown-Pass-77']) expect(shown).not.toContain(secret);
    expect(shown).toContain('"to":"PG"');
    expect(shown).toContain('0899000001');
  });

  it('never shows a True Wallet gift link, encrypted or plain, known or not', async () => {
    h.reset('chat-sessions');
    const token = await h.login();
    const known = encryptGiftLink('https://gift.truemoney.com/campaign/?v=GIFT0000000000000100');
    expect((await h.api('POST', '/api/wallet/truelink', { token, body: { link: known } })).status).toBe(200);
    const unknown = encryptGiftLink('https://gift.truemoney.com/campaign/?v=Unknown0000000001');
    await h.api('POST', '/api/wallet/truelink', {
      token,
      body: { link: unknown, note: 'from https://gift.truemoney.com/campaign/?v=GIFT0000000000000050' },
    });
    const shown = await text();
    for (const secret of [known, unknown, 'GIFT0000000000000100', 'GIFT0000000000000050', 'Unknown0000000001'])
      expect(shown).not.toContain(secret);
  });

  it('never shows a guest id: its own answer, a path, a query, a header, a body, its socket', async () => {
    h.reset('chat-sessions');
    const guestId: string = (await h.api('POST', '/api/chat/guest')).body.guestId;
    await h.api('GET', `/api/chat/${guestId}`, { headers: { 'x-guest-id': guestId } });
    await h.api('GET', `/api/lookup/banks?ref=${guestId}&guestId=${guestId}`);
    await h.api('POST', '/api/chat/history', { body: { userId: null, guestId, limit: 5, skip: 0 } });
    await h.api('POST', '/api/chat/send-message', {
      body: {
        sender: 'customer',
        message: { message_type: 'text', payload: `I am ${guestId}` },
        userId: null,
        guestId,
        username: null,
        name: null,
        deviceToken: null,
      },
    });
    const socket = io(h.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { guestId },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await new Promise((resolve) => socket.emit('join', { room: `x-${guestId}` }, resolve));
    socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { entries } = await journal();
    expect(entries.filter((entry) => entry.kind === 'socket').length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(entries)).not.toContain(guestId);
  });

  it(`stays under ${JOURNAL_LIMITS.maxBytes / 1024 / 1024} MiB through 1,000 log-ins with 95 KB bodies`, async () => {
    h.reset('chat-sessions');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const world = h.server.world();
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const fields = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, 'abcdefgh']));
    const bodies = [
      { username: '0812345678', password: 'x'.repeat(95_000) },
      { username: '0899000002', password: 'nope', filler: fields },
      {
        username: '0899000003',
        password: 'nope',
        deep: Array.from({ length: 2500 }, (_, i) => ({ i, t: 'y'.repeat(20) })),
      },
    ].map((body) => JSON.stringify(body));
    expect(bodies.every((body) => body.length > 90_000 && body.length < 100 * 1024)).toBe(true);
    let most = 0;
    for (let round = 0; round < 100; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${h.baseUrl}/api/login`, {
            method: 'POST',
            headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, 'content-type': 'application/json' },
            body: bodies[(round + i) % bodies.length],
          }).then((answer) => answer.text()),
        ),
      );
      most = Math.max(most, world.journal.bytes);
    }
    const measured = world.journal.entries.reduce((sum, entry) => sum + retainedBytes(entry), 0);
    expect(measured).toBe(world.journal.bytes);
    expect(most).toBeLessThanOrEqual(JOURNAL_LIMITS.maxBytes);
    expect(world.journal.entries.every((entry) => entry.kind !== 'http' || entry.route === 'account.login')).toBe(true);
    expect(JSON.stringify(world.journal.entries).length).toBeLessThan(JOURNAL_LIMITS.maxBytes);
    gc();
    const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
    // 1,000 bodies of 95 KB kept whole would be about 95 MB.
    expect(heapGrowth).toBeLessThan(3 * JOURNAL_LIMITS.maxBytes);
    // What is kept of a long body says that it was cut and how much it left out.
    const kept = JSON.stringify(
      (await journal({ limit: 3 })).entries.map((entry) => entry.kind === 'http' && entry.request),
    );
    expect(kept).toMatch(/… \(\d+ more (items|fields)\)/);
    expect(kept).not.toContain('x'.repeat(100));
  }, 120_000);
});
