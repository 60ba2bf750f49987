import { adminClient, type AdminClient, type FaultInput } from '@portal/contract/admin';
import { addFault, faultProblems } from '../core/faults.js';
import { playResult } from '../domain/game-play.js';
import { armOutcome, parseOutcome } from '../domain/outcomes.js';
import { createSimulator } from '../core/simulator.js';
import type { World } from '../world/world.js';
import { serveFetch } from './fetch-adapter.js';

/** Every route of a contract by the simulator's name for it (`wallet.get`): what a test names the calls by. */
export { flattenRoutes } from '../core/compiled-routes.js';

/** The simulator in this process, for a test: its `fetch`, its world, and what QA's surface would do to it. */
export interface InProcessSimulator {
  /** Answers as the mock server's /api does (a relative address is read against the page's own origin). */
  fetch: typeof fetch;
  /** Answers as the mock server's /__admin does, over the same world (the QA core in process). */
  qaFetch: typeof fetch;
  /** The admin contract's client over `qaFetch`. */
  admin: AdminClient;
  /** The world now (a reset makes a new one). */
  world: () => World;
  /** A fresh world of the scenario, as POST /__admin/reset. */
  reset: (scenario: string) => void;
  /** A fault on a route, as POST /__admin/faults (its id, for taking it off). */
  addFault: (input: FaultInput) => string;
  /** Every fault taken off, as DELETE /__admin/faults. */
  clearFaults: () => void;
  /** The world's clock moved on, and what fell due by then settled, as POST /__admin/clock. */
  advanceClock: (seconds: number) => void;
  /** A member's win (or loss) in a game, as POST /__admin/play. */
  play: (phone: string, slotCode: string, result: number) => void;
  /** The next calls' outcome armed (a provider refusing a transfer), as POST /__admin/outcomes. */
  armOutcome: (outcome: unknown) => void;
}

/**
 * The simulator in this process, answering `fetch` as the demo's service worker hands it requests
 * (fetch-adapter.ts), over a fresh world of `scenario`: for tests that render the portal's screens against
 * the simulator's real answers with no server (web/src/test/portal.tsx, web/src/drift-matrix.test.tsx).
 */
export function inProcessSimulator(scenario = 'default'): InProcessSimulator {
  const simulator = createSimulator({ scenario });
  const slot = simulator.sessions.defaultSlot;
  const world = () => slot.world();
  const qaFetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
    return (await serveFetch(simulator.qa, slot, new Request(url, init))) ?? Response.error();
  };
  return {
    qaFetch,
    admin: adminClient('http://portal.test', { fetch: qaFetch }),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
      const request = new Request(url, init);
      // A call cancelled at once (React's StrictMode mounts a screen twice in tests, and the first mount's
      // queries are cancelled) never reaches the world: it would use up a fault meant for the call that stays.
      await Promise.resolve();
      if (request.signal.aborted) throw new DOMException('The call was cancelled', 'AbortError');
      const answer = await serveFetch(simulator.core, slot, request);
      return answer ?? Response.error();
    },
    world,
    reset: (name) => slot.replace(simulator.buildWorld(name)),
    addFault: (input) => {
      // Checked as POST /__admin/faults checks it: a fault on a route that is not there would never fire.
      const problems = faultProblems(input, simulator.core.routes);
      if (problems.length > 0) throw new Error(`fault refused: ${JSON.stringify(problems)}`);
      return addFault(world().faults, input).id;
    },
    clearFaults: () => {
      world().faults.list.length = 0;
    },
    advanceClock: (seconds) => {
      world().clock.advance(seconds * 1000);
      world().settle();
    },
    play: (phone, slotCode, result) => {
      playResult(world(), phone, slotCode, result);
    },
    armOutcome: (input) => {
      const parsed = parseOutcome(input);
      if (!parsed.success) throw new Error(`outcome refused: ${parsed.error.message}`);
      armOutcome(world(), parsed.data);
    },
  };
}

/** The simulator's `fetch` alone, over a fresh world of `scenario`. */
export function inProcessFetch(scenario = 'default'): typeof fetch {
  return inProcessSimulator(scenario).fetch;
}
