/**
 * features-off — every feature that can be switched off, off: the spin wheel (home shows refresh-all), the
 * invite programme (INVITE_INACTIVE), loss refunds (REFUND_INACTIVE), the chat widget, and slip upload
 * (SLIP_CLOSED). The same switches can be flipped on any running world: POST /__admin/flags.
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';
import { defaultMember } from './default.js';

export default defineScenario({
  ...baseScenario,
  name: 'features-off',
  title: 'Features switched off',
  description: 'Spin wheel inactive, invite and refund inactive, chat widget off, slip upload closed.',
  login: { phone: defaultMember.phone, password: defaultMember.password },
  flags: {
    ...baseScenario.flags,
    enableChatWidget: false,
    inviteActive: false,
    refundActive: false,
    slipClosed: true,
  },
  spinwheel: baseScenario.spinwheel && { ...baseScenario.spinwheel, active: false },
  members: [
    freshMember({
      id: 'M10001',
      phone: defaultMember.phone,
      name: defaultMember.name,
      coin: 3,
      wallet: 500,
      invite: { amount: 75, success: 80, fail: 20 },
      lossSinceRefund: 420,
      games: { PG: { active: true, amount: 100 } },
    }),
  ],
});
