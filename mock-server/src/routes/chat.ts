import type { Contract } from '@portal/contract';
import type { RouterImpl } from '../http/contract-router.js';
import { history, readCustomer, sendMessage, storeChatUpload } from '../domain/chat.js';

export const chatRoutes: RouterImpl<Contract['chat']> = {
  config: (_input, { world }) => ({ PREFIX: world.scenario.site.chatPrefix }),
  send: ({ body }, { world, member }) => sendMessage(world, member, body),
  history: ({ body }, { world, member }) => history(world, member, body),
  uploadImage: (_input, { world, file }) => storeChatUpload(world, file, 'image'),
  uploadVideo: (_input, { world, file }) => storeChatUpload(world, file, 'video'),
  readCustomer: ({ body }, { world, member }) => ({ message: 'SUCCESS', updated: readCustomer(world, member, body) }),
};
