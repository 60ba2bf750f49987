import { focusManager, onlineManager } from '@tanstack/react-query';
import { recoveryDelay } from './recovery-delay';

/*
 * A read that failed for a reason that may pass (no network, no answer in time, a gateway, a server error) is
 * tried again by itself while its failure is on screen, besides its retry button: when the network returns,
 * when the player comes back to the tab, and on a timer that waits 2 s after the first failure, then 4 s, 8 s
 * … up to a minute between tries (recovery-delay.ts); an answer starts the count again. Writes (money moves)
 * never are. Queries do it through react-query (api/client.ts); what is no query, through `retryWhenLikely`.
 */

/**
 * What counts as the player coming back, for react-query and for `retryWhenLikely`: the tab shown again
 * (visibilitychange, a phone back from the bank app) or the window focused again (a desktop back from another
 * window). React-query alone listens to the first.
 */
export function listenForReturn(): void {
  focusManager.setEventListener((handleFocus) => {
    if (typeof window === 'undefined') return undefined;
    const returned = () => handleFocus();
    window.addEventListener('visibilitychange', returned);
    window.addEventListener('focus', returned);
    return () => {
      window.removeEventListener('visibilitychange', returned);
      window.removeEventListener('focus', returned);
    };
  });
}

/**
 * For a failed read that is not a query (the chat's first read, a page's code): `retry` once, when the network
 * returns, when the player comes back, or after `recoveryDelay(failures)` if the tab is shown then, whichever
 * comes first. Returns what stops the wait; a retry that fails again starts a new one with `failures + 1`.
 */
export function retryWhenLikely(retry: () => void, failures: number): () => void {
  let stopped = false;
  const fire = () => {
    if (stopped) return;
    stop();
    retry();
  };
  const stopFocus = focusManager.subscribe((focused) => focused && fire());
  const stopOnline = onlineManager.subscribe((online) => online && fire());
  const timer = setTimeout(() => focusManager.isFocused() && fire(), recoveryDelay(failures));
  function stop() {
    stopped = true;
    clearTimeout(timer);
    stopFocus();
    stopOnline();
  }
  return stop;
}
