import { useTranslation } from '../i18n/texts';
import { WifiOffIcon } from './icons';
import styles from './offline-banner.module.css';
import { useOnline } from './online';

/** A quiet line under the top bar while the phone has no network: what is on screen may be out of date. */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation('shell');
  return (
    <div className={styles.slot} role="status">
      {online ? null : (
        <p className={styles.banner}>
          <WifiOffIcon size={16} />
          {t('offline')}
        </p>
      )}
    </div>
  );
}
