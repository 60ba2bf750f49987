/**
 * bonus-limits — every bonus card state at once: WELCOME100 received up to its limit, DAILY10 received
 * twice today (limit 2 a day), WEEKLY50 active now, and promotion GOLD50 already used.
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';

export default defineScenario({
  ...baseScenario,
  name: 'bonus-limits',
  title: 'Bonuses at their limits',
  description: 'A limit bonus used up, a daily bonus used up today, a weekly bonus active, a used promotion.',
  login: { phone: '0812345678', password: 'secret123' },
  members: [
    freshMember({
      id: 'M10001',
      phone: '0812345678',
      name: 'Somchai Jaidee',
      wallet: 60,
      bonuses: [
        { code: 'WELCOME100', active: false, receivedMinutesAgo: [60 * 24 * 20] },
        { code: 'DAILY10', active: false, receivedMinutesAgo: [1, 2] },
        { code: 'WEEKLY50', active: true, receivedMinutesAgo: [1] },
      ],
      promotionsUsed: ['GOLD50'],
    }),
  ],
});
