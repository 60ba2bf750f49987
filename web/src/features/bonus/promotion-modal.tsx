import type { Promotion } from '@portal/contract/schemas';
import { useTranslation } from '../../i18n/texts';
import { failureOf } from '../../api/failure';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { InlineNotice } from '../../components/inline-failure';
import { Modal } from '../../components/modal';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import type { UrlModalProps } from '../../components/url-modal';
import { formatMoney } from '../../lib/money';
import { useActivatePromotion, usePromotion } from './api';
import { normalizePromotionCode } from './bonus-page';
import { BonusRules } from './bonus-rules';
import { ReceiveFooter } from './receive-footer';
import styles from './bonus.module.css';

/**
 * The promotion dialog (`?modal=promotion&code=…`, spec §2): while the code is looked up, a searching
 * message; a code that names nothing, the not-found message; otherwise the promotion's percentFail,
 * description and credit, what taking it means for a withdrawal, and Receive. Receiving closes the dialog
 * with the generic success alert, and the bonuses and the wallet are read again.
 */
export default function PromotionModal({ params, onClose }: UrlModalProps<'promotion'>) {
  const { t } = useTranslation('bonus');
  const code = normalizePromotionCode(params.code);
  const promotion = usePromotion(code);
  const failure = promotion.isError ? failureOf(promotion.error) : null;
  const notFound = code === '' || (failure?.kind === 'code' && failure.code === 'NO_PROMOTION');

  return (
    <Modal
      open
      title={t('promotion.modalTitle', { code })}
      onClose={onClose}
      footer={
        promotion.data ? (
          <ReceivePromotion promotion={promotion.data} onClose={onClose} />
        ) : notFound ? (
          <Button block variant="secondary" onClick={onClose}>
            {t('promotion.tryAnother')}
          </Button>
        ) : undefined
      }
    >
      {notFound ? (
        <InlineNotice tone="info">
          <p>{t('promotion.notFound', { code })}</p>
        </InlineNotice>
      ) : promotion.isPending ? (
        <ModalLoading label={t('promotion.searching', { code })} />
      ) : promotion.isError ? (
        <ModalFailure
          text={t('promotion.failed')}
          busy={promotion.isFetching}
          onRetry={() => void promotion.refetch()}
        />
      ) : (
        <div className={styles.details}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('modal.credit')}</dt>
              <dd className={styles.factAmount}>+{formatMoney(promotion.data.amount)}</dd>
            </div>
            <div>
              <dt>{t('promotion.percentFail')}</dt>
              <dd>{promotion.data.percentFail}%</dd>
            </div>
          </dl>
          <p className={styles.notice}>{promotion.data.description}</p>
          <BonusRules />
        </div>
      )}
    </Modal>
  );
}

function ReceivePromotion({ promotion, onClose }: { promotion: Promotion; onClose: () => void }) {
  const { t } = useTranslation('bonus');
  const { alert } = useFeedback();
  const activate = useActivatePromotion();
  return (
    <ReceiveFooter
      onReceive={async () => {
        await activate.mutateAsync(promotion.code);
        onClose();
        await alert(t('promotion.received', { code: promotion.code }), { tone: 'success' });
      }}
    />
  );
}
