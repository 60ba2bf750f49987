import { PAGE_SIZES, TIMEOUTS } from '@portal/contract/constants';
import type { Coupon } from '@portal/contract/schemas';
import { droppedFrom } from '@portal/contract/described';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { TicketIcon } from '../../components/icons';
import { DroppedNote, ListEmpty, ListFailure } from '../../components/list-state';
import { Modal } from '../../components/modal';
import { ModalLoading } from '../../components/modal-states';
import { Pager } from '../../components/pager';
import { SafeHtml } from '../../components/safe-html';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useClaimCoupon, useCoupons, useReadWheelAgain } from './api';
import { useSpinErrorText } from './error-text';
import styles from './spin.module.css';

/**
 * The coupons won (spec §2, §9): 3 a page, each with its number, the slice's label and the prize's name, the
 * amount, and Claim (or what became of it: claimed, expired). Claim asks first, showing the slice's
 * description (server html through SafeHtml).
 */
export function Coupons() {
  const { t } = useTranslation('spin');
  const coupons = useCoupons();
  const [page, setPage] = useState(1);
  const [claiming, setClaiming] = useState<Coupon | null>(null);
  const list = coupons.data?.body.coupons ?? [];
  const pageCount = Math.max(1, Math.ceil(list.length / PAGE_SIZES.coupon));
  const shown = Math.min(page, pageCount);
  const first = (shown - 1) * PAGE_SIZES.coupon;

  return (
    <section className={styles.coupons} aria-labelledby="coupons-title">
      <h2 id="coupons-title" className={styles.sectionTitle}>
        {t('coupons.title')}
      </h2>
      {coupons.isPending ? (
        <ModalLoading label={t('coupons.loading')} />
      ) : coupons.isError && list.length === 0 ? (
        <ListFailure
          title={t('coupons.failed')}
          error={coupons.error}
          busy={coupons.isFetching}
          onRetry={() => void coupons.refetch()}
        />
      ) : list.length === 0 && droppedFrom(list) === 0 ? (
        <ListEmpty icon={TicketIcon} title={t('coupons.empty')}>
          {t('coupons.emptyHint')}
        </ListEmpty>
      ) : (
        <>
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>{t('coupons.title')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('coupons.prize')}</th>
                <th scope="col" className={styles.amountHead}>
                  {t('coupons.amount')}
                </th>
                <th scope="col">
                  <VisuallyHidden>{t('coupons.claim')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.slice(first, first + PAGE_SIZES.coupon).map((coupon, offset) => (
                <tr key={`${offset}:${coupon._id}`} data-testid="coupon">
                  <td className={styles.index}>{first + offset + 1}</td>
                  <td>
                    <span className={styles.couponLabel}>{coupon.prize.slice.label}</span>
                    <span className={styles.couponName}>{coupon.prize.name}</span>
                    {coupon.status === 'CLAIMABLE' ? (
                      <span className={styles.couponExpiry}>
                        {t('coupons.expires', { time: formatDateTime(coupon.expiredAt) })}
                      </span>
                    ) : null}
                  </td>
                  <td className={styles.amount}>{formatMoney(coupon.amount)}</td>
                  <td className={styles.claimCell}>
                    {coupon.status === 'CLAIMABLE' ? (
                      <Button variant="secondary" className={styles.claimButton} onClick={() => setClaiming(coupon)}>
                        {t('coupons.claim')}
                      </Button>
                    ) : (
                      <span className={styles.couponStatus} data-status={coupon.status}>
                        {t(`coupons.status.${coupon.status}`, { defaultValue: coupon.status })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <DroppedNote list={list} />
          <Pager page={shown} pageCount={pageCount} onPage={setPage} label={t('coupons.pages')} />
        </>
      )}
      {claiming ? <ClaimDialog coupon={claiming} onDone={() => setClaiming(null)} /> : null}
    </section>
  );
}

/**
 * The claim confirmation (spec §2, §4): the slice's label and description, Cancel and Confirm. Confirm sends
 * the claim once however often it is tapped within 500 ms (and while it is on its way), then says how it
 * went; either way the dialog closes and the wheel and the coupons are read again at once.
 */
function ClaimDialog({ coupon, onDone }: { coupon: Coupon; onDone: () => void }) {
  const { t } = useTranslation('spin');
  const { alert } = useFeedback();
  const errorText = useSpinErrorText();
  const claim = useClaimCoupon();
  const readAgain = useReadWheelAgain();
  const lastTap = useRef(0);

  const confirm = async () => {
    const now = performance.now();
    if (now - lastTap.current < TIMEOUTS.claimDebounceMs) return;
    lastTap.current = now;
    let said: { text: string; tone: 'success' | 'error' };
    try {
      const answer = await claim.mutateAsync(coupon._id);
      said = { text: t('coupons.claimed', { amount: formatMoney(answer.amount) }), tone: 'success' };
    } catch (error) {
      said = { text: errorText(error), tone: 'error' };
    }
    onDone();
    void readAgain();
    await alert(said.text, { tone: said.tone });
  };

  return (
    <Modal
      open
      onClose={onDone}
      title={t('coupons.confirmTitle')}
      footer={
        <div className={styles.answers}>
          <Button variant="secondary" onClick={onDone}>
            {t('common:cancel')}
          </Button>
          <Button onClick={confirm}>{t('common:confirm')}</Button>
        </div>
      }
    >
      <div className={styles.prize}>
        <p className={styles.claimLabel}>{coupon.prize.slice.label}</p>
        <p className={styles.prizeHint}>
          {t('coupons.confirmText', { name: coupon.prize.name, amount: formatMoney(coupon.amount) })}
        </p>
        {coupon.prize.slice.htmlDescription ? (
          <SafeHtml className={styles.prizeHtml} html={coupon.prize.slice.htmlDescription} />
        ) : null}
      </div>
    </Modal>
  );
}
