import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';
import { compactFields, Timelines } from '../world/timelines.js';
import { ROW_LIMITS } from '../world/row-limits.js';
import { seeded } from '../world/seeded.js';

/**
 * A member's statement past the 1,000 rows a world keeps of it (decision 033): the older entries are
 * compacted, still listed and counted, so the total says every entry ever written and the last page still
 * holds the oldest ones, while the database keeps at most 1,000 rows of the member.
 */

const h = useHarness('default', { resetEachTest: true });
const TRANSFERS = 1_010;

interface Entry {
  _id: string;
  statementType: string;
  amount: number;
}

const page = async (token: string, number: number, limit: number) =>
  (await h.api('POST', '/api/statement', { token, body: { page: number, limit } })).body as {
    total: number;
    statements: Entry[];
  };

async function everyEntry(token: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (let number = 1; ; number += 1) {
    const answer = await page(token, number, 100);
    if (answer.statements.length === 0) return entries;
    entries.push(...answer.statements);
  }
}

/** Transfer i moves 1 + i/100 baht into PG and back by turns, so each entry is told apart by its amount. */
async function transfer(token: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const [from, to] = i % 2 === 0 ? ['WALLET', 'PG'] : ['PG', 'WALLET'];
    const answer = await h.api('POST', '/api/wallet/transfer', { token, body: { from, to, amount: (100 + i) / 100 } });
    expect(answer.status).toBe(200);
  }
}

describe('a statement longer than the rows a world keeps', () => {
  it('counts and lists every entry after 1,010 transfers, newest first, the oldest on the last page', async () => {
    const token = await h.login();
    const seeded = await everyEntry(token);
    await transfer(token, TRANSFERS);

    const first = await page(token, 1, 10);
    expect(first.total).toBe(seeded.length + TRANSFERS);
    expect(first.statements.map((entry) => entry.amount)).toEqual(
      Array.from({ length: 10 }, (_, i) => (100 + TRANSFERS - 1 - i) / 100),
    );
    const lastNumber = Math.ceil(first.total / 10);
    const last = await page(token, lastNumber, 10);
    expect(last.statements).toEqual(seeded.slice((lastNumber - 1) * 10 - TRANSFERS));
    expect((await page(token, lastNumber + 1, 10)).statements).toEqual([]);

    const all = await everyEntry(token);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((entry) => entry._id)).size).toBe(all.length);
    expect(all.slice(TRANSFERS)).toEqual(seeded);
    expect(all.slice(0, TRANSFERS).every((entry) => entry.statementType === 'transfer')).toBe(true);

    const world = h.server.world();
    expect(world.db.statement.count({ where: { memberId: { equals: 'M10001' } } })).toBe(ROW_LIMITS.statement.owner);
    expect(world.timeline.history().statement.M10001.rows).toHaveLength(first.total - ROW_LIMITS.statement.owner);
  });

  it('keeps the compacted entries and the true total in a saved world', async () => {
    const token = await h.login();
    await transfer(token, TRANSFERS);
    const before = await everyEntry(token);
    const saved = await h.api('GET', '/__admin/world');
    expect(Object.keys(saved.body.history.statement)).toEqual(['M10001']);
    expect((await h.api('POST', '/__admin/world', { body: saved.body })).status).toBe(200);
    const again = await h.login();
    expect((await page(again, 1, 10)).total).toBe(before.length);
    expect(await everyEntry(again)).toEqual(before);

    const broken = structuredClone(saved.body);
    broken.history.statement.M10001.rows[0][1] = 'lottery';
    broken.history.statement.NOBODY = { forgotten: 0, rows: [] };
    const refused = await h.api('POST', '/__admin/world', { body: broken });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(
      expect.arrayContaining([
        { path: 'body.history.statement.M10001.rows.0.statementType', issue: 'invalid' },
        { path: 'body.history.statement.NOBODY', issue: 'invalid' },
      ]),
    );

    // Tuples the world would never have compacted: out of time order, twice the same, still under way; a
    // model named after an object's own property; a count past any history.
    const fields = compactFields('statement');
    const [time, id, status] = ['createdAt', 'id', 'status'].map((field) => fields.indexOf(field));
    const hostile = structuredClone(saved.body);
    const rows = hostile.history.statement.M10001.rows;
    rows[0][time] = rows[1][time] + 1;
    rows[3][id] = rows[2][id];
    rows[4][status] = 'IN_PROGRESS';
    hostile.history.toString = {};
    const answer = await h.api('POST', '/__admin/world', { body: hostile });
    expect(answer.status).toBe(400);
    expect(answer.body.details).toEqual(
      expect.arrayContaining(
        ['rows.1', 'rows.3', 'rows.4'].map((at) => ({ path: `body.history.statement.M10001.${at}`, issue: 'invalid' })),
      ),
    );
    expect(answer.body.details).toContainEqual({ path: 'body.history.toString', issue: 'invalid' });
    const counted = structuredClone(saved.body);
    counted.history.statement.M10001.forgotten = 2 ** 53;
    expect((await h.api('POST', '/__admin/world', { body: counted })).status).toBe(400);
  });
});

