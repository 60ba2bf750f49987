import { createSimulator } from '../core/simulator.js';
import { serveFetch } from './fetch-adapter.js';

/** Every route of a contract by the simulator's name for it (`wallet.get`): what a test names the calls by. */
export { flattenRoutes } from '../core/dispatch.js';

/**
 * The simulator in this process, answering `fetch` as the demo's service worker hands it requests
 * (fetch-adapter.ts), over a fresh world of `scenario`: for tests that render the portal's screens against
 * the simulator's real answers with no server (web/src/drift-matrix.test.tsx). A relative address is read
 * against the page's own origin, as the app's calls are.
 */
export function inProcessFetch(scenario = 'default'): typeof fetch {
  const simulator = createSimulator({ scenario });
  const world = () => simulator.sessions.defaultSlot.world();
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
    const answer = await serveFetch(simulator.core, world, new Request(url, init));
    return answer ?? Response.error();
  };
}
