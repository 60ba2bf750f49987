import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { failureOf } from '../../api/failure';
import { queryKeys, useWallet } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { InlineNotice } from '../../components/inline-failure';
import { SafeHtml } from '../../components/safe-html';
import type { UrlModalProps } from '../../components/url-modal';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useAddRefundsToWallet, useReceiveRefund, useRefundCheck, useRefundPage } from './promo-api';
import { BannersFirstModal } from './banners-first';
import { ConditionMeter } from './condition-meter';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import { PagedHistory } from './paged-history';
import styles from './promo.module.css';

/**
 * The refund dialog (`?modal=refund`, spec §2, §3, §7): the refund banners first, then the loss refund there
 * is now (the operator's conditions as html, the amount, the success and fail percentages, a bonus held
 * blocking it), its receive button, and the refunds received, 10 a page. A received refund waits apart until
 * "Move to wallet" (GET /api/refund/addWallet) puts every waiting one into the wallet. The dialog closes
 * with a flag: when money moved, the wallet is read again (spec §4).
 */
export default function RefundModal({ onClose }: UrlModalProps<'refund'>) {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const refunds = useRefundPage(page);
  const [moved, setMoved] = useState(false);
  const unit = t(`currency.${useWallet().data?.body.wallet.currency ?? 'BAHT'}`);
  const close = () => {
    if (moved) void queryClient.invalidateQueries({ queryKey: queryKeys.wallet() });
    onClose();
  };
  // Received refunds are the newest lines, and one call moves them all: waiting ones show on the first page.
  const firstPage = useRefundPage(1).data?.refunds;
  const waiting = firstPage?.some((refund) => !refund.addedToWallet) ?? false;

  return (
    <BannersFirstModal area="refund" title={t('refundModal.title')} onClose={close}>
      <RefundNow unit={unit} />
      {waiting ? <MoveToWallet unit={unit} onMoved={() => setMoved(true)} /> : null}
      <PagedHistory
        title={t('refundModal.history')}
        query={refunds}
        rows={refunds.data?.refunds}
        page={page}
        onPage={setPage}
        empty={t('refundModal.empty')}
        failed={t('refundModal.historyFailed')}
        row={(refund) => (
          <>
            <span className={styles.rowMain}>
              <span className={styles.rowName}>
                {refund.addedToWallet ? t('refundModal.inWallet') : t('refundModal.waiting')}
              </span>
              <span className={styles.rowDate}>{formatDateTime(refund.createdAt)}</span>
            </span>
            <span className={styles.rowAmount} data-waiting={!refund.addedToWallet || undefined}>
              +{formatMoney(refund.refundAmount)}
            </span>
          </>
        )}
      />
    </BannersFirstModal>
  );
}

/** The refund check: what the member's losses give back now, and the button that receives it. */
function RefundNow({ unit }: { unit: string }) {
  const { t } = useTranslation('home');
  const check = useRefundCheck();
  const receive = useReceiveRefund();
  const { alert, showFailure } = useFeedback();
  const failure = check.isError ? failureOf(check.error) : null;

  if (check.isPending) return <ModalLoading label={t('refundModal.loading')} />;
  if (failure?.kind === 'code' && failure.code === 'REFUND_INACTIVE') {
    return (
      <InlineNotice tone="info">
        <p>{t('errors:REFUND_INACTIVE')}</p>
      </InlineNotice>
    );
  }
  if (check.isError) {
    return <ModalFailure text={t('refundModal.failed')} busy={check.isFetching} onRetry={() => void check.refetch()} />;
  }
  const { info, refundAmount, refundSuccess, refundFail, result, bonus } = check.data.body;
  return (
    <>
      {info ? <SafeHtml className={styles.info} html={info} /> : null}
      <div className={styles.waiting}>
        <div>
          <h3 className={styles.subTitle}>{t('refundModal.now')}</h3>
          <p className={styles.waitingAmount} data-testid="refund-amount">
            {formatMoney(refundAmount)} <span>{unit}</span>
          </p>
        </div>
        <Button
          disabled={!result}
          onClick={async () => {
            try {
              const answer = await receive.mutateAsync();
              const amount = formatMoney(answer.refundAmount);
              await alert(`${t(`errors:${answer.message}`)} ${t('refundModal.received', { amount, unit })}`, {
                tone: 'success',
              });
            } catch (error) {
              await showFailure(error, 'alert');
            }
          }}
        >
          {t('refundModal.receive')}
        </Button>
      </div>
      {bonus ? (
        <InlineNotice tone="info">
          <p>{t('refundModal.bonusBlocks')}</p>
        </InlineNotice>
      ) : !result ? (
        <p className={styles.hint}>{t('refundModal.nothing')}</p>
      ) : null}
      <ConditionMeter success={refundSuccess} fail={refundFail} />
    </>
  );
}

/** Received refunds wait apart; this moves every waiting one into the wallet. */
function MoveToWallet({ unit, onMoved }: { unit: string; onMoved: () => void }) {
  const { t } = useTranslation('home');
  const add = useAddRefundsToWallet();
  const { alert, showFailure } = useFeedback();
  return (
    <InlineNotice tone="info">
      <p>{t('refundModal.waitingHint')}</p>
      <Button
        variant="secondary"
        onClick={async () => {
          try {
            const answer = await add.mutateAsync();
            onMoved();
            await alert(t('refundModal.moved', { amount: formatMoney(answer.amount), unit }), { tone: 'success' });
          } catch (error) {
            await showFailure(error, 'alert');
          }
        }}
      >
        {t('refundModal.move')}
      </Button>
    </InlineNotice>
  );
}
