import type { Core } from './dispatch.js';
import { createProductSimulator, type ProductSimulator, type ProductSimulatorOptions } from './product-simulator.js';
import { createQaCore, type QaOptions } from './qa-core.js';

export interface Simulator extends ProductSimulator {
  /** The QA surface's core (the admin contract): the same dispatch over the QA routes. */
  qa: Core;
}

export type SimulatorOptions = ProductSimulatorOptions & QaOptions;

/**
 * The whole simulator without a transport: the scenarios, the worlds, and the two cores that answer
 * contract requests (the product's and QA's). The Node server (http/app.ts) and the demo's service worker
 * (browser/demo.ts, which takes the QA core when first used) wrap the same pieces, which is why it and
 * everything it imports use web-standard APIs only (browser-bundle.test.ts proves it).
 */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const simulator = createProductSimulator(options);
  return { ...simulator, qa: createQaCore(simulator, options) };
}
