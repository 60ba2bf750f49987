import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../core/types.js';
import { history, issueGuestId, readCustomer, sendMessage, storeChatUpload } from '../domain/chat.js';

export const chatRoutes: RouterImpl<Contract['chat']> = {
  config: (_input, { world }) => ({ PREFIX: world.scenario.site.chatPrefix }),
  guest: (_input, { world, client }) => issueGuestId(world, client),
  send: ({ body }, { world, member, client }) => sendMessage(world, member, body, client),
  history: ({ body }, { world, member }) => history(world, member, body),
  uploadImage: ({ query }, { world, member, file, client }) =>
    storeChatUpload(world, { member, guestId: query.guestId ?? null, client }, file, 'image'),
  uploadVideo: ({ query }, { world, member, file, client }) =>
    storeChatUpload(world, { member, guestId: query.guestId ?? null, client }, file, 'video'),
  readCustomer: ({ body }, { world, member }) => ({ message: 'SUCCESS', updated: readCustomer(world, member, body) }),
};
