import { useTranslation } from '../../i18n/texts';
import styles from './status-page.module.css';
import { StatusLayout } from './status-layout';

/** /terminated: the service is shut down (every call answers gone), said calmly in the reader's language. */
export default function TerminatedPage() {
  const { t } = useTranslation('pages');
  return (
    <StatusLayout>
      <span className={styles.mark} aria-hidden="true">
        <PowerOffMark />
      </span>
      <span className={styles.badge}>{t('terminated.badge')}</span>
      <h1 className={styles.title}>{t('terminated.title')}</h1>
      <p className={styles.body}>{t('terminated.body')}</p>
      <p className={styles.hint}>{t('terminated.hint')}</p>
    </StatusLayout>
  );
}

/** A switched-off power symbol: the neutral mark of a closed service (no brand name can be fetched any more). */
function PowerOffMark() {
  return (
    <svg
      width={36}
      height={36}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v8" />
      <path d="M6.3 6.8a8 8 0 1 0 11.4 0" />
    </svg>
  );
}
