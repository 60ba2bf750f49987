import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/texts';
import { CloseIcon } from './icons';
import styles from './modal.module.css';
import { lockBodyScroll } from './scroll-lock';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom of the sheet. */
  footer?: ReactNode;
  /** `alert` is a small centred dialog (role alertdialog); `sheet` a bottom sheet on phones. */
  variant?: 'sheet' | 'alert';
  /** `wide`: a sheet that grows into a wider dialog from 768 px, for a table with columns (the slips). */
  size?: 'wide';
  /** An alert the user must answer: no close button, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** The id of the text that says what the dialog is about (an alert's message), read with its title. */
  describedBy?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

const canTakeFocus = (node: HTMLElement | null): boolean =>
  node !== null && node !== document.body && node.isConnected && !node.matches(':disabled');

/**
 * Gives the focus back to what opened a dialog, so the keyboard keeps its place (Escape, Tab). When that cannot
 * take it: the dialog still open beneath; else, a moment later, the opener if it is enabled again (a button
 * busy while its request ran), or the page's main content.
 */
function returnFocus(opener: HTMLElement | null, closing: HTMLElement | null): void {
  if (canTakeFocus(opener)) return opener?.focus();
  const beneath = [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].filter((node) => node !== closing);
  if (beneath.length > 0) return beneath.at(-1)?.focus();
  setTimeout(() => {
    // The page may be gone by then (a test's document torn down, a navigation away).
    if (typeof document === 'undefined') return;
    if (canTakeFocus(opener)) opener?.focus();
    else if (!document.querySelector('[aria-modal="true"]'))
      document.getElementById('main')?.focus({ preventScroll: true });
  }, 50);
}

/**
 * The one modal of the app: a bottom sheet on phones, a centred dialog on wide screens. It locks the body's
 * scroll, keeps the focus inside, closes on Escape and on the backdrop, and gives the focus back on close.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  variant = 'sheet',
  size,
  dismissible = true,
  describedBy,
}: ModalProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const release = lockBodyScroll();
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current;
    first?.focus();
    const own = panel.current;
    return () => {
      release();
      returnFocus(opener, own);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return event.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.layer} data-variant={variant} data-size={size} onKeyDown={onKeyDown}>
      <div className={styles.backdrop} aria-hidden="true" onClick={dismissible ? onClose : undefined} />
      <div
        ref={panel}
        className={styles.panel}
        role={variant === 'alert' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible && variant === 'sheet' ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {/* Focusable, so a keyboard can scroll a long body that has no control of its own. */}
        <div className={styles.body} tabIndex={0}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
