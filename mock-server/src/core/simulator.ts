import { contract } from '@portal/contract';
import { adminContract } from '@portal/contract/admin';
import { pacing, routes } from '../routes/index.js';
import { qaRoutes, type OpenAs } from '../routes/qa.js';
import { Sessions } from './sessions.js';
import { buildWorld as buildScenarioWorld, scenarioByName } from '../scenario/seed.js';
import type { World } from '../world/world.js';
import { createCore, type Core, type CoreOptions } from './dispatch.js';

export interface Simulator {
  /** The product API's core. */
  core: Core;
  /** The QA surface's core (the admin contract): the same dispatch over the QA routes. */
  qa: Core;
  sessions: Sessions;
  /** A fresh world of a named scenario (throws on an unknown name). */
  buildWorld(scenario: string): World;
}

export interface SimulatorOptions extends Partial<CoreOptions> {
  /** The default world's scenario (default: `default`). */
  scenario?: string;
  /** Where every new world's clock starts (ms since epoch); default: now. */
  startAt?: number;
  /** The one-time addresses of "open as" (the Node server's); none: the QA surface answers NO_DATA. */
  openAs?: OpenAs | null;
  /** Whether QA may send routes to a real backend (the Node server's sessions; the demo in a page cannot). */
  passthrough?: boolean;
}

/**
 * The whole simulator without a transport: the scenarios, the worlds, and the two cores that answer
 * contract requests (the product's and QA's). The Node server (http/app.ts) and the demo's service worker
 * (browser/demo.ts) wrap the same pieces, which is why it and everything it imports use web-standard APIs
 * only (browser-bundle.test.ts proves it).
 */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const buildWorld = (name: string) => buildScenarioWorld(scenarioByName(name), { now: options.startAt });
  const onContractViolation =
    options.onContractViolation ?? ((route: string, problem: string) => console.error(route, problem));
  const sessions = new Sessions(buildWorld(options.scenario ?? 'default'));
  const core = createCore(contract, routes, {
    validateResponses: options.validateResponses ?? true,
    pacing,
    onContractViolation,
    onAnswered: options.onAnswered,
  });
  const qa = createCore(
    adminContract,
    qaRoutes(
      { sessions, buildWorld, routes: core.routes, passthrough: options.passthrough ?? false },
      options.openAs ?? null,
    ),
    {
      surface: 'qa',
      validateResponses: true,
      onContractViolation,
    },
  );
  return { core, qa, sessions, buildWorld };
}
