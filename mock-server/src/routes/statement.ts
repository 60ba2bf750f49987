import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { member } from '../core/member.js';
import { listSlips, listStatements, slipReference } from '../domain/statement.js';

export const statementRoutes: RouterImpl<Contract['statement']> = {
  list: ({ body }, ctx) => listStatements(ctx.world, member(ctx).id, body.page, body.limit),
  slips: ({ body }, ctx) => listSlips(ctx.world, member(ctx).id, body.page, body.limit),
  slipReference: ({ params }, ctx) => slipReference(ctx.world, member(ctx).id, params.reference),
};
