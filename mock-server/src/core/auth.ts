import type { Access } from '@portal/contract';
import type { ErrorCode } from '@portal/contract/errors';
import { ApiError } from '../domain/api-error.js';
import type { Member, World } from '../world/world.js';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** Why a log-in that ended before its time no longer opens anything (session.endedBy). */
const ENDED: Record<string, ErrorCode> = { password: 'INVALID_USER_3', device: 'INVALID_USER_4' };

/**
 * The member behind a request's bearer token. Member routes need one: none → UNAUTHORIZED, a token that was
 * never issued (or whose member is gone) → INVALID_USER_1, its member deactivated since → INVALID_USER_2, ended
 * by a password change → INVALID_USER_3 or by a log-in on another device (the oneDevice flag) →
 * INVALID_USER_4, one past its lifetime → EXPIRED_AUTH_TOKEN, and with the ipBound flag a token used from
 * another address than it was issued to (`client`; unknown for the chat socket's later events) → INVALID_IP.
 * Optional routes (chat) read a token when one is sent, by the same rules. The web app ends the session on
 * each of these (contract/src/errors.ts sessionEndingCodes) and the log-in then says why, if it refuses.
 */
export function authenticate(world: World, header: string | undefined, access: Access, client?: string): Member | null {
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
    return session && member ? { session, member } : null;
  });
  if (!found) throw new ApiError('INVALID_USER_1');
  const { session, member } = found;
  if (session.endedBy) throw new ApiError(ENDED[session.endedBy] ?? 'INVALID_USER_1');
  if (session.expiresAt <= world.clock.now()) throw new ApiError('EXPIRED_AUTH_TOKEN');
  if (!member.active) throw new ApiError('INVALID_USER_2');
  if (world.flags.ipBound && client !== undefined && session.client !== '' && session.client !== client)
    throw new ApiError('INVALID_IP');
  return member;
}
