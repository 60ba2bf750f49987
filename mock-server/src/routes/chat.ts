import type { Contract } from '@portal/contract';
import { CHAT_GUEST_HEADER } from '@portal/contract/constants';
import { GuestId } from '@portal/contract/schemas';
import { ApiError } from '../domain/api-error.js';
import type { RouterImpl } from '../core/types.js';
import type { Member } from '../world/world.js';
import { acceptedLanguage, adoptGuest, history, issueGuestId, readCustomer, sendMessage } from '../domain/chat.js';
import { storeChatUpload } from '../domain/chat-uploads.js';

/** The visitor's guest id of an upload (CHAT_GUEST_HEADER): one the world admits, else INVALID_USER_INFO later. */
function guestHeader(header: (name: string) => string | undefined): string | null {
  const value = header(CHAT_GUEST_HEADER);
  if (value === undefined || value === '') return null;
  const parsed = GuestId.safeParse(value);
  if (!parsed.success) throw new ApiError('KEY_INVALID', [{ path: `headers.${CHAT_GUEST_HEADER}`, issue: 'invalid' }]);
  return parsed.data;
}

export const chatRoutes: RouterImpl<Contract['chat']> = {
  config: (_input, { world }) => ({ PREFIX: world.scenario.site.chatPrefix }),
  guest: (_input, { world, client }) => issueGuestId(world, client),
  send: ({ body }, { world, member, client, header }) =>
    sendMessage(world, member, body, client, acceptedLanguage(header('accept-language'))),
  history: ({ body }, { world, member, client }) => history(world, member, body, client),
  uploadImage: ({ query }, { world, member, file, client, header }) =>
    storeChatUpload(world, { member, guestId: guestHeader(header), client, clientId: query.clientId }, file, 'image'),
  uploadVideo: ({ query }, { world, member, file, client, header }) =>
    storeChatUpload(world, { member, guestId: guestHeader(header), client, clientId: query.clientId }, file, 'video'),
  adoptGuest: ({ body }, { world, member, client }) => adoptGuest(world, member as Member, body.guestId, client),
  readCustomer: ({ body }, { world, member, client }) => ({
    message: 'SUCCESS',
    updated: readCustomer(world, member, body, client),
  }),
};
