import { withinCharacters } from '@portal/contract/characters';
import { isDeviceGuestId, UPLOAD_LIMITS } from '@portal/contract/constants';
import type { ChatConversation, ChatConversationInput, ChatMessage } from '@portal/contract/schemas';
import type { z } from 'zod';
import { ApiError, fail } from './api-error.js';
import { MINUTE } from '../world/clock.js';
import { MEMBER_LIMIT } from '../world/row-limits.js';
import type { ChatLanguage } from '../scenario/scenario.js';
import type { Member, World } from '../world/world.js';
import { takeAll, type RateLimit } from './limits.js';

/**
 * The support chat (spec §2, §3, §5, §7). A conversation belongs to an owner: the member id for a member
 * (bearer token) or the guest id for a visitor: one the server issued (issueGuestId, this contract's addition)
 * or one the visitor's device made (spec §6, admitsGuest), bound to its first client address. Customer messages
 * continue the owner's current session unless the last message is older than SESSION_GAP_MINUTES; support
 * answers in real time after `scenario.chat.replyDelayMs`, in the customer's language, from the scenario's script
 * or its replies in turn.
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
  const guestId = `g-${world.unguessable.token(18)}`;
  issued.add(guestId);
  // A bearer credential: the journal never shows it (redaction.ts), even once the id is forgotten here.
  world.secrets.add(guestId);
  if (issued.size > MAX_GUESTS) issued.delete(issued.values().next().value as string);
  return { guestId };
}

export function isIssuedGuest(world: World, guestId: string): boolean {
  return issuedGuests.get(world)?.has(guestId) ?? false;
}

/** Device-made guest ids per world, each with the client address it is bound to, least recently used first. */
const deviceGuests = new WeakMap<World, Map<string, string>>();

/** Whether this world knows the guest id now: issued, or made by a device and bound. */
export function knowsGuest(world: World, guestId: string): boolean {
  return isIssuedGuest(world, guestId) || (deviceGuests.get(world)?.has(guestId) ?? false);
}

/**
 * Whether `guestId` opens a guest conversation for `client`: an id this world issued, or one a device made
 * (isDeviceGuestId, spec §6) that is bound to this client address, or that no one holds yet and is bound to it
 * now. Never bound: a member's id (a captured world keeps the real backend's), an id a member adopted, an id
 * that already owns messages of no one's binding (a loaded world's visitors). From another address a bound id
 * is refused, so an id guessed or seen elsewhere reads nothing. New bindings share the client's limit with
 * issued ids (CHAT_LIMITS.guestIdsPerClient, else REQUEST_LIMIT). At most MAX_GUESTS device ids are kept: the
 * one unused longest goes with its conversation, so whoever binds it next finds nothing of the first visitor's.
 */
export function admitsGuest(world: World, guestId: string, client: string): boolean {
  if (isIssuedGuest(world, guestId)) return true;
  if (!isDeviceGuestId(guestId)) return false;
  let bound = deviceGuests.get(world);
  if (!bound) deviceGuests.set(world, (bound = new Map()));
  const holder = bound.get(guestId);
  if (holder !== undefined) {
    if (holder !== client) return false;
    bound.delete(guestId);
    bound.set(guestId, holder);
    return true;
  }
  if (
    adopted.get(world)?.has(guestId) ||
    world.db.member.findFirst({ where: { id: { equals: guestId } } }) ||
    world.timeline.count('chatMessage', guestId) > 0
  )
    return false;
  takeAll(world, [[`guest:client:${client}`, CHAT_LIMITS.guestIdsPerClient]], 'REQUEST_LIMIT');
  bound.set(guestId, client);
  // A bearer credential like an issued id: the journal never shows it.
  world.secrets.add(guestId);
  if (bound.size > MAX_GUESTS) forgetDeviceGuest(world, bound, bound.keys().next().value as string);
  return true;
}

