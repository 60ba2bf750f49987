import { CHAT_GUEST_HEADER, TIMEOUTS } from '@portal/contract/constants';
import {
  DeliveryPayload,
  ReadPayload,
  TypingPayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@portal/contract/realtime';
import { ChatConversation } from '@portal/contract/schemas';
import type { Socket } from 'socket.io-client';
import type { z } from 'zod';
import { apiBaseUrl, okBody, routes } from '../../api/client';
import { uploadFile } from '../../api/upload';
import { getToken } from '../../lib/storage';
import { readEvent } from './chat-failures';
import type { Identity } from './chat-outbox';

/** How the chat talks to the server besides its reads: the socket, and the uploads of its media. */

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** What the store does with what happens on its socket; each event's payload already read by the contract. */
export interface ChatSocketHandlers {
  onConnect(socket: ChatSocket): void;
  onDisconnect(): void;
  /** The server refused the socket (its message: gone, INVALID_USER_INFO, …), or it could not be reached. */
  onRefused(reason: string): void;
  onMessage(message: z.output<typeof ChatConversation>): void;
  onRead(read: z.output<typeof ReadPayload>): void;
  onTyping(typing: boolean): void;
  onDelivery(delivery: z.output<typeof DeliveryPayload>): void;
}

/**
 * The chat's socket (contract/src/realtime.ts), loaded when the chat starts: as the identity, reconnecting
 * on the contract's delay; none when the chat no longer `wanted` it once the client has loaded. Events are read as answers are (api/reading.ts): one the app cannot read is left
 * out, and told.
 */
export async function openChatSocket(
  identity: Identity,
  on: ChatSocketHandlers,
  wanted: () => boolean,
): Promise<ChatSocket | null> {
  const { io } = await import('socket.io-client');
  // The chat stopped while the client loaded: no socket is opened.
  if (!wanted()) return null;
  const socket: ChatSocket = io(apiBaseUrl || window.location.origin, {
    path: '/socket.io',
    // Read at each attempt: the token the page has now. Another member's token (a log-in in another tab)
    // is not this store's: it sends nothing, and the server refuses the socket.
    auth: (send) => {
      if (identity.kind === 'guest') return send({ guestId: identity.guestId });
      const token = getToken();
      send(token === identity.token ? { token } : {});
    },
    // A WebSocket first (one connection, no long-polling requests beside the page's own), polling only when
    // a proxy refuses it. The demo's socket is answered in the page, as a WebSocket only (demo/boot.ts).
    transports: import.meta.env.VITE_DEMO === 'true' ? ['websocket'] : ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: TIMEOUTS.chatReconnectDelayMs,
    reconnectionDelayMax: TIMEOUTS.chatReconnectDelayMs,
    withCredentials: true,
  });
  socket.on('connect', () => on.onConnect(socket));
  socket.on('disconnect', () => on.onDisconnect());
  socket.on('connect_error', (error) => on.onRefused(error.message));
  socket.on('message', (raw) => {
    const message = readEvent('message', ChatConversation, raw);
    if (message) on.onMessage(message);
  });
  socket.on('read', (raw) => {
    const read = readEvent('read', ReadPayload, raw);
    if (read) on.onRead(read);
  });
  socket.on('typing', (raw) => {
    const typing = readEvent('typing', TypingPayload, raw);
    if (typing) on.onTyping(typing.typing);
  });
  socket.on('delivery', (raw) => {
    const delivery = readEvent('delivery', DeliveryPayload, raw);
    if (delivery) on.onDelivery(delivery);
  });
  return socket;
}

/**
 * A media message's file uploaded for it (the chat's image or video route, with the message's client id, as
 * the guest when there is one): the path the server stored it at. `onProgress` gets the share sent, 0 to 1.
 */
export async function uploadChatMedia(
  file: File,
  kind: 'image' | 'video',
  clientId: string,
  guestId: string | null | undefined,
  onProgress: (share: number) => void,
): Promise<string> {
  const route = kind === 'video' ? routes.chat.uploadVideo : routes.chat.uploadImage;
  const answer = await uploadFile(route, file, {
    query: { clientId },
    headers: guestId ? { [CHAT_GUEST_HEADER]: guestId } : {},
    onProgress: ({ sent, total }) => onProgress(total > 0 ? sent / total : 0),
  });
  return okBody(answer).path;
}
