import { contract } from '@portal/contract';
import { PAGE_SIZES, TIMEOUTS, UPLOAD_LIMITS } from '@portal/contract/constants';
import { GONE_MESSAGE } from '@portal/contract/errors';
import type { ClientToServerEvents, ServerToClientEvents } from '@portal/contract/realtime';
import type { ChatConversation, ChatMessage } from '@portal/contract/schemas';
import type { Socket } from 'socket.io-client';
import { apiBaseUrl, okBody, tsr } from '../../api/client';
import { failureOf } from '../../api/failure';
import { goTo } from '../../api/navigation';
import { uploadFile } from '../../api/upload';
import {
  clearGuestId,
  getChatOutbox,
  getGuestId,
  getToken,
  storeChatOutbox,
  storeGuestId,
  type StoredChatMessage,
} from '../../lib/storage';
import {
  addLocal,
  addOlderPage,
  addServerMessages,
  applyCatchUp,
  emptyTimeline,
  fetchMissed,
  markRead,
  removeLocal,
  unreadCount,
  updateLocal,
  type LocalMessage,
  type Timeline,
} from './timeline';

/** Who the widget chats as: the member (bearer token), or a visitor with the guest id the server issued. */
type Identity = { kind: 'member'; token: string } | { kind: 'guest'; guestId: string };

export interface ChatState {
  timeline: Timeline;
  /** The first read of the conversation: not begun, under way, done, or failed (to retry). */
  load: 'idle' | 'loading' | 'ready' | 'failed';
  /** The socket: connected and caught up (`live`), trying, or away (the browser is offline or it was cut). */
  connection: 'live' | 'connecting' | 'offline';
  olderLoading: boolean;
  olderFailed: boolean;
  /** Support is writing. */
  typing: boolean;
  /** A chat alert to show for 4 s (an i18n key of the chat namespace with its values), or null. */
  alert: { key: string; values?: Record<string, string | number> } | null;
}

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const initialState: ChatState = {
  timeline: emptyTimeline,
  load: 'idle',
  connection: 'connecting',
  olderLoading: false,
  olderFailed: false,
  typing: false,
  alert: null,
};

/** Support stops being shown writing if it says nothing more for this long. */
const TYPING_TIMEOUT_MS = 15_000;

const newClientId = () => crypto.randomUUID();

const ownerKey = (identity: Identity) => (identity.kind === 'member' ? 'member' : identity.guestId);

/** The error text of a failed send or upload: a chat key for the codes a player can act on. */
function sendErrorKey(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return 'error.network';
  if (failure.kind === 'code') {
    if (failure.code === 'FILE_TOO_LARGE') return 'error.tooLarge';
    if (failure.code === 'FILE_NOT_SUPPORTED') return 'error.notSupported';
    if (failure.code === 'MESSAGE_TOO_LONG') return 'error.tooLong';
    if (failure.code === 'REQUEST_LIMIT') return 'error.tooFast';
  }
  return 'error.send';
}

const isNetwork = (error: unknown) => failureOf(error).kind === 'network';

/** Which upload route takes a file, and its limit, by its extension and type (spec §5); null: not supported. */
export function fileKind(file: File): { kind: 'image' | 'video'; maxBytes: number } | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (!extension || !(UPLOAD_LIMITS.chatExtensions as readonly string[]).includes(extension)) return null;
  if (file.type && !(UPLOAD_LIMITS.chatMimeTypes as readonly string[]).includes(file.type.toLowerCase())) return null;
  const video = extension === 'mp4' || extension === 'mov';
  return video
    ? { kind: 'video', maxBytes: UPLOAD_LIMITS.chatVideoBytes }
    : { kind: 'image', maxBytes: UPLOAD_LIMITS.chatImageBytes };
}

