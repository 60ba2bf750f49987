import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { useReceiveInviteBonus } from './api';

/**
 * Receive for the waiting invite bonus (spec §2, §7 invite), on the home's invite box and in the invite
 * dialog alike: off while nothing waits; the server's answer (INVITE_BONUS_SUCCESS or INVITE_COLLECT) or its
 * refusal in the member's words; the wallet is read again either way (useReceiveInviteBonus).
 */
export function ReceiveInviteButton({ amount, variant }: { amount: number | undefined; variant?: 'secondary' }) {
  const { t } = useTranslation('home');
  const receive = useReceiveInviteBonus();
  const { toast, showFailure } = useFeedback();
  return (
    <Button
      variant={variant}
      disabled={amount === undefined || amount <= 0}
      onClick={async () => {
        try {
          const answer = await receive.mutateAsync();
          toast(t(`errors:${answer.message}`), 'success');
        } catch (error) {
          await showFailure(error);
        }
      }}
    >
      {t('invite.receive')}
    </Button>
  );
}
