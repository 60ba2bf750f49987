import { serviceWorkerUrl } from '../lib/worker-script';
import { SKIP_WAITING } from './protocol';

/**
 * Registers the service worker (web/sw/sw.ts, built to /sw.js) and reports a new version once it is
 * installed and waiting. There is none to report on the very first install: no worker controls the page
 * yet, and the first one takes over by itself. `activate` has the waiting worker take over and reloads the
 * page once it does, so the page runs the code the new worker serves.
 */
export async function registerServiceWorker(onUpdateReady: (activate: () => void) => void): Promise<void> {
  const container = navigator.serviceWorker;
  const registration = await container.register(serviceWorkerUrl(), {
    scope: import.meta.env.BASE_URL,
  });

  const offer = (worker: ServiceWorker) =>
    onUpdateReady(() => {
      container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage(SKIP_WAITING);
    });

  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });

  // The browser looks for a new version on page loads only; a member may keep the app open for hours.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}
