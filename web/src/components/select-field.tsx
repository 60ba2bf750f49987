import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { ChevronDownIcon } from './icons';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | null;
  children: ReactNode;
}

/** A labelled native select (the phone's own picker), styled like the text fields. */
export function SelectField({ label, error, className, children, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <select
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        >
          {children}
        </select>
        <span className={styles.trailing} aria-hidden="true">
          <ChevronDownIcon size={20} />
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
