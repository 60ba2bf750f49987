/**
 * How code outside React (the API layer) moves the app: the router registers its navigate function;
 * before that (or in tests) a full page load does the same job.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function registerNavigate(fn: Navigate): void {
  navigate = fn;
}

export function goTo(path: string): void {
  if (window.location.pathname !== path) navigate(path, { replace: true });
}
