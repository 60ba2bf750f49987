import { STORAGE_KEYS } from '@portal/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMissingRoutes } from '../../api/additions';
import { clearGuestId } from '../../lib/storage';
import { json } from '../../test/render';
import { ChatStore } from './chat-store';

/** A socket the server always refuses: INVALID_USER_INFO at each handshake (its address is not the id's). */
const sockets = vi.hoisted(() => ({ opened: 0 }));
vi.mock('socket.io-client', () => ({
  io: () => {
    sockets.opened += 1;
    return {
      on: (event: string, handler: (error: Error) => void) => {
        if (event === 'connect_error') queueMicrotask(() => handler(new Error('INVALID_USER_INFO')));
      },
      disconnect: () => undefined,
      connect: () => undefined,
      connected: false,
    };
  },
}));

const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let store: ChatStore;
let historyReads = 0;

beforeEach(() => {
  vi.useFakeTimers();
  forgetMissingRoutes();
  clearGuestId();
  localStorage.clear();
  sockets.opened = 0;
  historyReads = 0;
  // A backend without the guest route, whose history knows the guest id (only the socket refuses it).
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/chat/history')) {
        historyReads += 1;
        return json(200, { conversations: [], total: 0 });
      }
      return json(404, { message: 'NO_DATA' });
    }),
  );
  store = new ChatStore();
});

afterEach(() => {
  store.dispose();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a guest whose socket is refused while the history takes the id', () => {
  it('keeps its guest id and tries again after a pause that grows, not at once', async () => {
    await store.start();
    await pass(0);
    const guestId = localStorage.getItem(STORAGE_KEYS.guestId);
    expect(guestId).toMatch(/^[0-9a-f]{32}$/);
    expect(sockets.opened).toBe(1);

    await pass(1_900);
    expect(sockets.opened).toBe(1);
    await pass(200);
    expect(sockets.opened).toBe(2);
    // 2.1 s in: the next try is 4 s after the second refusal (at 2 s), at 6 s.
    await pass(3_800);
    expect(sockets.opened).toBe(2);
    await pass(200);
    expect(sockets.opened).toBe(3);

    expect(localStorage.getItem(STORAGE_KEYS.guestId)).toBe(guestId);
    expect(historyReads).toBe(3);
  });
});
