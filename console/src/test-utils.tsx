import {
  adminContract,
  type AdminClient,
  type PassthroughState,
  type WorldFlags,
  type WorldMember,
} from '@portal/contract/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState, type ComponentType } from 'react';
import { afterEach, beforeEach, expect, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { DEFAULT_SESSION, SessionContext, type ConsoleSession } from './api';
import { NoticeProvider } from './notices';

/**
 * Test helpers of the console's panels: a fake admin client per world (each call answers `{ status, body }`
 * like the ts-rest client, and is checked against the contract both ways), and a render inside the
 * console's providers whose `choose` really switches the world.
 */

export type Route = keyof typeof adminContract;
export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}
export interface Answer {
  status: number;
  body: unknown;
}
type Handler = (input: CallInput) => Answer | Promise<Answer>;
export type FakeClient = { [K in Route]: Mock<(input?: CallInput) => Promise<Answer>> };

/** A 200 answer. */
export const answer = (body: unknown): Answer => ({ status: 200, body });
/** An error answer as the server sends it: `{ message: CODE }`. */
export const refusal = (status: number, code: string): Answer => ({ status, body: { message: code } });

/**
 * An accessible name matched as a browser computes it. jsdom's computation drops the space that starts a
 * visually hidden span ("Use<span class=sr-only> s-aaa</span>" reads "Uses-aaa"), so the spaces are optional.
 */
export const named = (text: string) =>
  new RegExp(
    `^${text
      .split(' ')
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*')}$`,
  );

/** Waits for the notice an action leaves (success or error), as QA reads it at the bottom of the screen. */
export async function expectNotice(text: string, tone: 'success' | 'error' = 'success'): Promise<void> {
  const notice = await screen.findByText(text, { selector: '.notice' });
  expect(notice.classList.contains(tone), `a ${tone} notice`).toBe(true);
}

export const NOW = '2026-11-24T10:00:00.000Z';

export const FLAGS: WorldFlags = {
  terminated: false,
  registerOTP: false,
  enableChatWidget: true,
  laos: false,
  inviteActive: true,
  refundActive: false,
  slipClosed: false,
  slipWindowOff: false,
  oneDevice: false,
  ipBound: false,
  spinActive: false,
  otpCode: null,
};

export type Member = z.infer<typeof WorldMember>;
export const member = (extra: Partial<Member> = {}): Member => ({
  id: 'M10001',
  phone: '0812345678',
  name: 'Somchai Jaidee',
  active: true,
  password: 'pass1234',
  loggedIn: 2,
  wallet: 1500.5,
  games: [{ code: 'SLOT_A', active: true, amount: 200 }],
  ...extra,
});

/** What a fresh, empty world answers when a test does not say otherwise. */
function defaults(): Record<Route, Handler> {
  const body = (input: CallInput) => input.body as Record<string, unknown>;
  const id = (input: CallInput) => input.params?.id ?? '';
  // The world's switches and clock as the server keeps them: what was set is what is read next.
  let flags = { ...FLAGS };
  let frozen = true;
  let passthrough: PassthroughState | null = null;
  return {
    health: () => answer({ ok: true, scenario: 'default', now: NOW }),
    routes: () => answer({ routes: [] }),
    scenarios: () => answer({ current: 'default', scenarios: [] }),
    reset: (input) => answer({ scenario: body(input).scenario ?? 'default', ms: 1 }),
    createSession: (input) =>
      answer({
        id: 's-new',
        scenario: body(input).scenario ?? 'default',
        createdAt: NOW,
        lastUsedAt: NOW,
        specOnly: body(input).specOnly ?? false,
        cookie: 'mock-session',
        header: 'x-mock-session',
        idleMinutes: 30,
        maxSessions: 20,
      }),
    sessions: () => answer({ sessions: [], maxSessions: 20 }),
    deleteSession: (input) => answer({ deleted: id(input) }),
    members: () => answer({ members: [] }),
    setMemberActive: () => refusal(404, 'NO_USER'),
    openAs: () => answer({ path: '/__admin/open/t1', url: 'http://portal.test/__admin/open/t1', expiresAt: NOW }),
    faults: () => answer({ faults: [], routes: [] }),
    addFault: (input) =>
      answer({
        id: 'f-new',
        route: body(input).route,
        kind: body(input).kind,
        ms: body(input).ms ?? null,
        minMs: null,
        maxMs: null,
        code: body(input).code ?? null,
        remaining: null,
        probability: null,
        fired: 0,
      }),
    clearFaults: () => answer({ removed: 0 }),
    removeFault: () => answer({ removed: 1 }),
    outcomes: () => answer({ outcomes: [] }),
    armOutcome: (input) => {
      const { count, ...outcome } = body(input);
      return answer({ outcome: { id: 'o-new', remaining: count ?? 1, ...outcome } });
    },
    disarmOutcomes: () => answer({ removed: 0 }),
    disarmOutcome: () => answer({ removed: 1 }),
    passthrough: () => answer({ passthrough }),
    setPassthrough: (input) => {
      const {
        baseUrl,
        routes,
        compare = false,
        member = null,
      } = body(input) as {
        baseUrl: string;
        routes: string[];
        compare?: boolean;
        member?: string | null;
      };
      passthrough = { baseUrl, patterns: routes, routes, broughtAlong: [], compare, member, logins: 0 };
      return answer({ passthrough });
    },
    clearPassthrough: () => answer({ passthrough: (passthrough = null) }),
    flags: () => answer({ flags }),
    setFlags: (input) => answer({ flags: (flags = { ...flags, ...body(input) }) }),
    clock: () => answer({ now: NOW, frozen, pending: [] }),
    setClock: (input) => {
      frozen = (body(input).freeze as boolean | undefined) ?? frozen;
      return answer({ now: NOW, frozen, pending: [], settled: [] });
    },
    decideSlips: () => answer({ decided: 0, settled: [] }),
    journal: () => answer({ world: 'w1', entries: [], last: 0, skipped: 0 }),
    qrcodes: () => answer({ qrcodes: [] }),
    otps: () => answer({ otps: [] }),
    clearAll: () => answer({ faults: 0, outcomes: 0, flags: (flags = { ...FLAGS }) }),
    exportWorld: () => refusal(500, 'INTERNAL_SERVER_ERROR'),
    importWorld: (input) => answer({ scenario: body(input).scenario, members: 0, ms: 1 }),
    otp: () => refusal(404, 'OTP_NOT_EXIST'),
    payQr: () => refusal(404, 'NO_DATA'),
    play: () => refusal(404, 'NO_USER'),
    conversations: () => answer({ conversations: [] }),
    conversation: () => refusal(404, 'NO_DATA'),
    answer: () => refusal(404, 'NO_DATA'),
    typing: () => refusal(404, 'NO_DATA'),
    read: () => refusal(404, 'NO_DATA'),
    disconnect: () => refusal(404, 'NO_DATA'),
    endChat: () => refusal(404, 'NO_DATA'),
  };
}

