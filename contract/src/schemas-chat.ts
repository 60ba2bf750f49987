import { z } from 'zod';
import { CHAT_GUEST_HEADER, PAGE_SIZES } from './constants.js';
import { unknownMessage } from './fallbacks.js';
import { decoration, openEnum } from './tolerance.js';
import { Id, IsoDateTime, NAME_RULE, isAcceptableName, optionalText, text } from './schemas-base.js';

/** The shapes of the support chat: messages, conversations and their parts (spec §6). */
// ---------- chat ----------

export const ChatButton = z.object({
  title: text(),
  type: z.string().describe('web, call or postback; anything else is sent back as text'),
  payload: z.string(),
});
export const ChatGenericCard = z.object({
  image_url: text(),
  title: text(),
  subtitle: text(),
  buttons: z.array(ChatButton),
});
export const ChatMediaPayload = z.object({
  message: text(),
  url: z.string(),
  /** A kind the app does not know is offered as a file to open. */
  fileType: openEnum(z.enum(['image', 'video', 'file']), 'file'),
  filePath: text(),
});
/** A message the app cannot read (a type it does not know, a broken payload) is shown as one of unknown type. */
export const ChatMessage = decoration(
  z.discriminatedUnion('message_type', [
    z.object({ message_type: z.literal('text'), payload: z.string() }),
    z.object({
      message_type: z.literal('buttons'),
      payload: z.object({ text: z.string(), buttons: z.array(ChatButton) }),
    }),
    z.object({ message_type: z.literal('media'), payload: ChatMediaPayload }),
    z.object({
      message_type: z.literal('quick_replies'),
      payload: z.object({ text: z.string(), replies: z.array(ChatButton) }),
    }),
    z.object({ message_type: z.literal('generic'), payloads: z.array(ChatGenericCard) }),
    z.object({ message_type: z.literal('postback'), payload: z.string() }),
    z.object({ message_type: z.literal('unknown'), payload: z.unknown() }),
  ]),
  unknownMessage,
);
export type ChatMessage = z.infer<typeof ChatMessage>;
export const ChatSender = z.enum(['customer', 'other']);
/**
 * A visitor's id in the chat: one POST /api/chat/guest issued (this contract's addition), or one the device made
 * (DEVICE_GUEST_ID, spec §6), bound to the first client address that used it. Any other is INVALID_USER_INFO.
 */
export const GuestId = z
  .string()
  .max(64)
  .describe('a guest id issued by POST /api/chat/guest, or made by the device (22 to 64 of A-Z a-z 0-9 - _)');
/** The customer's display name or username in a chat message: null, or a name by isAcceptableName (else KEY_INVALID). */
const ChatName = z
  .string()
  .refine(isAcceptableName, `${NAME_RULE}`)
  .nullable()
  .describe(`null, or ${NAME_RULE}; otherwise KEY_INVALID`);
/**
 * The sender's own id for a message (this contract's addition to spec §7): the server keeps it and echoes it
 * on the message (history, the socket's `message`), so a client shows its optimistic copy and the echo as one
 * message. Sending again with the same id (a resend after a dropped connection) stores nothing new: the answer
 * is the message already stored.
 */
export const ChatClientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe("the sender's own id for the message: 8 to 64 letters, digits, '-' or '_' (a UUID fits)");
/** A device's push token (FCM and APNs tokens are under 200 characters); the server keeps it on every message. */
export const CHAT_DEVICE_TOKEN_MAX_CHARS = 256;
export const ChatConversationInput = z.object({
  sender: z.literal('customer'),
  message: ChatMessage,
  userId: z.string().nullable(),
  guestId: GuestId.nullable(),
  username: ChatName,
  name: ChatName,
  deviceToken: z
    .string()
    .max(CHAT_DEVICE_TOKEN_MAX_CHARS)
    .nullable()
    .describe(`a push token of at most ${CHAT_DEVICE_TOKEN_MAX_CHARS} characters, or null; longer is KEY_INVALID`),
  clientId: ChatClientId.optional(),
});
export const ChatConversation = z.object({
  _id: Id,
  /** Anyone but the customer is support's side of the conversation. */
  sender: openEnum(ChatSender, 'other'),
  message: ChatMessage,
  userId: optionalText(),
  guestId: optionalText(),
  username: optionalText(),
  name: optionalText(),
  deviceToken: optionalText(),
  createdAt: IsoDateTime,
  session_id: text(),
  /** Not known to be read is shown as not read yet. */
  read: decoration(z.boolean(), false),
  clientId: decoration(
    ChatClientId.nullable().describe("the sender's id for it (ChatConversationInput.clientId), or null"),
    null,
  ),
});
export type ChatConversation = z.infer<typeof ChatConversation>;
export const ChatConfig = z.object({ PREFIX: z.string() });
export const ChatSendResponse = z.object({ createdAt: IsoDateTime, _id: Id, session_id: z.string() });
/**
 * A page of history: the `limit` messages before the newest `skip` (spec §7), or, with `before` (this
 * contract's addition), the `limit` messages before that message, skipping `skip` more. A client that pages
 * by `before` (the oldest message it holds) gets neither a gap nor an overlap while new messages arrive,
 * which shift every skip-counted page. An id that is not a message of this conversation is NO_DATA.
 */
export const ChatHistoryRequest = z.object({
  userId: z.string().nullable(),
  guestId: GuestId.nullable(),
  limit: z.number().int().min(1).max(PAGE_SIZES.maxLimit),
  skip: z.number().int().min(0),
  before: Id.optional().describe('the _id of the oldest message held: the page ends just before it'),
});
export const ChatHistoryResponse = z.object({ conversations: z.array(ChatConversation), total: z.number().int() });
export const ChatUploadBody = z.object({ file: z.custom<Blob>() });
/** The client id the media message will carry: the upload's delivery is then announced on the socket. */
export const ChatUploadQuery = z.object({
  clientId: ChatClientId.optional().describe(
    "the client id the media message will carry: the upload's delivery is then announced on the socket",
  ),
});
/** A visitor names their guest id in a header of an upload (CHAT_GUEST_HEADER), never in the address. */
export const ChatUploadHeaders = z.object({
  [CHAT_GUEST_HEADER]: GuestId.optional().describe('the guest id, for a visitor without a token'),
});
export const ChatGuestResponse = z.object({
  guestId: GuestId.describe('unguessable; keep it (local storage guest-id) and send it as the guest id'),
});
export const ChatUploadResponse = z.object({ path: z.string() });
/** A member's claim to the conversation they had as a guest on this device (this contract's addition). */
export const ChatAdoptRequest = z.object({ guestId: GuestId });
export const ChatAdoptResponse = z.object({
  moved: z.number().int().describe('messages now in the member conversation'),
});
export const ChatReadRequest = z.object({ userId: z.string().nullable(), guestId: GuestId.nullable() });
export const ChatReadResponse = z.object({ message: z.literal('SUCCESS'), updated: z.number().int() });
