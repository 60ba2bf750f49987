import { STORAGE_KEYS } from '@portal/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/render';
import { ChatStore } from './chat-store';

// The socket is not what these tests are about: one that never connects.
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, disconnect: () => undefined, connect: () => undefined, connected: false }),
}));

/** The history route failing (no connection) `failures` times, then answering an empty conversation. */
function historyAfter(failures: number) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (fetchMock.mock.calls.length <= failures) throw new TypeError('Failed to fetch');
    return json(200, { conversations: [], total: 0 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Lets timers (fake) and promises run. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let store: ChatStore;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.setItem(STORAGE_KEYS.token, 'member-token');
  store = new ChatStore();
});

afterEach(() => {
  store.dispose();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('the chat whose first read failed', () => {
  it('reads again by itself after 2 s, then 4 s, and is ready once the server answers', async () => {
    const fetchMock = historyAfter(2);
    await store.start();
    expect(store.getState().load).toBe('failed');

    await pass(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.getState().load).toBe('failed');

    await pass(3_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await pass(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.getState().load).toBe('ready');
  });

  it('reads again at once when the player comes back to the tab, or the network returns', async () => {
    const fetchMock = historyAfter(2);
    await store.start();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.getState().load).toBe('failed');

    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await pass(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(store.getState().load).toBe('ready');
  });

  it('reads nothing by itself once the page is left', async () => {
    const fetchMock = historyAfter(1);
    await store.start();
    store.stop();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await pass(120_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
