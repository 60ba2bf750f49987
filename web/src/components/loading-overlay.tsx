import { useTranslation } from 'react-i18next';
import styles from './loading-overlay.module.css';

/** A full-screen loader over the page while `active`; it shows only after 200 ms (spec §9, loader.module.css). */
export function LoadingOverlay({ active }: { active: boolean }) {
  const { t } = useTranslation('common');
  if (!active) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('loading')}</span>
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
