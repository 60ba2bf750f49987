import { clipCharacters, withinCharacters } from '@portal/contract/characters';
import { PAGE_SIZES, TIMEOUTS, UPLOAD_LIMITS } from '@portal/contract/constants';
import { GONE_MESSAGE } from '@portal/contract/errors';
import type { ChatConversation, ChatMessage } from '@portal/contract/schemas';
import { okBody, tsr } from '../../api/client';
import { goTo } from '../../api/navigation';
import { retryWhenLikely } from '../../api/recovery';
import { clearGuestId, getToken } from '../../lib/storage';
import { fileKind, hasCode, isNetwork, sendErrorKey } from './chat-failures';
import { isCurrent, ownerKey, resolveIdentity, restoredOutbox, saveOutbox, type Identity } from './chat-outbox';
import { openChatSocket, uploadChatMedia, type ChatSocket } from './chat-socket';
import { initialState, type ChatState } from './chat-state';
import {
  addLocal,
  addOlderPage,
  addServerMessages,
  applyCatchUp,
  fetchMissed,
  markRead,
  removeLocal,
  unreadCount,
  updateLocal,
  type LocalMessage,
  type Timeline,
} from './timeline';
import { paths } from '../../lib/pages';
import type { KeyIn } from '../../i18n/keys';

/** Support stops being shown writing if it says nothing more for this long. */
const TYPING_TIMEOUT_MS = 15_000;

const newClientId = () => crypto.randomUUID();

/**
 * The support chat of one page: who the player is, the conversation, the socket and the messages on their
 * way. It lives outside React (the widget reads it with useSyncExternalStore), so a message keeps going
 * while the panel is collapsed. Messages go out one at a time in the order written; one that cannot leave
 * (no connection, the server's rate limit) waits, kept in storage across reloads, and is tried again every
 * 5 s and whenever the connection comes back; the server stores a client id once, so a retry after an
 * unanswered send is safe. Every asynchronous step checks the store's generation: once stopped (the
 * player left the page), nothing of an older start acts any more.
 */
