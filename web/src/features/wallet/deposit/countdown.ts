import { useEffect, useState } from 'react';

/** Whole seconds from `now` to `deadline` (ms), never below 0; a part second counts as one. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** 125 → "02:05"; an hour or more keeps counting minutes ("75:00"). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The seconds left to `deadline` (a time by this device's clock), ticking each second. It is worked out from
 * the clock at every tick, not counted down, so a phone that slept or a tab the browser throttled shows the
 * right time the moment it is seen again (and `visibilitychange` redraws it at once).
 */
export function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [deadline]);
  return deadline === null ? 0 : secondsLeft(deadline, now);
}
