import { contract } from '@portal/contract';
import { adminClient, type FaultInput } from '@portal/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../mock-server/src/testing/harness.js';
import { serveFetch } from '../../mock-server/src/browser/fetch-adapter.js';
import { createSimulator } from '../../mock-server/src/core/simulator.js';
import { judge } from '@portal/contract/verdict';
import { checkContract, CONTRACT_ROUTES, type RouteResult } from './check.js';
import { junit, table } from './report.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('default');
});
afterAll(() => h.close());

/** A simulator session of its own: its QA client, and the check run there as the default member. */
async function session() {
  const created = await adminClient(h.baseUrl).createSession({ body: { scenario: 'default' } });
  if (created.status !== 200) throw new Error('no simulator session');
  const headers = { 'x-mock-session': created.body.id };
  return {
    admin: adminClient(h.baseUrl, { session: created.body.id }),
    check: (write = false) =>
      checkContract({ baseUrl: h.baseUrl, phone: '0812345678', password: 'secret123', write, headers }),
  };
}

const failed = (results: RouteResult[]) => results.filter((r) => r.verdict === 'drift' || r.verdict === 'missing');

describe('the drift check against the simulator', () => {
  it('finds no drift: every read route passes, the log-in too, and the writes are skipped until --write', async () => {
    const results = await checkContract({ baseUrl: h.baseUrl, phone: '0812345678', password: 'secret123' });
    expect(failed(results)).toEqual([]);
    expect(results).toHaveLength(CONTRACT_ROUTES.length);
    expect(results.filter((r) => r.verdict === 'pass').map((r) => r.route)).toEqual(
      expect.arrayContaining([
        'account.login',
        'wallet.get',
        'wallet.account',
        'statement.slipReference',
        'chat.history',
      ]),
    );
    expect(results.find((r) => r.route === 'wallet.transfer')).toMatchObject({ verdict: 'skipped' });
    expect(table(results)).toMatch(/37 passed, 0 failed, 34 skipped/);
  });

  it('with --write calls the write routes in an order that leaves the account as it was, and finds no drift', async () => {
    const { admin, check } = await session();
    const account = async () => {
      const members = await admin.members();
      if (members.status !== 200) throw new Error('members');
      const { wallet, games, name, password } = members.body.members.find((m) => m.phone === '0812345678')!;
      const qrs = await admin.qrcodes();
      const open = qrs.status === 200 ? qrs.body.qrcodes.filter((qr) => qr.status === 'OPEN').length : -1;
      return { wallet, games, name, password, open };
    };
    const before = await account();

    const results = await check(true);
    expect(failed(results)).toEqual([]);
    expect(results).toHaveLength(CONTRACT_ROUTES.length);
    expect(results.find((r) => r.route === 'wallet.transfer')).toMatchObject({
      verdict: 'pass',
      status: 200,
      how: '1.00 to a game account and back',
    });
    expect(results.find((r) => r.route === 'qrcode.remove')).toMatchObject({ verdict: 'pass', status: 200 });
    expect(results.find((r) => r.route === 'wallet.withdraw')).toMatchObject({ verdict: 'pass', status: 400 });
    // Only what cannot be undone through the API is left out, each saying why.
    expect(
      results.filter((r) => r.verdict === 'skipped').map((r) => [r.route, r.issues[0]?.startsWith('not called')]),
    ).toEqual([
      ['wallet.resetPassword', true],
      ['autoLogin.withPassword', true],
      ['invite.bonus', true],
      ['refund.receive', true],
      ['refund.addWallet', true],
      ['spinwheel.spin', true],
      ['bonus.clear', true],
    ]);
    expect(table(results)).toMatch(/64 passed, 0 failed, 7 skipped/);
    expect(await account()).toEqual(before);
  });

  it('without a member checks the public reads and says what needs one', async () => {
    const results = await checkContract({ baseUrl: h.baseUrl });
    expect(results.find((r) => r.route === 'lookup.banks')).toMatchObject({ verdict: 'pass', status: 200 });
    expect(results.find((r) => r.route === 'wallet.get')).toMatchObject({
      verdict: 'skipped',
      issues: ['needs a member: pass --phone and --password'],
    });
  });
});

describe("the demo's simulator (the browser adapter, no server)", () => {
  it('answers every route as the contract says, writes included, through the Fetch adapter MSW hands requests to', async () => {
    const simulator = createSimulator({ onContractViolation: (route, problem) => expect.fail(`${route}: ${problem}`) });
    const inPage: typeof fetch = async (input, init) =>
      (await serveFetch(simulator.core, simulator.sessions.defaultSlot, new Request(input, init))) ?? Response.error();
    const results = await checkContract({
      baseUrl: 'http://demo.test',
      phone: '0812345678',
      password: 'secret123',
      write: true,
      fetch: inPage,
    });
    expect(failed(results)).toEqual([]);
    expect(table(results)).toMatch(/64 passed, 0 failed, 7 skipped/);
  });
});

