import { useTranslation } from '../../i18n/texts';
import { useActiveBonus } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import styles from './bonus.module.css';

/**
 * The bonus and promotion dialogs' Receive: disabled, with the reason, while the member holds a bonus already
 * (one at a time); a refusal is said in the error alert (spec §8) and the dialog stays.
 */
export function ReceiveFooter({ onReceive }: { onReceive: () => Promise<void> }) {
  const { t } = useTranslation('bonus');
  const { showFailure } = useFeedback();
  const holding = useActiveBonus().data?.body.status === true;
  return (
    <div className={styles.footer}>
      {holding ? <p className={styles.footerNote}>{t('modal.holding')}</p> : null}
      <Button
        block
        disabled={holding}
        onClick={async () => {
          try {
            await onReceive();
          } catch (error) {
            await showFailure(error, 'alert');
          }
        }}
      >
        {t('modal.receive')}
      </Button>
    </div>
  );
}