/**
 * The support chat of one page: who the player is, the conversation, the socket and the messages on their
 * way. It lives outside React (the widget reads it with useSyncExternalStore), so a message keeps going
 * while the panel is collapsed. Messages go out one at a time in the order written; one that cannot leave
 * (no connection) waits, kept in storage across reloads, and leaves once when the connection is back (the
 * server stores a client id once, so a resend after an unanswered send is safe).
 */
export class ChatStore {
  private state: ChatState = initialState;
  private readonly listeners = new Set<() => void>();
  private identity: Identity | null = null;
  private socket: ChatSocket | null = null;
  private checkTimer: ReturnType<typeof setInterval> | undefined;
  private readTimer: ReturnType<typeof setTimeout> | undefined;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private alertTimer: ReturnType<typeof setTimeout> | undefined;
  private flushing = false;
  private running = false;
  private caughtUp = false;
  private open = false;
  private stopped = false;
  private readonly files = new Map<string, File>();
  private readonly onOnline = () => {
    this.socket?.connect();
    void this.flush();
  };
  private readonly onOffline = () => this.set({ connection: 'offline' });

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ChatState => this.state;

  private set(patch: Partial<ChatState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private setTimeline(update: (timeline: Timeline) => Timeline): void {
    const timeline = update(this.state.timeline);
    if (timeline !== this.state.timeline) this.set({ timeline });
    this.scheduleRead();
  }

  /** Starts (or restarts after a failure): the identity, the latest page, the socket, the waiting messages. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    // Started again (the widget came back): what is held stays on screen while it catches up.
    if (this.state.load !== 'ready') this.set({ load: 'loading' });
    try {
      this.identity = await this.resolveIdentity();
      this.restoreOutbox();
      await this.catchUp();
      if (this.stopped) return;
      this.set({ load: 'ready' });
      window.addEventListener('online', this.onOnline);
      window.addEventListener('offline', this.onOffline);
      await this.connect();
      void this.flush();
    } catch {
      this.running = false;
      if (!this.stopped) this.set({ load: 'failed' });
    }
  }

  /** The page is left: the socket closes and timers stop; what is waiting stays in storage. */
  stop(): void {
    this.running = false;
    this.stopped = true;
    this.socket?.disconnect();
    this.socket = null;
    clearInterval(this.checkTimer);
    clearTimeout(this.readTimer);
    clearTimeout(this.typingTimer);
    clearTimeout(this.alertTimer);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.state.timeline.local.forEach((item) => item.file?.previewUrl && URL.revokeObjectURL(item.file.previewUrl));
    this.files.clear();
  }

  /**
   * A member chats as themselves; a guest id kept from before log-in is handed over first, so the
   * conversation they had as a visitor continues (POST /api/chat/adopt-guest). A visitor uses the guest id
   * the server issued to this browser, or asks for one.
   */
  private async resolveIdentity(): Promise<Identity> {
    const token = getToken();
    const guestId = getGuestId();
    if (token) {
      if (guestId) {
        try {
          okBody(await tsr.chat.adoptGuest.mutate({ body: { guestId } }));
          clearGuestId();
        } catch (error) {
          // Kept only while the handover may still work (no connection); a refused or unknown id is spent.
          if (!isNetwork(error)) clearGuestId();
        }
      }
      return { kind: 'member', token };
    }
    if (guestId) return { kind: 'guest', guestId };
    const issued = okBody(await tsr.chat.guest.mutate({})).guestId;
    storeGuestId(issued);
    return { kind: 'guest', guestId: issued };
  }

  private who() {
    const identity = this.identity as Identity;
    return identity.kind === 'member' ? { userId: null, guestId: null } : { userId: null, guestId: identity.guestId };
  }

  private async page(before: string | undefined): Promise<ChatConversation[]> {
    const body = { ...this.who(), limit: PAGE_SIZES.chatHistory, skip: 0, ...(before ? { before } : {}) };
    return okBody(await tsr.chat.history.mutate({ body })).conversations;
  }

  /** What the socket missed (or the latest page, the first time), merged with no gap and no repeat. */
  private async catchUp(): Promise<void> {
    const missed = await fetchMissed(this.state.timeline, (before) => this.page(before), PAGE_SIZES.chatHistory);
    this.setTimeline((timeline) => applyCatchUp(timeline, missed));
  }

  /** Older messages, before the oldest held (the reader scrolled to the top). */
  async loadOlder(): Promise<void> {
    const { timeline, olderLoading } = this.state;
    if (olderLoading || timeline.reachedStart || this.state.load !== 'ready') return;
    const oldest = timeline.server[0];
    this.set({ olderLoading: true, olderFailed: false });
    try {
      const page = oldest ? await this.page(oldest._id) : [];
      this.setTimeline((current) => addOlderPage(current, page, PAGE_SIZES.chatHistory));
      this.set({ olderLoading: false });
    } catch {
      this.set({ olderLoading: false, olderFailed: true });
    }
  }

  private async connect(): Promise<void> {
    const { io } = await import('socket.io-client');
    if (this.stopped) return;
    const socket: ChatSocket = io(apiBaseUrl || window.location.origin, {
      path: '/socket.io',
      // Read at each attempt: a reconnection uses the credentials the page has now.
      auth: (send) => {
        const identity = this.identity as Identity;
        send(identity.kind === 'member' ? { token: getToken() ?? identity.token } : { guestId: identity.guestId });
      },
      reconnectionDelay: TIMEOUTS.chatReconnectDelayMs,
      reconnectionDelayMax: TIMEOUTS.chatReconnectDelayMs,
      withCredentials: true,
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.caughtUp = false;
      this.set({ connection: 'connecting' });
      this.catchUp()
        .then(() => {
          this.caughtUp = socket.connected;
          if (socket.connected) this.set({ connection: 'live' });
          void this.flush();
        })
        .catch(() => socket.disconnect().connect());
    });
    socket.on('disconnect', () => {
      this.caughtUp = false;
      this.set({ connection: navigator.onLine ? 'connecting' : 'offline', typing: false });
    });
    socket.on('connect_error', (error) => {
      this.set({ connection: navigator.onLine ? 'connecting' : 'offline' });
      if (error.message === GONE_MESSAGE) goTo('/terminated');
    });
    socket.on('message', (message) => {
      this.setTimeline((timeline) => addServerMessages(timeline, [message], { live: this.caughtUp }));
      if (message.sender === 'other') this.setTyping(false);
    });
    socket.on('read', ({ reader, upTo }) => this.setTimeline((timeline) => markRead(timeline, reader, upTo)));
    socket.on('typing', ({ typing }) => this.setTyping(typing));
    socket.on('delivery', ({ clientId, status }) => {
      if (status === 'sending') this.setTimeline((timeline) => updateLocal(timeline, clientId, { status: 'sending' }));
    });
    // socket.io gives up after the server cuts a socket ("io server disconnect"); the check brings it back.
    this.checkTimer = setInterval(() => {
      if (!socket.connected && !socket.active && navigator.onLine) socket.connect();
    }, TIMEOUTS.chatReconnectCheckMs);
  }

  private setTyping(typing: boolean): void {
    clearTimeout(this.typingTimer);
    if (typing) this.typingTimer = setTimeout(() => this.set({ typing: false }), TYPING_TIMEOUT_MS);
    if (this.state.typing !== typing) this.set({ typing });
  }

  // ---------- the panel ----------

  /** The panel is open: support's unread messages are marked read 1 s after they are seen (spec §4). */
  setOpen(open: boolean): void {
    this.open = open;
    this.scheduleRead();
  }

  private scheduleRead(): void {
    if (!this.open || this.readTimer !== undefined || unreadCount(this.state.timeline) === 0) return;
    this.readTimer = setTimeout(() => {
      this.readTimer = undefined;
      const newest = this.state.timeline.server.findLast((message) => message.sender === 'other');
      if (!this.open || !newest || unreadCount(this.state.timeline) === 0) return;
      tsr.chat.readCustomer
        .mutate({ body: { userId: null, guestId: this.who().guestId } })
        .then((answer) => {
          if (answer.status === 200) this.setTimeline((timeline) => markRead(timeline, 'customer', newest.createdAt));
        })
        .catch(() => undefined);
    }, TIMEOUTS.chatReadDebounceMs);
  }

  private showAlert(key: string, values?: Record<string, string | number>): void {
    clearTimeout(this.alertTimer);
    this.set({ alert: { key, values } });
    this.alertTimer = setTimeout(() => this.set({ alert: null }), TIMEOUTS.errorToastMs);
  }

  dismissAlert(): void {
    clearTimeout(this.alertTimer);
    this.set({ alert: null });
  }

  // ---------- sending ----------

  /** A text (trimmed; empty is not sent; at most 2000 characters, spec §5). False when nothing was sent. */
  sendText(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || trimmed.length > UPLOAD_LIMITS.chatTextChars || !this.identity) return false;
    this.enqueue({ message_type: 'text', payload: trimmed });
    return true;
  }

