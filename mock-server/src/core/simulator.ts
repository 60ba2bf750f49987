import { contract } from '@portal/contract';
import { pacing, routes } from '../routes/index.js';
import { Sessions } from './sessions.js';
import { buildWorld as buildScenarioWorld, scenarioByName } from '../scenario/seed.js';
import type { World } from '../world/world.js';
import { createCore, type Core, type CoreOptions } from './dispatch.js';

export interface Simulator {
  core: Core;
  sessions: Sessions;
  /** A fresh world of a named scenario. */
  buildWorld(scenario: string): World;
}

/**
 * The whole simulator without a transport: the scenarios, the worlds and the core that answers contract
 * requests. The Node server (http/app.ts) wraps the same pieces; a browser service worker can wrap this one, which
 * is why it and everything it imports use web-standard APIs only (browser-bundle.test.ts proves it).
 */
export function createSimulator(
  options: Partial<CoreOptions> & { scenario?: string; startAt?: number } = {},
): Simulator {
  const buildWorld = (name: string) => buildScenarioWorld(scenarioByName(name), { now: options.startAt });
  return {
    core: createCore(contract, routes, {
      validateResponses: options.validateResponses ?? true,
      pacing,
      onContractViolation: options.onContractViolation ?? ((route, problem) => console.error(route, problem)),
      onAnswered: options.onAnswered,
    }),
    sessions: new Sessions(buildWorld(options.scenario ?? 'default')),
    buildWorld,
  };
}
