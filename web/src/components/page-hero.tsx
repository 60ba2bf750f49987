import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/**
 * The head of a page: a gold emblem, the page's h1 and one line under it. `centered` stacks them (login,
 * contact); `inline` puts the emblem beside the title to leave room for what follows (the wizard), or
 * leaves it out (a list page such as how-to).
 */
export function PageHero({
  icon,
  title,
  subtitle,
  layout = 'centered',
  className,
}: {
  icon?: ReactNode;
  title: ReactNode;
  subtitle: ReactNode;
  layout?: 'centered' | 'inline';
  className?: string;
}) {
  const text = (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </>
  );
  return (
    <header className={[styles.hero, className].filter(Boolean).join(' ')} data-layout={layout}>
      {icon ? (
        <span className={styles.emblem} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {layout === 'inline' ? <div>{text}</div> : text}
    </header>
  );
}
