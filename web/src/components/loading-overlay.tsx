import { useTranslation } from '../i18n/texts';
import styles from './loading-overlay.module.css';

/**
 * A full-screen loader over the page while `active`. It shows only after 200 ms (spec §9, loader.module.css) and
 * until then is hidden: a tap reaches the page under it, and the live region around it, there from the start,
 * stays empty to a screen reader, which is told "Loading" when the layer shows.
 */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  if (!active) return null;
  return (
    <div role="status" aria-live="polite">
      <div className={styles.overlay} data-testid="loading-overlay">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>{t('loading')}</span>
      </div>
    </div>
  );
}

/** The stand-in while a lazy page loads: a quiet spinner, shown only after 200 ms. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.page} role="status" aria-label={t('loading')}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
