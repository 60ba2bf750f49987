import { z } from 'zod';
import type { ChatConversation } from './schemas.js';

/**
 * The chat socket (socket.io, path /socket.io). A client joins one room: `${PREFIX}-${userId}` for a
 * member or `${PREFIX}-${guestId}` for a visitor (PREFIX from GET /api/chat/config). Support's answers and
 * the customer's own messages (from other tabs) arrive as `message`. Media uploads report their delivery
 * as `delivery`; read receipts arrive as `read`.
 */
export const JoinPayload = z.object({ room: z.string().min(1).max(200) });
export const DeliveryStatus = z.enum(['uploading_file', 'sending', 'failed', 'succeed']);
export type DeliveryStatus = z.infer<typeof DeliveryStatus>;
export const DeliveryPayload = z.object({
  clientId: z.string(),
  status: DeliveryStatus,
  conversationId: z.string().nullable(),
});
export const ReadPayload = z.object({ room: z.string(), upTo: z.string().datetime({ offset: true }) });
export const TypingPayload = z.object({ room: z.string(), typing: z.boolean() });

export const realtimeEvents = {
  join: 'join',
  leave: 'leave',
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
  leave: (payload: z.infer<typeof JoinPayload>) => void;
}

export function chatRoom(prefix: string, id: string): string {
  return `${prefix}-${id}`;
}
