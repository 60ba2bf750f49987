import { z } from 'zod';
import { c, member, route } from '../route-kit.js';
import {
  ActiveBonusCheck,
  BonusClearResponse,
  BonusList,
  BonusMinimum,
  MessageResponse,
  Promotion,
  PromotionCurrent,
  UserBonus,
} from '../schemas.js';

const codeParams = z.object({ code: z.string().min(1).max(64) });

export const bonusContract = c.router({
  list: route({
    method: 'GET',
    path: '/api/bonus',
    summary: 'Bonuses with the member’s received history',
    ok: BonusList,
    meta: member(),
  }),
  activate: route({
    method: 'GET',
    path: '/api/bonus/activate/:code',
    pathParams: codeParams,
    summary: 'Receive a bonus',
    ok: UserBonus,
    meta: member('NO_DATA', 'BONUS_ALREADY_ACTIVE', 'BONUS_MAX_CLAIMED', 'BONUS_FULL'),
  }),
  checkActive: route({
    method: 'GET',
    path: '/api/bonus/check/active',
    summary: 'Whether a bonus is active, and which',
    ok: ActiveBonusCheck,
    meta: member(),
  }),
  clear: route({
    method: 'GET',
    path: '/api/bonus/clear',
    summary: 'End the active bonus (only when the balance is below the threshold)',
    ok: BonusClearResponse,
    meta: member('NO_DATA', 'BONUS_CONDITION'),
  }),
  checkMinimum: route({
    method: 'GET',
    path: '/api/bonus/check/minimum',
    summary: 'The balance below which a bonus can be ended (unused by the web app)',
    ok: BonusMinimum,
    meta: { ...member(), unused: true },
  }),
});

export const promotionContract = c.router({
  current: route({
    method: 'GET',
    path: '/api/promotion/current',
    summary: 'The promotion the member holds (unused by the web app)',
    ok: PromotionCurrent,
    meta: { ...member(), unused: true },
  }),
  find: route({
    method: 'GET',
    path: '/api/promotion/find/:code',
    pathParams: codeParams,
    summary: 'Look up a promotion code (upper case, URL-encoded)',
    ok: Promotion,
    meta: member('NO_PROMOTION'),
  }),
  activate: route({
    method: 'GET',
    path: '/api/promotion/activate/:code',
    pathParams: codeParams,
    summary: 'Receive a promotion',
    ok: MessageResponse,
    meta: member('NO_PROMOTION', 'PROMOTION_RECEIVED', 'BONUS_ALREADY_ACTIVE'),
  }),
});
