import type { IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import type { ErrorCode } from '@portal/contract/errors';
import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contract/realtime';
import { Server } from 'socket.io';
import { clientAddress, trustedProxiesFrom } from '../http/client-address.js';
import type { WorldSlot } from '../core/slot.js';
import { admitChat, ChatSocketCounts, MAX_INCOMING_BYTES, openChatChannel, type ChatIdentity } from './channel.js';

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
  /**
   * Proxies whose `X-Forwarded-For` names the client, as for HTTP requests (default: MOCK_TRUSTED_PROXIES,
   * else loopback): the per-address socket limit counts the same clients as the other per-client limits.
   */
  trustedProxies?: ReadonlySet<string>;
}

interface SocketData {
  slot: WorldSlot;
  identity: ChatIdentity;
}

function refusal(code: ErrorCode): Error {
  return Object.assign(new Error(code), { data: { message: code } });
}

/**
 * The chat socket (spec §7, contract/src/realtime.ts): socket.io on the mock server's HTTP server at
 * /socket.io, carrying the transport-neutral channel of channel.ts (who may connect, what each socket
 * receives). Events go to each socket directly, never through a socket.io room: room names repeat across
 * sessions (each session's world has member M10001), rooms do not.
 */
export function attachRealtime(http: HttpServer, options: RealtimeOptions): void {
  const origins = new Set(options.allowedOrigins ?? allowedOriginsFrom(process.env.MOCK_ALLOWED_ORIGINS));
  const originAllowed = (origin: string | undefined) => origin === undefined || origins.has(origin);
  const maxPending = options.maxPendingPackets ?? MAX_PENDING_PACKETS;
  const trustedProxies = options.trustedProxies ?? trustedProxiesFrom(process.env.MOCK_TRUSTED_PROXIES);
  // Per world slot, per owner and per client address (CHAT_SOCKET_LIMITS).
  const counts = new ChatSocketCounts();

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
    const { address, headers } = socket.handshake;
    const client = clientAddress(address, headers['x-forwarded-for'], trustedProxies);
    const admitted = admitChat(slot, socket.handshake.auth, client);
    if ('refused' in admitted) return next(refusal(admitted.refused));
    const counted = counts.admit(slot.id, admitted.identity.owner, client);
    if ('refused' in counted) return next(refusal(counted.refused));
    // Counted out when the socket ends, or its connection does before it was connected.
    socket.once('disconnect', counted.release);
    socket.conn.once('close', counted.release);
    socket.data = { slot, identity: admitted.identity };
    next();
  });

  io.on('connection', (socket) => {
    // Packets queued for the client and not yet handed to its transport (engine.io's write buffer).
    let pending = 0;
    socket.conn.on('packetCreate', () => (pending += 1));
    socket.conn.on('flush', () => (pending = 0));

    const channel = openChatChannel(socket.data.slot, socket.data.identity, {
      emit: (event, payload) => (socket.emit as (event: string, payload: unknown) => void)(event, payload),
      disconnect: () => socket.disconnect(true),
      behind: () => pending >= maxPending,
      // Discard what is queued and close at once: an orderly close would wait for the client to read.
      cut: () => socket.conn.close(true),
    });
    socket.onAny((event: string, ...args: unknown[]) => {
      const ack = args.find((arg): arg is (result: unknown) => void => typeof arg === 'function');
      channel.received(event, args[0], ack);
    });
    socket.on('disconnect', (reason) => channel.closed(reason));
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