function forgetDeviceGuest(world: World, bound: Map<string, string>, guestId: string): void {
  bound.delete(guestId);
  world.db.chatMessage.deleteMany({ where: { owner: { equals: guestId } } });
  for (const [path, file] of world.files) if (file.owner === guestId) world.files.delete(path);
  heardByWorld.get(world)?.delete(guestId);
  world.events.emit('chatDropped', guestId);
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
 * anyone else is INVALID_USER_INFO. Without a token, a guest id this world admits from `client` (admitsGuest)
 * is required and a userId is refused (INVALID_USER_INFO). Issued ids start with `g-` and device ids are at
 * least 22 characters, so none is ever a member id.
 */
export function resolveOwner(
  world: World,
  member: Member | null,
  rawUserId: string | null,
  rawGuestId: string | null,
  client: string,
): ChatOwner {
  const userId = rawUserId === '' ? null : rawUserId;
  const guestId = rawGuestId === '' ? null : rawGuestId;
  if (member) {
    if (userId !== null && userId !== member.id) fail('INVALID_USER_INFO');
    return { owner: member.id, member, guestId: null };
  }
  if (userId !== null) fail('INVALID_USER_INFO');
  if (guestId === null || !admitsGuest(world, guestId, client)) fail('INVALID_USER_INFO');
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
 * What a customer may send: text (trimmed non-empty, at most chatTextChars characters as characters.ts
 * counts them; an empty message is not sent, spec §5, so the server refuses it as KEY_INVALID), a postback
 * (a button's payload, same rules), or a media message whose caption obeys the same length limit and whose
 * address is a file this conversation uploaded (a customer cannot make support's console show any address
 * they like), its file path at most MAX_FILE_PATH_CHARS. Buttons, quick replies and generic cards are what
 * support sends: a customer sending them is KEY_INVALID. Answers MESSAGE_TOO_LONG, the path
 * in the message that is KEY_INVALID, or null; `ownsUpload` says whether the conversation uploaded a file.
 */
/** The longest file path a customer's media message may carry. */
const MAX_FILE_PATH_CHARS = 1024;

export function customerMessageRefusal(
  message: ChatMessage,
  ownsUpload: (id: string) => boolean,
): 'MESSAGE_TOO_LONG' | 'payload' | 'payload.url' | 'payload.filePath' | 'message_type' | null {
  switch (message.message_type) {
    case 'text':
    case 'postback':
      if (!withinCharacters(message.payload, UPLOAD_LIMITS.chatTextChars)) return 'MESSAGE_TOO_LONG';
      return message.payload.trim().length === 0 ? 'payload' : null;
    case 'media': {
      if (!withinCharacters(message.payload.message, UPLOAD_LIMITS.chatTextChars)) return 'MESSAGE_TOO_LONG';
      // The upload's own path is a few dozen characters; anything longer is not one (and would be kept).
      if (message.payload.filePath.length > MAX_FILE_PATH_CHARS) return 'payload.filePath';
      const id = /^\/mock-assets\/uploads\/([A-Za-z0-9_-]+)$/.exec(message.payload.url)?.[1];
      return id && ownsUpload(id) ? null : 'payload.url';
    }
    default:
      return 'message_type';
  }
}

function checkCustomerMessage(world: World, owner: string, message: ChatMessage): void {
  const refusal = customerMessageRefusal(message, (id) => world.files.get(id)?.owner === owner);
  if (refusal === 'MESSAGE_TOO_LONG') fail(refusal);
  if (refusal) throw new ApiError('KEY_INVALID', [{ path: `body.message.${refusal}`, issue: 'invalid' }]);
}

/**
 * The session a message at `now` belongs to: the owner's current one, or a new one after a quiet gap or
 * once support has ended it (endSession).
 */
function sessionFor(world: World, owner: string, now: number): string {
  const [last] = world.timeline.newest('chatMessage', owner, 0, 1);
  const ended = endedSessions.get(world)?.delete(owner) ?? false;
  if (last && !ended && now - last.createdAt <= SESSION_GAP_MINUTES * MINUTE) return last.sessionId;
  return world.nextId('sess-');
}

/**
 * The language of a customer's words by their letters: Thai, Lao or Latin (English), whichever has the most;
 * null when none has any (digits, emoji, punctuation).
 */
export function languageOf(text: string): ChatLanguage | null {
  let thai = 0;
  let lao = 0;
  let latin = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0x0e00 && code <= 0x0e7f) thai += 1;
    else if (code >= 0x0e80 && code <= 0x0eff) lao += 1;
    else if ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a) latin += 1;
  }
  const most = Math.max(thai, lao, latin);
  if (most === 0) return null;
  return thai === most ? 'th' : lao === most ? 'lo' : 'en';
}

