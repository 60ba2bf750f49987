import { useRef, useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import styles from './button.module.css';
import { useHydrated } from './hydration';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /**
   * What a tap does. When it answers a promise (a request), the button is busy until it settles and a second
   * tap meanwhile does nothing: the flag is set in the tap itself, before any render, so a fast double tap
   * sends one request.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
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
  onClick,
  ...rest
}: ButtonProps) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  // A submit button waits for the app: before it, pressing it (or Enter in a field) would have the browser
  // send the pre-rendered form itself, putting the fields into the URL. The fields can be typed into already.
  const hydrated = useHydrated();
  const working = busy || pending;
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (running.current) return event.preventDefault();
    const result = onClick?.(event);
    if (!(result instanceof Promise)) return;
    running.current = true;
    setPending(true);
    void result
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setPending(false);
      });
  };
  return (
    <button
      type={type}
      className={[styles.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-block={block || undefined}
      disabled={disabled || working || (type === 'submit' && !hydrated)}
      aria-busy={working || undefined}
      onClick={click}
      {...rest}
    >
      {working ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
