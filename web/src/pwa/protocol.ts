/** What the page and the service worker (web/sw/sw.ts) agree on. */

/** The message that has a waiting service worker take over. */
export const SKIP_WAITING = 'skip-waiting';

/** Paths the service worker never answers, not even for a navigation: they always reach the network. */
export const NETWORK_ONLY_PATHS = [
  '/api',
  '/socket.io',
  '/__admin',
  '/__console',
  '/mock-assets',
  '/docs',
  '/openapi.json',
] as const;
