import { STORAGE_KEYS, TIMEOUTS } from '@portal/contract/constants';
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

describe('a file chosen to send', () => {
  /** A file of `name` and `type` that says it holds `size` bytes (the check reads the size, not the bytes). */
  function chosen(name: string, type: string, size = 2_000): File {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  }

  it.each([
    ['a picture over 10 MB', chosen('big.png', 'image/png', 10 * 1024 * 1024 + 1), 'error.tooLarge', { mb: 10 }],
    ['a video over 20 MB', chosen('clip.mp4', 'video/mp4', 20 * 1024 * 1024 + 1), 'error.tooLarge', { mb: 20 }],
    ['a document', chosen('terms.pdf', 'application/pdf'), 'error.notSupported', undefined],
    ['a picture with no extension', chosen('photo', 'image/png'), 'error.notSupported', undefined],
    [
      'a picture whose type is not one the chat takes',
      chosen('photo.png', 'image/svg+xml'),
      'error.notSupported',
      undefined,
    ],
  ])('refuses %s before anything leaves, and the alert goes by itself', async (_what, file, key, values) => {
    const fetchMock = historyAfter(0);
    await store.start();
    fetchMock.mockClear();
    store.sendFile(file);
    expect(store.getState().alert).toEqual({ key, values });
    expect(store.getState().timeline.local).toEqual([]);
    await pass(TIMEOUTS.errorToastMs - 1);
    expect(store.getState().alert).not.toBeNull();
    await pass(1);
    expect(store.getState().alert).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes a picture of exactly 10 MB: it is queued to go', async () => {
    historyAfter(0);
    await store.start();
    store.sendFile(chosen('ok.jpg', 'image/jpeg', 10 * 1024 * 1024));
    expect(store.getState().alert).toBeNull();
    expect(store.getState().timeline.local).toHaveLength(1);
  });
});
