import { WorldSnapshot, type Fault, type FaultInput } from '@portal/contract/admin';
import { http, ws } from 'msw';
import { setupWorker } from 'msw/browser';
import { scenarios } from '../../../scenarios/index.js';
import { placeholderSvg, uploadHeaders } from '../scenario/artwork.js';
import { addFault, faultProblems, removeFault } from '../core/faults.js';
import { createSimulator } from '../core/simulator.js';
import { listConversations, ownerByKey, storeSupportMessage } from '../domain/chat.js';
import { decideSlipsNow } from '../domain/pending.js';
import { payQrCode } from '../domain/qrcode.js';
import { exportWorld, importWorld } from '../scenario/snapshot.js';
import { initialFlags, type World } from '../world/world.js';
import { serveFetch } from './fetch-adapter.js';
import { forgetSavedWorld, loadSavedWorld, saveWorld } from './persist.js';
import { serveSocketIo } from './socket-link.js';

/**
 * The backend-less demo (docs/decisions/017): the simulator's own core, domain and scenarios running in the
 * page, behind MSW. Its service worker hands every /api request of the page to the core; its WebSocket
 * interception hands the chat's socket.io connection to socket-link.ts. The world is saved to IndexedDB after
 * each change and taken up again on the next visit; the presenter's controls (DemoControl) act on it directly.
 */

export interface DemoScenario {
  name: string;
  title: string;
  login: { phone: string; password: string } | null;
}

/**
 * The backends that drifted from the contract the presenter can show the portal against (README "Drift",
 * contract/src/drift.ts), each a drift fault on one route that answers until taken off: what the portal does
 * with each is decision 018's tolerant reading.
 */
export const DEMO_DRIFTS = {
  /** Statement statuses it does not know: the statement shows them as in progress. */
  unknownStatus: { route: 'statement.list', change: 'unknown-value', field: 'status', to: 'PENDING' },
  /** No game logos: the game cards show their colour and name without them. */
  noLogos: { route: 'wallet.get', change: 'null-field', field: 'logo' },
  /** A game category it does not know: those games go on an "Other games" shelf. */
  newCategory: { route: 'wallet.get', change: 'unknown-value', field: 'category', to: 'esport' },
  /** The newest statement entry with every field null: it is left out, and the list says one could not be shown. */
  brokenEntry: { route: 'statement.list', change: 'bad-item', field: 'statements' },
  /** Statement times written 02/01/2026 10:04: shown as they came. */
  otherDates: { route: 'statement.list', change: 'date-format', field: 'createdAt' },
  /** The invite's percentages as text (the wallet's only `success`): the home's invite box alone offers a retry. */
  brokenInvite: { route: 'wallet.get', change: 'retype-field', field: 'success' },
} as const satisfies Record<string, Omit<Extract<FaultInput, { kind: 'drift' }>, 'kind'>>;
export type DemoDrift = keyof typeof DEMO_DRIFTS;

export interface DemoState {
  scenario: string;
  /** The world's time (ms since epoch). */
  now: number;
  /** Slips waiting for a verdict, QR codes open for payment. */
  waitingSlips: number;
  openQrs: number;
  /** Chat sockets this page has admitted so far (a reconnection counts again). */
  chatConnections: number;
  /** The newest one-time code the world sent (what a registering presenter types). */
  lastOtp: { phone: string; code: string } | null;
  /** The drift presets on now. */
  drifts: DemoDrift[];
}

