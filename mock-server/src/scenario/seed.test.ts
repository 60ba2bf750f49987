import { describe, expect, it } from 'vitest';
import defaultScenario from '../../../scenarios/default.js';
import { MINUTE } from '../world/clock.js';
import { defineScenario, type MemberSeed } from './scenario.js';
import { type World } from '../world/world.js';
import { buildWorld } from './seed.js';

/** Everything a scenario seeds in progress settles by the clock, like what members start. */

const member = (world: World) => world.db.member.findFirst({ where: { id: { equals: 'M10001' } } })!;
const statusOf = (world: World, type: string) =>
  world.db.statement
    .findMany({
      where: { memberId: { equals: 'M10001' }, statementType: { equals: type }, status: { notEquals: 'SUCCESS' } },
    })
    .map((s) => s.status);

function withStatements(statements: NonNullable<MemberSeed['statements']>) {
  return defineScenario({
    ...defaultScenario,
    members: [{ ...defaultScenario.members[0], statements, slips: [] }, ...defaultScenario.members.slice(1)],
  });
}

describe('seeded entries in progress', () => {
  it('credit a deposit and pay a withdrawal at their times after the world starts', () => {
    const world = buildWorld(defaultScenario);
    const start = member(world).walletMinor;
    world.clock.advance(59_000);
    world.settle();
    expect(member(world).walletMinor).toBe(start);
    world.clock.advance(1_000);
    world.settle();
    expect(member(world).walletMinor).toBe(start + 10_000);
    expect(statusOf(world, 'deposit')).toEqual(['FAILED']); // the seeded failed one; the pending one succeeded
    expect(statusOf(world, 'withdraw')).toEqual([]);
  });

  it('fail when the scenario says so: a failed withdrawal returns its money, a failed deposit credits nothing', () => {
    const world = buildWorld(
      withStatements([
        {
          type: 'deposit',
          status: 'IN_PROGRESS',
          from: 'KBANK',
          to: 'WALLET',
          amount: 100,
          minutesAgo: 2,
          settlesAs: 'FAILED',
        },
        {
          type: 'withdraw',
          status: 'IN_PROGRESS',
          from: 'WALLET',
          to: 'KBANK',
          amount: 150,
          minutesAgo: 30,
          settlesAs: 'FAILED',
        },
      ]),
    );
    const start = member(world).walletMinor;
    world.clock.advance(MINUTE);
    world.settle();
    expect(member(world).walletMinor).toBe(start + 15_000);
    expect(statusOf(world, 'deposit')).toEqual(['FAILED']);
    expect(statusOf(world, 'withdraw')).toEqual(['FAILED']);
  });

  it('read a seeded slip by its verdict, or by a hash of its reference among slipOutcomes', () => {
    const scenario = defineScenario({
      ...defaultScenario,
      members: [
        {
          ...defaultScenario.members[0],
          slips: [
            {
              status: 'IN_PROGRESS',
              amount: 0,
              minutesAgo: 1,
              reference: 'REF-A',
              verdict: { status: 'SUCCESS', amount: 250 },
            },
            { status: 'IN_PROGRESS', amount: 0, minutesAgo: 1, reference: 'REF20261004' },
          ],
        },
        ...defaultScenario.members.slice(1),
      ],
    });
    const world = buildWorld(scenario);
    const start = member(world).walletMinor;
    world.clock.advance(10_000);
    world.settle();
    const slips = world.db.slip.findMany({ where: { memberId: { equals: 'M10001' } } });
    expect(slips.map((s) => [s.reference, s.status, s.amountMinor])).toEqual([
      ['REF-A', 'SUCCESS', 25_000],
      ['REF20261004', 'SUCCESS', 50_000],
    ]);
    expect(member(world).walletMinor).toBe(start + 75_000);
  });
});
