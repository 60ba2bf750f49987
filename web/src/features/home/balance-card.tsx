import type { WalletResponse } from '@portal/contract/schemas';
import { Trans, useTranslation } from '../../i18n/texts';
import { openGamesMinor } from '../../api/balances';
import { Button } from '../../components/button';
import { useFeedback } from '../../components/feedback';
import { EyeIcon, EyeOffIcon, RefreshIcon, SwapIcon } from '../../components/icons';
import { useHydrated } from '../../components/hydration';
import loader from '../../components/loader.module.css';
import { RelativeTime } from '../../components/relative-time';
import { useOpenModal } from '../../components/url-modal';
import { HIDDEN_AMOUNT } from '../../early/early-reads';
import { formatMoney, fromMinor } from '../../lib/money';
import { getLastSync } from '../../lib/storage';
import { useRefreshBalances } from './api';
import styles from './home.module.css';

const CURRENCIES = ['BAHT', 'LAK'] as const;

/**
 * The wallet total in the member's currency, the eye that hides it (remembered), what the game accounts
 * hold, and the check-balance control with how long ago every game balance was last refreshed (`last_sync`;
 * before the first, when the wallet was read), the exact time on hover or focus. Without `wallet` (still loading) the same card holds a
 * skeleton that the page's own early read fills in (src/early/), laid out exactly as the figure it becomes.
 */
export function BalanceCard({
  wallet,
  readAt,
  hidden,
  onHiddenChange,
}: {
  wallet?: WalletResponse;
  readAt?: number;
  hidden: boolean;
  onHiddenChange: (hidden: boolean) => void;
}) {
  const { t } = useTranslation('home');
  const refresh = useRefreshBalances();
  const openModal = useOpenModal();
  // Pre-drawn before the app runs, the eye could do nothing yet: it shows so.
  const hydrated = useHydrated();
  const { toast, showFailure } = useFeedback();
  const shown = (amount: number) => (hidden ? HIDDEN_AMOUNT : formatMoney(amount));

  const refreshBalances = () =>
    refresh.mutate(undefined, {
      onSuccess: () => toast(t('balance.refreshed'), 'success'),
      onError: (error) => void showFailure(error),
    });

  const inGames = wallet ? fromMinor(openGamesMinor(wallet)) : 0;

  return (
    <section
      className={styles.balance}
      aria-labelledby="wallet-total"
      aria-busy={wallet ? undefined : true}
      data-testid="balance-card"
    >
      <div className={styles.balanceHead}>
        <span id="wallet-total" className={styles.label}>
          {t('balance.total')}
        </span>
        <button
          type="button"
          className={styles.eye}
          aria-pressed={hidden}
          aria-label={hidden ? t('balance.show') : t('balance.hide')}
          onClick={() => onHiddenChange(!hidden)}
          disabled={!hydrated}
        >
          {hidden ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
      {wallet ? (
        <p className={styles.amount} data-testid="wallet-amount">
          <span>{shown(wallet.wallet.amount)}</span>{' '}
          <span className={styles.unit}>{t(`currency.${wallet.wallet.currency}`)}</span>
        </p>
      ) : (
        <p className={styles.amount} role="status" aria-label={t('balance.loading')}>
          <span className={styles.skeleton} data-size="amount" data-early="wallet-amount" />{' '}
          {CURRENCIES.map((currency) => (
            <span key={currency} className={styles.unit} data-early-show={`wallet-currency:${currency}`} hidden>
              {t(`currency.${currency}`)}
            </span>
          ))}
        </p>
      )}
      <div className={styles.gamesRow}>
        <p className={styles.games}>
          <span className={styles.label}>{t('balance.inGames')}</span>{' '}
          {wallet ? (
            <span data-testid="games-total">{shown(inGames)}</span>
          ) : (
            <span className={styles.skeleton} data-size="short" />
          )}
        </p>
        <Button variant="ghost" disabled={!wallet} onClick={() => openModal('transfer')}>
          <SwapIcon size={18} />
          {t('transfer.open')}
        </Button>
      </div>
      <div className={styles.freshness}>
        {wallet && readAt !== undefined ? (
          <span className={styles.label}>
            <Trans
              t={t}
              i18nKey="balance.updatedAt"
              components={{ time: <RelativeTime at={getLastSync() ?? readAt} /> }}
            />
          </span>
        ) : (
          <span className={`${styles.label} ${loader.delayed}`}>{t('balance.loading')}</span>
        )}
        <Button variant="ghost" onClick={refreshBalances} busy={refresh.isPending} disabled={!wallet}>
          <RefreshIcon size={18} />
          {t('balance.refresh')}
        </Button>
      </div>
    </section>
  );
}
