/**
 * slow-network — the default member's world behind a poor mobile connection: every API call answers 0.4 to
 * 2.5 s late, and one slip upload in ten loses its connection. For the loading, retry and lost-connection
 * states of every screen. Remove the faults with DELETE /__admin/faults, or set others.
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import defaultScenario from './default.js';

export default defineScenario({
  ...defaultScenario,
  name: 'slow-network',
  title: 'A slow mobile network',
  description: 'Every call 0.4–2.5 s late; one slip upload in ten dropped.',
  faults: [
    { route: '*', kind: 'delay', minMs: 400, maxMs: 2500 },
    { route: 'wallet.slip', kind: 'drop', probability: 0.1 },
  ],
});
