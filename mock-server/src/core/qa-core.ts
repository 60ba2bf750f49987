import { adminContract } from '@portal/contract/admin';
import { qaRoutes, type OpenAs } from '../routes/qa.js';
import { createCore, type Core } from './dispatch.js';
import type { PassthroughFactory } from './passthrough.js';
import type { ProductSimulator } from './product-simulator.js';

export { adminClient } from '@portal/contract/admin';

export interface QaOptions {
  /** The one-time addresses of "open as" (the Node server's); none: the QA surface answers NO_DATA. */
  openAs?: OpenAs | null;
  /** Makes the passthroughs QA asks for (the Node server's; none: the demo in a page cannot reach a backend). */
  passthrough?: PassthroughFactory;
}

/** The QA surface's core (the admin contract) over a simulator's sessions: the same dispatch over the QA routes. */
export function createQaCore(simulator: ProductSimulator, options: QaOptions = {}): Core {
  const { sessions, buildWorld, core, onContractViolation } = simulator;
  return createCore(
    adminContract,
    qaRoutes(
      { sessions, buildWorld, routes: core.routes, passthrough: options.passthrough ?? null },
      options.openAs ?? null,
    ),
    { surface: 'qa', validateResponses: true, onContractViolation },
  );
}
