import { GAME_CATEGORIES } from '@portal/contract/constants';
import type { Bonus, Contact, GameAccount, ProfileResponse, WalletResponse } from '@portal/contract/schemas';
import { formatMoney } from '../lib/money';
import { getBalanceHidden } from '../lib/storage';
import type { earlyAsks } from './early-asks';

/**
 * A figure filled in from an early answer: a text, an image's address, or a choice among pre-drawn variants
 * (`choose` shows the elements marked `data-early-show="<name>:<value>"`, such as the currency's unit).
 */
export type EarlyFill<Body> = (
  { text: (body: Body) => string } | { src: (body: Body) => string } | { choose: (body: Body) => string }
) & {
  /**
   * Drawn at once from what it was last time (kept in this browser), then corrected by the answer: for a
   * picture that would otherwise wait for the answer and then for itself.
   */
  remember?: boolean;
};

/** The home's first game ring: the first category the member has accounts in, and its front account. */
export function firstRing(wallet: Pick<WalletResponse, 'slots'>): { category: string; front: GameAccount } | null {
  for (const category of GAME_CATEGORIES) {
    const front = wallet.slots.find((slot) => slot.category === category);
    if (front) return { category, front };
  }
  return null;
}

/** What stands for an amount the member chose to hide (the home's eye toggle). */
export const HIDDEN_AMOUNT = '••••••';

/**
 * The fills read the answer as it came, before the app's tolerant reading (api/reading.ts): an amount that is
 * not a number, or a text that is not a string, fills nothing (the skeleton stays until the app decides).
 */
function amountText(amount: unknown): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new Error('no amount');
  return getBalanceHidden() ? HIDDEN_AMOUNT : formatMoney(amount);
}
function textOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') throw new Error('no text');
  return value;
}

/**
 * The figures of each pre-drawn page filled in from its early answer (asked for by early-asks.ts, as the HTML
 * arrives, before the app's code): a returning member sees their money before the app runs. A pre-drawn element
 * marked `data-early="<name>"` gets the text (or, for an image, the `src`) of `fills[name]`; then elements marked
 * `data-early-show="<name>"` (or, for a choice, `"<name>:<value>"`) show and those marked
 * `data-early-hide="<name>"` (its skeleton) hide. The app then starts from the same answer (take-early-read.ts),
 * so its first render shows the same figures in the same place.
 * Kept free of the contract's runtime and of React: the build inlines this into the page.
 */
const contactFills = { 'contact-qr': { src: (contact: Contact) => textOf(contact.lineQR) } };

export const earlyReads: Record<keyof typeof earlyAsks, Record<string, EarlyFill<never>>> = {
  '/user/home': {
    'wallet-amount': { text: (wallet: WalletResponse) => amountText(wallet.wallet.amount) },
    'wallet-currency': { choose: (wallet: WalletResponse) => wallet.wallet.currency },
    'invite-amount': { text: (wallet: WalletResponse) => amountText(wallet.invite?.amount) },
    // The first ring's front card is the largest picture on a phone's first screen: drawn early too.
    'first-ring': { choose: (wallet: WalletResponse) => firstRing(wallet)?.category ?? 'none', remember: true },
    'first-game-background': {
      remember: true,
      src: (wallet: WalletResponse) => {
        const ring = firstRing(wallet);
        if (!ring) throw new Error('no game ring');
        return textOf(ring.front.background);
      },
    },
  },
  '/user/bonus': {
    // The first card's picture is the largest on a phone's first screen: drawn as soon as the list is read.
    'first-bonus-image': {
      remember: true,
      src: (bonuses: Bonus[]) => textOf(bonuses[0]?.banners[0]?.image),
    },
  },
  '/user/profile': { 'profile-name': { text: (profile: ProfileResponse) => textOf(profile.profile.name) } },
  '/user/contact': contactFills,
  '/contact': contactFills,
};

export interface EarlyRead {
  /** The page path it was read for. */
  path: string;
  /** The answer: its HTTP status and parsed body, or null when none came (offline, not JSON). */
  answer: Promise<{ status: number; body: unknown } | null>;
}
