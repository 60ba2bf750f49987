import type { IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import type { ErrorCode } from '@portal/contract/errors';
import {
  chatRoom,
  HandshakeAuth,
  JoinPayload,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@portal/contract/realtime';
import { Server } from 'socket.io';
import { ApiError } from '../api-error.js';
import { authenticate } from '../core/auth.js';
import { findConversation, isIssuedGuest } from '../domain/chat.js';
import type { WorldSlot } from '../slot.js';
import { recordJournal, type World } from '../world.js';

/** The web app's dev and preview servers (vite, ports 5173 and 4173), which proxy /socket.io here. */
export const DEV_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
] as const;

/** The default allow-list: DEV_ORIGINS plus the comma-separated origins of MOCK_ALLOWED_ORIGINS. */
export function allowedOriginsFrom(extra: string | undefined): string[] {
  return [
    ...DEV_ORIGINS,
    ...(extra ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ];
}

/**
 * Packets waiting for a socket that does not read them (a stalled or hostile client): at this many, the
 * socket is cut rather than buffered further. Chat traffic is a few messages a minute; 64 is far behind.
 */
export const MAX_PENDING_PACKETS = 64;
/** The largest packet a client may send: the handshake and `join` are a few hundred bytes. */
export const MAX_INCOMING_BYTES = 16 * 1024;

export interface RealtimeOptions {
  /**
   * The world slot a socket belongs to, from its handshake headers (the session cookie or header). May
   * throw to refuse the socket (a session that does not exist): connect_error KEY_INVALID.
   */
  slotFor(headers: IncomingHttpHeaders): WorldSlot;
  /**
   * Origins a browser may connect from (default: allowedOriginsFrom(MOCK_ALLOWED_ORIGINS)). A request
   * without an Origin header (a same-origin request, a client that is not a browser) is allowed: the check
   * keeps other sites' pages out, which a browser always marks with their origin.
   */
  allowedOrigins?: readonly string[];
  /** Whether the handshake's Host header names this server (DNS rebinding); default: any. */
  hostAllowed?: (host: string | undefined) => boolean;
  maxPendingPackets?: number;
}

type Credential = { kind: 'member'; token: string } | { kind: 'guest'; guestId: string };

interface SocketData {
  slot: WorldSlot;
  credential: Credential;
  owner: string;
}

/** Whose conversation the credential opens in this world (member id or guest id), or the code refusing it. */
function ownerOf(world: World, credential: Credential): { owner: string } | { refused: ErrorCode } {
  if (world.scenario.flags.terminated) return { refused: 'gone' };
  if (credential.kind === 'guest')
    return isIssuedGuest(world, credential.guestId) ? { owner: credential.guestId } : { refused: 'INVALID_USER_INFO' };
  try {
    const member = authenticate(world, `Bearer ${credential.token}`, 'member');
    return member ? { owner: member.id } : { refused: 'UNAUTHORIZED' };
  } catch (error) {
    return { refused: error instanceof ApiError ? error.code : 'UNAUTHORIZED' };
  }
}

function refusal(code: ErrorCode): Error {
  return Object.assign(new Error(code), { data: { message: code } });
}

/**
 * The chat socket (spec §7, contract/src/realtime.ts): socket.io on the mock server's HTTP server at
 * /socket.io. The handshake carries the member's token or an issued guest id; the socket then receives
 * `message` for every message of that one conversation (its own from other tabs, and support's answers)
 * and `read` when support's messages are marked read, from its slot's world, following the slot to each
 * new world after a reset.
 *
 * The credentials are checked again before each event sent and after each reset, so that a socket whose
 * token expired or was revoked (password change) or whose world forgot it is disconnected, not fed. Events
 * go to each socket directly, never through a socket.io room: room names repeat across sessions (each
 * session's world has member M10001), rooms do not.
 */
export function attachRealtime(http: HttpServer, options: RealtimeOptions): void {
  const origins = new Set(options.allowedOrigins ?? allowedOriginsFrom(process.env.MOCK_ALLOWED_ORIGINS));
  const originAllowed = (origin: string | undefined) => origin === undefined || origins.has(origin);
  const maxPending = options.maxPendingPackets ?? MAX_PENDING_PACKETS;

  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(http, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: MAX_INCOMING_BYTES,
    // Browsers apply no CORS to WebSockets: the origin is checked on the handshake itself, whatever the
    // transport, and the CORS answer of the polling transport names only allowed origins.
    allowRequest: (req, callback) => {
      const ok = originAllowed(req.headers.origin) && (options.hostAllowed?.(req.headers.host) ?? true);
      callback(ok ? null : 'origin or host not allowed', ok);
    },
    cors: { origin: (origin, callback) => callback(null, originAllowed(origin)), credentials: true },
  });

  io.use((socket, next) => {
    let slot: WorldSlot;
    try {
      slot = options.slotFor(socket.handshake.headers);
    } catch {
      return next(refusal('KEY_INVALID'));
    }
    const auth = HandshakeAuth.safeParse(socket.handshake.auth);
    if (!auth.success) return next(refusal('UNAUTHORIZED'));
    const credential: Credential =
      auth.data.token !== undefined
        ? { kind: 'member', token: auth.data.token }
        : { kind: 'guest', guestId: auth.data.guestId as string };
    const found = ownerOf(slot.world(), credential);
    if ('refused' in found) return next(refusal(found.refused));
    socket.data = { slot, credential, owner: found.owner };
    next();
  });

  io.on('connection', (socket) => {
    const { slot, credential, owner } = socket.data;
    let world = slot.world();
    const room = () => chatRoom(world.scenario.site.chatPrefix, owner);

    // The QA journal sees every frame of the socket (never the handshake, which carries the token).
    const frame = (direction: 'in' | 'out' | 'connect' | 'disconnect', event: string, payload: unknown) =>
      recordJournal(world, { kind: 'socket', at: world.clock.now(), direction, event, owner, payload });
    frame('connect', credential.kind, null);
    socket.onAny((event: string, payload: unknown) =>
      frame('in', event, typeof payload === 'function' ? null : (payload ?? null)),
    );
    socket.onAnyOutgoing((event: string, payload: unknown) => frame('out', event, payload ?? null));

    // Packets queued for the client and not yet handed to its transport (engine.io's write buffer).
    let pending = 0;
    socket.conn.on('packetCreate', () => (pending += 1));
    socket.conn.on('flush', () => (pending = 0));

    const deliver = (send: () => void) => {
      if ('refused' in ownerOf(world, credential)) {
        socket.disconnect(true);
        return;
      }
      if (pending >= maxPending) {
        // Discard what is queued and close at once: an orderly close would wait for the client to read.
        socket.conn.close(true);
        return;
      }
      send();
    };
    const onMessage = (to: string, conversationId: string) => {
      if (to !== owner) return;
      const conversation = findConversation(world, conversationId);
      if (conversation) deliver(() => socket.emit('message', conversation));
    };
    const onRead = (to: string, upTo: number, reader: 'customer' | 'support') => {
      if (to !== owner) return;
      deliver(() => socket.emit('read', { room: room(), upTo: new Date(upTo).toISOString(), reader }));
    };
    const onDelivery = (
      to: string,
      clientId: string,
      status: 'sending' | 'failed' | 'succeed',
      conversationId: string | null,
    ) => {
      if (to !== owner) return;
      deliver(() => socket.emit('delivery', { clientId, status, conversationId }));
    };
    const onTyping = (to: string, typing: boolean) => {
      if (to !== owner) return;
      deliver(() => socket.emit('typing', { room: room(), typing }));
    };
    const onClosed = (closed: string) => {
      if (closed === owner) socket.disconnect(true);
    };
    const follow = (next: World | null) => {
      world.events.off('chatMessage', onMessage);
      world.events.off('chatRead', onRead);
      world.events.off('chatTyping', onTyping);
      world.events.off('chatDelivery', onDelivery);
      world.events.off('chatClosed', onClosed);
      world.events.off('chatDropped', onClosed);
      if (!next) return;
      world = next;
      world.events.on('chatMessage', onMessage);
      world.events.on('chatRead', onRead);
      world.events.on('chatTyping', onTyping);
      world.events.on('chatDelivery', onDelivery);
      world.events.on('chatClosed', onClosed);
      world.events.on('chatDropped', onClosed);
    };
    follow(world);
    const stopFollowing = slot.onReplace((next) => {
      follow(next);
      if ('refused' in ownerOf(next, credential)) socket.disconnect(true);
    });

    socket.on('join', (payload, ack) => {
      const parsed = JoinPayload.safeParse(payload);
      if (typeof ack === 'function') ack({ ok: parsed.success && parsed.data.room === room() });
    });
    socket.on('disconnect', (reason) => {
      frame('disconnect', reason, null);
      stopFollowing();
      follow(null);
    });
  });

  // Closing the HTTP server must not wait for open sockets (the harness and main close it with clients
  // still connected): drop them and stop engine.io first, then close the server as usual. (io.close()
  // itself would call http.close() again.)
  const closeHttp = http.close.bind(http);
  http.close = ((callback?: (error?: Error) => void) => {
    io.disconnectSockets(true);
    io.engine.close();
    return closeHttp(callback);
  }) as HttpServer['close'];
}
