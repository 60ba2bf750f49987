import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { WorldSnapshot } from '@portal/contract/admin';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../scenarios/index.js';
import { useHarness, type Harness } from '../../mock-server/src/testing/harness.js';
import { captureMember, type Capture } from './capture.js';

/**
 * A member of one simulator (standing in for the real backend) captured, loaded into a fresh session of
 * another world, and read back: the reads must be the source's.
 */
const source = useHarness('default', { resetEachTest: true });

const SOMCHAI = { phone: '0812345678', password: 'secret123' };
const login = () => ({ phone: SOMCHAI.phone, password: SOMCHAI.password });

async function capture(
  h: Harness,
  options: {
    keepPersonal?: boolean;
    phone?: string;
    password?: string;
    limits?: { timeoutMs: number; answerBytes: number };
  } = {},
) {
  // The backend's own time (a real one's is the real time; a test world's is pinned).
  const now = Date.parse((await h.api('GET', '/health')).body.now as string);
  const result = await captureMember({
    now,
    baseUrl: h.baseUrl,
    phone: options.phone ?? SOMCHAI.phone,
    password: options.password ?? SOMCHAI.password,
    keepPersonal: options.keepPersonal,
    limits: options.limits,
    scenarios,
  });
  if ('failed' in result) throw new Error(`capture failed: ${result.failed}`);
  return result;
}

