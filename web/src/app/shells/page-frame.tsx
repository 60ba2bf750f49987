import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/loading-overlay';
import { OfflineBanner } from '../../components/offline-banner';
import { RouteErrorBoundary } from '../route-error-boundary';
import styles from './shell.module.css';

/**
 * The frame both shells share: top bar, the offline line, the page in the middle (lazy, behind a loader, and
 * behind a boundary that shows a designed failure if the page cannot load or draw), the bottom menu.
 */
export function PageFrame({ topBar, menu, topOffset }: { topBar: ReactNode; menu: ReactNode; topOffset: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      {topBar}
      <OfflineBanner />
      <main id="main" className={styles.main} data-top-offset={topOffset || undefined} tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {menu}
    </div>
  );
}
