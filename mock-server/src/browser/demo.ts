import type { AdminClient } from '@portal/contract/admin';
import { WorldSnapshot } from '@portal/contract/admin-schemas';
import { http, ws } from 'msw';
import { setupWorker } from 'msw/browser';
import { scenarios } from '../../../scenarios/index.js';
import { placeholderSvg, uploadHeaders } from '../scenario/artwork.js';
import { createProductSimulator } from '../core/product-simulator.js';
import type { Core } from '../core/dispatch.js';
import { exportWorld, importWorld } from '../scenario/snapshot.js';
import { initialFlags, type World } from '../world/world.js';
import { DEMO_DRIFT_NAMES, type DemoDrift } from './demo-drifts.js';
import { serveFetch } from './fetch-adapter.js';
import { forgetSavedWorld, loadSavedWorld, saveWorld } from './persist.js';
import { serveSocketIo } from './socket-link.js';

export type { DemoDrift } from './demo-drifts.js';

/**
 * The backend-less demo (docs/decisions/017): the simulator's own cores, domain and scenarios running in the
 * page, behind MSW. Its service worker hands every /api request of the page to the product core; its
 * WebSocket interception hands the chat's socket.io connection to socket-link.ts. The presenter's bar drives
 * the world through the QA surface (the admin contract's client over the QA core in the page, as the console
 * drives the Node server's: docs/decisions/027). The world is saved to IndexedDB after each change and taken
 * up again on the next visit.
 */

export interface DemoScenario {
  name: string;
  title: string;
  login: { phone: string; password: string } | null;
}

export interface DemoControl {
  /** The QA surface of the simulator in this page: the admin contract's client, as the console has it. */
  admin: AdminClient;
  scenarios: DemoScenario[];
  /** The drift presets the presenter can show, in the order offered. */
  drifts: DemoDrift[];
  /** Chat sockets this page has admitted so far (a reconnection counts again). */
  chatConnections(): number;
  /** Called after each change of the world (a request, a QA call, support's timer). */
  subscribe(listener: () => void): () => void;
  /** Resolves once the world as it is now is saved (before the page is left on purpose). */
  flush(): Promise<void>;
  /** Called when another tab's world was taken up: what the screens show is out of date. */
  onReplacedByAnotherTab(listener: () => void): void;
}

export interface DemoOptions {
  /** The scenario of a first visit (and of a saved world that no longer loads). */
  scenario: string;
  /** Where MSW's worker script is served (the site's root). */
  workerUrl?: string;
}

