import type { GameAccount } from '@portal/contract/schemas';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
  type UIEvent,
} from 'react';
import { useTranslation } from '../../i18n/texts';
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

/** From this width the ring lies flat, a row of cards (carousel.module.css, the shell's rail: the same 768 px). */
const FLAT_QUERY = '(min-width: 768px)';

const flatMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia(FLAT_QUERY) : null);

/** Whether the cards lie flat in a row now, following the window's width. */
function useFlat(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = flatMedia();
      media?.addEventListener('change', changed);
      return () => media?.removeEventListener('change', changed);
    },
    () => flatMedia()?.matches ?? false,
    () => false,
  );
}

/** Whether a row scrolled to its start or its end: both when it all fits. */
interface Ends {
  start: boolean;
  end: boolean;
}

/** The row's ends now; the same object while they did not change, so a scroll draws nothing again. */
const endsOf =
  (row: HTMLElement) =>
  (current: Ends): Ends => {
    const start = row.scrollLeft <= 1;
    const end = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    return current.start === start && current.end === end ? current : { start, end };
  };

/**
 * The ends of the flat row, measured when its box or its cards change size (also when first watched) and, by
 * the `onScroll` it hands back, when it scrolls.
 */
function useRowEnds(row: RefObject<HTMLDivElement | null>, flat: boolean, count: number) {
  const [ends, setEnds] = useState<Ends>({ start: true, end: true });
  useEffect(() => {
    const element = row.current;
    if (!flat || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setEnds(endsOf(element)));
    observer.observe(element);
    for (const card of element.children) observer.observe(card);
    return () => observer.disconnect();
  }, [flat, count, row]);
  return { ends, onScroll: (event: UIEvent<HTMLElement>) => setEnds(endsOf(event.currentTarget)) };
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
 * From 768 px the ring lies flat: as many whole cards side by side as the width holds, each one read and
 * chosen directly, the rest reached by scrolling the row (its arrows scroll it by a card, and are there only
 * while the row is wider than the page).
 */
export function GameCarousel({ title, accounts, hidden, onChoose, opening, first = false }: GameCarouselProps) {
  const { t } = useTranslation('home');
  const [active, setActive] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; moved: number; id: number } | null>(null);
  const titleId = useId();
  const count = accounts.length;
  const current = accounts[Math.min(active, count - 1)];
  const flat = useFlat();
  const { ends, onScroll } = useRowEnds(stage, flat, count);

  const move = (step: number) => {
    const row = stage.current;
    if (!flat) return setActive((index) => stepActive(index, step, count));
    const card = row?.firstElementChild;
    if (!row || !card) return;
    const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
    row.scrollBy({ left: step * (card.getBoundingClientRect().width + gap) });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (flat) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  const setDrag = (px: number) => stage.current?.style.setProperty('--drag', `${px}px`);
  const onPointerDown = (event: PointerEvent) => {
    if (flat) return;
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
        {(flat ? !(ends.start && ends.end) : count > 1) ? (
          <div className={styles.arrows}>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => move(-1)}
              disabled={flat ? ends.start : count < 3 && active === 0}
              aria-label={t('games.previous')}
            >
              <ChevronLeftIcon size={20} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              onClick={() => move(1)}
              disabled={flat ? ends.end : count < 3 && active === count - 1}
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
        tabIndex={count > 1 && !flat ? 0 : undefined}
        aria-label={count > 1 && !flat ? t('games.keys', { title }) : undefined}
        onKeyDown={onKeyDown}
        onScroll={flat ? onScroll : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {accounts.map((account, index) => {
          const offset = flat ? 0 : slotOffset(index, active, count);
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
        {current && !flat ? t('games.position', { name: current.name, index: active + 1, count }) : null}
      </p>
    </section>
  );
}
