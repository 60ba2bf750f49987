import { useTranslation } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { failureOf } from '../../api/failure';
import { InlineFailure } from '../../components/inline-failure';
import styles from './register.module.css';
import { paths } from '../../lib/pages';

/** A refused validate or create call, inline above the step's buttons; an existing phone offers the login. */
export function FormFailure({ error }: { error: unknown }) {
  const { t } = useTranslation('register');
  const failure = error ? failureOf(error) : null;
  return (
    <InlineFailure error={error}>
      {failure?.kind === 'code' && failure.code === 'EXISTING_USER' ? (
        <Link to={paths.login} className={styles.inlineLink}>
          {t('loginInstead')}
        </Link>
      ) : null}
    </InlineFailure>
  );
}
