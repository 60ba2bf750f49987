import type { ErrorCode } from '@portal/contract/errors';
import {
  chatRoom,
  clientEvents,
  HandshakeAuth,
  JoinPayload,
  type ServerToClientEvents,
} from '@portal/contract/realtime';
import { ApiError } from '../domain/api-error.js';
import { authenticate } from '../core/auth.js';
import { admitsGuest, findConversation, knowsGuest } from '../domain/chat.js';
import { recordJournal } from '../world/journal.js';
import type { WorldSlot } from '../core/slot.js';
import type { World } from '../world/world.js';

/**
 * The chat socket's rules with no transport in them (spec §7, contract/src/realtime.ts): who may open a
 * channel, and what it receives. The Node server carries it over socket.io (chat.ts); the backend-less demo
 * over a socket.io connection the browser's WebSocket interception answers (browser/socket-link.ts).
 */

/** The largest packet a client may send: the handshake and `join` are a few hundred bytes. */
export const MAX_INCOMING_BYTES = 16 * 1024;

export type ChatCredential = { kind: 'member'; token: string } | { kind: 'guest'; guestId: string };

/** A checked handshake: whose conversation the channel carries. */
export interface ChatIdentity {
  credential: ChatCredential;
  owner: string;
}

/** Whose conversation the credential opens in this world (member id or guest id), or the code refusing it. */
function ownerOf(
  world: World,
  credential: ChatCredential,
  client?: string,
): { owner: string } | { refused: ErrorCode } {
  if (world.scenario.flags.terminated) return { refused: 'gone' };
  if (credential.kind === 'guest') {
    // The handshake knows the client's address: a device-made id is bound to it there (admitsGuest); later
    // checks of an open channel ask only whether the world still knows the id.
    try {
      const admitted =
        client === undefined ? knowsGuest(world, credential.guestId) : admitsGuest(world, credential.guestId, client);
      return admitted ? { owner: credential.guestId } : { refused: 'INVALID_USER_INFO' };
    } catch (error) {
      return { refused: error instanceof ApiError ? error.code : 'INVALID_USER_INFO' };
    }
  }
  try {
    const member = authenticate(world, `Bearer ${credential.token}`, 'member', client);
    return member ? { owner: member.id } : { refused: 'UNAUTHORIZED' };
  } catch (error) {
    return { refused: error instanceof ApiError ? error.code : 'UNAUTHORIZED' };
  }
}

/**
 * The handshake's `auth` read against the slot's world, from `client` (its address, when the transport knows
 * it: the ipBound flag holds a member's token there): the identity, or the code the connection is refused with.
 */
export function admitChat(
  slot: WorldSlot,
  auth: unknown,
  client?: string,
): { identity: ChatIdentity } | { refused: ErrorCode } {
  const parsed = HandshakeAuth.safeParse(auth);
  if (!parsed.success) return { refused: 'UNAUTHORIZED' };
  const credential: ChatCredential =
    parsed.data.token !== undefined
      ? { kind: 'member', token: parsed.data.token }
      : { kind: 'guest', guestId: parsed.data.guestId as string };
  const world = slot.world();
  // A real log-in (passthrough) opens the chat of the simulated member it was mapped to, whose token the
  // channel then holds (every later check of the socket is of the twin's log-in).
  const twin = credential.kind === 'member' ? slot.passthrough?.simulatedToken(world, credential.token) : undefined;
  const held: ChatCredential = twin ? { kind: 'member', token: twin } : credential;
  const found = ownerOf(world, held, client);
  return 'refused' in found ? found : { identity: { credential: held, owner: found.owner } };
}

/** Open chat sockets allowed at once in one world (slot): per owner (member id or guest id), per client address. */
export const CHAT_SOCKET_LIMITS = { perOwner: 5, perClient: 20 } as const;

/**
 * The chat sockets open in each world slot, per owner and per client address: a handshake past either limit is
 * refused (REQUEST_LIMIT), so one member, guest id or address cannot hold more than a few tabs' worth.
 */
export class ChatSocketCounts {
  private readonly open = new Map<string, number>();

