import { z } from 'zod';
import { c, member, route } from '../route-kit.js';
import { Banner, InviteBonusResponse, InviteListResponse, PageRequest } from '../schemas.js';

export const inviteContract = c.router({
  list: route({
    method: 'POST',
    path: '/api/invite',
    body: PageRequest,
    summary: 'Invite bonuses earned, page by page',
    ok: InviteListResponse,
    meta: member(),
  }),
  bonus: route({
    method: 'GET',
    path: '/api/invite/bonus',
    summary: 'Receive the invite bonus into the wallet',
    ok: InviteBonusResponse,
    meta: member('NO_INVITE_BONUS', 'INVITE_INACTIVE', 'NO_INVITEE_PLAY_INFO', 'INVITE_BONUS_FAIL'),
  }),
  banners: route({
    method: 'GET',
    path: '/api/invite/banners',
    summary: 'Invite banners',
    ok: z.array(Banner),
    meta: member(),
  }),
});