export interface DemoControl {
  scenarios: DemoScenario[];
  state(): DemoState;
  /** A fresh world of the scenario (default: the current one); the saved world is replaced. */
  reset(scenario?: string): Promise<void>;
  /** Moves the world's clock forward and runs what fell due. */
  advance(ms: number): void;
  /** The newest open QR code is paid (false when none is open). */
  payQr(): boolean;
  /** Every slip waiting for a verdict gets this one now (how many). */
  decideSlips(approve: boolean): number;
  /** Support answers the conversation written to last, else the member logged in with `token` (false: nobody). */
  supportAnswer(text: string, token: string | null): boolean;
  /** The drift presets the presenter can show, in the order offered. */
  drifts: DemoDrift[];
  /**
   * The preset's route answers as a backend drifted that way too (presets add up, on one route as on several);
   * null takes off every drift fault, other faults stay. Resolves once the world is saved.
   */
  setDrift(preset: DemoDrift | null): Promise<void>;
  /** The preset is taken off; the others stay. */
  unsetDrift(preset: DemoDrift): Promise<void>;
  /** Called after each change of the world (a request, a control, support's timer). */
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

/** Slips approved by the presenter that were going to be refused are approved at this amount. */
const PRESENTER_SLIP_AMOUNT = 500;

export async function startDemo(options: DemoOptions): Promise<DemoControl> {
  const listeners = new Set<() => void>();
  const replacedListeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const simulator = createSimulator({ scenario: options.scenario, onAnswered: () => schedule() });
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
    http.all('/api/*', async ({ request }) => (await serveFetch(simulator.core, world, request)) ?? Response.error()),
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

  /** Takes off the preset's drift faults (every drift fault: null); a fault is not a change of the data, so saved here. */
  const dropDrifts = (preset: DemoDrift | null) => {
    const { faults } = world();
    for (const fault of [...faults.list])
      if (fault.kind === 'drift' && (preset === null || isPreset(fault, preset))) removeFault(faults, fault.id);
  };
  const driftChanged = async () => {
    changed();
    await saveNow();
  };

  const control: DemoControl = {
    scenarios: Object.values(scenarios).map((scenario) => ({
      name: scenario.name,
      title: scenario.title,
      // A service that is shut down logs no one in.
      login: initialFlags(scenario).terminated ? null : scenario.login,
    })),
    state: () => {
      const current = world();
      current.settle();
      return {
        scenario: current.scenario.name,
        now: current.clock.now(),
        waitingSlips: current.upcoming().filter((event) => event.kind === 'slip').length,
        openQrs: current.db.qrcode.findMany({ where: { status: { equals: 'OPEN' } } }).length,
        chatConnections,
        lastOtp:
          [...current.sentOtps]
            .map(([phone, sent]) => ({ phone, code: sent.code, at: sent.at }))
            .sort((a, b) => b.at - a.at)
            .map(({ phone, code }) => ({ phone, code }))[0] ?? null,
        drifts: activeDrifts(current),
      };
    },
    async reset(name) {
      slot.replace(simulator.buildWorld(name ?? world().scenario.name));
      changed();
      await saveNow();
    },
    advance(ms) {
      const current = world();
      const now = current.clock.now();
      // The log-ins move with the clock: a day ahead does not end the session the presenter is showing.
      for (const { token, expiresAt } of current.db.session.getAll())
        if (expiresAt > now)
          current.db.session.update({ where: { token: { equals: token } }, data: { expiresAt: expiresAt + ms } });
      current.clock.advance(ms);
      current.settle();
      schedule();
    },
    payQr() {
      const current = world();
      current.settle();
      const [newest] = current.db.qrcode
        .findMany({ where: { status: { equals: 'OPEN' } } })
        .sort((a, b) => b.createdAt - a.createdAt);
      if (!newest) return false;
      payQrCode(current, newest.id);
      schedule();
      return true;
    },
    decideSlips(approve) {
      const settled = decideSlipsNow(
        world(),
        approve ? { status: 'SUCCESS', amount: PRESENTER_SLIP_AMOUNT } : { status: 'FAILED', note: 'INVALID_SLIP' },
      );
      schedule();
      return settled.filter((event) => event.kind === 'slip').length;
    },
    supportAnswer(text, token) {
      const current = world();
      const [latest] = listConversations(current);
      const session = token ? current.db.session.findFirst({ where: { token: { equals: token } } }) : null;
      const who = ownerByKey(current, latest?.owner ?? session?.memberId ?? '');
      if (!who) return false;
      storeSupportMessage(current, who, { message_type: 'text', payload: text });
      schedule();
      return true;
    },
    drifts: Object.keys(DEMO_DRIFTS) as DemoDrift[],
    async setDrift(preset) {
      if (preset === null) {
        dropDrifts(null);
        return driftChanged();
      }
      const input: FaultInput = { kind: 'drift', ...DEMO_DRIFTS[preset] };
      // Checked as POST /__admin/faults would check it: a preset the contract's routes no longer have is a bug.
      const problems = faultProblems(input, simulator.core.routes);
      if (problems.length > 0) throw new Error(`demo drift ${preset}: ${JSON.stringify(problems)}`);
      dropDrifts(preset);
      addFault(world().faults, input);
      await driftChanged();
    },
    async unsetDrift(preset) {
      dropDrifts(preset);
      await driftChanged();
    },
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
  return control;
}

/** Whether a fault is the preset's: a drift of its route, change, field and value. */
function isPreset(fault: Fault, preset: DemoDrift): boolean {
  const { route, change, field, to } = { to: null, ...DEMO_DRIFTS[preset] };
  return (
    fault.route === route && fault.drift?.change === change && fault.drift.field === field && fault.drift.to === to
  );
}

/** The presets on now. */
function activeDrifts(world: World): DemoDrift[] {
  return (Object.keys(DEMO_DRIFTS) as DemoDrift[]).filter((preset) =>
    world.faults.list.some((fault) => isPreset(fault, preset)),
  );
}
