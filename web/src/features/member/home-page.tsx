import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { formatMoney } from '../../lib/money';
import { useWallet } from './api';
import styles from './member.module.css';
import { Placeholder } from './placeholder';

/** /user/home until the home screen arrives: the member's name and wallet total (GET /api/wallet). */
export default function HomePage() {
  const { t } = useTranslation('pages');
  const wallet = useWallet();

  return (
    <Placeholder screen="home">
      {wallet.isPending ? (
        <div className={styles.wallet} role="status" aria-busy="true" aria-label={t('member.walletLoading')}>
          <span className={styles.skeleton} data-size="name" />
          <span className={styles.skeleton} data-size="amount" />
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
        </section>
      )}
    </Placeholder>
  );
}
