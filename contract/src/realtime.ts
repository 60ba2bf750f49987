import { z } from 'zod';
import type { ChatConversation } from './schemas.js';

/**
 * The chat socket (socket.io, path /socket.io). The handshake says whose conversation the socket follows:
 * `io(url, { path: '/socket.io', auth: { token } })` for a member (the bearer token, without "Bearer "), or
 * `auth: { guestId }` for a visitor (an id issued by POST /api/chat/guest, or one the device made: DEVICE_GUEST_ID).
 * With both, the token wins.
 * The server puts the socket in that one room, `${PREFIX}-${userId}` or `${PREFIX}-${guestId}` (PREFIX from
 * GET /api/chat/config), and a socket never follows any other room.
 *
 * A refused handshake ends in `connect_error` whose message is a catalogue code: UNAUTHORIZED (no token and
 * no guest id, or a malformed auth), INVALID_USER_1, EXPIRED_AUTH_TOKEN or INACTIVE_USER (the token),
 * INVALID_USER_INFO (a guest id the server neither issued nor
 * bound to this client address), gone (the service has ended), KEY_INVALID (the
 * mock server: a simulator session that does not exist), REQUEST_LIMIT (too many sockets open already: the mock
 * server allows 5 per member or guest id and 20 per client address). Browsers may connect only from the allowed
 * origins (the mock server: the local dev and preview origins, plus MOCK_ALLOWED_ORIGINS).
 *
 * A client sends only the events of ClientToServerEvents (clientEvents); any other event closes its socket.
 *
 * The credentials are checked again before every event the server sends and when the simulator's world is
 * reset: a socket whose token has expired or was revoked (a password change revokes every token) or whose
 * guest id is no longer known is disconnected (reason "io server disconnect"); the client then connects again
 * with what it has now. A socket that does not read what it is sent is disconnected too.
 *
 * Events: support's answers and the customer's own messages (from other tabs) arrive as `message`; media
 * uploads report their delivery as `delivery`; read receipts arrive as `read`; `typing` says support started
 * (true) or stopped (false) writing, stopped at the latest when its answer arrives as `message`.
 *
 * `delivery` follows a media message named by its client id (ChatUploadQuery.clientId, then the same
 * ChatConversationInput.clientId): `sending` once the upload is stored (the file is there, the message not
 * yet), `failed` when the upload is refused, `succeed` with the conversation id when the media message is
 * stored. `uploading_file` is the sender's own state while the bytes leave; a server never sends it.
 *
 * `read` says who read up to when: `reader` customer (the customer's support messages up to `upTo` were
 * marked read, PUT /api/chat/read-customer/, from any of their tabs) or support (support has read the
 * customer's messages up to `upTo`).
 */
export const HandshakeAuth = z
  .object({
    token: z.string().min(1).max(512).optional().describe("the member's bearer token"),
    guestId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe('a guest id issued by POST /api/chat/guest, or made by the device'),
  })
  .refine((auth) => auth.token !== undefined || auth.guestId !== undefined, 'a token or a guest id');
export type HandshakeAuth = z.infer<typeof HandshakeAuth>;

/**
 * `join` is kept for clients written against the spec ("the socket joins a room named prefix-userid"): it
 * may name only the socket's own room (ack ok: true, nothing changes); any other room is refused (ok: false).
 */
export const JoinPayload = z.object({ room: z.string().min(1).max(200) });
export const DeliveryStatus = z.enum(['uploading_file', 'sending', 'failed', 'succeed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;
export const DeliveryPayload = z.object({
  clientId: z.string(),
  status: DeliveryStatus,
  conversationId: z.string().nullable(),
});
export const ReadPayload = z.object({
  room: z.string(),
  upTo: z.string().datetime({ offset: true }),
  reader: z.enum(['customer', 'support']),
});
export const TypingPayload = z.object({ room: z.string(), typing: z.boolean() });

export const realtimeEvents = {
  join: 'join',
  message: 'message',
  delivery: 'delivery',
  read: 'read',
  typing: 'typing',
} as const;

export interface ServerToClientEvents {
  message: (conversation: z.infer<typeof ChatConversation>) => void;
  delivery: (payload: z.infer<typeof DeliveryPayload>) => void;
  read: (payload: z.infer<typeof ReadPayload>) => void;
  typing: (payload: z.infer<typeof TypingPayload>) => void;
}

export interface ClientToServerEvents {
  join: (payload: z.infer<typeof JoinPayload>, ack?: (result: { ok: boolean }) => void) => void;
}

/** The names of ClientToServerEvents at run time: every one, and nothing else (the type says so). */
export const clientEvents: { readonly [E in keyof ClientToServerEvents]: E } = { join: 'join' };

export function chatRoom(prefix: string, id: string): string {
  return `${prefix}-${id}`;
}
