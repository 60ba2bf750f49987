import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import {
  activateBonus,
  activatePromotion,
  activeCheck,
  bonusList,
  bonusMinimum,
  clearBonus,
  currentPromotion,
  findPromotion,
} from '../domain/bonus.js';

export const bonusRoutes: RouterImpl<Contract['bonus']> = {
  list: (_input, ctx) => bonusList(ctx.world, member(ctx).id),
  activate: ({ params }, ctx) => activateBonus(ctx.world, member(ctx).id, params.code),
  checkActive: (_input, ctx) => activeCheck(ctx.world, member(ctx).id),
  clear: (_input, ctx) => {
    clearBonus(ctx.world, member(ctx).id);
    return { message: 'BONUS_CLEAR' };
  },
  checkMinimum: (_input, ctx) => {
    member(ctx);
    return bonusMinimum(ctx.world);
  },
};

export const promotionRoutes: RouterImpl<Contract['promotion']> = {
  current: (_input, ctx) => currentPromotion(ctx.world, member(ctx).id),
  find: ({ params }, ctx) => {
    member(ctx);
    return findPromotion(ctx.world, params.code);
  },
  activate: ({ params }, ctx) => {
    activatePromotion(ctx.world, member(ctx).id, params.code);
    return { message: 'SUCCESS' };
  },
};
