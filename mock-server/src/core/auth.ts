import type { Access } from '@portal/contract';
import { ApiError } from '../domain/api-error.js';
import type { Member, World } from '../world/world.js';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/**
 * The member behind a request's bearer token. Member routes need one: none → UNAUTHORIZED, a token that
 * was never issued → INVALID_USER_1, one past its lifetime → EXPIRED_AUTH_TOKEN, a deactivated member →
 * INACTIVE_USER. Optional routes (chat) read a token when one is sent, by the same rules.
 */
export function authenticate(world: World, header: string | undefined, access: Access): Member | null {
  if (access === 'public') return null;
  if (!header) {
    if (access === 'member') throw new ApiError('UNAUTHORIZED');
    return null;
  }
  const token = BEARER.exec(header)?.[1];
  if (!token) throw new ApiError('UNAUTHORIZED');
  const found = world.memo(`session:${token}`, () => {
    const session = world.db.session.findFirst({ where: { token: { equals: token } } });
    const member = session ? world.db.member.findFirst({ where: { id: { equals: session.memberId } } }) : null;
    return session && member ? { expiresAt: session.expiresAt, member } : null;
  });
  if (!found) throw new ApiError('INVALID_USER_1');
  if (found.expiresAt <= world.clock.now()) throw new ApiError('EXPIRED_AUTH_TOKEN');
  if (!found.member.active) throw new ApiError('INACTIVE_USER');
  return found.member;
}
