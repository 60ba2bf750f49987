/**
 * The service worker (docs/decisions/010-pwa-service-worker.md). It keeps the whole app on the phone: the
 * HTML pages, every script and stylesheet chunk, the fonts and the text files of all languages, listed with
 * their revisions by the build's last step (build/service-worker.ts fills in `self.__WB_MANIFEST`). A repeat
 * visit and a visit after a deploy take them from here, so no chunk is ever missing, even offline.
 *
 * It answers only for those files and for page navigations; the API, the chat socket, the simulator's
 * control surface and its images always go to the network, uncached.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NETWORK_ONLY_PATHS, SKIP_WAITING } from '../src/pwa/protocol';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// A page's own file when the build wrote one (/login → login.html, the pre-drawn page), by `cleanURLs`. The
// files are static, so a query never changes them: /register?code=… is register.html too.
precacheAndRoute(self.__WB_MANIFEST, { ignoreURLParametersMatching: [/./] });
cleanupOutdatedCaches();

// Every other navigation: the app's shell, which draws the route itself.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: NETWORK_ONLY_PATHS.map((prefix) => new RegExp(`^${prefix.replaceAll('.', '\\.')}(?:[/?]|$)`)),
  }),
);

// The first install takes the open pages at once; a later version waits until the reader says Reload.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING) void self.skipWaiting();
});
