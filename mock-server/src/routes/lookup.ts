import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { depositLookup, slipLookup } from '../domain/lookup.js';
import { toMajor, toMinor } from '../world/money.js';

export const lookupRoutes: RouterImpl<Contract['lookup']> = {
  banks: (_input, { world }) => world.scenario.site.banks,
  deposit: (_input, { world }) => depositLookup(world),
  conditions: (_input, { world }) => world.scenario.site.conditions,
  agreements: (_input, { world }) => world.scenario.site.agreements,
  info: (_input, { world }) => world.scenario.site.info,
  notice: (_input, { world }) => ({ notice: world.scenario.site.notice }),
  contact: (_input, { world }) => world.scenario.site.contact,
  withdraw: (_input, { world }) => ({
    withdrawMin: toMajor(toMinor(world.scenario.site.withdraw.min)),
    withdrawMax: toMajor(toMinor(world.scenario.site.withdraw.max)),
  }),
  slip: (_input, { world }) => slipLookup(world),
  sources: (_input, { world }) => world.scenario.site.sources,
  active: () => ({ active: true }),
  registerOTP: (_input, { world }) => ({ registerOTP: world.scenario.flags.registerOTP }),
  enableChatWidget: (_input, { world }) => ({ enableChatWidget: world.scenario.flags.enableChatWidget }),
};
