import type { WorldSlot } from '../core/slot.js';
import { admitChat, MAX_INCOMING_BYTES, openChatChannel, type ChatChannel } from '../realtime/channel.js';
import { DEMO_CLIENT } from './fetch-adapter.js';

/**
 * The chat socket in the backend-less demo: the server side of socket.io's protocol (engine.io 4 over a
 * WebSocket, socket.io 5 packets) for the one WebSocket MSW's interception hands over, carrying the same
 * channel (realtime/channel.ts) as the Node server's socket.io. The app's socket.io client is unchanged; it
 * is told to use the WebSocket transport only in the demo build.
 *
 * What it speaks: the open packet; pings every `pingIntervalMs` (the client closes a socket that hears no
 * ping for pingInterval + pingTimeout, so a silent chat stays open); the default namespace's connect (the
 * handshake's auth checked as on the server) and its refusal as connect_error with the catalogue code;
 * events, and the acknowledgement of `join`; disconnects either way. Nothing binary, no other namespace.
 */

/** What MSW's WebSocket interception gives for the page's socket (its WebSocketClientConnection). */
export interface InterceptedSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'close', listener: () => void): void;
}

export interface SocketLinkOptions {
  pingIntervalMs?: number;
  pingTimeoutMs?: number;
  /** Called each time a handshake is admitted. */
  onAdmitted?: () => void;
}

/** engine.io's defaults, as the Node server uses them. */
export const PING_INTERVAL_MS = 25_000;
export const PING_TIMEOUT_MS = 20_000;

const ENGINE = { open: '0', close: '1', ping: '2', pong: '3', message: '4' } as const;
const PACKET = { connect: '0', disconnect: '1', event: '2', ack: '3', connectError: '4' } as const;

let counter = 0;
const newSid = () => `demo${Date.now().toString(36)}${(counter += 1).toString(36)}`;

interface Packet {
  type: string;
  namespace: string;
  id: number | undefined;
  data: unknown;
}

/** A socket.io packet (the text after engine.io's message type): type, namespace, ack id, JSON data. */
function parsePacket(text: string): Packet | null {
  const match = /^([0-6])(\/[^,]*,)?(\d+)?([\s\S]*)$/.exec(text);
  if (!match) return null;
  const [, type, namespace, id, json] = match;
  let data: unknown;
  try {
    data = json === '' ? undefined : (JSON.parse(json) as unknown);
  } catch {
    return null;
  }
  return {
    type,
    namespace: namespace ? namespace.slice(0, -1) : '/',
    id: id === undefined ? undefined : Number(id),
    data,
  };
}

/** Serves one intercepted WebSocket as the chat's socket.io endpoint of the slot's world. */
export function serveSocketIo(socket: InterceptedSocket, slot: WorldSlot, options: SocketLinkOptions = {}): void {
  const pingInterval = options.pingIntervalMs ?? PING_INTERVAL_MS;
  const pingTimeout = options.pingTimeoutMs ?? PING_TIMEOUT_MS;
  let channel: ChatChannel | null = null;
  let open = true;

  const message = (packet: string) => socket.send(`${ENGINE.message}${packet}`);
  const ended = (reason: string) => {
    channel?.closed(reason);
    channel = null;
  };
  const shut = (reason: string, code = 1000) => {
    if (!open) return;
    open = false;
    clearInterval(pings);
    ended(reason);
    socket.close(code);
  };

  socket.send(
    `${ENGINE.open}${JSON.stringify({ sid: newSid(), upgrades: [], pingInterval, pingTimeout, maxPayload: MAX_INCOMING_BYTES })}`,
  );
  const pings = setInterval(() => socket.send(ENGINE.ping), pingInterval);

  const connect = (packet: Packet) => {
    if (packet.namespace !== '/') {
      message(`${PACKET.connectError}${packet.namespace},${JSON.stringify({ message: 'Invalid namespace' })}`);
      return;
    }
    const admitted = admitChat(slot, packet.data ?? {}, DEMO_CLIENT);
    if ('refused' in admitted) {
      const code = admitted.refused;
      message(`${PACKET.connectError}${JSON.stringify({ message: code, data: { message: code } })}`);
      return;
    }
    channel?.closed('client namespace disconnect');
    options.onAdmitted?.();
    message(`${PACKET.connect}${JSON.stringify({ sid: newSid() })}`);
    channel = openChatChannel(slot, admitted.identity, {
      emit: (event, payload) => message(`${PACKET.event}${JSON.stringify([event, payload])}`),
      disconnect: () => {
        message(PACKET.disconnect);
        shut('server namespace disconnect');
      },
      // Nothing queues here: the page reads what is sent at once.
      behind: () => false,
      cut: () => shut('forced close'),
    });
  };

  socket.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data !== 'string' || data.length > MAX_INCOMING_BYTES) return shut('transport error', 1009);
    const kind = data.charAt(0);
    if (kind === ENGINE.close) return shut('transport close');
    if (kind !== ENGINE.message) return;
    const packet = parsePacket(data.slice(1));
    if (!packet) return shut('parse error', 1003);
    if (packet.type === PACKET.connect) return connect(packet);
    if (!channel || packet.namespace !== '/') return;
    if (packet.type === PACKET.disconnect) return ended('client namespace disconnect');
    if (packet.type !== PACKET.event || !Array.isArray(packet.data) || typeof packet.data[0] !== 'string') return;
    const [name, payload] = packet.data as [string, unknown];
    const id = packet.id;
    channel.received(
      name,
      payload,
      id === undefined ? undefined : (result) => message(`${PACKET.ack}${id}${JSON.stringify([result])}`),
    );
  });
  socket.addEventListener('close', () => {
    open = false;
    clearInterval(pings);
    ended('transport close');
  });
}
