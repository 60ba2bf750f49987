import { TIMEOUTS } from '@portal/contract/constants';
import { useEffect, useState } from 'react';

/** True once `active` has stayed true for the loader delay (200 ms, spec §9): quick answers show no loader. */
export function useDelayedFlag(active: boolean, delayMs: number = TIMEOUTS.loaderDelayMs): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [active, delayMs]);
  return active && shown;
}