/** The language a request's Accept-Language puts first, when it is one support speaks (th, lo, en); else null. */
export function acceptedLanguage(header: string | undefined): ChatLanguage | null {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0];
  return first === 'th' || first === 'lo' || first === 'en' ? first : null;
}

/** What support remembers of a conversation: the replies it gave in turn, and the language last written in. */
interface Heard {
  turn: number;
  language: ChatLanguage | null;
}
const heardByWorld = new WeakMap<World, Map<string, Heard>>();
/** Conversations remembered per world: every member and every guest id the world keeps, at most. */
const MAX_HEARD = MAX_GUESTS + MEMBER_LIMIT;

function heardOf(world: World, owner: string): Heard {
  let heard = heardByWorld.get(world);
  if (!heard) heardByWorld.set(world, (heard = new Map()));
  let entry = heard.get(owner);
  if (!entry) {
    if (heard.size >= MAX_HEARD) heard.delete(heard.keys().next().value as string);
    heard.set(owner, (entry = { turn: 0, language: null }));
  }
  return entry;
}

/**
 * What support answers to a customer message, in the language the customer writes in; when this message tells
 * none (a button's postback, an emoji), the last one they wrote in, else the language their app reads in
 * (its Accept-Language), else the scenario's. A text matches the first script rule one of whose keywords it
 * contains; a postback only a rule that names its code exactly (WITHDRAW_FAILED is not WITHDRAW). Without a
 * rule, the next reply in turn.
 */
function answersTo(world: World, owner: string, message: ChatMessage, reads: ChatLanguage | null): ChatMessage[] {
  const said =
    message.message_type === 'text' || message.message_type === 'postback'
      ? message.payload.toLowerCase()
      : message.message_type === 'media'
        ? message.payload.message.toLowerCase()
        : '';
  const { language, words } = world.scenario.chat;
  const heard = heardOf(world, owner);
  // A postback is a button's code (DEPOSIT), not the customer's words.
  const written = message.message_type === 'postback' ? null : languageOf(said);
  if (written && words[written]) heard.language = written;
  const spoken = [heard.language, reads].find((candidate) => candidate !== null && words[candidate] !== undefined);
  const speech = words[spoken ?? language] ?? words[language];
  if (!speech) return [];
  const matches =
    message.message_type === 'postback'
      ? (keyword: string) => said === keyword.toLowerCase()
      : (keyword: string) => said.includes(keyword.toLowerCase());
  const rule = said ? speech.script?.find((candidate) => candidate.keywords.some(matches)) : undefined;
  if (rule) return rule.answers as ChatMessage[];
  if (speech.replies.length === 0) return [];
  const reply = speech.replies[heard.turn % speech.replies.length];
  heard.turn += 1;
  return [reply as ChatMessage];
}

/** Who a conversation key names in this world: a member by id, or a guest id it knows; else null. */
export function ownerByKey(world: World, owner: string): ChatOwner | null {
  const member = world.db.member.findFirst({ where: { id: { equals: owner } } });
  if (member) return { owner, member, guestId: null };
  return knowsGuest(world, owner) ? { owner, member: null, guestId: owner } : null;
}

