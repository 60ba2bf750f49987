import { useEffect } from 'react';
import { useTranslation } from '../../i18n/texts';
import { useAgreements } from '../../api/queries';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { SafeHtml } from '../../components/safe-html';
import type { UrlModalProps } from '../../components/url-modal';
import { rememberAgreement } from '../../lib/storage';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import styles from './promo.module.css';

/**
 * The agreement (`?modal=agreement`, spec §2, §4): the operator's terms (server html), opened by the home on a
 * member's first visit. Closing it, by any way, remembers it in this browser (`remember-agreement`), unless it
 * could not be read.
 */
export default function AgreementModal({ onClose }: UrlModalProps<'agreement'>) {
  const { t } = useTranslation('home');
  const agreements = useAgreements();
  const shown = agreements.isSuccess;
  // However it closes (its button, Escape, the backdrop, the phone's back button, another page), it is
  // remembered once it was there to read: a member who closed a failed load is asked again next visit.
  useEffect(
    () => () => {
      if (shown) rememberAgreement();
    },
    [shown],
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={t('agreement.title')}
      footer={
        <Button block onClick={onClose} data-autofocus>
          {t('agreement.accept')}
        </Button>
      }
    >
      {agreements.isPending ? (
        <ModalLoading label={t('agreement.loading')} />
      ) : agreements.isError ? (
        <ModalFailure
          text={t('agreement.failed')}
          busy={agreements.isFetching}
          onRetry={() => void agreements.refetch()}
        />
      ) : (
        <ul className={styles.terms}>
          {agreements.data.body.map((html, index) => (
            <li key={index}>
              <SafeHtml html={html} />
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