export async function startDemo(options: DemoOptions): Promise<DemoControl> {
  const listeners = new Set<() => void>();
  const replacedListeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const simulator = createProductSimulator({ scenario: options.scenario, onAnswered: () => schedule() });
  const slot = simulator.sessions.defaultSlot;
  const world = (): World => slot.world();

  const stored = await loadSavedWorld();
  if (stored) restore(stored);

  /** Takes up a saved world, read as the QA surface reads one (its shape first, then every row). */
  function restore(stored: unknown) {
    const parsed = WorldSnapshot.safeParse(stored);
    const scenario = parsed.success ? scenarios[parsed.data.scenario] : undefined;
    try {
      if (!parsed.success || !scenario) throw new Error('not a world this build reads');
      slot.replace(importWorld(scenario, parsed.data, simulator.core.routes, { logins: true }));
    } catch {
      // A world saved by an older build that this one no longer reads, or damaged: the scenario starts afresh.
      void forgetSavedWorld();
    }
  }

  // Each tab runs a simulator of its own over the one saved world: a tab takes up what another saved, so the
  // tabs show one world (when two change it at the same moment, the later save wins).
  const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel('wallet-portal-demo') : null;
  if (tabs)
    tabs.onmessage = async () => {
      const latest = await loadSavedWorld();
      if (!latest) return;
      restore(latest);
      saved = { world: world(), revision: world().revision };
      changed();
      replacedListeners.forEach((listener) => listener());
    };

  // Saved as soon as the task that changed the world is over (a burst of changes is one save), so a reload
  // right after a change finds it: a save started as the page goes away may not finish.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSave: Promise<unknown> = Promise.resolve();
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    const current = world();
    const snapshot = exportWorld(current, { logins: true });
    saved = { world: current, revision: current.revision };
    lastSave = lastSave.then(async () => {
      if (await saveWorld(snapshot)) tabs?.postMessage('saved');
    });
    return lastSave;
  };
  // Only a change is saved (and told to the other tabs): a read that changed nothing is not.
  let saved: { world: World; revision: number } | null = null;
  function schedule() {
    changed();
    const current = world();
    if (saved?.world === current && saved.revision === current.revision) return;
    if (timer === undefined) timer = setTimeout(saveNow, 0);
  }
  const watch = (current: World) => {
    current.events.on('chatMessage', schedule);
    current.events.on('chatRead', schedule);
  };
  watch(world());
  slot.onReplace(watch);
  // The clock runs on between changes: the time the page is left at is kept too, as far as it gets written.
  addEventListener('pagehide', () => void saveNow());

  const worker = setupWorker(
    http.all('/api/*', async ({ request }) => (await serveFetch(simulator.core, slot, request)) ?? Response.error()),
    // The artwork and uploads the Node server serves under /mock-assets (admin/assets.ts).
    http.get('/mock-assets/uploads/:id', ({ params }) => {
      const file = world().files.get(String(params.id));
      return file
        ? new Response(new Blob([file.buffer as Uint8Array<ArrayBuffer>]), { headers: uploadHeaders(file) })
        : new Response(null, { status: 404 });
    }),
    http.get('/mock-assets/*', ({ request }) => {
      const name = /([^/]+)\.svg$/.exec(new URL(request.url).pathname)?.[1];
      if (!name) return new Response(null, { status: 404 });
      return new Response(placeholderSvg(name), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
      });
    }),
  );
  // MSW matches a socket.io address without its /socket.io/ path: the page's origin is the chat's address.
  const chat = ws.link(`${location.origin.replace(/^http/, 'ws')}/`);
  let chatConnections = 0;
  worker.use(
    chat.addEventListener('connection', ({ client }) =>
      serveSocketIo(client, slot, { onAdmitted: () => (chatConnections += 1) }),
    ),
  );
  await worker.start({
    serviceWorker: { url: options.workerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  // The QA surface in the page: each call answered by the QA core against this page's world, as the Node
  // server's /__admin answers the console. A write is saved before its answer is read (a fault or a switch is
  // no change of the data the revision counts), so a reload right after finds it.
  // The QA core and its client are fetched when the bar first asks (most visitors never open it).
  let qa: Promise<{ core: Core; client: AdminClient }> | null = null;
  const qaSurface = () =>
    (qa ??= import('../core/qa-core.js').then(({ createQaCore, adminClient }) => {
      const core = createQaCore(simulator);
      const client = adminClient(location.origin, {
        fetch: async (path, init) => {
          const answer = await serveFetch(core, slot, new Request(path, init));
          if ((init?.method ?? 'GET') !== 'GET') {
            changed();
            await saveNow();
          }
          return answer ?? Response.error();
        },
      });
      return { core, client };
    }));
  const admin = new Proxy({} as AdminClient, {
    get:
      (_target, name) =>
      async (...args: unknown[]) =>
        ((await qaSurface()).client as unknown as Record<string | symbol, (...a: unknown[]) => unknown>)[name](...args),
  });

  return {
    admin,
    scenarios: Object.values(scenarios).map((scenario) => ({
      name: scenario.name,
      title: scenario.title,
      // A service that is shut down logs no one in.
      login: initialFlags(scenario).terminated ? null : scenario.login,
    })),
    drifts: DEMO_DRIFT_NAMES,
    chatConnections: () => chatConnections,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    flush: async () => {
      await saveNow();
    },
    onReplacedByAnotherTab(listener) {
      replacedListeners.add(listener);
    },
  };
}