  /**
   * A button or quick reply tapped: a postback carries its payload (support's script reads it); a type the
   * spec does not name is sent as text (spec §3). Web and call buttons are links, never sent.
   */
  sendChoice(choice: { type: string; payload: string }): void {
    if (!this.identity || !choice.payload) return;
    this.enqueue(
      choice.type === 'postback'
        ? { message_type: 'postback', payload: choice.payload }
        : { message_type: 'text', payload: choice.payload.slice(0, UPLOAD_LIMITS.chatTextChars) },
    );
  }

  private enqueue(message: ChatMessage): void {
    const item: LocalMessage = { clientId: newClientId(), message, writtenAt: Date.now(), status: 'queued' };
    this.setTimeline((timeline) => addLocal(timeline, item));
    this.saveOutbox();
    void this.flush();
  }

  /**
   * A file chosen to send: checked by its extension, type and size (spec §5) before anything leaves; the
   * alert says why one is refused.
   */
  sendFile(file: File): void {
    if (!this.identity) return;
    const kind = fileKind(file);
    if (!kind) return this.showAlert('error.notSupported');
    if (file.size > kind.maxBytes) return this.showAlert('error.tooLarge', { mb: kind.maxBytes / (1024 * 1024) });
    const clientId = newClientId();
    this.files.set(clientId, file);
    const previewUrl = kind.kind === 'image' ? URL.createObjectURL(file) : null;
    this.setTimeline((timeline) =>
      addLocal(timeline, {
        clientId,
        message: { message_type: 'media', payload: { message: '', url: '', fileType: kind.kind, filePath: file.name } },
        writtenAt: Date.now(),
        status: 'queued',
        file: { name: file.name, size: file.size, kind: kind.kind, previewUrl, uploaded: false },
      }),
    );
    void this.flush();
  }

