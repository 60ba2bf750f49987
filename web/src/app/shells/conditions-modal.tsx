import { useTranslation } from '../../i18n/texts';
import { useConditions } from '../../api/queries';
import { Button } from '../../components/button';
import { RefreshIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { SafeHtml } from '../../components/safe-html';
import type { UrlModalProps } from '../../components/url-modal';
import styles from './shell.module.css';

/** The conditions (server html, spec §3) opened from the member menu: `?modal=conditions`. */
export default function ConditionsModal({ onClose }: UrlModalProps<'conditions'>) {
  const { t } = useTranslation('shell');
  const conditions = useConditions();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('conditions.title')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('conditions.close')}
        </Button>
      }
    >
      {conditions.isPending ? (
        <div className={styles.skeletonLines} aria-busy="true" aria-label={t('conditions.loading')}>
          <span />
          <span />
          <span />
        </div>
      ) : conditions.isError ? (
        <div className={styles.modalFailure}>
          <p>{t('conditions.failed')}</p>
          <Button variant="secondary" busy={conditions.isFetching} onClick={() => void conditions.refetch()}>
            <RefreshIcon size={20} />
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <ol className={styles.conditions}>
          {conditions.data.body.map((html, index) => (
            <li key={index}>
              <SafeHtml html={html} />
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
