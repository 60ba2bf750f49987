/**
 * bonus-limits — every bonus card state at once: WELCOME100 received up to its limit, DAILY10 received
 * twice today (limit 2 a day), WEEKLY50 active now, promotion GOLD50 already used, and VIP300, whose quota for
 * the whole site is used up (BONUS_FULL to anyone).
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseBonuses, baseScenario, banner, freshMember } from './base.js';

export default defineScenario({
  ...baseScenario,
  name: 'bonus-limits',
  title: 'Bonuses at their limits',
  description:
    'A limit bonus used up, a daily bonus used up today, a weekly bonus active, a used promotion, a bonus the whole site has used up.',
  bonuses: [
    ...baseBonuses,
    {
      code: 'VIP300',
      name: 'VIP 300 บาท (300 สิทธิ์แรก)',
      type: 'limit',
      maxReceived: 1,
      percentFail: 30,
      amount: 300,
      notice: 'สำหรับ 300 สิทธิ์แรกเท่านั้น ทำเทิร์น 10 เท่า',
      banners: [banner('bonus-welcome', '<p>VIP <b>300 บาท</b> จำนวนจำกัด</p>')],
      turnoverMultiple: 10,
      quota: { total: 300, taken: 300 },
    },
  ],
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
