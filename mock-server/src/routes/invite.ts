import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import { inviteBanners, inviteList, receiveInviteBonus } from '../domain/invite.js';

export const inviteRoutes: RouterImpl<Contract['invite']> = {
  list: ({ body }, ctx) => inviteList(ctx.world, member(ctx).id, body.page, body.limit),
  bonus: (_input, ctx) => receiveInviteBonus(ctx.world, member(ctx).id),
  banners: (_input, ctx) => {
    member(ctx);
    return inviteBanners(ctx.world);
  },
};