  /** A failed message goes again (a media message re-uploads only if its file was not stored). */
  resend(clientId: string): void {
    this.setTimeline((timeline) => updateLocal(timeline, clientId, { status: 'queued', error: undefined }));
    this.saveOutbox();
    void this.flush();
  }

  remove(clientId: string): void {
    const item = this.state.timeline.local.find((held) => held.clientId === clientId);
    if (item?.file?.previewUrl) URL.revokeObjectURL(item.file.previewUrl);
    this.files.delete(clientId);
    this.setTimeline((timeline) => removeLocal(timeline, clientId));
    this.saveOutbox();
  }

  /** Sends what waits, oldest first, one at a time; stops at the first that cannot leave for want of a network. */
  private async flush(): Promise<void> {
    if (this.flushing || !this.identity || this.stopped) return;
    this.flushing = true;
    try {
      for (;;) {
        const next = this.state.timeline.local.find((item) => item.status === 'queued');
        if (!next) return;
        if (!navigator.onLine) return;
        const kept = await this.deliver(next);
        if (!kept) return;
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Sends one message (its file first); false when it must wait for the network. */
  private async deliver(item: LocalMessage): Promise<boolean> {
    let message = item.message;
    try {
      if (item.file && !item.file.uploaded && message.message_type === 'media') {
        const file = this.files.get(item.clientId);
        if (!file) throw new Error('file gone');
        this.setTimeline((timeline) => updateLocal(timeline, item.clientId, { status: 'uploading_file', progress: 0 }));
        const route = item.file.kind === 'video' ? contract.chat.uploadVideo : contract.chat.uploadImage;
        const query: Record<string, string> = { clientId: item.clientId };
        const guestId = this.who().guestId;
        if (guestId) query.guestId = guestId;
        const { path } = okBody(
          await uploadFile(route, file, {
            query,
            onProgress: ({ sent, total }) =>
              this.setTimeline((timeline) =>
                updateLocal(timeline, item.clientId, { progress: total > 0 ? sent / total : 0 }),
              ),
          }),
        );
        message = { ...message, payload: { ...message.payload, url: path } };
        const stored = { ...item.file, uploaded: true };
        this.setTimeline((timeline) => updateLocal(timeline, item.clientId, { message, file: stored, progress: 1 }));
      }
      this.setTimeline((timeline) => updateLocal(timeline, item.clientId, { status: 'sending' }));
      const input = {
        sender: 'customer' as const,
        message,
        ...this.who(),
        username: null,
        name: null,
        deviceToken: null,
        clientId: item.clientId,
      };
      const answer = okBody(await tsr.chat.send.mutate({ body: input }));
      const stored: ChatConversation = {
        ...input,
        _id: answer._id,
        createdAt: answer.createdAt,
        session_id: answer.session_id,
        read: false,
      };
      this.setTimeline((timeline) => addServerMessages(timeline, [stored]));
      if (item.file?.previewUrl) URL.revokeObjectURL(item.file.previewUrl);
      this.files.delete(item.clientId);
      this.saveOutbox();
      return true;
    } catch (error) {
      if (isNetwork(error) && !item.file) {
        this.setTimeline((timeline) => updateLocal(timeline, item.clientId, { status: 'queued' }));
        return false;
      }
      this.setTimeline((timeline) =>
        updateLocal(timeline, item.clientId, { status: 'failed', error: sendErrorKey(error), progress: undefined }),
      );
      this.saveOutbox();
      return true;
    }
  }

  // ---------- the outbox in storage ----------

  private saveOutbox(): void {
    if (!this.identity) return;
    const owner = ownerKey(this.identity);
    const others = getChatOutbox().filter((item) => item.owner !== owner);
    const mine: StoredChatMessage[] = this.state.timeline.local.flatMap((item) =>
      item.message.message_type === 'text' && item.status !== 'failed'
        ? [{ owner, clientId: item.clientId, text: item.message.payload, writtenAt: item.writtenAt }]
        : [],
    );
    storeChatOutbox([...others, ...mine]);
  }

  private restoreOutbox(): void {
    if (!this.identity) return;
    const owner = ownerKey(this.identity);
    for (const stored of getChatOutbox().filter((item) => item.owner === owner)) {
      this.setTimeline((timeline) =>
        addLocal(timeline, {
          clientId: stored.clientId,
          message: { message_type: 'text', payload: stored.text },
          writtenAt: stored.writtenAt,
          status: 'queued',
        }),
      );
    }
  }
}

/** The chat of the page: one store, made when the widget first needs it and ended when the player leaves. */
let current: { store: ChatStore; owner: string } | null = null;

export function chatStoreFor(): ChatStore {
  const owner = getToken() ? 'member' : 'guest';
  if (current && current.owner !== owner) {
    current.store.stop();
    current = null;
  }
  if (!current) current = { store: new ChatStore(), owner };
  return current.store;
}
