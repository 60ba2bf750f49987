import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/**
 * Text for screen readers only: a control's name, "(done)", "opens in a new tab"; with `live`, a region
 * whose changes are read out (a chat's new message).
 */
export function VisuallyHidden({ children, live }: { children: ReactNode; live?: 'polite' }) {
  return (
    <span className={styles.hidden} aria-live={live}>
      {children}
    </span>
  );
}
