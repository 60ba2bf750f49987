import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/texts';
import { Button } from '../components/button';
import { CloseIcon, RefreshIcon } from '../components/icons';
import styles from './update-prompt.module.css';

/** After the page has loaded and the browser is idle: the worker's own downloads must not slow the first page. */
function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const schedule = () => {
    if (cancelled) return;
    idle = window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 3000 }) : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Registers the service worker in the production build (its code is a chunk of its own, loaded when the
 * browser is idle) and, when a new version of the app is waiting, offers to reload into it: a calm card
 * above the bottom menu. Nothing on the very first install.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // The demo's service worker is MSW's (docs/decisions/017): the app's own is not built there.
    if (!import.meta.env.PROD || import.meta.env.VITE_DEMO === 'true' || !('serviceWorker' in navigator)) return;
    return afterLoadAndIdle(() => {
      void import('./sw-registration')
        .then(({ registerServiceWorker }) => registerServiceWorker((next) => setActivate(() => next)))
        .catch(() => undefined);
    });
  }, []);

  if (!activate || dismissed) return null;
  return (
    <div className={styles.slot}>
      <div className={styles.card} role="status">
        <RefreshIcon size={20} className={styles.icon} />
        <p className={styles.text}>{t('update.ready')}</p>
        <Button className={styles.reload} onClick={activate}>
          {t('update.reload')}
        </Button>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={() => setDismissed(true)}>
          <CloseIcon size={18} />
        </button>
      </div>
    </div>
  );
}
