import { useCallback, useRef } from 'react';

/**
 * `action`, run at most once at a time: a second tap while the first run is under way does nothing. A
 * mutation's `isPending` comes a render late, too late for a fast double tap; this flag is set in the tap.
 */
export function useSingleFlight<A extends unknown[]>(action: (...args: A) => Promise<unknown>) {
  const running = useRef(false);
  return useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      try {
        await action(...args);
      } finally {
        running.current = false;
      }
    },
    [action],
  );
}
