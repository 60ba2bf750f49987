/**
 * slip-reasons — the default member with a slip refused for each reason code of spec §8 (eleven, newest
 * first in the catalogue's order), one accepted and one still being read (refused as invalid when read):
 * two pages of the slip list, every reason text to check in each language.
 * Log in: phone 0812345678, password secret123.
 */
import { slipReasonCodes } from '@portal/contract/errors';
import { defineScenario } from '../mock-server/src/scenario/scenario.js';
import { baseScenario, freshMember } from './base.js';
import { defaultMember } from './default.js';

export default defineScenario({
  ...baseScenario,
  name: 'slip-reasons',
  title: 'A slip refused for every reason',
  description: 'Eleven refused slips, one reason each; one accepted; one still being read.',
  login: { phone: defaultMember.phone, password: defaultMember.password },
  members: [
    freshMember({
      id: defaultMember.id,
      phone: defaultMember.phone,
      name: defaultMember.name,
      bank: defaultMember.bank,
      wallet: 500,
      slips: [
        { status: 'SUCCESS', amount: 750, minutesAgo: 60 * 48, reference: 'REF-OK' },
        ...slipReasonCodes.map((note, index) => ({
          status: 'FAILED' as const,
          amount: 0,
          note,
          minutesAgo: 60 * (slipReasonCodes.length - index),
          reference: `REF-${note}`,
        })),
        {
          status: 'IN_PROGRESS',
          amount: 0,
          minutesAgo: 1,
          reference: 'REF-READING',
          verdict: { status: 'FAILED', note: 'INVALID_SLIP' },
        },
      ],
    }),
  ],
});
