import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../i18n/texts';
import styles from './field.module.css';
import { describedBy, FieldFrame } from './field-frame';
import { EyeIcon, EyeOffIcon } from './icons';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** A validation message under the field; the input is marked invalid and describes itself by it. */
  error?: string | null;
  hint?: ReactNode;
  /** An icon inside the field, before the text. */
  leading?: ReactNode;
}

/** A labelled input with its error text. A password field gets a show/hide toggle. */
export function TextField({ label, error, hint, leading, type = 'text', className, ...rest }: TextFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} readOnly={rest.readOnly} className={className}>
      {leading ? <span className={styles.leading}>{leading}</span> : null}
      <input
        id={id}
        className={styles.input}
        type={isPassword && revealed ? 'text' : type}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...rest}
      />
      {isPassword ? (
        <button
          type="button"
          className={styles.trailing}
          onClick={() => setRevealed((value) => !value)}
          aria-label={revealed ? t('hidePassword') : t('showPassword')}
          aria-pressed={revealed}
        >
          {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      ) : null}
    </FieldFrame>
  );
}
