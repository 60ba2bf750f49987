import { contract } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { errorCodes, errorStatus } from '@portal/contract/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { flattenRoutes } from '../core/compiled-routes.js';
import { useHarness } from '../testing/harness.js';

/**
 * Random and malformed requests on every route: bodies of any JSON (and some that are not JSON), path
 * parameters of any text (including broken percent-encoding), missing or wrong headers and tokens.
 * The server must never answer 5xx nor crash, every error must name a catalogue code with that code's
 * status, and the server must not break its own contract (no violation reported).
 */

const h = useHarness('default');
let token: string;
let startBalance = 0;
let startedAt = 0;
beforeAll(async () => {
  token = await h.login();
  const world = h.server.world();
  startedAt = world.clock.now();
  startBalance =
    (world.db.member.findFirst({ where: { id: { equals: 'M10001' } } })?.walletMinor ?? 0) +
    world.db.gameAccount
      .findMany({ where: { memberId: { equals: 'M10001' } } })
      .reduce((sum, g) => sum + g.amountMinor, 0);
});

const routes = flattenRoutes(contract);

const segment = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom('%', '%E0%A4%A', '..', '%2F', 'PG', 'KBANK', 'pg', 'WALLET', 'x'.repeat(300)),
);

const body = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        amount: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null)),
        from: fc.constantFrom('WALLET', 'PG', 'JOKER', '', 'NOPE'),
        to: fc.constantFrom('WALLET', 'PG', 'BETFLIX', 'SBO', ''),
        page: fc.oneof(fc.integer(), fc.double()),
        limit: fc.oneof(fc.integer(), fc.double()),
        link: fc.string(),
        coupon: fc.string(),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom('{', 'not json', '[]', 'null', '"text"', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
);

const authorization = fc.oneof(
  fc.constant<string | null>(null),
  fc.constant('good'),
  fc.constantFrom('Bearer', 'Bearer ', 'Basic abc', 'Bearer not-a-token', 'bearer x y'),
  fc.string({ maxLength: 30 }),
);

const clientHeader = fc.oneof(
  fc.constant(CLIENT_HEADER.value),
  fc.constant(CLIENT_HEADER.value),
  fc.constant(null),
  fc.string({ maxLength: 12 }),
);

describe('malformed and random requests', () => {
  it('never get a 5xx, and every error names a catalogue code with its status', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        body,
        authorization,
        clientHeader,
        fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'),
        async (entry, segments, text, auth, client, contentType) => {
          let i = 0;
          const path = entry.route.path.replace(/:[A-Za-z]+/g, () => segments[i++]);
          const headers: Record<string, string> = { 'content-type': contentType };
          if (client !== null) headers[CLIENT_HEADER.name] = client;
          if (auth === 'good') headers.authorization = `Bearer ${token}`;
          else if (auth !== null) headers.authorization = auth;
          const hasBody = entry.route.method !== 'GET';
          const response = await fetch(h.baseUrl + path, {
            method: entry.route.method,
            headers,
            body: hasBody ? text : undefined,
          });
          const answer = await response.text();
          expect(response.status, `${entry.name} ${path} → ${answer}`).toBeLessThan(500);
          const json = JSON.parse(answer) as { message?: string };
          if (response.status >= 400) {
            expect(errorCodes, `${entry.name} → ${answer}`).toContain(json.message);
            expect(errorStatus[json.message as keyof typeof errorStatus]).toBe(response.status);
          }
        },
      ),
      { numRuns: 1500, seed: 20261122 },
    );
    expect(h.violations).toEqual([]);
  });

  it('explains every change of the balances by a statement entry (money neither appears nor vanishes)', () => {
    const world = h.server.world();
    const balance = (id: string) =>
      (world.db.member.findFirst({ where: { id: { equals: id } } })?.walletMinor ?? 0) +
      world.db.gameAccount.findMany({ where: { memberId: { equals: id } } }).reduce((sum, g) => sum + g.amountMinor, 0);
    const entries = world.db.statement
      .findMany({ where: { memberId: { equals: 'M10001' } } })
      .filter((e) => e.createdAt >= startedAt);
    const credited = entries.filter(
      (e) => (e.statementType === 'deposit' || e.statementType === 'bonus') && e.status === 'SUCCESS',
    );
    const debited = entries.filter(
      (e) => (e.statementType === 'withdraw' && e.status !== 'FAILED') || e.statementType === 'finish_bonus',
    );
    const sum = (list: typeof entries) => list.reduce((total, e) => total + e.amountMinor, 0);
    expect(balance('M10001')).toBe(startBalance + sum(credited) - sum(debited));
    expect(world.db.gameAccount.findMany({}).every((g) => g.amountMinor >= 0)).toBe(true);
    expect(world.db.member.findMany({}).every((m) => m.walletMinor >= 0)).toBe(true);
  });
});
