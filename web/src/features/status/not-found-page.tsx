import { useTranslation } from '../../i18n/texts';
import { Link } from 'react-router-dom';
import { HomeIcon } from '../../components/icons';
import styles from './status-page.module.css';
import { StatusLayout } from './status-layout';

/** Any path without a route: "Page Not Found", a 404 visual and the way back home. */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  return (
    <StatusLayout>
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.body}>{t('notFound.body')}</p>
      <Link to="/" className={styles.home}>
        <HomeIcon size={20} />
        {t('notFound.home')}
      </Link>
    </StatusLayout>
  );
}
