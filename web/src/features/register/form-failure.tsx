import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { failureOf } from '../../api/errors';
import { AlertCircleIcon } from '../../components/icons';
import { useFailureText } from '../../i18n/failure-text';
import styles from './register.module.css';

/** A refused validate or create call, inline above the step's buttons; an existing phone offers the login. */
export function FormFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('register');
  const failureText = useFailureText();
  if (!error) return null;
  const failure = failureOf(error);
  return (
    <div className={styles.failure} role="alert">
      <AlertCircleIcon size={20} />
      <p>
        {failureText(failure)}
        {failure.kind === 'code' && failure.code === 'EXISTING_USER' ? (
          <>
            {' '}
            <Link to="/login" className={styles.inlineLink}>
              {t('loginInstead')}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
