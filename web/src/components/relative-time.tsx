import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../i18n/texts';
import { formatDateTime } from '../lib/dates';
import { formatRelativeTime, nextChangeIn } from '../lib/relative-time';
import styles from './relative-time.module.css';

/** The longest a timer waits before it looks again (setTimeout cannot wait a month). */
const LONGEST_WAIT_MS = 86_400_000;

/**
 * The current time, drawn again when the words for `at` would change ("N unit(s) ago", spec §9): every second
 * in the first minute, every minute in the first hour, and so on; a screen left open stays true.
 */
export function useNowFor(at: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const wait = Math.min(nextChangeIn(at, new Date()), LONGEST_WAIT_MS);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}

/**
 * How long ago `at` was ("2 minutes ago"), kept true as time passes. The exact time (DD/MM/YYYY HH:mm:ss) shows
 * above it on hover and on focus (a tap, on a phone), and is its description for screen readers.
 */
export function RelativeTime({ at }: { at: number }) {
  const { t } = useTranslation('common');
  const now = useNowFor(at);
  const tipId = useId();
  return (
    <span className={styles.relative}>
      <time className={styles.time} dateTime={new Date(at).toISOString()} tabIndex={0} aria-describedby={tipId}>
        {formatRelativeTime(at, t, now)}
      </time>
      <span id={tipId} className={styles.tip} role="tooltip">
        {formatDateTime(at)}
      </span>
    </span>
  );
}
