import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from './delayed';
import styles from './loading-overlay.module.css';

/** A full-screen loader over the page while `active`; it appears only after 200 ms (spec §9). */
export function LoadingOverlay({ active }: { active: boolean }) {
  const shown = useDelayedFlag(active);
  const { t } = useTranslation('common');
  if (!shown) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('loading')}</span>
    </div>
  );
}

/** The stand-in while a lazy page loads: nothing for 200 ms, then a quiet spinner. */
export function PageLoader() {
  const shown = useDelayedFlag(true);
  const { t } = useTranslation('common');
  if (!shown) return null;
  return (
    <div className={styles.page} role="status" aria-label={t('loading')}>
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
