import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './shell.module.css';

export interface MenuItem {
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** A route to go to, or an action (the conditions modal). */
  to?: string;
  onSelect?: () => void;
}

/** The bottom menu of a shell: fixed, thumb-reachable, above the safe-area inset. */
export function BottomMenu({ items, label }: { items: MenuItem[]; label: string }) {
  return (
    <nav className={styles.bottomMenu} aria-label={label}>
      <ul>
        {items.map(({ label: text, icon: Icon, to, onSelect }) => (
          <li key={text}>
            {to ? (
              <NavLink to={to} className={styles.menuItem}>
                <Icon size={22} />
                <span>{text}</span>
              </NavLink>
            ) : (
              <button type="button" className={styles.menuItem} onClick={onSelect}>
                <Icon size={22} />
                <span>{text}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
