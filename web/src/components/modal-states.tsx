import { useTranslation } from '../i18n/texts';
import { Button } from './button';
import styles from './modal-states.module.css';

/** A modal still reading what it needs: two skeleton lines, announced as `label`. */
export function ModalLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-label={label}>
      <span className={styles.skeleton} />
      <span className={styles.skeleton} data-size="amount" />
    </div>
  );
}

/** A modal that could not read what it needs: what failed, and a retry. */
export function ModalFailure({ text, busy, onRetry }: { text: string; busy: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.failure} role="alert">
      <p>{text}</p>
      <Button variant="secondary" busy={busy} onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
