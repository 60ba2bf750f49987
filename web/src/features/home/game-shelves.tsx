import { GAME_CATEGORIES, type GameCategory } from '@portal/contract/constants';
import type { WalletResponse } from '@portal/contract/schemas';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/texts';
import { useFeedback } from '../../components/feedback';
import { DroppedNote } from '../../components/list-state';
import { firstRing } from '../../early/early-reads';
import { useOpenModal } from '../../components/url-modal';
import { useActivateGame } from '../../api/game-accounts';
import carousel from './carousel.module.css';
import { GameCarousel } from './game-carousel';
import styles from './home.module.css';

/** The shelves in the order of spec §2; games of a category the app does not know go on a last one of their own. */
const SHELVES = [...GAME_CATEGORIES, 'other'] as const;
const shelfOf = (category: string): (typeof SHELVES)[number] =>
  (GAME_CATEGORIES as readonly string[]).includes(category) ? (category as GameCategory) : 'other';

/**
 * The three game carousels (spec §2: slot, sport + casino, lotto), each only when the member has accounts in
 * that category, then "Other games" for categories a backend added that the app does not know. The middle
 * card of an open account opens its game modal (`?modal=game&code=…`); of a closed one, opens the account
 * (spec §4: activate, then fetch). Under them, how many games the answer held that could not be read.
 */
export function GameShelves({ wallet, hidden }: { wallet: WalletResponse; hidden: boolean }) {
  const { t } = useTranslation('home');
  const openModal = useOpenModal();
  const activate = useActivateGame();
  const { toast, showFailure } = useFeedback();
  return (
    <div className={styles.shelves}>
      {SHELVES.map((category) => {
        const accounts = wallet.slots.filter((slot) => shelfOf(slot.category) === category);
        if (accounts.length === 0) return null;
        return (
          <GameCarousel
            key={category}
            first={firstRing(wallet)?.category === category}
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
      <DroppedNote list={wallet.slots} />
    </div>
  );
}

/**
 * The first ring's front card alone, as a picture: what the pre-drawn home holds before the app runs (hidden
 * until the page's early read names the category, then its picture filled in from the same answer; it is the
 * largest on a phone's first screen), and what the app shows while it draws the real rings in a transition
 * (`wallet` known), so the app's first render stays short and the picture never leaves the screen.
 */
export function PredrawnShelves({ wallet }: { wallet?: WalletResponse }) {
  const { t } = useTranslation('home');
  const ring = wallet ? firstRing(wallet) : null;
  return (
    <div className={styles.shelves}>
      {GAME_CATEGORIES.map((category) => (
        <section
          key={category}
          className={carousel.carousel}
          aria-labelledby={`first-ring-${category}`}
          data-early-show={wallet ? undefined : `first-ring:${category}`}
          hidden={ring?.category !== category}
        >
          <div className={carousel.head}>
            <h2 id={`first-ring-${category}`} className={carousel.title}>
              {t(`games.category.${category}`)}
            </h2>
          </div>
          <div className={carousel.stage}>
            <div
              className={carousel.card}
              data-place="front"
              style={{ '--offset': 0, '--distance': 0 } as CSSProperties}
            >
              <img
                className={carousel.background}
                fetchPriority="high"
                data-early={wallet ? undefined : 'first-game-background'}
                src={(ring?.category === category && ring.front.background) || undefined}
                alt=""
              />
            </div>
          </div>
          <p className={carousel.position}>&nbsp;</p>
        </section>
      ))}
    </div>
  );
}
