import type { JournalEntry } from '@portal/contract/admin';
import { describe, expect, it } from 'vitest';
import { curlOf, JournalStore, matches, MAX_ENTRIES, NO_FILTER } from './journal-store';

type HttpEntry = Extract<JournalEntry, { kind: 'http' }>;
const http = (id: number, extra: Partial<HttpEntry> = {}): HttpEntry => ({
  kind: 'http',
  id,
  at: '2026-11-24T10:00:00.000Z',
  method: 'GET',
  path: '/api/wallet',
  search: '',
  route: 'wallet.get',
  status: 200,
  code: null,
  ms: 1,
  fault: null,
  request: null,
  response: null,
  violation: null,
  source: 'simulator',
  passthrough: null,
  ...extra,
});
const page = (world: string, ids: number[], skipped = 0) => ({
  world,
  entries: ids.map((id) => http(id)),
  last: ids.at(-1) ?? 0,
  skipped,
});

describe('the journal the console holds', () => {
  it('reads on from its cursor, keeps the newest MAX_ENTRIES and counts what it missed', () => {
    const store = new JournalStore();
    store.add(page('w1', [1, 2, 3]));
    store.add(page('w1', [5], 1));
    expect(store.entries.map((e) => e.id)).toEqual([1, 2, 3, 5]);
    expect([store.last, store.missed]).toEqual([5, 1]);
    store.add(
      page(
        'w1',
        Array.from({ length: MAX_ENTRIES }, (_, i) => 6 + i),
      ),
    );
    expect(store.entries).toHaveLength(MAX_ENTRIES);
    expect(store.entries[0].id).toBe(6);
  });

  it('starts over when the world is new (a reset)', () => {
    const store = new JournalStore();
    store.add(page('w1', [1, 2, 3], 0));
    store.add(page('w2', [1], 0));
    expect(store.entries.map((e) => e.id)).toEqual([1]);
    expect(store.world).toBe('w2');
  });
});

describe('the filters', () => {
  it('keep what matches kind, status band, faults, contract breaks, the real backend and text', () => {
    const failed = http(1, {
      status: 502,
      code: 'TRANSFER_FAIL',
      fault: 'f1:error',
      route: 'wallet.transfer',
      path: '/api/wallet/transfer',
    });
    const broken = http(2, { status: 500, violation: [{ path: 'amount', message: 'Expected number' }] });
    const dropped = http(3, { status: 0 });
    const frame: JournalEntry = {
      kind: 'socket',
      id: 4,
      at: failed.at,
      direction: 'out',
      event: 'message',
      owner: 'M1',
      payload: {},
    };
    const real = http(5, {
      source: 'real',
      passthrough: { verdict: 'tolerated', issues: [], member: null, compared: null },
    });
    const all = [failed, broken, dropped, frame, real];
    const pick = (filter: Partial<typeof NO_FILTER>) =>
      all.filter((e) => matches(e, { ...NO_FILTER, ...filter })).map((e) => e.id);
    expect(pick({})).toEqual([1, 2, 3, 4, 5]);
    expect(pick({ onlyReal: true })).toEqual([5]);
    expect(pick({ text: 'real tolerated' })).toEqual([5]);
    expect(pick({ kind: 'socket' })).toEqual([4]);
    expect(pick({ status: '5xx' })).toEqual([1, 2]);
    expect(pick({ status: 'none' })).toEqual([3]);
    expect(pick({ onlyFaults: true })).toEqual([1]);
    expect(pick({ onlyViolations: true })).toEqual([2]);
    expect(pick({ text: 'transfer_fail' })).toEqual([1]);
    expect(pick({ text: 'M1' })).toEqual([4]);
    expect(pick({ kind: 'socket', onlyReal: true })).toEqual([]);
  });
});

describe('copy as cURL', () => {
  it('writes the call with the session, a token variable for member routes and the JSON body quoted for a shell', () => {
    const entry = http(1, { method: 'POST', path: '/api/wallet/transfer', request: { note: "it's", amount: 10 } });
    const curl = curlOf(entry, { origin: 'http://127.0.0.1:3001', session: 'abc', access: 'member' });
    expect(curl).toBe(
      [
        "curl -X POST 'http://127.0.0.1:3001/api/wallet/transfer'",
        "-H 'x-client: wallet-user'",
        '-H "authorization: Bearer $TOKEN"',
        "-H 'x-mock-session: abc'",
        "-H 'content-type: application/json'",
        `--data '{"note":"it'\\''s","amount":10}'`,
      ].join(' \\\n  '),
    );
    expect(curlOf(http(2), { origin: 'o', session: null, access: 'public' })).not.toContain('authorization');
  });
});