/** The owner whose guest id was adopted by a member since (adoptGuest), or the owner itself. */
const adopted = new WeakMap<World, Map<string, string>>();
const currentOwner = (world: World, who: ChatOwner): ChatOwner | null =>
  who.guestId !== null && !knowsGuest(world, who.guestId)
    ? ownerByKey(world, adopted.get(world)?.get(who.guestId) ?? '')
    : who;

/** Stores a message from support to the owner, in the owner's current session, and announces it. */
export function storeSupportMessage(world: World, who: ChatOwner, message: ChatMessage): ChatConversation {
  const now = world.clock.now();
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
    createdAt: now,
    sessionId: sessionFor(world, who.owner, now),
    read: false,
    clientId: null,
  });
  world.events.emit('chatMessage', who.owner, row.id);
  return toConversation(row);
}

/** Support reads the customer's messages: marks them read and announces it (reader support). */
export function supportRead(world: World, owner: string): number {
  const where = { owner: { equals: owner }, sender: { equals: 'customer' }, read: { equals: false } };
  const unread = world.db.chatMessage.findMany({ where });
  if (unread.length === 0) return 0;
  world.db.chatMessage.updateMany({ where, data: { read: true } });
  world.events.emit('chatRead', owner, world.clock.now(), 'support');
  return unread.length;
}

/**
 * The simulated support agent: half the scenario's delay after a customer message it reads the
 * conversation and starts writing; each answer follows `replyDelayMs` after the last, with typing stopped
 * just before it and started again while more is to come. A conversation a member adopted is answered in
 * the member's.
 */
function scheduleReply(world: World, who: ChatOwner, message: ChatMessage, reads: ChatLanguage | null): void {
  const delay = world.scenario.chat.replyDelayMs;
  if (!(delay > 0)) return;
  world.later(delay / 2, () => {
    const now = currentOwner(world, who);
    if (!now) return;
    supportRead(world, now.owner);
    const answers = answersTo(world, now.owner, message, reads);
    if (answers.length === 0) return;
    world.events.emit('chatTyping', now.owner, true);
    answers.forEach((answer, index) =>
      world.later(delay / 2 + index * delay, () => {
        const to = currentOwner(world, who);
        if (!to) return;
        world.events.emit('chatTyping', to.owner, false);
        storeSupportMessage(world, to, answer);
        if (index < answers.length - 1) world.events.emit('chatTyping', to.owner, true);
      }),
    );
  });
}

/** Ends the owner's current session (QA, as support): their next message starts a new one. */
const endedSessions = new WeakMap<World, Set<string>>();
export function endSession(world: World, owner: string): void {
  let ended = endedSessions.get(world);
  if (!ended) endedSessions.set(world, (ended = new Set()));
  ended.add(owner);
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
  /** The language the customer's app reads in (acceptedLanguage), for a message whose words tell none. */
  reads: ChatLanguage | null = null,
): { createdAt: string; _id: string; session_id: string } {
  const who = resolveOwner(world, member, input.userId, input.guestId, client);
  // A resend (same client id, same conversation) is the message already stored: nothing new, no new reply,
  // and it does not count against the limits (a client retrying an unanswered send is not sending more).
  if (input.clientId) {
    const sent = world.db.chatMessage.findFirst({
      where: { owner: { equals: who.owner }, clientId: { equals: input.clientId } },
    });
    if (sent) return { createdAt: new Date(sent.createdAt).toISOString(), _id: sent.id, session_id: sent.sessionId };
  }
  takeAll(
    world,
    [
      [`chat:owner:${who.owner}`, CHAT_LIMITS.messagesPerOwner],
      [`chat:client:${client}`, CHAT_LIMITS.messagesPerClient],
    ],
    'REQUEST_LIMIT',
  );
  checkCustomerMessage(world, who.owner, input.message);
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
  world.events.emit('chatMessage', who.owner, row.id);
  if (input.clientId && input.message.message_type === 'media')
    world.events.emit('chatDelivery', who.owner, input.clientId, 'succeed', row.id);
  scheduleReply(world, who, input.message, reads);
  return { createdAt: new Date(now).toISOString(), _id: row.id, session_id: sessionId };
}