/** What the fake saw that the real server or client would not accept: checked after each test. */
const contractProblems: string[] = [];

const schemaOf = (value: unknown) => (value instanceof z.ZodType ? value : null);

/**
 * A fake admin client: each route a vi.fn answering as `handlers` say (a handler, or the body of a 200), else
 * as an empty world. A request the contract refuses answers 400 KEY_INVALID, as the server would; that and a
 * 200 body the contract refuses are reported as failures of the test.
 */
export function fakeClient(handlers: Partial<Record<Route, Handler | object>> = {}): FakeClient {
  const fallback = defaults();
  const client = {} as FakeClient;
  for (const name of Object.keys(adminContract) as Route[]) {
    const given = handlers[name];
    const handle: Handler =
      typeof given === 'function' ? (given as Handler) : given !== undefined ? () => answer(given) : fallback[name];
    const route = adminContract[name] as unknown as Record<string, unknown> & { responses: Record<number, unknown> };
    client[name] = vi.fn(async (input: CallInput = {}) => {
      for (const part of ['body', 'pathParams', 'query'] as const) {
        const schema = schemaOf(route[part]);
        const sent = input[part === 'pathParams' ? 'params' : part];
        const checked = schema?.safeParse(sent ?? (part === 'body' ? undefined : {}));
        if (checked && !checked.success) {
          contractProblems.push(`${name} was sent a ${part} the contract refuses: ${checked.error.message}`);
          return refusal(400, 'KEY_INVALID');
        }
      }
      const result = await handle(input);
      if (result.status === 200) {
        const checked = schemaOf(route.responses[200])?.safeParse(result.body);
        if (checked && !checked.success)
          contractProblems.push(`${name} answered a body the contract refuses: ${checked.error.message}`);
      }
      return result;
    });
  }
  return client;
}

/** The fake client of each world: what `clientFor` answers in a test that mocks it (see `clientOf`). */
const clients = new Map<string, FakeClient>();

/** The fake client of a world (an empty one unless the test gave one): stands in for `clientFor`. */
export function clientOf(session: string): FakeClient {
  let client = clients.get(session);
  if (!client) {
    client = fakeClient();
    clients.set(session, client);
  }
  return client;
}

/** Gives worlds their fake clients (the default world is `default`). */
export function setClients(given: Record<string, FakeClient>): void {
  for (const [session, client] of Object.entries(given)) clients.set(session, client);
}

/**
 * Timers a test left behind (a notice leaves after 5 s, a saved file's address is revoked after 10 s): cleared
 * once the test is done, so none fires into an unmounted console or a torn-down jsdom ("window is not defined").
 */
const timers = new Set<ReturnType<typeof setTimeout>>();
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
beforeEach(() => {
  vi.stubGlobal('setTimeout', (run: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const timer = realSetTimeout(() => {
      timers.delete(timer);
      run(...args);
    }, ms);
    timers.add(timer);
    return timer;
  });
});

afterEach(() => {
  cleanup();
  for (const timer of timers) realClearTimeout(timer);
  timers.clear();
  vi.stubGlobal('setTimeout', realSetTimeout);
  clients.clear();
  const problems = contractProblems.splice(0);
  if (problems.length > 0) throw new Error(`Calls the contract refuses:\n${problems.join('\n')}`);
});

/**
 * Renders a panel as the console would: a query client, the notices, and the session context whose
 * `choose` switches the world (the panel is drawn anew for it, like the shell does). `chosen` records
 * each choice; `unmount` leaves the panel.
 */
export function renderPanel(
  Panel: ComponentType,
  options: { session?: string; clients?: Record<string, FakeClient>; client?: object } = {},
) {
  setClients(options.clients ?? {});
  const chosen = vi.fn<(session: string) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  function Harness() {
    const [session, setSession] = useState(options.session ?? DEFAULT_SESSION);
    const value = useMemo<ConsoleSession>(
      () => ({
        session,
        client: (options.client ?? clientOf(session)) as AdminClient,
        choose(next) {
          chosen(next);
          setSession(next);
        },
      }),
      [session],
    );
    return (
      <SessionContext.Provider value={value}>
        <Panel key={session} />
      </SessionContext.Provider>
    );
  }
  const user = userEvent.setup();
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <Harness />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return { user, chosen, queryClient, unmount };
}
