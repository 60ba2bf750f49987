import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { useReceiveInviteBonus } from './api';

/**
 * Receive for the waiting invite bonus (spec §2, §7 invite), on the home's invite box and in the invite
 * dialog alike: off while nothing waits; INVITE_BONUS_SUCCESS as a toast; INVITE_COLLECT (a bonus is held, so
 * the money stays in the box until it ends) as an alert the member reads before closing it, since it asks
 * them to come back; a refusal in the member's words. The wallet is read again either way
 * (useReceiveInviteBonus).
 */
export function ReceiveInviteButton({ amount, variant }: { amount: number | undefined; variant?: 'secondary' }) {
  const { t } = useTranslation('home');
  const receive = useReceiveInviteBonus();
  const { toast, alert, showFailure } = useFeedback();
  return (
    <Button
      variant={variant}
      disabled={amount === undefined || amount <= 0}
      onClick={async () => {
        try {
          const answer = await receive.mutateAsync();
          if (answer.message === 'INVITE_COLLECT')
            await alert(t('errors:INVITE_COLLECT'), { tone: 'success', title: t('invite.title') });
          else toast(t(`errors:${answer.message}`), 'success');
        } catch (error) {
          await showFailure(error);
        }
      }}
    >
      {t('invite.receive')}
    </Button>
  );
}
