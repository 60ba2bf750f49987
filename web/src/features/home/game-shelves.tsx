import { GAME_CATEGORIES } from '@portal/contract/constants';
import type { WalletResponse } from '@portal/contract/schemas';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../components/feedback';
import { useOpenModal } from '../../components/url-modal';
import { useActivateGame } from './api';
import { GameCarousel } from './game-carousel';
import styles from './home.module.css';

/**
 * The three game carousels (spec §2: slot, sport + casino, lotto), each only when the member has accounts in
 * that category. The middle card of an open account opens its game modal (`?modal=game&code=…`); of a closed
 * one, opens the account (spec §4: activate, then fetch).
 */
export function GameShelves({ wallet, hidden }: { wallet: WalletResponse; hidden: boolean }) {
  const { t } = useTranslation('home');
  const openModal = useOpenModal();
  const activate = useActivateGame();
  const { toast, showFailure } = useFeedback();
  return (
    <div className={styles.shelves}>
      {GAME_CATEGORIES.map((category) => {
        const accounts = wallet.slots.filter((slot) => slot.category === category);
        if (accounts.length === 0) return null;
        return (
          <GameCarousel
            key={category}
            title={t(`games.category.${category}`)}
            accounts={accounts}
            hidden={hidden}
            opening={activate.isPending ? activate.variables : null}
            onChoose={(account) => {
              if (account.isActive) return openModal('game', { code: account.code });
              if (activate.isPending) return;
              activate.mutate(account.code, {
                onSuccess: () => toast(t('games.opened', { name: account.name }), 'success'),
                onError: (error) => void showFailure(error),
              });
            }}
          />
        );
      })}
    </div>
  );
}