describe('against a simulator that drifted on purpose', () => {
  /** A session whose world has one drift fault, and the check's verdicts there. */
  async function driftedBy(fault: FaultInput) {
    const { admin, check } = await session();
    expect((await admin.addFault({ body: fault })).status).toBe(200);
    return failed(await check());
  }

  it('reports a renamed field on that route alone, naming the field', async () => {
    const drifted = await driftedBy({
      kind: 'drift',
      change: 'rename-field',
      route: 'wallet.get',
      field: 'coin',
      to: 'coins',
    });
    expect(drifted.map((r) => r.route)).toEqual(['wallet.get']);
    expect(drifted[0].issues).toEqual(['profile.coin: missing, breaking (answer-failed)']);
  });

  it('lists a difference the portal reads past as tolerated, a warning that fails nothing', async () => {
    const { admin, check } = await session();
    const add = (fault: FaultInput) => admin.addFault({ body: fault });
    await add({ kind: 'drift', change: 'rename-field', route: 'lookup.banks', field: 'nameTH', to: 'nameTh' });
    await add({ kind: 'drift', change: 'null-field', route: 'wallet.get', field: 'logo' });
    await add({ kind: 'drift', change: 'date-format', route: 'wallet.get', field: 'createdAt' });
    await add({ kind: 'drift', change: 'date-format', route: 'account.profile', field: 'createdAt' });
    await add({ kind: 'drift', change: 'unknown-value', route: 'statement.list', field: 'status', to: 'PENDING' });
    await add({ kind: 'drift', change: 'extra-field', route: 'lookup.info', to: 'loyaltyTier' });
    const results = await check();
    expect(failed(results)).toEqual([]);
    const verdict = (route: string) => results.find((r) => r.route === route);
    expect(verdict('lookup.banks')).toMatchObject({
      verdict: 'tolerated',
      issues: ['[].nameTH: missing, tolerated (fallback)'],
    });
    // The drifts of one route add up.
    expect(verdict('wallet.get')?.issues).toEqual([
      'profile.createdAt: bad-format, tolerated (fallback)',
      'slots[].logo: null, tolerated (fallback)',
    ]);
    expect(verdict('account.profile')?.issues).toEqual(['profile.createdAt: bad-format, tolerated (fallback)']);
    expect(verdict('statement.list')?.issues).toEqual(['statements[].status: unknown-value, tolerated (mapped)']);
    // A field the contract does not know is no difference at all: it is left out, as it is by the strict reading.
    expect(verdict('lookup.info')).toMatchObject({ verdict: 'pass' });
    expect(table(results)).toMatch(/37 passed, 0 failed, 34 skipped \(4 tolerated, 0 drift, 0 missing\)/);
    expect(table(results)).toContain('lookup.banks (GET /api/lookup/banks), a warning:');
    expect(junit(results)).toContain('<system-out>tolerated:\n[].nameTH: missing, tolerated (fallback)</system-out>');
  });

  it('reports a difference that costs a screen something as breaking: a list item left out', async () => {
    const { admin, check } = await session();
    await admin.addFault({ body: { kind: 'drift', change: 'bad-item', route: 'statement.list', field: 'statements' } });
    await admin.addFault({ body: { kind: 'drift', change: 'drop-field', route: 'wallet.get', field: 'ftWalletSlot' } });
    const drifted = failed(await check());
    expect(drifted.map((r) => [r.route, r.issues[0]])).toEqual([
      ['wallet.get', 'slots[].ftWalletSlot: missing, breaking (item-dropped)'],
      ['statement.list', 'statements[]._id: null, breaking (item-dropped)'],
    ]);
  });

  it('reports drift in a write route under --write, on that route alone', async () => {
    const { admin, check } = await session();
    await admin.addFault({
      body: { kind: 'drift', change: 'retype-field', route: 'qrcode.create', field: 'hasQrcode' },
    });
    const drifted = failed(await check(true));
    expect(drifted.map((r) => r.route)).toEqual(['qrcode.create']);
    expect(drifted[0].issues).toEqual(['hasQrcode: wrong-type, breaking (answer-failed)']);
  });

  it('reports a field of another type', async () => {
    const drifted = await driftedBy({ kind: 'drift', change: 'retype-field', route: 'wallet.get', field: 'amount' });
    expect(drifted.map((r) => r.route)).toEqual(['wallet.get']);
    expect(drifted[0].issues).toEqual(['wallet.amount: wrong-type, breaking (answer-failed)']);
  });

  it('reports an error code the catalogue does not know', async () => {
    const drifted = await driftedBy({
      kind: 'drift',
      change: 'unknown-code',
      route: 'bonus.list',
      unknownCode: 'BONUS_SERVICE_DOWN',
    });
    expect(drifted.map((r) => [r.route, r.status, r.unknownCodes])).toEqual([
      ['bonus.list', 422, ['BONUS_SERVICE_DOWN']],
    ]);
  });

  it('reports a route the backend no longer has as missing', async () => {
    const drifted = await driftedBy({ kind: 'drift', change: 'remove-route', route: 'invite.banners' });
    expect(drifted.map((r) => [r.route, r.verdict, r.status])).toEqual([['invite.banners', 'missing', 404]]);
  });

  it('reports a list sent as another type, and goes on with the routes after it (nothing learnt from it)', async () => {
    const drifted = await driftedBy({ kind: 'drift', change: 'retype-field', route: 'wallet.get', field: 'slots' });
    expect(drifted.map((r) => [r.route, r.issues[0]])).toEqual([
      ['wallet.get', 'slots: wrong-type, breaking (answer-failed)'],
    ]);
  });

  it('reports a log-in the backend no longer has, and skips the member routes saying why', async () => {
    const { admin, check } = await session();
    await admin.addFault({ body: { kind: 'drift', change: 'remove-route', route: 'account.login' } });
    const results = await check();
    expect(results.find((r) => r.route === 'account.login')).toMatchObject({ verdict: 'missing', status: 404 });
    expect(results.find((r) => r.route === 'wallet.get')).toMatchObject({
      verdict: 'skipped',
      issues: ['the log-in did not give a token (HTTP 404): see account.login'],
    });
  });

  it('refuses a drift fault that could not break anything as asked', async () => {
    const admin = adminClient(h.baseUrl);
    expect(
      await admin.addFault({ body: { kind: 'drift', change: 'rename-field', route: 'lookup.banks', field: 'x' } }),
    ).toMatchObject({
      status: 400,
      body: { details: [{ path: 'body.to', issue: 'missing' }] },
    });
    expect(
      await admin.addFault({
        body: { kind: 'drift', change: 'unknown-code', route: 'bonus.list', unknownCode: 'NO_DATA' },
      }),
    ).toMatchObject({ status: 400, body: { details: [{ path: 'body.unknownCode', issue: 'invalid' }] } });
  });
});

