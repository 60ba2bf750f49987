import type { ErrorCode } from '@portal/contract/errors';
import type { PagePath } from '../lib/pages';

/** What the API layer tells the page it sends the app to: why the session ended (shown on /login). */
export interface NavigationState {
  sessionEnded?: ErrorCode;
}

/**
 * How code outside React (the API layer) moves the app: the router registers its navigate function;
 * before that (or in tests) a full page load does the same job, without the state.
 */
type Navigate = (path: string, options: { replace: boolean; state?: NavigationState }) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function goTo(path: PagePath, state?: NavigationState): void {
  if (window.location.pathname !== path) navigate(path, { replace: true, state });
}
