/**
 * new-member — a member who has just registered: empty wallet, every game account still closed.
 * Log in: phone 0800000001, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';

export default defineScenario({
  ...baseScenario,
  name: 'new-member',
  title: 'Brand-new member',
  description: 'Wallet at 0, no game account opened, no statement, slip, bonus, coupon or chat yet.',
  login: { phone: '0800000001', password: 'secret123' },
  members: [
    freshMember({
      id: 'M20001',
      phone: '0800000001',
      name: 'Pim Sodsai',
      bank: { code: 'KTB', accountName: 'PIM SODSAI', accountNo: '9876543210' },
    }),
  ],
});
