import type { GameAccount } from '@portal/contract/schemas';
import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/icons';
import { HIDDEN_AMOUNT } from '../../early/early-reads';
import { formatMoney } from '../../lib/money';
import styles from './carousel.module.css';

/** A swipe shorter than this (px) is a tap, not a move. */
const SWIPE_PX = 40;

/**
 * Where card `index` stands from the active one: 0 in the middle, -1 and 1 beside it, further out hidden.
 * With three cards or more the ring wraps, so there is always a card on each side.
 */
export function slotOffset(index: number, active: number, count: number): number {
  const raw = index - active;
  if (count < 3) return raw;
  const half = Math.floor(count / 2);
  return ((((raw + half) % count) + count) % count) - half;
}

/** The active index after `step` (±1) among `count` cards: wrapping from three cards on, else stopping. */
export function stepActive(active: number, step: number, count: number): number {
  if (count >= 3) return (active + step + count) % count;
  return Math.min(count - 1, Math.max(0, active + step));
}

interface GameCarouselProps {
  title: string;
  accounts: GameAccount[];
  hidden: boolean;
  /** The middle card was chosen: an open account's details, or opening a closed one. */
  onChoose: (account: GameAccount) => void;
  /** The code of an account being opened (its card says so). */
  opening: string | null;
  /** The first ring on the page: its front picture is the largest on a phone's first screen, asked for first. */
  first?: boolean;
}

/**
 * One category's game accounts as a 3D ring (spec §2): three 300×211 cards in view, the middle one in front.
 * Moved by a swipe (the cards follow the finger through a CSS variable, so a drag never re-renders React),
 * the arrow buttons, or the arrow keys on the focused ring; only transforms and opacity change, so the
 * compositor draws each frame. Without motion (prefers-reduced-motion) the cards move without turning.
 * An open card shows its balance, the game's credit (amount × ftWalletSlot) and "view"; a closed one "open".
 */
export function GameCarousel({ title, accounts, hidden, onChoose, opening, first = false }: GameCarouselProps) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; moved: number; id: number } | null>(null);
  const titleId = useId();
  const count = accounts.length;
  const current = accounts[Math.min(active, count - 1)];

  const move = (step: number) => setActive((index) => stepActive(index, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  const setDrag = (px: number) => stage.current?.style.setProperty('--drag', `${px}px`);
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { x: event.clientX, moved: 0, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent) => {
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    state.moved = event.clientX - state.x;
    if (Math.abs(state.moved) > 4) {
      stage.current?.setAttribute('data-dragging', '');
      setDrag(state.moved);
    }
  };
  const endDrag = (event: PointerEvent) => {
    const state = drag.current;
    if (!state || state.id !== event.pointerId) return;
    stage.current?.removeAttribute('data-dragging');
    setDrag(0);
    if (Math.abs(state.moved) >= SWIPE_PX) move(state.moved < 0 ? 1 : -1);
    // Keep the record a moment: the click that ends a swipe is not a tap on a card.
    window.setTimeout(() => {
      if (drag.current === state) drag.current = null;
    }, 0);
  };
  const wasSwipe = () => Math.abs(drag.current?.moved ?? 0) >= SWIPE_PX;

  return (
    <section className={styles.carousel} aria-roledescription={t('games.carousel')} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {count > 1 ? (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => move(-1)}
              disabled={count < 3 && active === 0}
              aria-label={t('games.previous')}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => move(1)}
              disabled={count < 3 && active === count - 1}
              aria-label={t('games.next')}
            >
              <ChevronRightIcon size={20} />
            </button>
          </div>
        ) : null}
      </div>
      <div
        ref={stage}
        className={styles.stage}
        tabIndex={count > 1 ? 0 : undefined}
        aria-label={count > 1 ? t('games.keys', { title }) : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {accounts.map((account, index) => {
          const offset = slotOffset(index, active, count);
          const inFront = offset === 0;
          return (
            <button
              // A backend that sends one code twice still gets every card drawn (the index keeps keys apart).
              key={`${index}:${account.code}`}
              type="button"
              className={styles.card}
              style={{ '--offset': offset, '--distance': Math.abs(offset) } as CSSProperties}
              data-place={inFront ? 'front' : Math.abs(offset) === 1 ? 'side' : 'away'}
              data-open={account.isActive || undefined}
              aria-hidden={inFront ? undefined : true}
              tabIndex={inFront ? 0 : -1}
              aria-label={
                account.isActive
                  ? t('games.viewLabel', {
                      name: account.name,
                      amount: hidden ? HIDDEN_AMOUNT : formatMoney(account.amount),
                    })
                  : t('games.openLabel', { name: account.name })
              }
              aria-busy={opening === account.code || undefined}
              disabled={opening === account.code}
              onClick={() => {
                if (wasSwipe()) return;
                if (inFront) onChoose(account);
                else setActive(index);
              }}
            >
              {/* A game without pictures (a backend that sent none) shows the card's own colour and its name. */}
              {account.background && (
                <img
                  className={styles.background}
                  src={account.background}
                  alt=""
                  {...(first && index === 0 ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
                />
              )}
              <span className={styles.shade} aria-hidden="true" />
              {account.logo && (
                <img className={styles.logo} src={account.logo} alt="" loading="lazy" decoding="async" />
              )}
              <span className={styles.body} aria-hidden="true">
                <span className={styles.name}>{account.name}</span>
                {account.isActive ? (
                  <>
                    <span className={styles.amount} data-testid="game-amount">
                      {hidden ? HIDDEN_AMOUNT : formatMoney(account.amount)}
                    </span>
                    <span className={styles.credit}>
                      {t('games.credit', {
                        value: hidden ? HIDDEN_AMOUNT : formatMoney(account.amount * account.ftWalletSlot),
                      })}
                    </span>
                  </>
                ) : null}
              </span>
              <span className={styles.action} aria-hidden="true">
                {account.isActive ? t('games.view') : opening === account.code ? t('games.opening') : t('games.open')}
              </span>
            </button>
          );
        })}
      </div>
      <p className={styles.position} aria-live="polite">
        {current ? t('games.position', { name: current.name, index: active + 1, count }) : null}
      </p>
    </section>
  );
}
