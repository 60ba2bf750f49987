import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../scenarios/index.js';
import { transfer } from '../domain/wallet.js';
import { createDatabase, type World } from './world.js';
import { buildWorld } from '../scenario/seed.js';

const MODELS = ['member', 'gameAccount', 'statement', 'slip', 'coupon', 'chatMessage', 'invite', 'refund'] as const;

/** The row @mswjs/data finds by scanning (an `in` query never takes the primary-key shortcut). */
function scanned(world: World, model: (typeof MODELS)[number], id: string): unknown {
  return (world.db[model] as unknown as { findMany(q: unknown): unknown[] }).findMany({
    where: { id: { in: [id] } },
  })[0];
}

describe('the world indexes', () => {
  it('finds by primary key exactly the row a scan finds, after seeding, updates and deletes', () => {
    const world = buildWorld(scenarios.default);
    const member = world.db.member.findFirst({ where: { phone: { equals: '0812345678' } } });
    if (!member) throw new Error('no member');
    transfer(world, member.id, 'WALLET', 'PG', 10);
    const [last] = world.timeline.newest('statement', member.id, 0, 1);
    world.db.statement.update({ where: { id: { equals: last.id } }, data: { status: 'FAILED' } });
    const [gone] = world.timeline.newest('statement', member.id, 1, 1);
    world.db.statement.delete({ where: { id: { equals: gone.id } } });

    let checked = 0;
    for (const model of MODELS) {
      const all = (world.db[model] as unknown as { getAll(): { id: string }[] }).getAll();
      for (const row of all) {
        const found = (world.db[model] as unknown as { findFirst(q: unknown): unknown }).findFirst({
          where: { id: { equals: row.id } },
        });
        expect(found).toEqual(scanned(world, model, row.id));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(world.db.statement.findFirst({ where: { id: { equals: last.id } } })?.status).toBe('FAILED');
    expect(world.db.statement.findFirst({ where: { id: { equals: gone.id } } })).toBeNull();
    expect(world.db.member.findFirst({ where: { id: { equals: 'nobody' } } })).toBeNull();
  });

  it('writes an update by key into the store as @mswjs/data would: scans see it, earlier copies do not change', () => {
    const world = buildWorld(scenarios.default);
    const before = world.db.member.findFirst({ where: { phone: { equals: '0812345678' } } });
    if (!before) throw new Error('no member');
    const revision = world.revision;
    const after = world.db.member.update({ where: { id: { equals: before.id } }, data: { walletMinor: 42 } });
    expect(after?.walletMinor).toBe(42);
    expect(before.walletMinor).not.toBe(42);
    expect(world.revision).toBeGreaterThan(revision);
    expect(world.db.member.findMany({ where: { walletMinor: { equals: 42 } } }).map((m) => m.id)).toEqual([before.id]);
    expect(world.db.member.getAll().find((m) => m.id === before.id)?.walletMinor).toBe(42);
    expect(world.db.member.findFirst({ where: { id: { equals: before.id } } })?.walletMinor).toBe(42);
    expect(world.db.member.update({ where: { id: { equals: 'nobody' } }, data: { walletMinor: 1 } })).toBeNull();
    // A patch the shortcut does not take (an updater function) goes through @mswjs/data, with the same result.
    const doubled = world.db.member.update({
      where: { id: { equals: before.id } },
      data: { walletMinor: (previous: number) => previous * 2 },
    });
    expect(doubled?.walletMinor).toBe(84);
    expect(world.db.member.findFirst({ where: { id: { equals: before.id } } })?.walletMinor).toBe(84);
  });

  it('pages each owner newest first, the same as sorting the whole list', () => {
    const world = buildWorld(scenarios['chat-sessions']);
    for (const model of ['statement', 'slip', 'chatMessage', 'coupon', 'invite', 'refund'] as const) {
      const rows = (world.db[model] as unknown as { getAll(): Record<string, unknown>[] }).getAll();
      const ownerKey = model === 'chatMessage' ? 'owner' : 'memberId';
      const owners = new Set(rows.map((row) => row[ownerKey] as string));
      for (const owner of owners) {
        const sorted = rows
          .filter((row) => row[ownerKey] === owner)
          .map((row, i) => ({ row, i }))
          .sort((a, b) => (b.row.createdAt as number) - (a.row.createdAt as number) || b.i - a.i)
          .map(({ row }) => row.id);
        expect(world.timeline.count(model, owner)).toBe(sorted.length);
        const paged = [0, 3, 6, 9, 12, 15, 18, 21, 24, 27].flatMap((skip) =>
          world.timeline.newest(model, owner, skip, 3).map((row) => (row as { id: string }).id),
        );
        expect(paged).toEqual(sorted.slice(0, paged.length));
        expect(paged.length).toBe(Math.min(sorted.length, 30));
      }
    }
  });

  it('makes a created row as @mswjs/data makes it: defaults, nulls, symbols; scans and its errors the same', () => {
    const world = buildWorld(scenarios.default);
    const plain = createDatabase();
    const member = world.db.member.findFirst({ where: { phone: { equals: '0812345678' } } });
    if (!member) throw new Error('no member');
    const data = [
      { id: 'n1', memberId: member.id, statementType: 'deposit', status: 'SUCCESS', amountMinor: 5, createdAt: 1 },
      { id: 'n2', memberId: member.id, from: 'KBANK', source: null, description: 'x', createdAt: 2, extra: true },
    ];
    for (const row of data) {
      const made = world.db.statement.create(row as never);
      const theirs = plain.statement.create(row as never);
      expect(made).toEqual(theirs);
      expect(Object.getOwnPropertySymbols(made).map(String)).toEqual(Object.getOwnPropertySymbols(theirs).map(String));
      expect(Object.getOwnPropertySymbols(made).map((symbol) => (made as never)[symbol])).toEqual(['statement', 'id']);
      expect(scanned(world, 'statement', row.id)).toEqual(made);
    }
    expect(() => world.db.statement.create({ ...data[0] } as never)).toThrow(/already exists/);
    expect(() => world.db.statement.create({ ...data[0], id: 'n3', memberId: null } as never)).toThrow(/null/);
    expect(world.timeline.newest('statement', member.id, 0, 2).map((row) => row.id)).toEqual(
      world.db.statement
        .findMany({ where: { memberId: { equals: member.id } } })
        .sort((a, b) => b.createdAt - a.createdAt)
        .slice(0, 2)
        .map((row) => row.id),
    );
  });

  it('keeps an owner’s pages in order as rows leave from the start, the middle and the end', () => {
    const world = buildWorld(scenarios.default, { now: Date.parse('2026-11-20T05:00:00Z') });
    const member = world.db.member.findFirst({ where: { phone: { equals: '0812345678' } } });
    if (!member) throw new Error('no member');
    for (let i = 0; i < 40; i += 1)
      world.db.statement.create({
        id: `t${i}`,
        memberId: member.id,
        statementType: 'deposit',
        status: 'SUCCESS',
        from: 'KBANK',
        to: 'WALLET',
        amountMinor: 100,
        createdAt: world.clock.now() + i * 1000,
        source: null,
        description: null,
      });
    const ids = () => world.timeline.newest('statement', member.id, 0, 1000).map((row) => row.id);
    const before = ids();
    const leaving = [before.at(-1), before.at(-3), before[20], before[1], before[0]] as string[];
    for (const id of leaving) world.db.statement.delete({ where: { id: { equals: id } } });
    const left = before.filter((id) => !leaving.includes(id));
    expect(ids()).toEqual(left);
    expect(world.timeline.count('statement', member.id)).toBe(left.length);
    expect(world.timeline.newest('statement', member.id, 10, 5).map((row) => row.id)).toEqual(left.slice(10, 15));
  });
});

describe('the world revision', () => {
  it('moves with every rule that writes, and with changed() for what the database does not hold', () => {
    const world = buildWorld(scenarios.default);
    const member = world.db.member.findFirst({ where: { phone: { equals: '0812345678' } } });
    if (!member) throw new Error('no member');
    let computed = 0;
    const wallet = () => world.memo('wallet', () => (computed += 1));
    wallet();
    wallet();
    expect(computed).toBe(1);
    // A transfer writes rows: no rule bumps the revision itself, the database counts its writes.
    transfer(world, member.id, 'WALLET', 'PG', 10);
    wallet();
    expect(computed).toBe(2);
    // The schedule is the world's own: an event put on it, or taken off, counts.
    world.schedule({ kind: 'qrExpiry', at: world.clock.now() + 60_000, memberId: member.id, qrcodeId: 'none' });
    wallet();
    expect(computed).toBe(3);
    expect(world.unschedule((event) => event.kind === 'qrExpiry' && event.qrcodeId === 'none')).toHaveLength(1);
    wallet();
    expect(computed).toBe(4);
    // A switch flipped is no database write: changed() says so.
    world.flags.slipWindowOff = true;
    world.changed();
    wallet();
    expect(computed).toBe(5);
    wallet();
    expect(computed).toBe(5);
  });
});
