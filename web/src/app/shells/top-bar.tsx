import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/texts';
import { useSiteInfo } from '../../api/queries';
import { useHydrated } from '../../components/hydration';
import { LanguageSelect } from '../../components/language-select';
import styles from './shell.module.css';

/** The top bar of both shells: the app name (from the server's info), the language dropdown, and `actions`. */
export function TopBar({ actions, overlay = false }: { actions?: ReactNode; overlay?: boolean }) {
  const { t } = useTranslation('shell');
  const info = useSiteInfo();
  // Taken over as pre-rendered (no name) even when the name arrived before this part of the page was hydrated:
  // React hydrates a page in pieces, and the route announcer may have read the name meanwhile.
  const name = useHydrated() ? info.data?.body.name : undefined;
  return (
    <header className={styles.topBar} data-overlay={overlay || undefined}>
      <div className={styles.brand}>
        {/* Empty until the site's own name is known: no stand-in letter that changes a moment later. */}
        <span className={styles.mark} aria-hidden="true">
          {name?.slice(0, 1)}
        </span>
        {name ? (
          <span className={styles.name}>{name}</span>
        ) : (
          <span className={styles.nameSkeleton} role="img" aria-label={t('appNameLoading')} />
        )}
      </div>
      <div className={styles.actions}>
        <LanguageSelect />
        {actions}
      </div>
    </header>
  );
}