/**
 * A page of the owner's conversation, oldest first: the `limit` messages before the newest `skip` (skip 0
 * is the latest page), or before the message `before` and `skip` more (NO_DATA when it is not theirs).
 */
export function history(
  world: World,
  member: Member | null,
  input: { userId: string | null; guestId: string | null; limit: number; skip: number; before?: string },
  client: string,
): { conversations: ChatConversation[]; total: number } {
  const who = resolveOwner(world, member, input.userId, input.guestId, client);
  let skip = input.skip;
  if (input.before !== undefined) {
    const newer = world.timeline.newerThan('chatMessage', who.owner, input.before);
    if (newer === null) fail('NO_DATA');
    skip += newer + 1;
  }
  // A page costs its own size however long the conversation (world.timeline), and is built once until the
  // data changes; it is sent oldest first.
  return world.memo(`chat:${who.owner}:${skip}:${input.limit}`, () => ({
    conversations: world.timeline.newest('chatMessage', who.owner, skip, input.limit).reverse().map(toConversation),
    total: world.timeline.count('chatMessage', who.owner),
  }));
}

/**
 * A member takes over the conversation of the guest id their device had before log-in: its messages move to
 * the member's conversation (ids, times and sessions kept) and the guest id ends (its socket is cut, its
 * support answers still on the way go to the member). A guest id this world does not admit from `client`
 * (admitsGuest), or one already adopted, is INVALID_USER_INFO.
 */
export function adoptGuest(world: World, member: Member, guestId: string, client: string): { moved: number } {
  if (!admitsGuest(world, guestId, client)) fail('INVALID_USER_INFO');
  const rows = world.timeline.newest('chatMessage', guestId, 0, Number.MAX_SAFE_INTEGER).reverse();
  for (const row of rows) {
    world.db.chatMessage.delete({ where: { id: { equals: row.id } } });
    world.db.chatMessage.create({ ...row, owner: member.id, userId: member.id });
  }
  for (const file of world.files.values()) if (file.owner === guestId) file.owner = member.id;
  issuedGuests.get(world)?.delete(guestId);
  deviceGuests.get(world)?.delete(guestId);
  let moves = adopted.get(world);
  if (!moves) adopted.set(world, (moves = new Map()));
  moves.set(guestId, member.id);
  // Bounded like the ids themselves: one forgotten here owns no messages, so binding it again reads nothing.
  if (moves.size > 2 * MAX_GUESTS) moves.delete(moves.keys().next().value as string);
  world.changed();
  world.events.emit('chatClosed', guestId);
  // The member's open tabs hear the moved messages, as they would any message of theirs.
  for (const row of rows) world.events.emit('chatMessage', member.id, row.id);
  return { moved: rows.length };
}

/** Marks support's unread messages to the owner as read; tells the realtime layer when any changed. */
export function readCustomer(
  world: World,
  member: Member | null,
  input: { userId: string | null; guestId: string | null },
  client: string,
): number {
  const who = resolveOwner(world, member, input.userId, input.guestId, client);
  const unread = world.db.chatMessage.findMany({
    where: { owner: { equals: who.owner }, sender: { equals: 'other' }, read: { equals: false } },
  });
  if (unread.length === 0) return 0;
  world.db.chatMessage.updateMany({
    where: { owner: { equals: who.owner }, sender: { equals: 'other' }, read: { equals: false } },
    data: { read: true },
  });
  world.events.emit('chatRead', who.owner, world.clock.now(), 'customer');
  return unread.length;
}
