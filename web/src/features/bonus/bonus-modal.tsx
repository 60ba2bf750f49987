import type { Bonus } from '@portal/contract/schemas';
import { useTranslation } from '../../i18n/texts';
import { BannerCarousel } from '../../components/banner-carousel';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { InlineNotice } from '../../components/inline-failure';
import { Modal } from '../../components/modal';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import type { UrlModalProps } from '../../components/url-modal';
import { bonusCardState } from '../../lib/bonus-card';
import { formatMoney } from '../../lib/money';
import { useActivateBonus, useBonusList } from './api';
import { BonusRules } from './bonus-rules';
import { useFrequencyText } from './frequency';
import { ReceiveFooter } from './receive-footer';
import styles from './bonus.module.css';

/** The bonus's notice with its %percentFail% placeholder filled in (spec §2). */
export function fillNotice(notice: string, percentFail: number): string {
  return notice.replaceAll('%percentFail%', `${percentFail}%`);
}

/**
 * The bonus dialog (`?modal=bonus&code=…`, spec §2, §4): the bonus's banners in a carousel, its notice, what
 * taking it means for a withdrawal, and Receive; for the bonus held now, a confirm button instead. Receiving
 * closes the dialog, says so in an alert, and the bonuses, the wallet and the statement are read again.
 */
export default function BonusModal({ params, onClose }: UrlModalProps<'bonus'>) {
  const { t } = useTranslation('bonus');
  const list = useBonusList();
  const bonus = list.data?.body.find((item) => item.code === params.code);

  return (
    <Modal
      open
      title={bonus?.name ?? t('modal.title')}
      onClose={onClose}
      footer={bonus ? <BonusAction bonus={bonus} asOf={list.dataUpdatedAt} onClose={onClose} /> : undefined}
    >
      {list.isPending ? (
        <ModalLoading label={t('list.loading')} />
      ) : list.isError ? (
        <ModalFailure text={t('list.failed')} busy={list.isFetching} onRetry={() => void list.refetch()} />
      ) : !bonus ? (
        <InlineNotice tone="info">
          <p>{t('modal.gone')}</p>
        </InlineNotice>
      ) : (
        <BonusDetails bonus={bonus} />
      )}
    </Modal>
  );
}

function BonusDetails({ bonus }: { bonus: Bonus }) {
  const { t } = useTranslation('bonus');
  const frequency = useFrequencyText();
  return (
    <div className={styles.details}>
      {bonus.banners.length > 0 ? (
        <BannerCarousel banners={bonus.banners} label={t('modal.banners', { name: bonus.name })} />
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('modal.credit')}</dt>
          <dd className={styles.factAmount}>+{formatMoney(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('modal.frequency')}</dt>
          <dd>{frequency(bonus)}</dd>
        </div>
      </dl>
      {bonus.notice ? (
        <p className={styles.notice} data-testid="bonus-notice">
          {fillNotice(bonus.notice, bonus.percentFail)}
        </p>
      ) : null}
      <BonusRules />
    </div>
  );
}

/**
 * Receive, or, for the bonus held now, a confirm button that closes the dialog. A member holding another
 * bonus is told to end it first; one who received it up to its limit is told so.
 */
function BonusAction({ bonus, asOf, onClose }: { bonus: Bonus; asOf: number; onClose: () => void }) {
  const { t } = useTranslation('bonus');
  const { alert } = useFeedback();
  const activate = useActivateBonus();
  const state = bonusCardState(bonus, asOf);

  if (state === 'active') {
    return (
      <Button block onClick={onClose}>
        {t('common:confirm')}
      </Button>
    );
  }
  if (state === 'received') return <p className={styles.footerNote}>{t('modal.maxed')}</p>;
  return (
    <ReceiveFooter
      onReceive={async () => {
        await activate.mutateAsync(bonus.code);
        onClose();
        await alert(t('modal.received', { name: bonus.name, amount: formatMoney(bonus.amount) }), { tone: 'success' });
      }}
    />
  );
}
