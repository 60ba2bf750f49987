import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './field.module.css';
import { describedBy, FieldFrame } from './field-frame';
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
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        {...rest}
      >
        {children}
      </select>
      <span className={styles.trailing} aria-hidden="true">
        <ChevronDownIcon size={20} />
      </span>
    </FieldFrame>
  );
}
