import type { ChatConversation, ChatMessage } from '@portal/contract/schemas';
import type { KeyIn } from '../../i18n/keys';

/**
 * The conversation as the widget holds it: the server's messages (unique by `_id`, in time order) and the
 * player's own messages the server has not stored yet (by their client id, in the order they were written).
 * Every change makes a new value (React compares by reference); every function here is pure, so the
 * property test (timeline.test.ts) can throw any interleaving of sends, echoes, reconnects and pages at it.
 */
export interface Timeline {
  server: readonly ChatConversation[];
  local: readonly LocalMessage[];
  /** The oldest message of the conversation is held: there is nothing older to load. */
  reachedStart: boolean;
  /**
   * The newest message up to which the held messages are known to have no gap (the last catch-up, then
   * every socket message while the socket stayed live), or null before the first. A message that arrives
   * otherwise (a send's answer while the socket is away) may sit beyond a gap; the next catch-up pages back
   * to this one, not merely to any message held.
   */
  syncedTo: string | null;
}

/**
 * A message of the player's still on its way. `queued`: waiting for a connection; `uploading_file`: its
 * file's bytes are leaving (`progress` 0..1); `sending`: the message itself is being sent; `failed`: refused
 * or cut, to resend or remove.
 */
export interface LocalMessage {
  clientId: string;
  message: ChatMessage;
  /** When the player wrote it (this device's clock), ms. */
  writtenAt: number;
  status: 'queued' | 'uploading_file' | 'sending' | 'failed';
  progress?: number;
  /** The error to show on a failed message (a key of the chat namespace's texts). */
  error?: KeyIn<'chat'>;
  /** A media message's file, until its upload is stored (then `message` carries the server's path). */
  file?: { name: string; size: number; kind: 'image' | 'video'; previewUrl: string | null; uploaded: boolean };
}

export const emptyTimeline: Timeline = { server: [], local: [], reachedStart: false, syncedTo: null };

/** Time order; messages of the same instant by id (the server's ids grow with time). */
export function compareMessages(a: ChatConversation, b: ChatConversation): number {
  const byTime = Date.parse(a.createdAt) - Date.parse(b.createdAt);
  if (byTime !== 0) return byTime;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * Adds the server's messages (a page, a socket event, a send's answer), in any order and with repeats: a
 * message already held is replaced by the newer copy (its read flag may have changed); the player's local
 * copy of a message the server now has (same client id) goes. `live`: they came over a socket that has been
 * caught up and connected since, so nothing is missing before them: `syncedTo` moves to the newest of them,
 * never to a newer message held from elsewhere (a send's answer can overtake support's messages still on the
 * socket, and would hide them from the next catch-up).
 */
export function addServerMessages(
  timeline: Timeline,
  incoming: readonly ChatConversation[],
  { live = false }: { live?: boolean } = {},
): Timeline {
  if (incoming.length === 0) return timeline;
  const byId = new Map(timeline.server.map((message) => [message._id, message]));
  for (const message of incoming) {
    // A copy read before a read receipt arrived must not make the message unread again.
    const held = byId.get(message._id);
    byId.set(message._id, held?.read && !message.read ? { ...message, read: true } : message);
  }
  const server = [...byId.values()].sort(compareMessages);
  const stored = new Set(incoming.map((message) => message.clientId).filter((id): id is string => id !== null));
  const local = stored.size > 0 ? timeline.local.filter((item) => !stored.has(item.clientId)) : timeline.local;
  let syncedTo = timeline.syncedTo;
  if (live) {
    const newest = [...incoming].sort(compareMessages).at(-1) as ChatConversation;
    const at = (id: string | null) => (id === null ? -1 : server.findIndex((message) => message._id === id));
    if (at(newest._id) > at(syncedTo)) syncedTo = newest._id;
  }
  return { ...timeline, server, local, syncedTo };
}

/** A page older than everything held: `limit` asked, fewer answered means the start is reached. */
export function addOlderPage(timeline: Timeline, page: readonly ChatConversation[], limit: number): Timeline {
  const next = addServerMessages(timeline, page);
  return page.length < limit ? { ...next, reachedStart: true } : next;
}

export function addLocal(timeline: Timeline, item: LocalMessage): Timeline {
  if (timeline.local.some((held) => held.clientId === item.clientId)) return timeline;
  if (timeline.server.some((held) => held.clientId === item.clientId)) return timeline;
  return { ...timeline, local: [...timeline.local, item] };
}

export function updateLocal(timeline: Timeline, clientId: string, patch: Partial<LocalMessage>): Timeline {
  if (!timeline.local.some((item) => item.clientId === clientId)) return timeline;
  return {
    ...timeline,
    local: timeline.local.map((item) => (item.clientId === clientId ? { ...item, ...patch } : item)),
  };
}

export function removeLocal(timeline: Timeline, clientId: string): Timeline {
  return { ...timeline, local: timeline.local.filter((item) => item.clientId !== clientId) };
}

