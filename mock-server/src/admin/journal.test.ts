import { adminClient, type AdminClient, type JournalEntry } from '@portal/contract/admin';
import { contract } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../../scenarios/index.js';
import { createCore, type CoreRequest } from '../core/dispatch.js';
import { routes } from '../routes/index.js';
import { startHarness, TEST_START, type Harness } from '../testing/harness.js';
import { createWorld, recordJournal, type World } from '../world.js';
import { journalPage, MAX_SHOWN_CHARS, redact } from './journal-view.js';

let h: Harness;
let admin: AdminClient;
beforeAll(async () => {
  h = await startHarness('chat-sessions');
  admin = adminClient(h.baseUrl);
});
afterAll(() => h.close());

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
    const world: World = createWorld(scenarios.default, { now: TEST_START });
    const response = await core.handle(() => world, request('/api/lookup/banks'));
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
    const world = createWorld(scenarios.default, { now: TEST_START });
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
    expect(long.kind === 'http' && long.response).toMatch(/… \(\d+ characters\)$/);
    expect(JSON.stringify(nested)).toContain('[nested too deep]');
  });

  it('redacts secret fields at any depth', () => {
    expect(redact({ a: { accessToken: 'x', list: [{ newPassword: 'y', ok: 1 }] } })).toEqual({
      a: { accessToken: '[redacted]', list: [{ newPassword: '[redacted]', ok: 1 }] },
    });
  });

  it('cuts a very long answer and says how long it was', () => {
    const world = createWorld(scenarios.default, { now: TEST_START });
    const text = 'x'.repeat(MAX_SHOWN_CHARS + 10);
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
