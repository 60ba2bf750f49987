import { INVITE_CODE_PREFIX } from '@portal/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../../i18n/texts';
import { useWallet } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { CopyIcon, ShareIcon } from '../../components/icons';
import type { UrlModalProps } from '../../components/url-modal';
import { useCopy } from '../../components/use-copy';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useInvitePage } from './promo-api';
import { BannersFirstModal } from './banners-first';
import { ConditionMeter } from './condition-meter';
import { ModalFailure, ModalLoading } from '../../components/modal-states';
import { PagedHistory } from './paged-history';
import { ReceiveInviteButton } from './receive-invite-button';
import styles from './promo.module.css';

/** The register link a member shares (spec §2): /register?code=PR{member id}, on this site's address. */
export function inviteLink(memberId: string, origin = window.location.origin): string {
  return `${origin}/register?code=${INVITE_CODE_PREFIX}${encodeURIComponent(memberId)}`;
}

/**
 * The invite dialog (`?modal=invite`, spec §2, §3): the invite banners first, then the member's share link
 * (copy, and the phone's share sheet where there is one), the invite bonus waiting with its receive button,
 * the success and fail percentages, and the invite bonuses earned (name, amount, date), 10 a page.
 */
export default function InviteModal({ onClose }: UrlModalProps<'invite'>) {
  const { t } = useTranslation('home');
  const wallet = useWallet();
  const [page, setPage] = useState(1);
  const invites = useInvitePage(page);
  const body = wallet.data?.body;

  return (
    <BannersFirstModal area="invite" title={t('inviteModal.title')} onClose={onClose}>
      {wallet.isError && !body ? (
        <ModalFailure text={t('failed')} busy={wallet.isFetching} onRetry={() => void wallet.refetch()} />
      ) : !body ? (
        <ModalLoading label={t('inviteModal.loading')} />
      ) : (
        <>
          <ShareLink memberId={body.profile._id} />
          {body.invite ? (
            <>
              <WaitingBonus amount={body.invite.amount} unit={t(`currency.${body.wallet.currency}`)} />
              <ConditionMeter success={body.invite.success} fail={body.invite.fail} />
            </>
          ) : (
            <ModalFailure text={t('invite.failed')} busy={wallet.isFetching} onRetry={() => void wallet.refetch()} />
          )}
        </>
      )}
      <PagedHistory
        title={t('inviteModal.history')}
        query={invites}
        rows={invites.data?.invites}
        page={page}
        onPage={setPage}
        empty={t('inviteModal.empty')}
        failed={t('inviteModal.historyFailed')}
        row={(invite) => (
          <>
            <span className={styles.rowMain}>
              <span className={styles.rowName}>{invite.from.name}</span>
              <span className={styles.rowDate}>{formatDateTime(invite.createdAt)}</span>
            </span>
            <span className={styles.rowAmount}>+{formatMoney(invite.amount)}</span>
          </>
        )}
      />
    </BannersFirstModal>
  );
}

/** The member's register link to copy or hand to the phone's share sheet. */
function ShareLink({ memberId }: { memberId: string }) {
  const { t } = useTranslation('home');
  const copy = useCopy();
  const { toast } = useFeedback();
  const link = inviteLink(memberId);
  const canShare = typeof navigator.share === 'function';

  const share = async () => {
    try {
      await navigator.share({ title: t('inviteModal.shareTitle'), text: t('inviteModal.shareText'), url: link });
    } catch (error) {
      // Closing the share sheet is the member's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast(t('inviteModal.shareFailed'));
    }
  };

  return (
    <div className={styles.share}>
      <h3 className={styles.subTitle}>{t('inviteModal.link')}</h3>
      <p className={styles.hint}>{t('inviteModal.linkHint')}</p>
      <output className={styles.link} data-testid="invite-link">
        {link}
      </output>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy(link)}>
          <CopyIcon size={20} />
          {t('inviteModal.copy')}
        </Button>
        {canShare ? (
          <Button variant="secondary" onClick={() => void share()}>
            <ShareIcon size={20} />
            {t('inviteModal.share')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The invite bonus waiting in the box, and its receive button (the same as the home's invite box). */
function WaitingBonus({ amount, unit }: { amount: number; unit: string }) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.waiting}>
      <div>
        <h3 className={styles.subTitle}>{t('invite.title')}</h3>
        <p className={styles.waitingAmount} data-testid="invite-modal-amount">
          {formatMoney(amount)} <span>{unit}</span>
        </p>
      </div>
      <ReceiveInviteButton amount={amount} />
    </div>
  );
}
