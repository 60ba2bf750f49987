import { UPLOAD_LIMITS } from '@portal/contract/constants';
import type { ChatConversation, ChatConversationInput, ChatMessage } from '@portal/contract/schemas';
import type { z } from 'zod';
import { ApiError, fail } from '../api-error.js';
import { MINUTE } from '../clock.js';
import { randomToken } from '../random.js';
import type { Member, UploadedFile, World } from '../world.js';
import { takeAll, type RateLimit } from './limits.js';
import { storeUpload, uploadPath } from './uploads.js';

/**
 * The support chat (spec §2, §3, §5, §7). A conversation belongs to an owner: the member id for a member
 * (bearer token) or the guest id for a visitor, which the server issues (issueGuestId). Customer messages
 * continue the owner's current session unless the last message is older than SESSION_GAP_MINUTES; support
 * answers in real time after `scenario.chat.replyDelayMs`, taking the scenario's replies in turn.
 */

/** A conversation goes quiet after this long: the next message starts a new session (End Conversation). */
export const SESSION_GAP_MINUTES = 30;
const SUPPORT_NAME = 'Support';

/**
 * Limits per conversation (owner) and per client address, on the world clock. The client limits are wider:
 * several visitors may share an address (a proxy, the dev server).
 */
export const CHAT_LIMITS = {
  messagesPerOwner: { max: 20, windowMs: 10_000 },
  messagesPerClient: { max: 60, windowMs: 10_000 },
  uploadsPerOwner: { max: 10, windowMs: MINUTE },
  uploadsPerClient: { max: 20, windowMs: MINUTE },
  guestIdsPerClient: { max: 20, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;
/** A world remembers this many issued guest ids; beyond, the oldest is forgotten (its chat is then refused). */
export const MAX_GUESTS = 10_000;

const issuedGuests = new WeakMap<World, Set<string>>();

/**
 * A new guest id for a visitor: unguessable (`g-` and 144 random bits), so a visitor can read only the
 * conversation of the id they were given. REQUEST_LIMIT beyond CHAT_LIMITS.guestIdsPerClient.
 */
export function issueGuestId(world: World, client: string): { guestId: string } {
  takeAll(world, [[`guest:client:${client}`, CHAT_LIMITS.guestIdsPerClient]], 'REQUEST_LIMIT');
  let issued = issuedGuests.get(world);
  if (!issued) issuedGuests.set(world, (issued = new Set()));
  const guestId = `g-${randomToken(18)}`;
  issued.add(guestId);
  if (issued.size > MAX_GUESTS) issued.delete(issued.values().next().value as string);
  return { guestId };
}

export function isIssuedGuest(world: World, guestId: string): boolean {
  return issuedGuests.get(world)?.has(guestId) ?? false;
}

type Row = NonNullable<ReturnType<World['db']['chatMessage']['findFirst']>>;
type ConversationInput = z.infer<typeof ChatConversationInput>;

export interface ChatOwner {
  /** The key of the conversation: the member id, or the guest id. */
  owner: string;
  member: Member | null;
  guestId: string | null;
}

/**
 * Who the conversation belongs to. A member (token) may name themselves in userId or leave it null; naming
 * anyone else is INVALID_USER_INFO. Without a token, a guest id this world issued is required and a userId
 * is refused (INVALID_USER_INFO). Issued ids start with `g-`, so none is ever a member id.
 */
export function resolveOwner(
  world: World,
  member: Member | null,
  rawUserId: string | null,
  rawGuestId: string | null,
): ChatOwner {
  const userId = rawUserId === '' ? null : rawUserId;
  const guestId = rawGuestId === '' ? null : rawGuestId;
  if (member) {
    if (userId !== null && userId !== member.id) fail('INVALID_USER_INFO');
    return { owner: member.id, member, guestId: null };
  }
  if (userId !== null) fail('INVALID_USER_INFO');
  if (guestId === null || !isIssuedGuest(world, guestId)) fail('INVALID_USER_INFO');
  return { owner: guestId, member: null, guestId };
}

export function toConversation(row: Row): ChatConversation {
  return {
    _id: row.id,
    sender: row.sender === 'customer' ? 'customer' : 'other',
    message: JSON.parse(row.messageJson) as ChatMessage,
    userId: row.userId,
    guestId: row.guestId,
    username: row.username,
    name: row.name,
    deviceToken: row.deviceToken,
    createdAt: new Date(row.createdAt).toISOString(),
    session_id: row.sessionId,
    read: row.read,
    clientId: row.clientId,
  };
}

export function findConversation(world: World, id: string): ChatConversation | null {
  const row = world.db.chatMessage.findFirst({ where: { id: { equals: id } } });
  return row ? toConversation(row) : null;
}

/**
 * What a customer may send: text (trimmed non-empty, at most chatTextChars; an empty message is not sent,
 * spec §5, so the server refuses it as KEY_INVALID), a postback (a button's payload, same rules), or a media
 * message whose caption obeys the same length limit. Buttons, quick replies and generic cards are what
 * support sends: a customer sending them is KEY_INVALID.
 */
function checkCustomerMessage(message: ChatMessage): void {
  const invalid = (path: string): never => {
    throw new ApiError('KEY_INVALID', [{ path: `body.message.${path}`, issue: 'invalid' }]);
  };
  switch (message.message_type) {
    case 'text':
    case 'postback':
      if (message.payload.length > UPLOAD_LIMITS.chatTextChars) fail('MESSAGE_TOO_LONG');
      if (message.payload.trim().length === 0) invalid('payload');
      return;
    case 'media':
      if (message.payload.message.length > UPLOAD_LIMITS.chatTextChars) fail('MESSAGE_TOO_LONG');
      if (message.payload.url.trim().length === 0) invalid('payload.url');
      return;
    default:
      invalid('message_type');
  }
}

/** The session a message at `now` belongs to: the owner's current one, or a new one after a quiet gap. */
function sessionFor(world: World, owner: string, now: number): string {
  const [last] = world.timeline.newest('chatMessage', owner, 0, 1);
  if (last && now - last.createdAt <= SESSION_GAP_MINUTES * MINUTE) return last.sessionId;
  return world.nextId('sess-');
}

const replyTurns = new WeakMap<World, Map<string, number>>();

/** Support's next answer for this owner: the scenario's replies in turn, per conversation. */
function nextReply(world: World, owner: string): ChatMessage | null {
  const replies = world.scenario.chat.replies;
  if (replies.length === 0) return null;
  let turns = replyTurns.get(world);
  if (!turns) replyTurns.set(world, (turns = new Map()));
  const turn = turns.get(owner) ?? 0;
  turns.set(owner, turn + 1);
  return replies[turn % replies.length] as ChatMessage;
}

function scheduleReply(world: World, who: ChatOwner, sessionId: string): void {
  const delay = world.scenario.chat.replyDelayMs;
  if (!(delay > 0)) return;
  // Support is seen writing from the message until its answer (or until it has nothing more to say).
  world.events.emit('chatTyping', who.owner, true);
  world.later(delay, () => {
    const message = nextReply(world, who.owner);
    world.events.emit('chatTyping', who.owner, false);
    if (!message) return;
    const row = world.db.chatMessage.create({
      id: world.nextId('cm'),
      owner: who.owner,
      sender: 'other',
      messageJson: JSON.stringify(message),
      userId: who.member?.id ?? null,
      guestId: who.guestId,
      username: who.member?.phone ?? null,
      name: SUPPORT_NAME,
      deviceToken: null,
      createdAt: world.clock.now(),
      sessionId,
      read: false,
      clientId: null,
    });
    world.revision += 1;
    world.events.emit('chatMessage', who.owner, row.id);
  });
}

/**
 * A customer message. Every attempt by a known owner counts against CHAT_LIMITS (per conversation and per
 * client address): beyond them REQUEST_LIMIT, before anything is stored or a reply is scheduled.
 */
export function sendMessage(
  world: World,
  member: Member | null,
  input: ConversationInput,
  client: string,
): { createdAt: string; _id: string; session_id: string } {
  const who = resolveOwner(world, member, input.userId, input.guestId);
  takeAll(
    world,
    [
      [`chat:owner:${who.owner}`, CHAT_LIMITS.messagesPerOwner],
      [`chat:client:${client}`, CHAT_LIMITS.messagesPerClient],
    ],
    'REQUEST_LIMIT',
  );
  checkCustomerMessage(input.message);
  // A resend (same client id, same conversation) is the message already stored: nothing new, no new reply.
  if (input.clientId) {
    const sent = world.db.chatMessage.findFirst({
      where: { owner: { equals: who.owner }, clientId: { equals: input.clientId } },
    });
    if (sent) return { createdAt: new Date(sent.createdAt).toISOString(), _id: sent.id, session_id: sent.sessionId };
  }
  const now = world.clock.now();
  const sessionId = sessionFor(world, who.owner, now);
  const row = world.db.chatMessage.create({
    id: world.nextId('cm'),
    owner: who.owner,
    sender: 'customer',
    messageJson: JSON.stringify(input.message),
    userId: who.member?.id ?? null,
    guestId: who.guestId,
    username: who.member ? who.member.phone : (input.username?.trim() ?? null),
    name: input.name?.trim() ?? who.member?.name ?? null,
    deviceToken: input.deviceToken,
    createdAt: now,
    sessionId,
    read: false,
    clientId: input.clientId ?? null,
  });
  world.revision += 1;
  world.events.emit('chatMessage', who.owner, row.id);
  scheduleReply(world, who, sessionId);
  return { createdAt: new Date(now).toISOString(), _id: row.id, session_id: sessionId };
}

/**
 * A page of the owner's conversation, oldest first: skip the newest `skip` messages and take the `limit`
 * before them (skip 0 is the latest page; the client loads older pages as it scrolls up).
 */
export function history(
  world: World,
  member: Member | null,
  input: { userId: string | null; guestId: string | null; limit: number; skip: number },
): { conversations: ChatConversation[]; total: number } {
  const who = resolveOwner(world, member, input.userId, input.guestId);
  // A page costs its own size however long the conversation (world.timeline), and is built once until the
  // data changes; it is sent oldest first.
  return world.memo(`chat:${who.owner}:${input.skip}:${input.limit}`, () => ({
    conversations: world.timeline
      .newest('chatMessage', who.owner, input.skip, input.limit)
      .reverse()
      .map(toConversation),
    total: world.timeline.count('chatMessage', who.owner),
  }));
}

/** Marks support's unread messages to the owner as read; tells the realtime layer when any changed. */
export function readCustomer(
  world: World,
  member: Member | null,
  input: { userId: string | null; guestId: string | null },
): number {
  const who = resolveOwner(world, member, input.userId, input.guestId);
  const unread = world.db.chatMessage.findMany({
    where: { owner: { equals: who.owner }, sender: { equals: 'other' }, read: { equals: false } },
  });
  if (unread.length === 0) return 0;
  world.db.chatMessage.updateMany({
    where: { owner: { equals: who.owner }, sender: { equals: 'other' }, read: { equals: false } },
    data: { read: true },
  });
  world.revision += 1;
  world.events.emit('chatRead', who.owner, world.clock.now());
  return unread.length;
}

/** What a file's first bytes say it is. Videos (mp4 and QuickTime) carry an `ftyp` box at byte 4. */
type Sniffed = 'png' | 'jpeg' | 'gif' | 'video';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

function sniff(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'gif';
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'video';
  return null;
}

/** What each upload route takes (spec §5): by extension and by declared type, each with the bytes it must hold. */
export const chatUploadKinds = {
  image: {
    extensions: { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', gif: 'gif' },
    mimeTypes: { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'image/gif': 'gif' },
  },
  video: {
    extensions: { mp4: 'video', mov: 'video' },
    mimeTypes: { 'video/mp4': 'video', 'video/quicktime': 'video' },
  },
} as const satisfies Record<string, { extensions: Record<string, Sniffed>; mimeTypes: Record<string, Sniffed> }>;

/**
 * Stores an upload for a media message, for a member (token) or a visitor with an issued guest id (else
 * INVALID_USER_INFO). Every attempt counts against CHAT_LIMITS uploads (REQUEST_LIMIT). The router has
 * already refused a file over the route's size (FILE_TOO_LARGE). No file is KEY_MISSING, an empty one
 * KEY_INVALID; a name without an extension, an extension or type the route does not take, or first bytes
 * that are not what the extension and the type say, is FILE_NOT_SUPPORTED (spec §5). The file is served at
 * an unguessable address (uploads.ts).
 */
export function storeChatUpload(
  world: World,
  caller: { member: Member | null; guestId: string | null; client: string },
  file: UploadedFile | null,
  kind: keyof typeof chatUploadKinds,
): { path: string } {
  const who = resolveOwner(world, caller.member, null, caller.guestId);
  takeAll(
    world,
    [
      [`upload:owner:${who.owner}`, CHAT_LIMITS.uploadsPerOwner],
      [`upload:client:${caller.client}`, CHAT_LIMITS.uploadsPerClient],
    ],
    'REQUEST_LIMIT',
  );
  if (!file) throw new ApiError('KEY_MISSING', [{ path: 'body.file', issue: 'missing' }]);
  const allowed: { extensions: Record<string, Sniffed>; mimeTypes: Record<string, Sniffed> } = chatUploadKinds[kind];
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.originalName)?.[1]?.toLowerCase() ?? '';
  const mimeType = file.mimeType.toLowerCase();
  const byExtension = Object.hasOwn(allowed.extensions, extension) ? allowed.extensions[extension] : undefined;
  const byType = Object.hasOwn(allowed.mimeTypes, mimeType) ? allowed.mimeTypes[mimeType] : undefined;
  if (!byExtension || !byType) fail('FILE_NOT_SUPPORTED');
  if (file.size === 0) throw new ApiError('KEY_INVALID', [{ path: 'body.file', issue: 'invalid' }]);
  if (byExtension !== byType || sniff(file.buffer) !== byType) fail('FILE_NOT_SUPPORTED');
  const id = storeUpload(world, {
    mimeType: mimeType === 'image/jpg' ? 'image/jpeg' : mimeType,
    buffer: file.buffer,
    name: file.originalName,
  });
  return { path: uploadPath(id) };
}
