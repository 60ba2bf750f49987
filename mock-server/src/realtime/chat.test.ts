import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contract/realtime';
import { ChatConversation, type ChatConversation as Conversation } from '@portal/contract/schemas';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let h: Harness;
const sockets: ChatSocket[] = [];
beforeAll(async () => {
  h = await startHarness('chat-sessions');
});
beforeEach(() => h.reset('chat-sessions'));
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
  expect(h.violations).toEqual([]);
});
afterAll(() => h.close());

const MEMBER = 'M10001';

async function connect(baseUrl = h.baseUrl): Promise<ChatSocket> {
  const socket: ChatSocket = io(baseUrl, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

function join(socket: ChatSocket, room: string): Promise<{ ok: boolean }> {
  return new Promise((resolve) => socket.emit('join', { room }, resolve));
}

/** Collects `message` events; `next(predicate)` waits for the first matching one (already seen or to come). */
function messages(socket: ChatSocket) {
  const seen: Conversation[] = [];
  const waiters: { match: (c: Conversation) => boolean; resolve: (c: Conversation) => void }[] = [];
  socket.on('message', (conversation) => {
    seen.push(conversation);
    for (const waiter of [...waiters]) {
      if (waiter.match(conversation)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(conversation);
      }
    }
  });
  return {
    seen,
    next(match: (c: Conversation) => boolean, timeoutMs = 4000): Promise<Conversation> {
      const found = seen.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching message in time')), timeoutMs);
        waiters.push({ match, resolve: (c) => (clearTimeout(timer), resolve(c)) });
      });
    },
  };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)),
  ]);
}

async function prefix(): Promise<string> {
  return (await h.api('GET', '/api/chat/config')).body.PREFIX;
}

const text = (payload: string, who: { userId?: string | null; guestId?: string | null }) => ({
  sender: 'customer',
  message: { message_type: 'text', payload },
  userId: who.userId ?? null,
  guestId: who.guestId ?? null,
  username: null,
  name: null,
  deviceToken: null,
});

describe('chat socket', () => {
  it("delivers the member's own message and support's answer to the member room", async () => {
    const socket = await connect();
    expect(await join(socket, `${await prefix()}-${MEMBER}`)).toEqual({ ok: true });
    const inbox = messages(socket);
    const token = await h.login();
    const sent = await h.api('POST', '/api/chat/send-message', { token, body: text('มีใครอยู่ไหม', { userId: MEMBER }) });
    expect(sent.status).toBe(200);

    const own = await inbox.next((c) => c._id === sent.body._id);
    expect(ChatConversation.safeParse(own).success).toBe(true);
    expect(own).toMatchObject({
      sender: 'customer',
      userId: MEMBER,
      session_id: sent.body.session_id,
      message: { payload: 'มีใครอยู่ไหม' },
    });

    const started = Date.now();
    const reply = await inbox.next((c) => c.sender === 'other');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(ChatConversation.safeParse(reply).success).toBe(true);
    expect(reply).toMatchObject({ name: 'Support', read: false, userId: MEMBER, session_id: sent.body.session_id });
  });

  it("keeps rooms apart: a guest's messages do not reach the member room", async () => {
    const guestId = 'guest-realtime-1';
    const memberSocket = await connect();
    const guestSocket = await connect();
    const room = await prefix();
    await join(memberSocket, `${room}-${MEMBER}`);
    await join(guestSocket, `${room}-${guestId}`);
    const memberInbox = messages(memberSocket);
    const guestInbox = messages(guestSocket);
    const sent = await h.api('POST', '/api/chat/send-message', { body: text('สวัสดีค่ะ', { guestId }) });
    expect(sent.status).toBe(200);
    expect((await guestInbox.next((c) => c._id === sent.body._id)).guestId).toBe(guestId);
    await guestInbox.next((c) => c.sender === 'other');
    expect(memberInbox.seen).toEqual([]);
  });

  it('announces read receipts to the room', async () => {
    const socket = await connect();
    const room = `${await prefix()}-${MEMBER}`;
    await join(socket, room);
    const read = new Promise<{ room: string; upTo: string }>((resolve) => socket.once('read', resolve));
    const token = await h.login();
    expect(
      (await h.api('PUT', '/api/chat/read-customer/', { token, body: { userId: MEMBER, guestId: null } })).body.updated,
    ).toBe(3);
    const receipt = await within(read, 3000, 'read receipt');
    expect(receipt.room).toBe(room);
    expect(Number.isNaN(Date.parse(receipt.upTo))).toBe(false);
  });

  it('refuses a malformed room or one outside the chat prefix', async () => {
    const socket = await connect();
    expect(await join(socket, '')).toEqual({ ok: false });
    expect(await join(socket, 'elsewhere-M10001')).toEqual({ ok: false });
    expect(await join(socket, `${await prefix()}-`)).toEqual({ ok: false });
    expect(
      await new Promise((resolve) => (socket.emit as (...args: unknown[]) => void)('join', { room: 42 }, resolve)),
    ).toEqual({ ok: false });
  });

  it('still delivers after a reset: the new world talks to a socket that re-joins', async () => {
    const socket = await connect();
    const room = `${await prefix()}-${MEMBER}`;
    await join(socket, room);
    h.reset('chat-sessions');
    expect(await join(socket, room)).toEqual({ ok: true });
    const inbox = messages(socket);
    const token = await h.login();
    const sent = await h.api('POST', '/api/chat/send-message', { token, body: text('หลังรีเซ็ต', { userId: MEMBER }) });
    expect((await inbox.next((c) => c._id === sent.body._id)).message).toEqual({
      message_type: 'text',
      payload: 'หลังรีเซ็ต',
    });
    expect((await inbox.next((c) => c.sender === 'other')).session_id).toBe(sent.body.session_id);
  });

  it('drops a pending support answer when the world is reset', async () => {
    const socket = await connect();
    const room = `${await prefix()}-${MEMBER}`;
    await join(socket, room);
    const inbox = messages(socket);
    const token = await h.login();
    await h.api('POST', '/api/chat/send-message', { token, body: text('ก่อนรีเซ็ต', { userId: MEMBER }) });
    await inbox.next((c) => c.sender === 'customer');
    h.reset('chat-sessions');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(inbox.seen.filter((c) => c.sender === 'other')).toEqual([]);
  });

  it('lets the HTTP server close while sockets are still connected', async () => {
    const other = await startHarness('chat-sessions');
    const socket = await connect(other.baseUrl);
    expect(await join(socket, `goldwallet-${MEMBER}`)).toEqual({ ok: true });
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await within(other.close(), 3000, 'close');
    expect(await within(disconnected, 3000, 'disconnect')).toBeTruthy();
    expect(other.violations).toEqual([]);
  });
});
