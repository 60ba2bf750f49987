import { APP_VERSION } from '@portal/contract/constants';
import { readDescribed, type Described, type Drift } from '@portal/contract/described';

/** Differences told already on this page load: each route and field once. */
const told = new Set<string>();

/**
 * A difference between a backend's answer and the contract, told once per route, field and problem per page
 * load: in development on the console; in production, when VITE_DRIFT_REPORT_URL is set, as a small JSON
 * beacon there (the route, the field's place, what was wrong and what the app made of it, the app's version:
 * never a value, a token or anything of the player's).
 */
export function tellDrift(route: string, drift: Drift): void {
  const key = `${route} ${drift.path} ${drift.problem}`;
  if (told.has(key)) return;
  told.add(key);
  if (import.meta.env.DEV) {
    console.warn(
      `The answer of ${route} differs from the contract at ${drift.path || 'its root'}: ${drift.problem}, read as ${drift.outcome}`,
    );
    return;
  }
  const url = import.meta.env.VITE_DRIFT_REPORT_URL;
  if (!url || typeof navigator.sendBeacon !== 'function') return;
  const report = { route, field: drift.path, problem: drift.problem, outcome: drift.outcome, version: APP_VERSION };
  // A string goes as text/plain, which needs no preflight: the beacon leaves even as the page closes.
  navigator.sendBeacon(url, JSON.stringify(report));
}

/**
 * An answer's body read as the app reads every answer: tolerantly (contract/src/described.ts), each
 * difference told (`tellDrift`). Null when the answer as a whole cannot be shown.
 */
export function readBody(route: string, described: Described, body: unknown): { value: unknown } | null {
  const result = readDescribed(described, body, (drift) => tellDrift(route, drift));
  return result.ok ? { value: result.value } : null;
}
