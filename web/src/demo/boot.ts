import type { DemoControl } from '@portal/mock-server/browser';
import type { QueryClient } from '@tanstack/react-query';
import { defaultLocale } from '../lib/flavour';

/**
 * The demo build's start (`npm run build:demo`, VITE_DEMO=true): the simulator is fetched and started after
 * the page is drawn (the pre-drawn page is on screen meanwhile), before the app makes its first call, then
 * the demo bar is put beside the app. Any other build leaves this module out.
 */
export async function bootDemo(queryClient: QueryClient): Promise<void> {
  // MSW checks its worker for an update without waiting for the answer: one that a reload or a restart cuts
  // short is no failure of the page's.
  addEventListener('unhandledrejection', (event) => {
    if (/Failed to update a ServiceWorker/.test(String((event.reason as Error | undefined)?.message)))
      event.preventDefault();
  });
  allowMswWorker();
  const { startDemo } = await import('@portal/mock-server/browser');
  const control = await startDemo({ scenario: defaultLocale === 'lo' ? 'laos' : 'default' });
  // Within reach of the journeys (e2e/demo.demo.spec.ts) and of a presenter's developer tools.
  (window as Window & { portalDemo?: DemoControl }).portalDemo = control;
  // Another tab changed the world: this one reads it again.
  control.onReplacedByAnotherTab(() => void queryClient.invalidateQueries());
  const { mountDemoBar } = await import('./demo-bar');
  mountDemoBar(control, queryClient);
}

/**
 * MSW registers its worker with the address as a string, which the page's Trusted Types refuse (decision 019).
 * The demo's `default` policy, which the browser asks about any string given to a sink, lets that one address
 * through to that one sink and refuses everything else.
 */
function allowMswWorker() {
  const worker = `${import.meta.env.BASE_URL}mockServiceWorker.js`;
  window.trustedTypes?.createPolicy('default', {
    createScriptURL: (input: string, _type: unknown, sink: unknown) => {
      if (input !== worker || sink !== 'ServiceWorkerContainer register') throw new TypeError(`refused: ${input}`);
      return input;
    },
  });
}
