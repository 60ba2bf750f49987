import { useTranslation } from 'react-i18next';
import { tsr } from '../../api/client';
import { Button } from '../../components/button';
import { RefreshIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { SafeHtml } from '../../components/safe-html';
import styles from './shell.module.css';

/** The conditions (server html, spec §3) opened from the member menu. */
export default function ConditionsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const conditions = tsr.lookup.conditions.useQuery({
    queryKey: ['lookup', 'conditions'],
    enabled: open,
    staleTime: Infinity,
  });
  return (
    <Modal
      open={open}
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
