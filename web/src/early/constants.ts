/** The early read's names shared by the page's script, the app and the build (vite.config.ts imports this). */

/** Where the page's script leaves the answer for the app (window[EARLY_READ_KEY]). */
export const EARLY_READ_KEY = '__earlyRead';

/**
 * How long the app's scripts wait for the early answer before they start anyway (build/first-page-preload.ts):
 * the answer is painted first, and on a slow network the scripts do not crowd it out.
 */
export const EARLY_READ_WAIT_MS = 1_000;

/**
 * How long the app's first render waits for a picture the early read put on the pre-drawn page (the home's
 * first game ring): drawn by the page first, it is the page's largest paint, not the app's copy of it later.
 */
export const EARLY_PICTURE_WAIT_MS = 500;

/**
 * Where the login page's own log-in (early-login-script.ts) leaves the one in flight for the app that takes the
 * page over: a promise of the refusal's words, or null once the member's home is opening.
 */
export const EARLY_LOGIN_KEY = '__earlyLogin';