/**
 * A read receipt: `customer` (support's messages up to `upTo` were read, here or in another tab) or
 * `support` (the player's messages up to `upTo` were read by support).
 */
export function markRead(timeline: Timeline, reader: 'customer' | 'support', upTo: string): Timeline {
  const limit = Date.parse(upTo);
  const sender = reader === 'customer' ? 'other' : 'customer';
  let changed = false;
  const server = timeline.server.map((message) => {
    if (message.sender !== sender || message.read || Date.parse(message.createdAt) > limit) return message;
    changed = true;
    return { ...message, read: true };
  });
  return changed ? { ...timeline, server } : timeline;
}

/** Support's messages the player has not read. */
export const unreadCount = (timeline: Timeline): number =>
  timeline.server.reduce((count, message) => count + (message.sender === 'other' && !message.read ? 1 : 0), 0);

/** What the widget draws, in order: messages, the End Conversation marker, day dividers, local messages. */
export type Row =
  | { kind: 'day'; key: string; day: string; at: string }
  | { kind: 'end'; key: string }
  | { kind: 'message'; key: string; message: ChatConversation; firstOfGroup: boolean }
  | { kind: 'local'; key: string; item: LocalMessage };

/**
 * The rows of the timeline. An End Conversation marker stands between two consecutive messages whose
 * session differs (spec §2), computed on the merged, ordered list, so a page arriving late or a message
 * arriving twice never adds or moves one. A day divider goes before the first message of each day (the
 * reader's `dayOf`), keyed by the day, so a page loaded above does not make it a new row; it carries the time of
 * a message of that day (`at`). A message opens a group when its sender differs from the one before, or after a marker.
 */
export function rowsOf(timeline: Timeline, dayOf: (iso: string) => string): Row[] {
  const rows: Row[] = [];
  let previous: ChatConversation | null = null;
  let previousDay: string | null = null;
  for (const message of timeline.server) {
    const ended = previous !== null && previous.session_id !== message.session_id;
    if (ended) rows.push({ kind: 'end', key: `end-${message._id}` });
    const day = dayOf(message.createdAt);
    if (day !== previousDay) rows.push({ kind: 'day', key: `day-${day}`, day, at: message.createdAt });
    const firstOfGroup = ended || day !== previousDay || previous?.sender !== message.sender;
    rows.push({ kind: 'message', key: message._id, message, firstOfGroup });
    previous = message;
    previousDay = day;
  }
  for (const item of timeline.local) rows.push({ kind: 'local', key: `local-${item.clientId}`, item });
  return rows;
}

/**
 * The messages missed while the socket was away: pages back from the newest until a page reaches what the
 * timeline holds without a gap (a message at or before `syncedTo`), or the conversation's start. With
 * nothing synced yet, the latest page alone.
 */
export async function fetchMissed(
  timeline: Timeline,
  fetchPage: (before: string | undefined) => Promise<readonly ChatConversation[]>,
  limit: number,
  maxPages = 20,
): Promise<{ messages: ChatConversation[]; reachedStart: boolean; joined: boolean }> {
  const anchor = timeline.server.find((message) => message._id === timeline.syncedTo);
  const reached = new Set(
    anchor ? timeline.server.filter((message) => compareMessages(message, anchor) <= 0).map((m) => m._id) : [],
  );
  const collected: ChatConversation[] = [];
  let before: string | undefined;
  for (let page = 0; page < maxPages; page += 1) {
    const answer = await fetchPage(before);
    collected.push(...answer);
    if (answer.length < limit) return { messages: collected, reachedStart: true, joined: true };
    // Nothing synced yet: what is held came from answers alone and may sit beyond a gap; the page replaces it.
    if (!anchor) return { messages: collected, reachedStart: false, joined: false };
    if (answer.some((message) => reached.has(message._id))) {
      return { messages: collected, reachedStart: false, joined: true };
    }
    before = [...answer].sort(compareMessages)[0]._id;
  }
  return { messages: collected, reachedStart: false, joined: false };
}

/**
 * The timeline after a catch-up: what was missed merged in, and synced up to the newest message the pages
 * held (a message that arrived meanwhile, over the socket or as a send's answer, is kept, but proves nothing
 * about what came before it). When the pages did not reach the held messages (`joined` false: a very long
 * absence, or nothing synced before), the held messages older than the pages give way to them, so the
 * timeline has no gap (older pages load again on scrolling up).
 */
export function applyCatchUp(
  timeline: Timeline,
  missed: { messages: readonly ChatConversation[]; reachedStart: boolean; joined: boolean },
): Timeline {
  const newest = [...missed.messages].sort(compareMessages).at(-1);
  const base = missed.joined
    ? timeline
    : {
        ...timeline,
        server: newest ? timeline.server.filter((message) => compareMessages(message, newest) > 0) : [],
        syncedTo: null,
        reachedStart: false,
      };
  const next = addServerMessages(base, missed.messages);
  return {
    ...next,
    syncedTo: newest?._id ?? base.syncedTo,
    reachedStart: next.reachedStart || missed.reachedStart,
  };
}
