/**
 * What a pre-drawn page asks the API for before anything else (early-ask-script.ts, at the top of its head):
 * the page's first answer, which early-reads.ts then fills into the drawn page and the app starts from.
 * Kept apart from the fills, and free of imports, so the script that asks is small and runs
 * before the page's markup and styles have arrived.
 */
import type { PagePath } from '../lib/pages';

export interface EarlyAsk {
  api: string;
  /** Read without a log-in too. */
  public?: boolean;
}

export const earlyAsks = {
  '/user/home': { api: '/api/wallet' },
  '/user/bonus': { api: '/api/bonus' },
  '/user/profile': { api: '/api/account/profile' },
  '/user/contact': { api: '/api/lookup/contact' },
  // The public contact page reads the same answer, which needs no log-in: its QR code is its largest paint.
  '/contact': { api: '/api/lookup/contact', public: true },
} satisfies Partial<Record<PagePath, EarlyAsk>>;
