import { useEffect, useState } from 'react';
import { worldTime } from '../components';
import { useWorldRead } from '../world-hooks';

/** The world's time in the top bar: ticking while the clock runs, marked while it is frozen. */
export function ClockBadge() {
  const clock = useWorldRead('clock', (client) => client.clock(), { refetchInterval: 5_000 });
  const now = useWorldNow(clock.data, clock.dataUpdatedAt);
  if (!clock.data || now === null) return <p className="clock-badge muted">World time …</p>;
  return (
    <p className="clock-badge">
      <span className="sr-only">World time </span>
      <time dateTime={new Date(now).toISOString()}>{worldTime(new Date(now).toISOString())}</time>
      {clock.data.frozen && <span className="pill info">frozen</span>}
    </p>
  );
}

/** The world's time now: the last reading, moved on by the time since when the clock runs. */
export function useWorldNow(clock: { now: string; frozen: boolean } | undefined, readAt: number): number | null {
  const [wall, setWall] = useState(readAt);
  useEffect(() => {
    if (!clock || clock.frozen) return;
    const timer = setInterval(() => setWall(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [clock]);
  if (!clock) return null;
  return Date.parse(clock.now) + (clock.frozen ? 0 : Math.max(0, wall - readAt));
}
