import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import { autoLoginLink } from '../domain/auto-login.js';

export const autoLoginRoutes: RouterImpl<Contract['autoLogin']> = {
  withUsername: ({ params }, ctx) => autoLoginLink(ctx.world, member(ctx).id, params.game, params.username),
  withPassword: ({ params }, ctx) =>
    autoLoginLink(ctx.world, member(ctx).id, params.game, params.username, params.password),
};
