import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { ModalLink } from '../../components/modal-link';
import type { PlainModalName } from '../../components/url-modal';
import type { PagePath } from '../../lib/pages';
import styles from './shell.module.css';

export interface MenuItem {
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** A route to go to, or a modal to open (a link to its address: it works before the app runs too). */
  to?: PagePath;
  modal?: PlainModalName;
  /** Only in the wide screens' rail: the phone's bottom bar keeps the spec's four places and the conditions. */
  wideOnly?: boolean;
}

/** The bottom menu of a shell: fixed, thumb-reachable, above the safe-area inset. */
export function BottomMenu({ items, label }: { items: MenuItem[]; label: string }) {
  return (
    <nav className={styles.bottomMenu} aria-label={label}>
      <ul>
        {items.map(({ label: text, icon: Icon, to, modal, wideOnly }) => (
          <li key={text} data-wide-only={wideOnly || undefined}>
            {modal ? (
              <ModalLink modal={modal} className={styles.menuItem}>
                <Icon size={22} />
                <span>{text}</span>
              </ModalLink>
            ) : (
              <NavLink to={to ?? '/'} className={styles.menuItem}>
                <Icon size={22} />
                <span>{text}</span>
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
