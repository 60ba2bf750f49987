import type { ReactNode } from 'react';
import { LanguageSelect } from '../../components/language-select';
import styles from './status-page.module.css';

/** A full page outside the shells (shut-down, not found): the language select in a corner, the message centred. */
export function StatusLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <header className={styles.corner}>
        <LanguageSelect />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
