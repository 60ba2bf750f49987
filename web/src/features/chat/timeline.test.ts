import type { ChatConversation } from '@portal/contract/schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLocal,
  addOlderPage,
  addServerMessages,
  applyCatchUp,
  emptyTimeline,
  fetchMissed,
  markRead,
  rowsOf,
  type Timeline,
} from './timeline';

const LIMIT = 10;

/** A server as the chat's contract describes it: messages stored once per client id, paged by cursor. */
class FakeServer {
  readonly stored: ChatConversation[] = [];
  private clock = Date.parse('2026-11-24T03:00:00Z');
  private session = 1;

  store(sender: 'customer' | 'other', clientId: string | null): ChatConversation {
    const existing = clientId ? this.stored.find((message) => message.clientId === clientId) : undefined;
    if (existing) return existing;
    this.clock += 1000;
    const message: ChatConversation = {
      _id: `cm${String(this.stored.length + 1).padStart(6, '0')}`,
      sender,
      message: { message_type: 'text', payload: clientId ?? `support ${this.stored.length}` },
      userId: 'M1',
      guestId: null,
      username: null,
      name: null,
      deviceToken: null,
      createdAt: new Date(this.clock).toISOString(),
      session_id: `s${this.session}`,
      read: false,
      clientId,
    };
    this.stored.push(message);
    return message;
  }

  endSession(): void {
    this.session += 1;
  }

  page(before: string | undefined): ChatConversation[] {
    const end = before === undefined ? this.stored.length : this.stored.findIndex((m) => m._id === before);
    return this.stored.slice(Math.max(0, end - LIMIT), end);
  }
}

type Op =
  | { op: 'write' }
  | { op: 'resend' }
  | { op: 'arrive' }
  | { op: 'support'; count: number }
  | { op: 'deliver' }
  | { op: 'answer' }
  | { op: 'drop' }
  | { op: 'reconnect' }
  | { op: 'older' }
  | { op: 'endSession' };

/** Support writes in bursts of up to 12 (more than a page), so a drop can miss more than one page. */
const ops = fc.array(
  fc.oneof(
    ...(['write', 'resend', 'arrive', 'deliver', 'answer', 'drop', 'reconnect', 'older', 'endSession'] as const).map(
      (op) => fc.constant({ op } as Op),
    ),
    fc.integer({ min: 1, max: 12 }).map((count): Op => ({ op: 'support', count })),
  ),
  { maxLength: 120 },
);

/**
 * One run: the player writes (optimistic local copies), sends reach the server (and may be sent twice), support
 * writes, the socket delivers or drops what is in flight, send answers come back over HTTP whatever the
 * socket does, the socket reconnects (catching up) and older pages load. Each step keeps the timeline's
 * invariants; at the end, once everything in flight has landed and the socket has caught up, the timeline is
 * exactly the server's conversation from its oldest held message on.
 */
async function run(steps: Op[]): Promise<void> {
  const server = new FakeServer();
  for (let i = 0; i < 25; i += 1) server.store(i % 2 ? 'other' : 'customer', null);
  let timeline: Timeline = applyCatchUp(
    emptyTimeline,
    await fetchMissed(emptyTimeline, async (before) => server.page(before), LIMIT),
  );
  let connected = true;
  let written = 0;
  const outbox: string[] = [];
  const socketInFlight: ChatConversation[] = [];
  const answersInFlight: ChatConversation[] = [];

  const reachServer = (clientId: string) => {
    const message = server.store('customer', clientId);
    if (connected) socketInFlight.push(message);
    answersInFlight.push(message);
  };
  const catchUp = async () => {
    connected = true;
    timeline = applyCatchUp(timeline, await fetchMissed(timeline, async (before) => server.page(before), LIMIT));
  };

  for (const step of steps) {
    switch (step.op) {
      case 'write': {
        const clientId = `client-${String(++written).padStart(4, '0')}`;
        timeline = addLocal(timeline, {
          clientId,
          message: { message_type: 'text', payload: clientId },
          writtenAt: 0,
          status: 'sending',
        });
        outbox.push(clientId);
        break;
      }
      case 'resend':
        if (timeline.local.length > 0) outbox.push(timeline.local[0].clientId);
        break;
      case 'arrive':
        if (outbox.length > 0) reachServer(outbox.shift() as string);
        break;
      case 'support':
        for (let i = 0; i < step.count; i += 1) {
          const message = server.store('other', null);
          if (connected) socketInFlight.push(message);
        }
        break;
      case 'deliver':
        if (socketInFlight.length > 0)
          timeline = addServerMessages(timeline, [socketInFlight.shift()!], { live: true });
        break;
      case 'answer':
        if (answersInFlight.length > 0) timeline = addServerMessages(timeline, [answersInFlight.shift()!]);
        break;
      case 'drop':
        connected = false;
        socketInFlight.length = 0;
        break;
      case 'reconnect':
        if (!connected) await catchUp();
        break;
      case 'older':
        if (!timeline.reachedStart && timeline.server.length > 0)
          timeline = addOlderPage(timeline, server.page(timeline.server[0]._id), LIMIT);
        break;
      case 'endSession':
        server.endSession();
        break;
    }
    checkInvariants(timeline, server);
  }

  // Everything lands: the outbox is sent (the player's resends included), answers come back, the socket
  // catches up and delivers what it carries.
  while (outbox.length > 0) reachServer(outbox.shift() as string);
  for (const answer of answersInFlight) timeline = addServerMessages(timeline, [answer]);
  if (!connected) await catchUp();
  for (const message of socketInFlight) timeline = addServerMessages(timeline, [message], { live: true });
  checkInvariants(timeline, server);

  const first = server.stored.findIndex((message) => message._id === timeline.server[0]._id);
  expect(timeline.server.map((m) => m._id)).toEqual(server.stored.slice(first).map((m) => m._id));
  expect(timeline.local).toEqual([]);
  for (let i = 1; i <= written; i += 1) {
    const clientId = `client-${String(i).padStart(4, '0')}`;
    expect(server.stored.filter((m) => m.clientId === clientId)).toHaveLength(1);
  }
  if (timeline.reachedStart) expect(first).toBe(0);
}

