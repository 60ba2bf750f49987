import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import type { Member } from '../world.js';
import { adoptGuest, history, issueGuestId, readCustomer, sendMessage, storeChatUpload } from '../domain/chat.js';

export const chatRoutes: RouterImpl<Contract['chat']> = {
  config: (_input, { world }) => ({ PREFIX: world.scenario.site.chatPrefix }),
  guest: (_input, { world, client }) => issueGuestId(world, client),
  send: ({ body }, { world, member, client }) => sendMessage(world, member, body, client),
  history: ({ body }, { world, member }) => history(world, member, body),
  uploadImage: ({ query }, { world, member, file, client }) =>
    storeChatUpload(world, { member, guestId: query.guestId ?? null, client, clientId: query.clientId }, file, 'image'),
  uploadVideo: ({ query }, { world, member, file, client }) =>
    storeChatUpload(world, { member, guestId: query.guestId ?? null, client, clientId: query.clientId }, file, 'video'),
  adoptGuest: ({ body }, { world, member }) => adoptGuest(world, member as Member, body.guestId),
  readCustomer: ({ body }, { world, member }) => ({ message: 'SUCCESS', updated: readCustomer(world, member, body) }),
};
