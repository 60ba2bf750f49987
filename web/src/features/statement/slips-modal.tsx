import type { Slip } from '@portal/contract/schemas';
import { useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { apiBaseUrl, okBody, tsr } from '../../api/client';
import { useWallet } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { ExternalIcon, ReceiptIcon, RefreshIcon, UploadIcon } from '../../components/icons';
import { DroppedNote, ListEmpty, ListFailure } from '../../components/list-state';
import { Modal } from '../../components/modal';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import { Pager } from '../../components/pager';
import type { UrlModalProps } from '../../components/url-modal';
import { VisuallyHidden } from '../../components/visually-hidden';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { SlipUpload } from '../../components/slip-upload';
import { useSlipPage } from './api';
import styles from './slips.module.css';

/**
 * Where a slip can be seen: the server's address, resolved against the API's own (a relative one is on the
 * API's host). Only a web address: anything else (javascript:, data:) would run in a window of this site.
 */
export function slipAddress(url: string, base = apiBaseUrl || window.location.origin): string | null {
  try {
    const address = new URL(url, new URL(base, window.location.origin));
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}

/** A slip's amount: '-' until the server has read one over 0 (spec §2). */
export const slipAmount = (slip: Pick<Slip, 'amount'>) => (slip.amount > 0 ? formatMoney(slip.amount) : '-');

/**
 * The slips dialog (`?modal=slips`, spec §2 Statement): the member's slips, newest first, 10 a page, each with
 * its time, amount, status (with the reason in parentheses) and a link that opens the slip in a new window;
 * a refresh; and, for a transfer that did not arrive by itself, the slip upload of the deposit dialog. A page
 * with a slip still being read is read again until it has settled.
 */
export default function SlipsModal({ onClose }: UrlModalProps<'slips'>) {
  const { t } = useTranslation('pages');
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const slips = useSlipPage(page);
  const walletQuery = useWallet();

  return (
    <Modal open onClose={onClose} title={t('slips.title')} size="wide">
      <div className={styles.slips}>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setUploading((open) => !open)} aria-expanded={uploading}>
            <UploadIcon size={20} />
            {t('slips.upload')}
          </Button>
          <Button variant="ghost" busy={slips.isFetching} onClick={() => void slips.refetch()}>
            <RefreshIcon size={20} />
            {t('slips.refresh')}
          </Button>
        </div>
        {uploading ? (
          <section className={styles.upload} aria-label={t('slips.upload')}>
            {walletQuery.data ? (
              <SlipUpload wallet={walletQuery.data.body} />
            ) : walletQuery.isError ? (
              <ModalFailure
                text={t('slips.walletFailed')}
                busy={walletQuery.isFetching}
                onRetry={() => void walletQuery.refetch()}
              />
            ) : (
              <ModalLoading label={t('slips.loading')} />
            )}
          </section>
        ) : null}
        {slips.isPending ? (
          <ModalLoading label={t('slips.loading')} />
        ) : slips.isError && !slips.data ? (
          <ListFailure
            title={t('slips.failed')}
            error={slips.error}
            busy={slips.isFetching}
            onRetry={() => void slips.refetch()}
          />
        ) : !slips.data || slips.data.total === 0 ? (
          <ListEmpty icon={ReceiptIcon} title={t('slips.empty')}>
            {t('slips.emptyHint')}
          </ListEmpty>
        ) : (
          <>
            <table className={styles.table} aria-busy={slips.isPlaceholderData || undefined}>
              <caption>
                <VisuallyHidden>{t('slips.title')}</VisuallyHidden>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('slips.time')}</th>
                  <th scope="col">{t('slips.amount')}</th>
                  <th scope="col">{t('slips.status')}</th>
                  <th scope="col">
                    <VisuallyHidden>{t('slips.view')}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody data-stale={slips.isPlaceholderData || undefined}>
                {slips.data.slips.map((slip, index) => (
                  <SlipRow key={`${index}:${slip._id}`} slip={slip} />
                ))}
              </tbody>
            </table>
            <DroppedNote list={slips.data.slips} />
            <Pager page={page} pageCount={slips.pageCount ?? 1} onPage={setPage} label={t('slips.pages')} />
          </>
        )}
      </div>
    </Modal>
  );
}

function SlipRow({ slip }: { slip: Slip }) {
  const { t } = useTranslation('pages');
  const { showFailure, toast } = useFeedback();
  const status = slip.status;
  const [date, time] = formatDateTime(slip.createdAt).split(' ');

  // The window opens in the tap (a window opened after an answer is a blocked pop-up), then goes to the slip.
  const view = async () => {
    const opened = window.open('', '_blank');
    try {
      const { url } = okBody(
        await tsr.statement.slipReference.query({ params: { reference: encodeURIComponent(slip.reference) } }),
      );
      const target = slipAddress(url);
      if (!target) {
        opened?.close();
        toast(t('slips.viewFailed'));
        return;
      }
      if (!opened) {
        window.location.assign(target);
        return;
      }
      opened.opener = null;
      opened.location.href = target;
    } catch (error) {
      opened?.close();
      await showFailure(error);
    }
  };

  return (
    <tr>
      <td className={styles.time}>
        <time dateTime={slip.createdAt}>
          <span>{date}</span> <span>{time}</span>
        </time>
      </td>
      <td className={styles.amount}>{slipAmount(slip)}</td>
      <td>
        <span className={styles.status} data-status={status}>
          {t(`statement.status.${status}`)}
        </span>
        {slip.note ? (
          <span className={styles.reason}>({t(`errors:slip.${slip.note}`, { defaultValue: slip.note })})</span>
        ) : null}
      </td>
      <td className={styles.view}>
        <Button
          variant="ghost"
          className={styles.viewButton}
          onClick={view}
          aria-label={t('slips.viewOf', { time: formatDateTime(slip.createdAt) })}
        >
          <ExternalIcon size={18} />
          <span className={styles.viewLabel}>{t('slips.view')}</span>
        </Button>
      </td>
    </tr>
  );
}