export class ChatStore {
  private state: ChatState = initialState;
  private readonly listeners = new Set<() => void>();
  private identity: Identity | null = null;
  private socket: ChatSocket | null = null;
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private readTimer: ReturnType<typeof setTimeout> | undefined;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private alertTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by stop(): the results of work begun before are dropped. */
  private generation = 0;
  /** Bumped when a catch-up replaces the held messages: an older page asked for before is dropped. */
  private epoch = 0;
  private running = false;
  private flushing = false;
  private catchingUp = false;
  private caughtUp = false;
  private open = false;
  /** Files of media messages not yet stored, by client id (kept while the page lives). */
  private readonly files = new Map<string, File>();
  /** Client ids this page sent or removed: their copies in storage (another tab's save) are dropped. */
  private readonly forgotten = new Set<string>();
  /** The wait before a failed read (the first, or an older page) is tried again by itself, and its stop. */
  private recovery: (() => void) | undefined;
  /** Failed tries in a row of the read being recovered: each waits longer (api/recovery.ts). */
  private failures = 0;
  /** A guest's socket refused in a row (INVALID_USER_INFO), across restarts: each restart waits longer. */
  private refusals = 0;
  private readonly onOnline = () => this.tick();
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
    this.stopRecovery();
    const generation = this.generation;
    const current = () => generation === this.generation;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.tickTimer = setInterval(() => this.tick(), TIMEOUTS.chatReconnectCheckMs);
    // Started again (the widget came back): what is held stays on screen while it catches up.
    if (this.state.load !== 'ready') this.set({ load: 'loading' });
    try {
      this.identity = await resolveIdentity();
      if (!current()) return;
      this.restoreOutbox();
      try {
        await this.catchUp(generation);
      } catch (error) {
        // The server no longer knows this browser's guest id (it forgot it, or the world was reset): a new one.
        if (this.identity.kind !== 'guest' || !hasCode(error, 'INVALID_USER_INFO')) throw error;
        clearGuestId();
        this.identity = await resolveIdentity();
        if (!current()) return;
        await this.catchUp(generation);
      }
      if (!current()) return;
      this.failures = 0;
      this.set({ load: 'ready' });
      await this.connect(generation);
      void this.flush();
    } catch {
      if (!current()) return;
      this.running = false;
      clearInterval(this.tickTimer);
      this.set({ load: 'failed' });
      this.recoverLater(() => void this.start());
    }
  }

  /**
   * A failed read is tried again by itself besides its retry: when the network returns, when the player comes
   * back to the tab, or after 2 s, 4 s … a minute (api/recovery.ts). Sends are not: they keep their own rules.
   */
  private recoverLater(retry: () => void): void {
    this.stopRecovery();
    this.failures += 1;
    this.recovery = retryWhenLikely(retry, this.failures);
  }

  private stopRecovery(): void {
    this.recovery?.();
    this.recovery = undefined;
  }

  /** The page is left: the socket closes and timers stop; what is waiting stays (in storage, and here). */
  stop(): void {
    this.generation += 1;
    this.running = false;
    this.stopRecovery();
    this.failures = 0;
    this.caughtUp = false;
    this.catchingUp = false;
    this.socket?.disconnect();
    this.socket = null;
    clearInterval(this.tickTimer);
    clearTimeout(this.readTimer);
    this.readTimer = undefined;
    clearTimeout(this.typingTimer);
    clearTimeout(this.alertTimer);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.set({ typing: false, alert: null, connection: 'connecting' });
  }

  /** The store is done with (the player logged in or out): its pictures' previews are let go too. */
  dispose(): void {
    this.stop();
    this.state.timeline.local.forEach((item) => item.file?.previewUrl && URL.revokeObjectURL(item.file.previewUrl));
    this.files.clear();
  }

  /** Every 5 s and when the network returns: the socket back if it was cut, a missed catch-up, what waits. */
  private tick(): void {
    if (!navigator.onLine || !this.running) return;
    const socket = this.socket;
    // socket.io gives up after the server cuts a socket ("io server disconnect"); this brings it back.
    if (socket && !socket.connected && !socket.active) socket.connect();
    if (socket?.connected && !this.caughtUp) void this.syncSocket(socket, this.generation);
    void this.flush();
  }

  /**
   * A member chats as themselves; a guest id kept from before log-in is handed over first where the server
   * offers it, so the conversation they had as a visitor continues (POST /api/chat/adopt-guest), with what they
   * had queued. A visitor uses this browser's guest id, or gets one (resolveIdentity).
   */
  private who() {
    const identity = this.identity as Identity;
    return identity.kind === 'member' ? { userId: null, guestId: null } : { userId: null, guestId: identity.guestId };
  }

  private async page(before: string | undefined): Promise<ChatConversation[]> {
    const body = { ...this.who(), limit: PAGE_SIZES.chatHistory, skip: 0, ...(before ? { before } : {}) };
    return okBody(await tsr.chat.history.mutate({ body })).conversations;
  }

  /** What the socket missed (or the latest page, the first time), merged with no gap and no repeat. */
  private async catchUp(generation: number): Promise<void> {
    const missed = await fetchMissed(this.state.timeline, (before) => this.page(before), PAGE_SIZES.chatHistory);
    if (generation !== this.generation) return;
    if (!missed.joined) this.epoch += 1;
    this.setTimeline((timeline) => applyCatchUp(timeline, missed));
  }

  /** Older messages, before the oldest held (the reader scrolled to the top). */
  async loadOlder(): Promise<void> {
    const { timeline, olderLoading } = this.state;
    if (olderLoading || timeline.reachedStart || this.state.load !== 'ready') return;
    const oldest = timeline.server[0];
    const { generation, epoch } = this;
    this.stopRecovery();
    this.set({ olderLoading: true, olderFailed: false });
    try {
      const page = oldest ? await this.page(oldest._id) : [];
      // Dropped if the held messages were replaced meanwhile: it would sit beyond a gap.
      if (generation === this.generation && epoch === this.epoch)
        this.setTimeline((current) => addOlderPage(current, page, PAGE_SIZES.chatHistory));
      this.failures = 0;
      this.set({ olderLoading: false });
    } catch {
      this.set({ olderLoading: false, olderFailed: true });
      if (generation === this.generation) this.recoverLater(() => void this.loadOlder());
    }
  }

  /** After each (re)connection: what was missed, then live; a failed catch-up is tried again by the tick. */
  private async syncSocket(socket: ChatSocket, generation: number): Promise<void> {
    if (this.catchingUp) return;
    this.catchingUp = true;
    this.set({ connection: 'connecting' });
    try {
      await this.catchUp(generation);
      if (generation !== this.generation || !socket.connected) return;
      this.caughtUp = true;
      this.set({ connection: 'live' });
      void this.flush();
    } catch {
      // Left to the next tick (5 s).
    } finally {
      if (generation === this.generation) this.catchingUp = false;
    }
  }

  private async connect(generation: number): Promise<void> {
    const identity = this.identity as Identity;
    const socket = await openChatSocket(
      identity,
      {
        onConnect: (connected) => {
          this.refusals = 0;
          this.caughtUp = false;
          void this.syncSocket(connected, generation);
        },
        onDisconnect: () => {
          this.caughtUp = false;
          this.set({ connection: navigator.onLine ? 'connecting' : 'offline', typing: false });
        },
        onRefused: (reason) => {
          this.set({ connection: navigator.onLine ? 'connecting' : 'offline' });
          if (reason === GONE_MESSAGE) goTo(paths.terminated);
          // The socket does not take this browser's guest id: start again, after a pause that grows with each
          // refusal in a row. The restart's history read decides: the server forgot the id (a new one is made)
          // or only the socket refuses it (its address differs; the id stays, and the pause keeps it calm).
          if (reason === 'INVALID_USER_INFO' && identity.kind === 'guest' && generation === this.generation) {
            this.refusals += 1;
            this.stop();
            this.recovery = retryWhenLikely(() => void this.start(), this.refusals);
          }
        },
        onMessage: (message) => {
          this.setTimeline((timeline) => addServerMessages(timeline, [message], { live: this.caughtUp }));
          if (message.sender === 'other') this.setTyping(false);
        },
        onRead: (read) => this.setTimeline((timeline) => markRead(timeline, read.reader, read.upTo)),
        onTyping: (typing) => this.setTyping(typing),
        // Another tab's upload (or this one's, told by the server): stored, the message itself is on its way.
        onDelivery: ({ clientId, status }) => {
          const item = this.state.timeline.local.find((held) => held.clientId === clientId);
          if (status === 'sending' && item?.status === 'uploading_file')
            this.setTimeline((timeline) => updateLocal(timeline, clientId, { status: 'sending' }));
        },
      },
      () => generation === this.generation,
    );
    if (socket) this.socket = socket;
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
    if (!this.open || !this.running || this.readTimer !== undefined) return;
    if (unreadCount(this.state.timeline) === 0) return;
    const generation = this.generation;
    this.readTimer = setTimeout(() => {
      this.readTimer = undefined;
      const newest = this.state.timeline.server.findLast((message) => message.sender === 'other');
      if (!this.open || !newest || unreadCount(this.state.timeline) === 0) return;
      tsr.chat.readCustomer
        .mutate({ body: { userId: null, guestId: this.who().guestId } })
        .then((answer) => {
          if (answer.status === 200 && generation === this.generation)
            this.setTimeline((timeline) => markRead(timeline, 'customer', newest.createdAt));
        })
        .catch(() => undefined);
    }, TIMEOUTS.chatReadDebounceMs);
  }

  private showAlert(key: KeyIn<'chat'>, values?: Record<string, string | number>): void {
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
    if (!trimmed || !withinCharacters(trimmed, UPLOAD_LIMITS.chatTextChars) || !this.identity) return false;
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
        : { message_type: 'text', payload: clipCharacters(choice.payload, UPLOAD_LIMITS.chatTextChars) },
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
    this.forgotten.add(clientId);
    this.setTimeline((timeline) => removeLocal(timeline, clientId));
    this.saveOutbox();
  }

  /** Sends what waits, oldest first, one at a time; stops at the first that has to wait. */
  private async flush(): Promise<void> {
    if (this.flushing || !this.identity || !this.running || this.state.load !== 'ready') return;
    const generation = this.generation;
    this.flushing = true;
    try {
      while (generation === this.generation && navigator.onLine) {
        const next = this.state.timeline.local.find((item) => item.status === 'queued');
        if (!next || !(await this.deliver(next, generation))) return;
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Sends one message (its file first); false when it must wait (no network, the server's rate limit). */
  private async deliver(item: LocalMessage, generation: number): Promise<boolean> {
    const update = (patch: Partial<LocalMessage>) => {
      if (generation === this.generation) this.setTimeline((timeline) => updateLocal(timeline, item.clientId, patch));
    };
    let message = item.message;
    try {
      if (item.file && !item.file.uploaded && message.message_type === 'media') {
        const file = this.files.get(item.clientId);
        if (!file) throw new Error('The file of this message is no longer there');
        update({ status: 'uploading_file', progress: 0 });
        const path = await uploadChatMedia(file, item.file.kind, item.clientId, this.who().guestId, (progress) =>
          update({ progress }),
        );
        message = { ...message, payload: { ...message.payload, url: path } };
        update({ message, file: { ...item.file, uploaded: true }, progress: 1 });
      }
      update({ status: 'sending' });
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
      if (item.file?.previewUrl) URL.revokeObjectURL(item.file.previewUrl);
      this.files.delete(item.clientId);
      this.forgotten.add(item.clientId);
      if (generation === this.generation) this.setTimeline((timeline) => addServerMessages(timeline, [stored]));
      this.saveOutbox();
      return true;
    } catch (error) {
      // A text waits for the network or for the rate limit's window (the tick tries again); a file that
      // could not go is for the player to resend or remove.
      if (!item.file && (isNetwork(error) || hasCode(error, 'REQUEST_LIMIT'))) {
        update({ status: 'queued' });
        return false;
      }
      update({ status: 'failed', error: sendErrorKey(error), progress: undefined });
      this.saveOutbox();
      return true;
    }
  }

  // ---------- the outbox in storage ----------

  /** This page's texts on their way, written into storage (chat-outbox.ts). */
  private saveOutbox(): void {
    if (!this.identity || !isCurrent(this.identity)) return;
    saveOutbox(ownerKey(this.identity), this.state.timeline.local, this.forgotten);
  }

  private restoreOutbox(): void {
    if (!this.identity) return;
    for (const item of restoredOutbox(ownerKey(this.identity), this.forgotten))
      this.setTimeline((timeline) => addLocal(timeline, item));
  }
}

/**
 * The chat of the page: one store per identity (each member's token, or the visitor), made when the widget
 * first needs it; a log-in or log-out makes a new one and lets the old one go.
 */
let current: { store: ChatStore; key: string } | null = null;

export function chatStoreFor(): ChatStore {
  const key = getToken() ?? 'guest';
  if (current && current.key !== key) {
    current.store.dispose();
    current = null;
  }
  if (!current) current = { store: new ChatStore(), key };
  return current.store;
}
