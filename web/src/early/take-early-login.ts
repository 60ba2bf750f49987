import { EARLY_LOGIN_KEY } from './constants';

/**
 * The log-in the login page's own script had in flight when the app took the page over (early-login-script.ts),
 * once: a promise of the refusal's words, or of null when the member's home is opening. Null if there was none.
 */
export function takeEarlyLogin(): Promise<string | null> | null {
  if (typeof window === 'undefined') return null;
  const store = window as unknown as Record<string, Promise<string | null> | undefined>;
  const pending = store[EARLY_LOGIN_KEY] ?? null;
  delete store[EARLY_LOGIN_KEY];
  return pending;
}