describe('each kind of drift', () => {
  const wallet = contract.wallet.get;
  const ok = { profile: {}, bankAccount: {}, wallet: { amount: 1, currency: 'BAHT' }, invite: {}, slots: [] };

  it('a renamed or a retyped field, with the place, what was wrong and what the portal makes of it', () => {
    const renamed = judge(contract.lookup.banks, 200, [{ code: 'KBANK', nameTh: 'x', nameEN: 'y' }]);
    expect(renamed).toMatchObject({ verdict: 'tolerated', issues: ['[].nameTH: missing, tolerated (fallback)'] });
    const retyped = judge(contract.lookup.banks, 200, [{ code: 42, nameTH: 'x', nameEN: 'y' }]);
    expect(retyped).toMatchObject({ verdict: 'drift', issues: ['[].code: wrong-type, breaking (item-dropped)'] });
    const empty = judge(wallet, 200, ok);
    expect(empty.verdict).toBe('drift');
    expect(empty.issues).toContain('profile._id: missing, breaking (answer-failed)');
  });

  it('an error code the catalogue does not know', () => {
    const unknown = judge(contract.wallet.transfer, 422, { message: 'TRANSFER_REFUSED_BY_PARTNER' });
    expect(unknown).toMatchObject({ verdict: 'drift', unknownCodes: ['TRANSFER_REFUSED_BY_PARTNER'] });
  });

  it('a route the backend does not have, and a status the route does not declare', () => {
    expect(judge(contract.lookup.banks, 404, '<html>Not Found</html>').verdict).toBe('missing');
    expect(judge(contract.lookup.banks, 404, { message: 'Not Found' }).verdict).toBe('missing');
    expect(judge(contract.lookup.banks, 404, { message: 'NO_DATA' })).toMatchObject({
      verdict: 'drift',
      issues: ['status 404 is not declared for this route'],
    });
    expect(judge(contract.lookup.banks, 201, []).issues).toEqual(['status 201 is not declared for this route']);
  });

  it('writes JUnit XML with a failure a drifted route and skipped ones marked', () => {
    const xml = junit([
      {
        route: 'lookup.banks',
        method: 'GET',
        path: '/api/lookup/banks',
        status: 200,
        verdict: 'drift',
        issues: ['0.nameTH: Required'],
        unknownCodes: [],
        ms: 3,
      },
      {
        route: 'wallet.transfer',
        method: 'POST',
        path: '/api/wallet/transfer',
        status: null,
        verdict: 'skipped',
        issues: ['a write route: run with --write'],
        unknownCodes: [],
        ms: 0,
      },
    ]);
    expect(xml).toContain('<testsuite name="contract drift" tests="2" failures="1" skipped="1">');
    expect(xml).toContain('<failure message="drift: HTTP 200">0.nameTH: Required</failure>');
    expect(xml).toContain('<skipped message="a write route: run with --write"/>');
  });

  it("keeps a backend's control characters out of the JUnit file and the table", () => {
    const row: RouteResult = {
      route: 'wallet.transfer',
      method: 'POST',
      path: '/api/wallet/transfer',
      status: 400,
      verdict: 'drift',
      issues: ['message: BAD\u0001\u001b[31mRED'],
      unknownCodes: ['BAD\u0001\u001b[31mRED'],
      ms: 1,
    };
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    for (const text of [junit([row]), table([row])]) expect(text).not.toMatch(/[\u0000-\u0008\u001b]/);
  });
});
