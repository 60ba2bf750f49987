import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../components/loading-overlay';
import styles from './shell.module.css';

/** Public pages drawn without the top offset: the top bar floats over their hero (spec §2: public contact). */
export const pathsWithoutTopOffset: readonly string[] = ['/contact'];

/** The frame both shells share: top bar, the page in the middle (lazy, behind a loader), the bottom menu. */
export function PageFrame({ topBar, menu, topOffset }: { topBar: ReactNode; menu: ReactNode; topOffset: boolean }) {
  return (
    <div className={styles.shell}>
      {topBar}
      <main id="main" className={styles.main} data-top-offset={topOffset || undefined}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {menu}
    </div>
  );
}
