import { isErrorCode } from '@portal/contract/errors';
import { httpStatusOf } from './client';

/**
 * The routes this contract adds to the spec's (RouteMeta.addition: the chat's guest id and its adoption) may be
 * missing from a real backend, which then answers 404 (or 405 or 501, as servers say "no such route"; or a
 * gateway's own 401 or 403 without a catalogue code, as an API gateway answers a path it does not route). That
 * is an answer, not a failure: the caller goes the spec's way instead. Once a route was seen missing it is not
 * asked again while the page lives. Any other failure is the caller's, as for every call.
 */
const MISSING_STATUSES = new Set([404, 405, 501]);
const GATEWAY_REFUSALS = new Set([401, 403]);
const missing = new Set<string>();

function saysMissing(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status === undefined) return false;
  if (MISSING_STATUSES.has(status)) return true;
  const message = (error as { body?: { message?: unknown } | null }).body?.message;
  return GATEWAY_REFUSALS.has(status) && !isErrorCode(message);
}

export type Offered<T> = { offered: true; value: T } | { offered: false };

/** `call`'s answer, or `{ offered: false }` when the backend has no `route` (decision 036). */
export async function ifOffered<T>(route: string, call: () => Promise<T>): Promise<Offered<T>> {
  if (missing.has(route)) return { offered: false };
  try {
    return { offered: true, value: await call() };
  } catch (error) {
    if (!saysMissing(error)) throw error;
    missing.add(route);
    return { offered: false };
  }
}

/** Forgets what was seen missing (tests; a page that changed backend has reloaded anyway). */
export function forgetMissingRoutes(): void {
  missing.clear();
}
