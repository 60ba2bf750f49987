import { ApiError } from '../domain/api-error.js';
import type { Member } from '../world/world.js';
import type { RequestContext } from './types.js';

/** The signed-in member of a member route (the router has already refused requests without one). */
export function member(ctx: RequestContext): Member {
  if (!ctx.member) throw new ApiError('UNAUTHORIZED');
  return ctx.member;
}
