/**
 * terminated — the service is shut down: every /api route answers 410 { "message": "gone" }.
 * Log in: none works (phone 0812345678, password secret123 exists but the service is gone).
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';

export default defineScenario({
  ...baseScenario,
  name: 'terminated',
  title: 'Service shut down',
  description: 'Every API call answers 410 gone; the web app shows the shut-down page.',
  login: { phone: '0812345678', password: 'secret123' },
  flags: { ...baseScenario.flags, terminated: true },
  members: [freshMember({ id: 'M10001', phone: '0812345678', name: 'Somchai Jaidee', wallet: 100 })],
});
