import { contract } from '@portal/contract';
import { pacing, routes } from '../routes/index.js';
import { Sessions } from './sessions.js';
import type { WorldStart } from '@portal/contract/admin';
import { buildWorld as buildScenarioWorld, replayStart, scenarioByName } from '../scenario/seed.js';
import type { ReplayStart, World } from '../world/world.js';
import { createCore, type Core, type CoreOptions } from './dispatch.js';

export interface ProductSimulator {
  /** The product API's core. */
  core: Core;
  sessions: Sessions;
  /**
   * A fresh world of a named scenario (throws on an unknown name): replayable from `replay` when given (null:
   * not), else as the simulator's options start every world.
   */
  buildWorld(scenario: string, replay?: ReplayStart | null): World;
  onContractViolation: CoreOptions['onContractViolation'];
}

export interface ProductSimulatorOptions extends Partial<CoreOptions> {
  /** The default world's scenario (default: `default`). */
  scenario?: string;
  /** Where every new world's clock starts (ms since epoch); default: now. */
  startAt?: number;
  /** Every new world replayable from this seed and clock (`--seed`, `--clock`), unless QA names its own. */
  start?: WorldStart;
}

/**
 * The simulator's product side without a transport: the scenarios, the worlds and the core answering the
 * product contract. The QA core goes beside it (qa-core.ts): at once on the Node server (simulator.ts), when
 * first used in the demo's page, whose first load it would otherwise weigh on (decision 024).
 */
export function createProductSimulator(options: ProductSimulatorOptions = {}): ProductSimulator {
  const buildWorld = (name: string, replay?: ReplayStart | null) => {
    const scenario = scenarioByName(name);
    return buildScenarioWorld(scenario, {
      now: options.startAt,
      replay: replay === undefined ? replayStart(scenario, options.start ?? {}) : replay,
    });
  };
  const onContractViolation =
    options.onContractViolation ?? ((route: string, problem: string) => console.error(route, problem));
  const sessions = new Sessions(buildWorld(options.scenario ?? 'default'));
  const core = createCore(contract, routes, {
    validateResponses: options.validateResponses ?? true,
    pacing,
    onContractViolation,
    onAnswered: options.onAnswered,
  });
  return { core, sessions, buildWorld, onContractViolation };
}