function checkInvariants(timeline: Timeline, server: FakeServer): void {
  const ids = timeline.server.map((m) => m._id);
  expect(new Set(ids).size).toBe(ids.length);
  // Held server messages are in the server's order (ids grow with time here).
  expect([...ids].sort()).toEqual(ids);
  const clientIds = [
    ...timeline.server.map((m) => m.clientId).filter((id): id is string => id !== null),
    ...timeline.local.map((item) => item.clientId),
  ];
  expect(new Set(clientIds).size).toBe(clientIds.length);
  for (const message of timeline.server) expect(server.stored).toContainEqual(message);
  // Everything from the synced message back to the oldest held has no gap.
  if (timeline.syncedTo !== null) {
    const synced = ids.indexOf(timeline.syncedTo);
    const start = server.stored.findIndex((m) => m._id === ids[0]);
    expect(ids.slice(0, synced + 1)).toEqual(server.stored.slice(start, start + synced + 1).map((m) => m._id));
  }
}

describe('the chat timeline', () => {
  it('has no duplicate and no gap after any interleaving of sends, echoes, drops, reconnects and pages', async () => {
    await fc.assert(fc.asyncProperty(ops, run), {
      numRuns: 500,
      examples: [
        // Found by this property (1 run in 8): a send's answer overtook support's messages still on the socket,
        // and the next live message counted them as held.
        [[{ op: 'support', count: 2 }, { op: 'write' }, { op: 'arrive' }, { op: 'answer' }, { op: 'deliver' }]],
      ],
    });
    // 500 interleavings take about 2 s; a loaded machine has taken 14 s, past the default 5 s.
  }, 60_000);

  it('shows the End Conversation marker between sessions, wherever the messages came from', () => {
    const server = new FakeServer();
    server.store('customer', null);
    server.store('other', null);
    server.endSession();
    server.store('customer', null);
    const [a, b, c] = server.stored;
    const kinds = (timeline: Timeline) =>
      rowsOf(timeline, () => 'today')
        .filter((row) => row.kind !== 'day')
        .map((row) => (row.kind === 'message' ? row.message._id : row.kind));
    // The newest first, then the older page, then a repeat: the marker stands once, between b and c.
    let timeline = addServerMessages(emptyTimeline, [c], { live: true });
    timeline = addOlderPage(timeline, [a, b], LIMIT);
    timeline = addServerMessages(timeline, [b, c]);
    expect(kinds(timeline)).toEqual([a._id, b._id, 'end', c._id]);
  });

  it('puts a day divider before the first message of each day, with that message’s time', () => {
    const server = new FakeServer();
    const [a, b, c] = [server.store('customer', null), server.store('other', null), server.store('customer', null)];
    const dayOf = (iso: string) => (iso === a.createdAt ? 'Monday' : 'Tuesday');
    const rows = rowsOf(addServerMessages(emptyTimeline, [a, b, c]), dayOf);
    expect(rows.map((row) => (row.kind === 'day' ? `${row.day} ${row.at}` : row.key))).toEqual([
      `Monday ${a.createdAt}`,
      a._id,
      `Tuesday ${b.createdAt}`,
      b._id,
      c._id,
    ]);
  });

  it('turns read receipts into read flags for the right side only', () => {
    const server = new FakeServer();
    server.store('customer', null);
    server.store('other', null);
    const timeline = addServerMessages(emptyTimeline, server.stored);
    const upTo = server.stored[1].createdAt;
    expect(markRead(timeline, 'support', upTo).server.map((m) => m.read)).toEqual([true, false]);
    expect(markRead(timeline, 'customer', upTo).server.map((m) => m.read)).toEqual([false, true]);
    expect(markRead(timeline, 'customer', server.stored[0].createdAt)).toBe(timeline);
  });
});
