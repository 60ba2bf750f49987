import type { Server as HttpServer } from 'node:http';
import { chatRoom, JoinPayload, type ClientToServerEvents, type ServerToClientEvents } from '@portal/contract/realtime';
import { Server } from 'socket.io';
import { findConversation } from '../domain/chat.js';
import type { World } from '../world.js';

/** A socket may sit in a few rooms at once (a guest who logs in moves to the member room), not many. */
const MAX_ROOMS_PER_SOCKET = 4;

/**
 * The chat socket (spec §7): socket.io on the mock server's HTTP server at /socket.io. A client joins the
 * room `${PREFIX}-${owner}` (member id or guest id) and receives `message` for every message of that
 * conversation (its own from other tabs, and support's answers) and `read` when support's messages are
 * marked read. Listens to the current world's events and moves to each new world after a reset.
 */
export function attachRealtime(
  http: HttpServer,
  getWorld: () => World,
  onWorldChange: (listener: (world: World) => void) => void,
): void {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
    path: '/socket.io',
    cors: { origin: true, credentials: true },
    serveClient: false,
  });

  io.on('connection', (socket) => {
    const joined = new Set<string>();
    socket.on('join', (payload, ack) => {
      const parsed = JoinPayload.safeParse(payload);
      const prefix = `${getWorld().scenario.site.chatPrefix}-`;
      const ok =
        parsed.success &&
        parsed.data.room.startsWith(prefix) &&
        parsed.data.room.length > prefix.length &&
        (joined.has(parsed.data.room) || joined.size < MAX_ROOMS_PER_SOCKET);
      if (ok) {
        joined.add(parsed.data.room);
        void socket.join(parsed.data.room);
      }
      if (typeof ack === 'function') ack({ ok });
    });
    socket.on('leave', (payload) => {
      const parsed = JoinPayload.safeParse(payload);
      if (!parsed.success) return;
      joined.delete(parsed.data.room);
      void socket.leave(parsed.data.room);
    });
  });

  let current: World | null = null;
  const onMessage = (owner: string, conversationId: string) => {
    const world = current;
    if (!world) return;
    const conversation = findConversation(world, conversationId);
    if (conversation) io.to(chatRoom(world.scenario.site.chatPrefix, owner)).emit('message', conversation);
  };
  const onRead = (owner: string, upTo: number) => {
    const world = current;
    if (!world) return;
    const room = chatRoom(world.scenario.site.chatPrefix, owner);
    io.to(room).emit('read', { room, upTo: new Date(upTo).toISOString() });
  };
  const subscribe = (world: World) => {
    if (current === world) return;
    if (current) {
      current.events.off('chatMessage', onMessage);
      current.events.off('chatRead', onRead);
    }
    current = world;
    world.events.on('chatMessage', onMessage);
    world.events.on('chatRead', onRead);
  };
  subscribe(getWorld());
  onWorldChange(subscribe);
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