/** A fresh session holding the world file; its member's token. */
async function loaded(h: Harness, world: WorldSnapshot, login: Capture['login']) {
  const session = (await h.api('POST', '/__admin/sessions', { body: { scenario: 'new-member' } })).body.id as string;
  const headers = { 'x-mock-session': session };
  const answer = await h.api('POST', '/__admin/world', { body: world, headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const token = (
    await h.api('POST', '/api/login', { body: { username: login.phone, password: login.password }, headers })
  ).body.token as string;
  expect(token).toBeTruthy();
  return { headers, token, end: () => h.api('DELETE', `/__admin/sessions/${session}`) };
}

/** Every read a member's screens make, as answered. */
async function reads(h: Harness, token: string, headers: Record<string, string> = {}) {
  const get = async (path: string) => (await h.api('GET', path, { token, headers })).body;
  const post = async (path: string, body: unknown) => (await h.api('POST', path, { token, headers, body })).body;
  const page = { page: 1, limit: 100 };
  const wallet = await get('/api/wallet');
  const lookups = [
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
  ];
  return {
    wallet,
    profile: await get('/api/account/profile'),
    lookups: await Promise.all(lookups.map((name) => get(`/api/lookup/${name}`))),
    statements: await post('/api/statement', page),
    slips: await post('/api/statement/slip', page),
    bonuses: await get('/api/bonus'),
    active: await get('/api/bonus/check/active'),
    promotion: await get('/api/promotion/current'),
    spin: await get('/api/spinwheel/setup'),
    coupons: await get('/api/spinwheel/coupon'),
    invites: await post('/api/invite', page),
    refunds: await post('/api/refund', page),
    refund: await get('/api/refund/check'),
    chat: await post('/api/chat/history', { userId: wallet.profile._id, guestId: null, limit: 100, skip: 0 }),
  };
}

describe('a captured member replays offline', () => {
  it('reads as the source did, every screen’s read, once loaded into a fresh session', async () => {
    const taken = await capture(source, { keepPersonal: true });
    expect(taken.report.filter((line) => line.outcome !== 'read')).toEqual([]);
    const token = await source.login();
    const before = await reads(source, token);
    const copy = await loaded(source, taken.world, taken.login);
    const after = await reads(source, copy.token, copy.headers);
    for (const key of Object.keys(before) as (keyof typeof before)[]) expect(after[key], key).toEqual(before[key]);
    // Not an empty world that happens to agree: the source's member has money, entries and a chat.
    expect(before.wallet.wallet.amount).toBeGreaterThan(0);
    expect(before.statements.statements.length).toBeGreaterThan(5);
    expect(before.coupons.coupons.length).toBeGreaterThan(0);
    expect(before.chat.conversations.length).toBeGreaterThan(0);
    // Saved again, the world keeps its captured site: it loads anywhere as it is.
    const saved = (await source.api('GET', '/__admin/world', { headers: copy.headers })).body as WorldSnapshot;
    expect(saved.captured).toEqual(taken.world.captured);
    const again = await loaded(source, saved, taken.login);
    expect(await reads(source, again.token, again.headers)).toEqual(before);
    await Promise.all([copy.end(), again.end()]);
  });

  it('goes on by the simulator’s rules: a transfer moves the captured money', async () => {
    const taken = await capture(source, { keepPersonal: true });
    const copy = await loaded(source, taken.world, taken.login);
    const wallet = (await source.api('GET', '/api/wallet', { token: copy.token, headers: copy.headers })).body;
    const moved = await source.api('POST', '/api/wallet/transfer', {
      token: copy.token,
      headers: copy.headers,
      body: { from: 'WALLET', to: 'PG', amount: 100 },
    });
    expect(moved.status).toBe(200);
    const after = (await source.api('GET', '/api/wallet', { token: copy.token, headers: copy.headers })).body;
    expect(after.wallet.amount).toBeCloseTo(wallet.wallet.amount - 100, 2);
    const pg = (list: { code: string; amount: number }[]) => list.find((slot) => slot.code === 'PG')!.amount;
    expect(pg(after.slots)).toBeCloseTo(pg(wallet.slots) + 100, 2);
    await copy.end();
  });

  it('replaces personal data consistently by default, and writes no secret', async () => {
    const token = await source.login();
    const before = await reads(source, token);
    const taken = await capture(source);
    const file = JSON.stringify(taken.world);
    for (const personal of [
      '0812345678',
      'Somchai',
      'SOMCHAI JAIDEE',
      before.profile.bankAccount.bankAccountNo,
      'M10001',
    ])
      expect(file, personal).not.toContain(personal);
    expect(file).not.toContain(token);
    const member = taken.world.tables.member[0];
    expect(taken.login).toEqual({ phone: member.phone, password: 'secret123' });
    expect(member.phone).toMatch(/^08\d{8}$/);
    expect(member.bankAccountName).toBe(String(member.name).toUpperCase());

    const copy = await loaded(source, taken.world, taken.login);
    const after = await reads(source, copy.token, copy.headers);
    // The money and the entries are the source's; only who it is changed, the same everywhere.
    expect(after.wallet.wallet).toEqual(before.wallet.wallet);
    expect(after.statements).toEqual(before.statements);
    expect(after.profile.profile).toMatchObject({ username: member.phone, name: member.name, _id: member.id });
    const names = new Set(after.chat.conversations.map((message: { userId: string | null }) => message.userId));
    expect([...names].filter(Boolean)).toEqual([member.id]);
    await copy.end();

    // Written by hand in a chat text, in other forms, they are replaced too.
    const { bankAccountNo } = before.profile.bankAccount as { bankAccountNo: string };
    const spaced = `${bankAccountNo.slice(0, 3)}-${bankAccountNo.slice(3, 6)}-${bankAccountNo.slice(6)}`;
    await source.api('POST', '/api/chat/send-message', {
      token,
      body: {
        sender: 'customer',
        message: {
          message_type: 'text',
          payload: `Hello, I am somchai JAIDEE: +66 81 234 5678, 081-234-5678, ${spaced}`,
        },
        userId: 'M10001',
        guestId: null,
        username: null,
        name: null,
        deviceToken: null,
      },
    });
    const written = JSON.stringify((await capture(source)).world);
    for (const form of ['somchai', 'JAIDEE', '+66 81 234 5678', '081-234-5678', spaced])
      expect(written, form).not.toContain(form);
    expect(written).toContain('Hello, I am Anan Sample: ');

    // A second capture of the same member gives the same stand-ins.
    expect((await capture(source)).world.tables.member[0]).toEqual(member);
  });
});

describe('what the contract cannot read', () => {
  it('is left out and named, never guessed: a broken item, a refused route', async () => {
    await source.api('POST', '/__admin/faults', {
      body: { route: 'statement.list', kind: 'drift', change: 'bad-item', field: 'statements' },
    });
    await source.api('POST', '/__admin/faults', {
      body: { route: 'invite.list', kind: 'error', code: 'INTERNAL_SERVER_ERROR' },
    });
    const taken = await capture(source, { keepPersonal: true });
    const statements = taken.report.find((line) => line.route === 'statement.list')!;
    expect(statements.outcome).toBe('partial');
    expect(statements.notes.join('\n')).toMatch(/statements\[\] item 0 left out: _id: /);
    expect(taken.report.find((line) => line.route === 'invite.list')).toMatchObject({
      outcome: 'left out',
      notes: ['answered 500 INTERNAL_SERVER_ERROR'],
    });
    expect(taken.world.tables.invite).toEqual([]);
    const token = await source.login();
    const all = (await source.api('POST', '/api/statement', { token, body: { page: 1, limit: 100 } })).body;
    expect(taken.world.tables.statement).toHaveLength(all.statements.length - 1);
  });

  it('leaves out a game of a category the simulator does not know, saying what money went with it', async () => {
    await source.api('POST', '/__admin/faults', {
      body: { route: 'wallet.get', kind: 'drift', change: 'unknown-value', field: 'category', to: 'casino', times: 1 },
    });
    const taken = await capture(source, { keepPersonal: true });
    const notes = taken.report.filter((line) => line.route === 'wallet.get').flatMap((line) => line.notes);
    expect(notes).toContain(
      "slots[] item 0 (PG) left out: category: Invalid enum value. Expected 'slot' | 'sport' | 'lotto', received 'casino'; its 320.25 is not in the world",
    );
    expect(taken.world.captured!.games).toEqual([]);
    expect(taken.world.tables.gameAccount).toEqual([]);
  });

  it('a captured site the simulator could not run is refused on load, saying why', async () => {
    const taken = await capture(source, { keepPersonal: true });
    const [first, ...rest] = taken.world.captured!.bonuses!;
    const misleading = { ...first, notice: 'turnover 7 times', turnoverMultiple: undefined };
    const refused = async (captured: object, note: string) => {
      const answer = await source.api('POST', '/__admin/world', {
        body: { ...taken.world, captured: { ...taken.world.captured!, ...captured } },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([
        { path: 'body.captured', issue: 'invalid', note: expect.stringContaining(note) },
      ]);
    };
    await refused({ bonuses: [misleading, ...rest] }, 'its text states turnover 7');
    const games = taken.world.captured!.games!;
    await refused({ games: [...games, games[0]] }, `games: ${games[0].code} twice`);
    const wheel = taken.world.captured!.spinwheel!;
    await refused(
      { spinwheel: { ...wheel, slices: wheel.slices.map((slice) => ({ ...slice, weight: 0 })) } },
      'an active wheel needs a slice it can land on',
    );
    await refused({ site: { ...taken.world.captured!.site, withdraw: { min: 500, max: 100 } } }, 'min over max');
  });

  it('writes nothing when the simulator would refuse the member itself', async () => {
    await source.api('POST', '/__admin/faults', {
      body: { route: 'account.profile', kind: 'drift', change: 'unknown-value', field: 'username', to: '+66812345678' },
    });
    const result = await captureMember({ baseUrl: source.baseUrl, ...login(), scenarios });
    expect(result).toMatchObject({ failed: expect.stringContaining('the simulator refuses the member itself') });
  });

  it('gives up on a read that hangs, saying so, and captures the rest', async () => {
    await source.api('POST', '/__admin/faults', { body: { route: 'lookup.notice', kind: 'hang', ms: 60_000 } });
    const taken = await capture(source, { keepPersonal: true, limits: { timeoutMs: 300, answerBytes: 1 << 24 } });
    expect(taken.report.find((line) => line.route === 'lookup.notice')).toMatchObject({ outcome: 'left out' });
    expect(taken.world.tables.statement.length).toBeGreaterThan(0);
  });

  it('says why nothing was captured when the log-in is refused', async () => {
    const result = await captureMember({
      baseUrl: source.baseUrl,
      phone: SOMCHAI.phone,
      password: 'wrong-pass',
      scenarios,
    });
    expect(result).toMatchObject({ failed: 'the log-in answered 401 WRONG_CREDENTIAL' });
  });
});

const laos = useHarness('laos');

it('captures a Laos member in kip under the Laos scenario’s rules', async () => {
  const taken = await capture(laos, { phone: '02055512345', keepPersonal: false });
  expect(taken.world.scenario).toBe('laos');
  expect(taken.world.tables.member[0]).toMatchObject({ currency: 'LAK' });
  expect(String(taken.world.tables.member[0].phone)).toMatch(/^020\d{8}$/);
  const copy = await loaded(source, taken.world, taken.login);
  const wallet = (await source.api('GET', '/api/wallet', { token: copy.token, headers: copy.headers })).body;
  expect(wallet.wallet.currency).toBe('LAK');
  await copy.end();
});

it('npm run capture writes the file and says how to log in to it', async () => {
  const out = join(mkdtempSync(join(tmpdir(), 'capture-')), 'member.world.json');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/capture/cli.ts', '--base-url', source.baseUrl, '--out', out],
    { env: { ...process.env, CAPTURE_PHONE: SOMCHAI.phone, CAPTURE_PASSWORD: SOMCHAI.password } },
  );
  const world = JSON.parse(readFileSync(out, 'utf8')) as WorldSnapshot;
  expect(stdout).toContain(`log in to it as ${world.captured!.login.phone} / secret123`);
  expect(stdout).toMatch(/\d+ read whole, 0 read in part, 0 left out/);
  expect(world.tables.member).toHaveLength(1);
}, 30_000);
