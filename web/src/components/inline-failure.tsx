import type { ReactNode } from 'react';
import { failureOf } from '../api/failure';
import { useFailureText } from '../i18n/failure-text';
import { AlertCircleIcon } from './icons';
import styles from './inline-failure.module.css';

/** A message inside a form: red for a refusal (an alert), blue for news the visitor should know (a status). */
export function InlineNotice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={styles.failure} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <AlertCircleIcon size={20} />
      {children}
    </div>
  );
}

/**
 * A refused call shown where it happened (spec §8: login errors inline): the localized text of the catalogue
 * code, or the server's own message when the catalogue does not know it. `children` may add a way out.
 */
export function InlineFailure({ error, children }: { error: unknown; children?: ReactNode }) {
  const failureText = useFailureText();
  if (!error) return null;
  return (
    <InlineNotice tone="error">
      <p>{failureText(failureOf(error))}</p>
      {children}
    </InlineNotice>
  );
}
