import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { useHydrated } from './hydration';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** While a request is under way: disabled, with a small spinner, and announced as busy. */
  busy?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  className,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A submit button waits for the app: before it, pressing it (or Enter in a field) would have the browser
  // send the pre-rendered form itself, putting the fields into the URL. The fields can be typed into already.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-block={block || undefined}
      disabled={disabled || busy || (type === 'submit' && !hydrated)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
