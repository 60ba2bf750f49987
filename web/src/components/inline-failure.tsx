import type { ReactNode } from 'react';
import { failureOf } from '../api/errors';
import { useFailureText } from '../i18n/failure-text';
import { AlertCircleIcon } from './icons';
import styles from './inline-failure.module.css';

/**
 * A refused call shown where it happened (spec §8: login errors inline): the localized text of the catalogue
 * code, or the server's own message when the catalogue does not know it. `children` may add a way out.
 */
export function InlineFailure({ error, children }: { error: unknown; children?: ReactNode }) {
  const failureText = useFailureText();
  if (!error) return null;
  return (
    <div className={styles.failure} role="alert">
      <AlertCircleIcon size={20} />
      <p>{failureText(failureOf(error))}</p>
      {children}
    </div>
  );
}
