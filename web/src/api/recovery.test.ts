import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, NetworkError } from './client';
import { retryWhenLikely } from './recovery';
import { recoveryDelay } from './recovery-delay';

const offline = () => new NetworkError('offline');
const refused = () => ({ status: 404, body: { message: 'NO_USER' } });

/** The tab hidden (the player in another app) or shown again, as the browser says it. */
function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const goOffline = () => window.dispatchEvent(new Event('offline'));
const goOnline = () => window.dispatchEvent(new Event('online'));

let queryClient: QueryClient;
const stops: (() => void)[] = [];

/**
 * A screen reading one query: an observer with a listener, as `useQuery` makes. The call answers what `answers`
 * gives next (an error is thrown). No retry inside a read here, so each read is one call.
 */
function readOnScreen(answers: () => unknown) {
  const call = vi.fn(async () => {
    const answer = answers();
    if (answer instanceof Error || (typeof answer === 'object' && answer !== null && 'status' in answer)) throw answer;
    return answer;
  });
  const observer = new QueryObserver(queryClient, { queryKey: ['read'], queryFn: call, retry: false });
  stops.push(observer.subscribe(() => undefined));
  return { call, observer };
}

beforeEach(() => {
  vi.useFakeTimers();
  queryClient = createQueryClient();
  queryClient.mount();
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  queryClient.unmount();
  queryClient.clear();
  goOnline();
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('recoveryDelay', () => {
  it('waits 2 s after the first failure, twice as long after each next one, and a minute at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(recoveryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('a read that failed on screen', () => {
  it('is read again by itself after 2 s, 4 s, 8 s while it keeps failing, and from 2 s again after an answer', async () => {
    const answers = [offline(), offline(), offline(), 'the wallet', offline(), 'the wallet again'];
    const { call, observer } = readOnScreen(() => answers.shift());
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(call).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(3_999);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(7_999);
    expect(call).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(4);
    expect(observer.getCurrentResult().data).toBe('the wallet');

    // Answered: nothing more by itself.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(call).toHaveBeenCalledTimes(4);

    // A later failure starts from 2 s again.
    await observer.refetch();
    expect(call).toHaveBeenCalledTimes(5);
    expect(observer.getCurrentResult().isError).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(call).toHaveBeenCalledTimes(6);
    expect(observer.getCurrentResult().data).toBe('the wallet again');
  });

  it('waits a minute at most between tries', async () => {
    const { call } = readOnScreen(() => offline());
    await vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000 + 32_000);
    expect(call).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(call).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(8);
  });

  it('is read again at once when the network returns', async () => {
    const answers = [offline(), 'the wallet'];
    const { call, observer } = readOnScreen(() => answers.shift());
    await vi.advanceTimersByTimeAsync(0);
    goOffline();
    goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe('the wallet');
  });

  it('is read again at once when the tab is shown again or the window is focused again', async () => {
    const answers = [offline(), offline(), 'the wallet'];
    const { call, observer } = readOnScreen(() => answers.shift());
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(3);
    expect(observer.getCurrentResult().data).toBe('the wallet');
  });

  it('waits while the tab is hidden, and is read again when it is shown', async () => {
    const answers = [offline(), 'the wallet'];
    const { call, observer } = readOnScreen(() => answers.shift());
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(call).toHaveBeenCalledTimes(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data).toBe('the wallet');
  });

  it('is not read again by itself once the screen is left', async () => {
    const { call } = readOnScreen(() => offline());
    await vi.advanceTimersByTimeAsync(0);
    stops.splice(0).forEach((stop) => stop());
    await vi.advanceTimersByTimeAsync(120_000);
    goOffline();
    goOnline();
    setHidden(true);
    setHidden(false);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is not read again by itself when the server refused it (4xx): asking again gets the same answer', async () => {
    const { call, observer } = readOnScreen(() => refused());
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().isError).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    goOffline();
    goOnline();
    setHidden(true);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('a write that failed', () => {
  it('is never sent again by itself: not on a timer, not when the network returns, not on focus', async () => {
    const send = vi.fn(async () => {
      throw offline();
    });
    const transfer = new MutationObserver(queryClient, { mutationFn: send });
    stops.push(transfer.subscribe(() => undefined));
    await transfer.mutate().catch(() => undefined);
    expect(transfer.getCurrentResult().isError).toBe(true);
    goOffline();
    goOnline();
    setHidden(true);
    setHidden(false);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('retryWhenLikely (a failed read that is no query)', () => {
  it('retries once, after the delay for its count of failures, while the tab is shown', async () => {
    const retry = vi.fn();
    stops.push(retryWhenLikely(retry, 3));
    await vi.advanceTimersByTimeAsync(7_999);
    expect(retry).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(retry).toHaveBeenCalledTimes(1);
    goOffline();
    goOnline();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('retries at once when the network returns, or when the player comes back to the tab or window', () => {
    for (const comeBack of [
      () => (goOffline(), goOnline()),
      () => (setHidden(true), setHidden(false)),
      () => window.dispatchEvent(new Event('focus')),
    ]) {
      const retry = vi.fn();
      stops.push(retryWhenLikely(retry, 1));
      comeBack();
      expect(retry).toHaveBeenCalledTimes(1);
    }
  });

  it('waits for the tab to be shown when its time comes while hidden, and does nothing once stopped', async () => {
    const retry = vi.fn();
    stops.push(retryWhenLikely(retry, 1));
    setHidden(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(retry).not.toHaveBeenCalled();
    setHidden(false);
    expect(retry).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    retryWhenLikely(stopped, 1)();
    goOffline();
    goOnline();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stopped).not.toHaveBeenCalled();
  });
});
