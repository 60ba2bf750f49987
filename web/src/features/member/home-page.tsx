import { useTranslation } from 'react-i18next';
import { useWallet } from '../../api/queries';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { RefreshIcon } from '../../components/icons';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { getLastSync } from '../../lib/storage';
import { useRefreshBalances } from './api';
import styles from './member.module.css';
import { Placeholder } from './placeholder';

/**
 * /user/home until the home screen arrives: the member's name, the wallet total, what the game accounts
 * hold, and the check-balance control with the time of the last refresh of every game balance (`last_sync`;
 * before the first, when the wallet was read).
 */
export default function HomePage() {
  const { t } = useTranslation('pages');
  const wallet = useWallet();
  const refresh = useRefreshBalances();
  const { toast, showFailure } = useFeedback();

  const refreshBalances = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast(t('member.refreshed'), 'success'),
      onError: (error) => void showFailure(error),
    });

  return (
    <Placeholder screen="home">
      {wallet.isPending ? (
        <div className={styles.wallet} role="status" aria-busy="true" aria-label={t('member.walletLoading')}>
          <span className={styles.skeleton} data-size="name" />
          {/* The page's own script fills the total in as soon as it is read, before the app runs (early/). */}
          <p className={styles.amount}>
            <span className={styles.skeleton} data-size="amount" data-early="wallet-amount" />{' '}
            <span className={styles.unit} data-early-show="wallet-amount" hidden>
              {t('member.baht')}
            </span>
          </p>
        </div>
      ) : wallet.isError ? (
        <div className={styles.wallet} role="alert">
          <p className={styles.failed}>{t('member.walletFailed')}</p>
          <Button variant="secondary" onClick={() => void wallet.refetch()} busy={wallet.isFetching}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <section className={styles.wallet} aria-labelledby="wallet-total">
          <p className={styles.greeting}>{t('member.greeting', { name: wallet.data.body.profile.name })}</p>
          <span id="wallet-total" className={styles.label}>
            {t('member.walletTotal')}
          </span>
          <p className={styles.amount}>
            {formatMoney(wallet.data.body.wallet.amount)} <span className={styles.unit}>{t('member.baht')}</span>
          </p>
          <p className={styles.games}>
            <span className={styles.label}>{t('member.inGames')}</span>{' '}
            <span data-testid="games-total">
              {formatMoney(
                wallet.data.body.slots.filter((slot) => slot.isActive).reduce((sum, slot) => sum + slot.amount, 0),
              )}
            </span>{' '}
            <span className={styles.label}>{t('member.baht')}</span>
          </p>
          <div className={styles.freshness}>
            <span className={styles.label}>
              {t('member.updatedAt', { time: formatDateTime(getLastSync() ?? wallet.dataUpdatedAt) })}
            </span>
            <Button variant="ghost" onClick={refreshBalances} busy={refresh.isPending}>
              <RefreshIcon size={18} />
              {t('member.refresh')}
            </Button>
          </div>
        </section>
      )}
    </Placeholder>
  );
}
