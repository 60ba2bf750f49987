import { contract } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../../scenarios/index.js';
import { routes } from '../routes/index.js';
import { buildWorld } from '../scenario/seed.js';
import { createCore } from './dispatch.js';
import { FaultInput } from '@portal/contract/admin';
import { addFault, faultProblems, planFaults } from './faults.js';

const core = createCore(contract, routes, { validateResponses: true, onContractViolation: () => undefined });

describe('faults set by a scenario', () => {
  it('name real routes and declared codes in every scenario', () => {
    for (const scenario of Object.values(scenarios)) {
      for (const fault of scenario.faults ?? []) {
        const parsed = FaultInput.parse(fault);
        expect(faultProblems(parsed, core.routes), `${scenario.name}: ${JSON.stringify(fault)}`).toEqual([]);
      }
    }
  });

  it('are on a new world of the scenario, and not on others', () => {
    const slow = buildWorld(scenarios['slow-network']);
    const plan = planFaults(slow.faults, 'wallet.get');
    expect(plan?.delayMs).toBeGreaterThanOrEqual(400);
    expect(plan?.delayMs).toBeLessThanOrEqual(2500);
    expect(planFaults(buildWorld(scenarios.default).faults, 'wallet.get')).toBeNull();
  });

  it('draw the same delays and the same failures in every world of the scenario (a run repeats)', () => {
    const draws = () => {
      const world = buildWorld(scenarios['slow-network']);
      return Array.from({ length: 30 }, () => {
        const plan = planFaults(world.faults, 'wallet.slip');
        return [plan?.delayMs, plan?.outcome?.kind ?? null];
      });
    };
    const first = draws();
    expect(draws()).toEqual(first);
    expect(first.some(([, outcome]) => outcome === 'drop')).toBe(true);
    expect(first.some(([, outcome]) => outcome === null)).toBe(true);
  });
});

describe('drift faults', () => {
  it("add up on a route, in the order set, while an error fault still answers in the route's place", () => {
    const world = buildWorld(scenarios.default);
    const add = (input: unknown) => addFault(world.faults, FaultInput.parse(input));
    const logo = add({ kind: 'drift', route: 'wallet.get', change: 'null-field', field: 'logo' });
    const dates = add({ kind: 'drift', route: 'wallet.get', change: 'date-format', field: 'createdAt' });
    expect(planFaults(world.faults, 'wallet.get')).toMatchObject({ outcome: null, drifts: [logo, dates] });
    const refused = add({ kind: 'error', route: 'wallet.get', code: 'INTERNAL_SERVER_ERROR', times: 1 });
    expect(planFaults(world.faults, 'wallet.get')).toMatchObject({ outcome: refused, drifts: [logo, dates] });
    add({ kind: 'drift', route: 'wallet.get', change: 'remove-route' });
    expect(planFaults(world.faults, 'wallet.get')?.outcome?.drift?.change).toBe('remove-route');
  });
});
