import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contract/realtime';
import { ChatConversation, type ChatConversation as Conversation } from '@portal/contract/schemas';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startHarness, useHarness } from '../testing/harness.js';
import { CHAT_SOCKET_LIMITS, ChatSocketCounts, UNDECLARED } from './channel.js';
import { allowedOriginsFrom, DEV_ORIGINS, MAX_PENDING_PACKETS } from './chat.js';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Auth = { token?: string; guestId?: string } | Record<string, unknown>;

const h = useHarness('chat-sessions', { resetEachTest: true });
const sockets: ChatSocket[] = [];
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.disconnect());
});

const MEMBER = 'M10001';

function open(auth: Auth, baseUrl = h.baseUrl, extraHeaders: Record<string, string> = {}): ChatSocket {
  const socket: ChatSocket = io(baseUrl, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth,
    extraHeaders,
  });
  sockets.push(socket);
  return socket;
}

async function connect(
  auth: Auth,
  baseUrl = h.baseUrl,
  extraHeaders: Record<string, string> = {},
): Promise<ChatSocket> {
  const socket = open(auth, baseUrl, extraHeaders);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** The catalogue code a refused handshake carries. */
function refusal(auth: Auth, extraHeaders: Record<string, string> = {}): Promise<string> {
  const socket = open(auth, h.baseUrl, extraHeaders);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function join(socket: ChatSocket, room: string): Promise<{ ok: boolean }> {
  return new Promise((resolve) => socket.emit('join', { room }, resolve));
}

function disconnection(socket: ChatSocket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', resolve));
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

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prefix(): Promise<string> {
  return (await h.api('GET', '/api/chat/config')).body.PREFIX;
}

async function newGuest(): Promise<string> {
  return (await h.api('POST', '/api/chat/guest')).body.guestId;
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
  it("delivers the member's own message and support's answer to the member's socket", async () => {
    const token = await h.login();
    const socket = await connect({ token });
    const inbox = messages(socket);
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

  it('shows support reading, then writing until each answer of its script: read, typing true, typing false, the answer', async () => {
    const token = await h.login();
    const socket = await connect({ token });
    const events: string[] = [];
    const room = `${await prefix()}-${MEMBER}`;
    socket.on('typing', (payload) => {
      expect(payload.room).toBe(room);
      events.push(`typing ${payload.typing}`);
    });
    socket.on('read', (payload) => events.push(`read ${payload.reader}`));
    const answers: string[] = [];
    socket.on('message', (conversation) => {
      events.push(`message ${conversation.sender}`);
      if (conversation.sender === 'other') answers.push(conversation.message.message_type);
    });
    // "ฝาก" (deposit) is a keyword of the base scenario's script: a text, then buttons.
    await h.api('POST', '/api/chat/send-message', { token, body: text('ฝากเงินไม่เข้า', { userId: MEMBER }) });
    await vi.waitFor(() => expect(answers).toHaveLength(2), { timeout: 6000, interval: 50 });
    await pause(50);
    expect(events).toEqual([
      'message customer',
      'read support',
      'typing true',
      'typing false',
      'message other',
      'typing true',
      'typing false',
      'message other',
    ]);
    expect(answers).toEqual(['text', 'buttons']);
  });

  it('puts the socket in its own room: `join` of that room is ok, nothing else', async () => {
    const token = await h.login();
    const socket = await connect({ token });
    const room = await prefix();
    expect(await join(socket, `${room}-${MEMBER}`)).toEqual({ ok: true });
    expect(await join(socket, `${room}-M10003`)).toEqual({ ok: false });
    expect(await join(socket, '')).toEqual({ ok: false });
    expect(
      await new Promise((resolve) => (socket.emit as (...args: unknown[]) => void)('join', { room: 42 }, resolve)),
    ).toEqual({ ok: false });
  });

  it("keeps rooms apart: a guest's messages reach the guest's socket only", async () => {
    const guestId = await newGuest();
    const memberSocket = await connect({ token: await h.login() });
    const guestSocket = await connect({ guestId });
    const memberInbox = messages(memberSocket);
    const guestInbox = messages(guestSocket);
    const sent = await h.api('POST', '/api/chat/send-message', { body: text('สวัสดีค่ะ', { guestId }) });
    expect(sent.status).toBe(200);
    expect((await guestInbox.next((c) => c._id === sent.body._id)).guestId).toBe(guestId);
    await guestInbox.next((c) => c.sender === 'other');
    expect(memberInbox.seen).toEqual([]);
  });

  it('announces read receipts to the room', async () => {
    const token = await h.login();
    const socket = await connect({ token });
    const read = new Promise<{ room: string; upTo: string }>((resolve) => socket.once('read', resolve));
    expect(
      (await h.api('PUT', '/api/chat/read-customer/', { token, body: { userId: MEMBER, guestId: null } })).body.updated,
    ).toBe(3);
    const receipt = await within(read, 3000, 'read receipt');
    expect(receipt.room).toBe(`${await prefix()}-${MEMBER}`);
    expect(Number.isNaN(Date.parse(receipt.upTo))).toBe(false);
  });
});

describe('chat socket, tried as an attacker', () => {
  it("gives a guest who joins a member's room nothing of that member's conversation", async () => {
    const spy = await connect({ guestId: await newGuest() });
    expect(await join(spy, `${await prefix()}-${MEMBER}`)).toEqual({ ok: false });
    const stolen = messages(spy);
    const token = await h.login();
    const victim = messages(await connect({ token }));
    const sent = await h.api('POST', '/api/chat/send-message', {
      token,
      body: text('รหัสผ่านของฉันคือ', { userId: MEMBER }),
    });
    await victim.next((c) => c._id === sent.body._id);
    await victim.next((c) => c.sender === 'other');
    expect(stolen.seen).toEqual([]);
  });

  it('refuses a handshake without credentials, with a made-up token, or with a guest id the server did not issue', async () => {
    expect(await refusal({})).toBe('UNAUTHORIZED');
    expect(await refusal({ room: `goldwallet-${MEMBER}` })).toBe('UNAUTHORIZED');
    expect(await refusal({ token: 42 })).toBe('UNAUTHORIZED');
    expect(await refusal({ token: 'not-a-real-token' })).toBe('INVALID_USER_1');
    expect(await refusal({ guestId: MEMBER })).toBe('INVALID_USER_INFO');
    expect(await refusal({ guestId: 'g-AAAAAAAAAAAAAAAAAAAAAAAA' })).toBe('INVALID_USER_INFO');
  });

  it("opens a device-made guest id's room for the address that bound it, and for no other address", async () => {
    const guestId = 'Xq3v9J0pL8sTzY2wK5mN7c';
    const owner = { 'x-forwarded-for': '198.51.100.7' };
    const inbox = messages(await connect({ guestId }, h.baseUrl, owner));
    expect(await refusal({ guestId }, { 'x-forwarded-for': '203.0.113.9' })).toBe('INVALID_USER_INFO');
    const sent = await h.api('POST', '/api/chat/send-message', { headers: owner, body: text('สวัสดีค่ะ', { guestId }) });
    expect(sent.status).toBe(200);
    expect((await inbox.next((c) => c._id === sent.body._id)).guestId).toBe(guestId);
    await inbox.next((c) => c.sender === 'other');
  });

  it('cuts a socket whose token was revoked by a password change, before it gets the next message', async () => {
    const stolen = await h.login();
    const spy = await connect({ token: stolen });
    const spied = messages(spy);
    const cut = disconnection(spy);
    const changed = await h.api('PUT', '/api/account/changepwd', {
      token: await h.login(),
      body: { oldPassword: 'secret123', newPassword: 'newsecret1' },
    });
    const owner = messages(await connect({ token: changed.body.token }));
    const sent = await h.api('POST', '/api/chat/send-message', {
      token: changed.body.token,
      body: text('หลังเปลี่ยนรหัส', { userId: MEMBER }),
    });
    await owner.next((c) => c._id === sent.body._id);
    expect(await within(cut, 3000, 'disconnect')).toBe('io server disconnect');
    expect(spied.seen).toEqual([]);
    expect(await refusal({ token: stolen })).toBe('INVALID_USER_3');
  });

  it('cuts a socket whose token expired, before it gets the next message', async () => {
    const token = await h.login();
    const socket = await connect({ token });
    const inbox = messages(socket);
    const cut = disconnection(socket);
    h.advance(24 * 60 * 60 + 1);
    const fresh = await h.login();
    await h.api('POST', '/api/chat/send-message', { token: fresh, body: text('หลังหมดอายุ', { userId: MEMBER }) });
    expect(await within(cut, 3000, 'disconnect')).toBe('io server disconnect');
    expect(inbox.seen).toEqual([]);
    expect(await refusal({ token })).toBe('EXPIRED_AUTH_TOKEN');
  });

  it('refuses a browser page of another site, and answers CORS only to the allowed origins', async () => {
    const handshake = (origin?: string) =>
      fetch(`${h.baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: origin ? { origin } : {} });
    const evil = await handshake('http://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const dev = await handshake('http://localhost:5173');
    expect(dev.status).toBe(200);
    expect(dev.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect((await handshake()).status).toBe(200);
    const preflight = await fetch(`${h.baseUrl}/socket.io/?EIO=4&transport=polling`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows the extra origins of MOCK_ALLOWED_ORIGINS (comma-separated) beside the dev ones', async () => {
    expect(allowedOriginsFrom(' https://qa.example , ,https://demo.example')).toEqual([
      ...DEV_ORIGINS,
      'https://qa.example',
      'https://demo.example',
    ]);
    const before = process.env.MOCK_ALLOWED_ORIGINS;
    process.env.MOCK_ALLOWED_ORIGINS = 'https://qa.example';
    const other = await startHarness('chat-sessions');
    if (before === undefined) delete process.env.MOCK_ALLOWED_ORIGINS;
    else process.env.MOCK_ALLOWED_ORIGINS = before;
    const handshake = (origin: string) =>
      fetch(`${other.baseUrl}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
    expect((await handshake('https://qa.example')).status).toBe(200);
    expect((await handshake('https://qa.example.evil.example')).status).toBe(403);
    await other.close();
  });

  it('cuts a socket that never reads instead of buffering for it', async () => {
    const token = await h.login();
    const conversation = (
      await h.api('POST', '/api/chat/history', { token, body: { userId: MEMBER, guestId: null, limit: 1, skip: 0 } })
    ).body.conversations[0]._id;
    const polling = `${h.baseUrl}/socket.io/?EIO=4&transport=polling`;
    /** A client that opens the session and connects, then never polls again: nothing it is sent is read. */
    const stalled = async () => {
      const opened = await (await fetch(polling)).text();
      const sid = JSON.parse(opened.slice(1)).sid as string;
      const connected = await fetch(`${polling}&sid=${sid}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: `40${JSON.stringify({ token })}`,
      });
      expect(connected.status).toBe(200);
      await pause(50);
      return sid;
    };
    const world = h.server.world();

    const patient = await stalled();
    for (let i = 0; i < MAX_PENDING_PACKETS - 2; i += 1) world.events.emit('chatMessage', MEMBER, conversation);
    expect((await fetch(`${polling}&sid=${patient}`)).status).toBe(200);

    const stalledSid = await stalled();
    for (let i = 0; i < MAX_PENDING_PACKETS + 10; i += 1) world.events.emit('chatMessage', MEMBER, conversation);
    const late = await fetch(`${polling}&sid=${stalledSid}`);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ message: 'Session ID unknown' });
  });
});

describe('chat socket and tokens bound to an address (ipBound)', () => {
  it("refuses a member's token from another address with INVALID_IP, and takes it from its own", async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const login = await h.api('POST', '/api/login', {
      body: { username: '0812345678', password: 'secret123' },
      headers: from('198.51.100.7'),
    });
    await h.api('POST', '/__admin/flags', { body: { ipBound: true } });
    expect(await refusal({ token: login.body.token }, from('203.0.113.9'))).toBe('INVALID_IP');
    const own = await connect({ token: login.body.token }, h.baseUrl, from('198.51.100.7'));
    expect(own.connected).toBe(true);
    own.disconnect();
  });
});

describe('chat socket, tried as an attacker (issue 24)', () => {
  it('closes a socket that sends an event the contract does not declare, and journals its name, never its payload', async () => {
    const socket = await connect({ token: await h.login() });
    const closed = disconnection(socket);
    (socket as unknown as { emit: (event: string, payload: unknown) => void }).emit('hack', {
      note: 'PAYLOAD-MARKER',
      filler: 'x'.repeat(10_000),
    });
    expect(await within(closed, 2000, 'disconnect')).toBe('io server disconnect');
    const frames = h.server.world().journal.entries.filter((entry) => entry.kind === 'socket');
    expect(frames).toContainEqual(expect.objectContaining({ direction: 'in', event: 'hack', payload: UNDECLARED }));
    expect(JSON.stringify(frames)).not.toContain('PAYLOAD-MARKER');
  });

  it(`refuses a member's or a guest id's socket past ${CHAT_SOCKET_LIMITS.perOwner} open, with REQUEST_LIMIT; closing one makes room`, async () => {
    const token = await h.login();
    const guestId = await newGuest();
    for (const auth of [{ token }, { guestId }]) {
      const open = await Promise.all(Array.from({ length: CHAT_SOCKET_LIMITS.perOwner }, () => connect(auth)));
      expect(await refusal(auth)).toBe('REQUEST_LIMIT');
      const closed = disconnection(open[0]);
      open[0].disconnect();
      await closed;
      await pause(100);
      await connect(auth);
    }
  });

  it(`counts at most ${CHAT_SOCKET_LIMITS.perClient} sockets per client address in one world, and each world apart`, () => {
    const counts = new ChatSocketCounts();
    const admitted = Array.from({ length: CHAT_SOCKET_LIMITS.perClient }, (_, i) =>
      counts.admit('default', `g-${i}`, '10.0.0.1'),
    );
    expect(admitted.every((result) => 'release' in result)).toBe(true);
    expect(counts.admit('default', 'g-new', '10.0.0.1')).toEqual({ refused: 'REQUEST_LIMIT' });
    expect(counts.admit('default', 'g-new', '10.0.0.2')).toHaveProperty('release');
    expect(counts.admit('session-2', 'g-new', '10.0.0.1')).toHaveProperty('release');
    const first = admitted[0] as { release: () => void };
    first.release();
    first.release();
    expect(counts.admit('default', 'g-new', '10.0.0.1')).toHaveProperty('release');
    expect(counts.admit('default', 'g-other', '10.0.0.1')).toEqual({ refused: 'REQUEST_LIMIT' });
  });
});

describe('chat socket and simulator sessions', () => {
  it("follows the world of its session only: the same member id in another session's world is not this one", async () => {
    const session = (await h.api('POST', '/__admin/sessions', { body: { scenario: 'chat-sessions' } })).body.id;
    const inSession = { 'x-mock-session': session };
    const sessionToken = (
      await h.api('POST', '/api/login', {
        body: { username: '0812345678', password: 'secret123' },
        headers: inSession,
      })
    ).body.token as string;
    const defaultToken = await h.login();
    const inDefault = messages(await connect({ token: defaultToken }));
    const inSessionInbox = messages(await connect({ token: sessionToken }, h.baseUrl, inSession));
    expect(await refusal({ token: sessionToken })).toBe('INVALID_USER_1');

    const sent = await h.api('POST', '/api/chat/send-message', {
      token: sessionToken,
      headers: inSession,
      body: text('ในเซสชัน', { userId: MEMBER }),
    });
    await inSessionInbox.next((c) => c._id === sent.body._id);
    await inSessionInbox.next((c) => c.sender === 'other');
    expect(inDefault.seen).toEqual([]);
    expect(await h.api('DELETE', `/__admin/sessions/${session}`)).toMatchObject({ status: 200 });
  });

  it('refuses a socket naming a session that does not exist', async () => {
    const socket = open({ token: await h.login() }, h.baseUrl, { 'x-mock-session': 'no-such-session' });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('KEY_INVALID');
  });
});

describe('chat socket and world resets', () => {
  it('disconnects sockets whose credentials the new world does not know; fresh ones then receive', async () => {
    const token = await h.login();
    const guest = await connect({ guestId: await newGuest() });
    const member = await connect({ token });
    const cuts = [disconnection(guest), disconnection(member)];
    h.reset('chat-sessions');
    expect(await within(Promise.all(cuts), 3000, 'disconnect')).toEqual([
      'io server disconnect',
      'io server disconnect',
    ]);

    const fresh = await h.login();
    const inbox = messages(await connect({ token: fresh }));
    const sent = await h.api('POST', '/api/chat/send-message', {
      token: fresh,
      body: text('หลังรีเซ็ต', { userId: MEMBER }),
    });
    expect((await inbox.next((c) => c._id === sent.body._id)).message).toEqual({
      message_type: 'text',
      payload: 'หลังรีเซ็ต',
    });
    expect((await inbox.next((c) => c.sender === 'other')).session_id).toBe(sent.body.session_id);
  });

  it('drops a pending support answer when the world is reset', async () => {
    const token = await h.login();
    const inbox = messages(await connect({ token }));
    await h.api('POST', '/api/chat/send-message', { token, body: text('ก่อนรีเซ็ต', { userId: MEMBER }) });
    await inbox.next((c) => c.sender === 'customer');
    h.reset('chat-sessions');
    const fresh = messages(await connect({ token: await h.login() }));
    await pause(1200);
    expect(inbox.seen.filter((c) => c.sender === 'other')).toEqual([]);
    expect(fresh.seen).toEqual([]);
  });

  it('cuts the open sockets when the service ends, then refuses every handshake with gone', async () => {
    const token = await h.login();
    const guestId = await newGuest();
    const socket = await connect({ token });
    const cut = disconnection(socket);
    h.reset('terminated');
    expect(await within(cut, 3000, 'disconnect')).toBe('io server disconnect');
    expect(await refusal({ token })).toBe('gone');
    expect(await refusal({ guestId })).toBe('gone');
  });

  it("announces a media message's delivery by its client id: sending once stored, succeed with the message, failed when refused", async () => {
    const token = await h.login();
    const socket = await connect({ token });
    const seen: string[] = [];
    socket.on('delivery', (payload) => seen.push(`${payload.clientId} ${payload.status} ${payload.conversationId}`));
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const stored = await h.upload(
      '/api/chat/upload-image?clientId=media-0001',
      { name: 'a.png', type: 'image/png', bytes: png },
      token,
    );
    expect(stored.status).toBe(200);
    const sent = await h.api('POST', '/api/chat/send-message', {
      token,
      body: {
        ...text('', { userId: MEMBER }),
        clientId: 'media-0001',
        message: {
          message_type: 'media',
          payload: { message: '', url: stored.body.path, fileType: 'image', filePath: 'a.png' },
        },
      },
    });
    expect(sent.status).toBe(200);
    const refused = await h.upload(
      '/api/chat/upload-image?clientId=media-0002',
      { name: 'a.png', type: 'image/png', bytes: new TextEncoder().encode('not a png') },
      token,
    );
    expect(refused.body).toEqual({ message: 'FILE_NOT_SUPPORTED' });
    await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 3000 });
    expect(seen).toEqual(['media-0001 sending null', `media-0001 succeed ${sent.body._id}`, 'media-0002 failed null']);
  });

  it("cuts a guest's socket once a member adopted the guest's conversation", async () => {
    const guestId = await newGuest();
    const socket = await connect({ guestId });
    const cut = disconnection(socket);
    await h.api('POST', '/api/chat/send-message', { body: text('ก่อนเข้าระบบ', { guestId }) });
    const token = await h.login();
    expect((await h.api('POST', '/api/chat/adopt-guest', { token, body: { guestId } })).body).toEqual({ moved: 1 });
    expect(await within(cut, 4000, 'disconnect')).toBe('io server disconnect');
    expect(await refusal({ guestId })).toBe('INVALID_USER_INFO');
  });

  it("cuts a member's sockets when QA drops the connection, and lets them connect again", async () => {
    const token = await h.login();
    const socket = await connect({ token });
    const cut = disconnection(socket);
    const other = messages(await connect({ guestId: await newGuest() }));
    expect((await h.api('POST', `/__admin/chat/${MEMBER}/disconnect`)).body).toEqual({ disconnected: MEMBER });
    expect(await within(cut, 3000, 'disconnect')).toBe('io server disconnect');
    expect(other.seen).toEqual([]);
    await connect({ token });
  });

  it('lets the HTTP server close while sockets are still connected', async () => {
    const other = await startHarness('chat-sessions');
    const socket = await connect({ token: await other.login() }, other.baseUrl);
    const disconnected = disconnection(socket);
    await within(other.close(), 3000, 'close');
    expect(await within(disconnected, 3000, 'disconnect')).toBeTruthy();
    expect(other.violations).toEqual([]);
  });
});