describe('the compacted history’s bounds', () => {
  const row = (i: number, owner = 'M1') => ({
    id: `st${i}`,
    memberId: owner,
    statementType: 'transfer',
    status: 'SUCCESS',
    from: 'WALLET',
    to: 'PG',
    amountMinor: i,
    createdAt: 1_000 + i,
    source: null,
    description: null,
  });

  it('forgets an owner’s oldest tuples past the owner’s and the world’s bound, still counting them', () => {
    const timelines = new Timelines({ statement: { owner: 5, world: 8 } });
    for (let i = 0; i < 7; i += 1) timelines.retired('statement', row(i));
    expect(timelines.count('statement', 'M1')).toBe(7);
    expect(timelines.history().statement.M1).toMatchObject({ forgotten: 2 });
    expect(timelines.newest('statement', 'M1', 0, 10).map((entry) => entry.amountMinor)).toEqual([6, 5, 4, 3, 2]);
    for (let i = 0; i < 5; i += 1) timelines.retired('statement', row(100 + i, 'M2'));
    const history = timelines.history().statement;
    expect(history.M1.rows.length + history.M2.rows.length).toBe(8);
    expect(history.M2).toMatchObject({ forgotten: 2 });
    expect(timelines.count('statement', 'M2')).toBe(5);
    expect(timelines.newest('statement', 'M2', 3, 10)).toEqual([]);
  });

  it('pages kept and compacted rows in one time order, whatever page is asked', () => {
    const random = seeded(33);
    const timelines = new Timelines({ statement: { owner: 1_000, world: 1_000 } });
    const all: ReturnType<typeof row>[] = [];
    for (let i = 0; i < 300; i += 1) {
      const made = { ...row(i), createdAt: 1_000 + Math.floor(random() * 50) };
      all.push(made);
      if (random() < 0.6) timelines.retired('statement', made);
      else timelines.changed('statement', 'create', made);
    }
    // Newest first: later times first; at one time, kept rows before compacted ones, each newest written first.
    const kept = new Set(timelines.newest('statement', 'M1', 0, 1_000).map((entry) => entry.id));
    expect(kept.size).toBe(300);
    for (const [skip, limit] of [
      [0, 10],
      [17, 25],
      [150, 40],
      [290, 30],
      [300, 5],
    ]) {
      const ids = timelines.newest('statement', 'M1', skip, limit).map((entry) => entry.amountMinor);
      const times = ids.map((id) => all[id].createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(ids).toHaveLength(Math.max(0, Math.min(limit, 300 - skip)));
    }
    const pages = [0, 1, 2, 3, 4, 5].flatMap((n) => timelines.newest('statement', 'M1', n * 50, 50));
    expect(new Set(pages.map((entry) => entry.id)).size).toBe(300);
  });
});
