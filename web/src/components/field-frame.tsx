import type { ReactNode } from 'react';
import styles from './field.module.css';

/** The ids a control is described by: its hint and its error, when there are any. */
export function describedBy(id: string, hint: ReactNode, error: string | null | undefined): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * What every form control shares: the label above, the bordered box (red when invalid, dashed when read-only)
 * and the hint and the error below. `children` is the control itself, with the id `id`.
 */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  readOnly,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  readOnly?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined} data-readonly={readOnly || undefined}>
        {children}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
