import { droppedFrom } from '@portal/contract/described';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from '../i18n/texts';
import { failureOf } from '../api/failure';
import { useFailureText } from '../i18n/failure-text';
import { Button } from './button';
import { AlertCircleIcon, RefreshIcon } from './icons';
import styles from './list-state.module.css';

/** A list that could not be read: what failed, why (the mapped error), and a retry. */
export function ListFailure({
  title,
  error,
  busy,
  onRetry,
}: {
  title: string;
  error: unknown;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('common');
  const failureText = useFailureText();
  return (
    <div className={styles.state} role="alert">
      <AlertCircleIcon size={32} />
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{failureText(failureOf(error))}</p>
      <Button variant="secondary" busy={busy} onClick={onRetry}>
        <RefreshIcon size={20} />
        {t('retry')}
      </Button>
    </div>
  );
}

/** A list with nothing in it yet: an icon, what is missing, and what to expect. */
export function ListEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ size?: number }>;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.state}>
      <Icon size={32} />
      <p className={styles.stateTitle}>{title}</p>
      <p className={styles.stateText}>{children}</p>
    </div>
  );
}

/**
 * Under a list read from an answer in which some items could not be read (contract/src/tolerance.ts: a money
 * amount or an id missing): how many were left out, so the player knows the list is not whole.
 */
export function DroppedNote({ list }: { list: readonly unknown[] | undefined }) {
  const { t } = useTranslation('common');
  const count = list ? droppedFrom(list) : 0;
  if (count === 0) return null;
  return (
    <p className={styles.dropped} role="note">
      <AlertCircleIcon size={18} />
      {t('dropped', { count })}
    </p>
  );
}
