/**
 * failures — the default member's world with one of each provider failure armed (domain/outcomes.ts):
 * the first transfer into a game is refused (TRANSFER_FAIL, the money back in the wallet), the first
 * withdrawal and the first manual deposit end FAILED, the first slip is refused as expired (EXPIRED_SLIP),
 * the first QR creation answers QR_FAIL and the first QR payment fails. After each, the next works.
 * More can be armed on any running world: POST /__admin/outcomes.
 * Log in: phone 0812345678, password secret123.
 */
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';
import { defaultMember } from './default.js';

export default defineScenario({
  ...baseScenario,
  name: 'failures',
  title: 'Provider failures armed',
  description:
    'The first transfer to a game, withdrawal, manual deposit, slip, QR creation and QR payment each fail once.',
  login: { phone: defaultMember.phone, password: defaultMember.password },
  outcomes: [
    { kind: 'transfer' },
    { kind: 'withdraw' },
    { kind: 'deposit' },
    { kind: 'slip', status: 'FAILED', note: 'EXPIRED_SLIP' },
    { kind: 'qr', stage: 'create' },
    { kind: 'qr', stage: 'pay' },
  ],
  members: [
    freshMember({
      id: 'M10001',
      phone: defaultMember.phone,
      name: defaultMember.name,
      bank: defaultMember.bank,
      wallet: 1000,
      games: { PG: { active: true, amount: 200 }, JOKER: { active: true, amount: 0 } },
    }),
  ],
});
