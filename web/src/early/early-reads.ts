import type { WalletResponse } from '@portal/contract/schemas';
import { formatMoney } from '../lib/money';

/**
 * What a member page reads first, asked for by the page's own few lines of script as the HTML arrives (before
 * the app's code), and the figures of the pre-drawn page it fills in from the answer: a returning member sees
 * their money before the app runs. A pre-drawn element marked `data-early="<name>"` gets the text of
 * `fills[name]`; elements marked `data-early-hidden` beside it show once it is filled. The app then starts
 * from the same answer (early-read.ts), so its first render shows the same figures in the same place.
 * Kept free of the contract's runtime and of React: the build inlines this into the page (a few hundred bytes).
 */
export const earlyReads: Record<string, { api: string; fills: Record<string, (body: WalletResponse) => string> }> = {
  '/user/home': {
    api: '/api/wallet',
    fills: { 'wallet-amount': (wallet) => formatMoney(wallet.wallet.amount) },
  },
};

/** Where the page's script leaves the answer for the app (window[EARLY_READ_KEY]). */
export const EARLY_READ_KEY = '__earlyRead';

/**
 * How long the app's scripts wait for the early answer before they start anyway (build/first-page-preload.ts):
 * the answer is painted first, and on a slow network the scripts do not crowd it out.
 */
export const EARLY_READ_WAIT_MS = 1_000;

export interface EarlyRead {
  /** The page path it was read for. */
  path: string;
  /** The answer: its HTTP status and parsed body, or null when none came (offline, not JSON). */
  answer: Promise<{ status: number; body: unknown } | null>;
}
