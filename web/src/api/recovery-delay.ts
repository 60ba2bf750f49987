/**
 * How long a failed read waits before it is tried again by itself (api/recovery.ts): 2 s after the first
 * failure, twice as long after each next one, a minute at most. Apart from recovery.ts so that the build can
 * read it too (vite.config.ts: the page's own script that starts the app, build/first-page-preload.ts).
 */
export const RECOVERY_FIRST_MS = 2_000;
export const RECOVERY_MAX_MS = 60_000;

/** How long to wait before trying again after `failures` failed tries in a row (1: the first failure). */
export function recoveryDelay(failures: number): number {
  return Math.min(RECOVERY_FIRST_MS * 2 ** Math.max(0, failures - 1), RECOVERY_MAX_MS);
}