  /** Counts a socket in, or refuses it (nothing counted). `release` counts it out, once however often called. */
  admit(slotId: string, owner: string, client: string): { release: () => void } | { refused: ErrorCode } {
    const keys = [`owner\0${slotId}\0${owner}`, `client\0${slotId}\0${client}`];
    const limits = [CHAT_SOCKET_LIMITS.perOwner, CHAT_SOCKET_LIMITS.perClient];
    if (keys.some((key, i) => (this.open.get(key) ?? 0) >= limits[i])) return { refused: 'REQUEST_LIMIT' };
    for (const key of keys) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        for (const key of keys) {
          const left = (this.open.get(key) ?? 1) - 1;
          if (left > 0) this.open.set(key, left);
          else this.open.delete(key);
        }
      },
    };
  }
}

/** What a journaled frame of an event the contract does not declare carries instead of its payload. */
export const UNDECLARED = '(not declared by the contract: dropped, socket closed)';

/** What a transport does for a channel. */
export interface ChatTransport {
  emit<E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]): void;
  /** Ends the connection in order (the client reconnects and is checked again). */
  disconnect(): void;
  /** Whether the client has stopped reading (too much queued for it): the channel then cuts it. */
  behind(): boolean;
  /** Ends the connection at once, dropping what is queued. */
  cut(): void;
}

export interface ChatChannel {
  /**
   * An event from the client, with its acknowledgement callback when it asked for one. One the contract does
   * not declare (clientEvents) closes the socket; the journal records its name, never its payload.
   */
  received(event: string, payload: unknown, ack?: (result: unknown) => void): void;
  /** The connection ended (any reason): the channel stops following the world. */
  closed(reason: string): void;
}

/**
 * Opens an admitted channel: it receives `message` for every message of that one conversation (its own from
 * other tabs, and support's answers), `read`, `typing` and `delivery`, from its slot's world, following the
 * slot to each new world after a reset. The credential is checked again before each event sent and after
 * each reset, so that a channel whose token expired or was revoked, or whose world forgot it, is closed, not
 * fed. The QA journal sees every frame (never the handshake, which carries the token), redacted and cut as
 * journal.ts keeps them.
 */
export function openChatChannel(
  slot: WorldSlot,
  { credential, owner }: ChatIdentity,
  transport: ChatTransport,
): ChatChannel {
  let world = slot.world();
  const room = () => chatRoom(world.scenario.site.chatPrefix, owner);
  const frame = (direction: 'in' | 'out' | 'connect' | 'disconnect', event: string, payload: unknown) =>
    recordJournal(world, { kind: 'socket', at: world.clock.now(), direction, event, owner, payload });
  frame('connect', credential.kind, null);

  const deliver = <E extends keyof ServerToClientEvents>(event: E, payload: Parameters<ServerToClientEvents[E]>[0]) => {
    if ('refused' in ownerOf(world, credential)) return transport.disconnect();
    if (transport.behind()) return transport.cut();
    frame('out', event, payload);
    transport.emit(event, payload);
  };
  const onMessage = (to: string, conversationId: string) => {
    if (to !== owner) return;
    const conversation = findConversation(world, conversationId);
    if (conversation) deliver('message', conversation);
  };
  const onRead = (to: string, upTo: number, reader: 'customer' | 'support') => {
    if (to === owner) deliver('read', { room: room(), upTo: new Date(upTo).toISOString(), reader });
  };
  const onDelivery = (
    to: string,
    clientId: string,
    status: 'sending' | 'failed' | 'succeed',
    conversationId: string | null,
  ) => {
    if (to === owner) deliver('delivery', { clientId, status, conversationId });
  };
  const onTyping = (to: string, typing: boolean) => {
    if (to === owner) deliver('typing', { room: room(), typing });
  };
  const onClosed = (closed: string) => {
    if (closed === owner) transport.disconnect();
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
    if ('refused' in ownerOf(next, credential)) transport.disconnect();
  });

  return {
    received(event, payload, ack) {
      if (!Object.hasOwn(clientEvents, event)) {
        frame('in', event, UNDECLARED);
        transport.disconnect();
        return;
      }
      frame('in', event, typeof payload === 'function' ? null : (payload ?? null));
      const parsed = JoinPayload.safeParse(payload);
      ack?.({ ok: parsed.success && parsed.data.room === room() });
    },
    closed(reason) {
      frame('disconnect', reason, null);
      stopFollowing();
      follow(null);
    },
  };
}
