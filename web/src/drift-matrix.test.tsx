import { contract } from '@portal/contract';
import * as constants from '@portal/contract/constants';
import { applyDrift, DRIFT_CHANGES, type BodyDrift } from '@portal/contract/drift';
import { readTolerant, TOLERATED_OUTCOMES, type Drift } from '@portal/contract/tolerance';
import { flattenRoutes, inProcessFetch } from '@portal/mock-server/in-process';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { AppRoute } from '@ts-rest/core';
import { Component, type ComponentType, type ReactNode } from 'react';
import { TextsProvider } from './i18n/texts';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { createQueryClient, tsr } from './api/client';
import { ModalOutlet } from './app/modal-outlet';
import { FeedbackProvider } from './components/feedback';
import BonusPage from './features/bonus/bonus-page';
import ContactPage from './features/contact/contact-page';
import HomePage from './features/home/home-page';
import ProfilePage from './features/profile/profile-page';
import SpinPage from './features/spin/spin-page';
import StatementPage from './features/statement/statement-page';
import depositEn from './i18n/locales/en/deposit.json';
import en from './i18n/locales/en/home.json';
import bonusEn from './i18n/locales/en/bonus.json';
import pagesEn from './i18n/locales/en/pages.json';
import spinEn from './i18n/locales/en/spin.json';
import { formatMoney } from './lib/money';
import { setupTestI18n } from './test/i18n';

/**
 * The drift matrix (issue 23, decision 018): every read route a member screen makes, with each kind of drift
 * (contract/src/drift.ts) applied to each field its answer has (found by walking the contract's schema), the
 * screen rendered against the simulator's real answers (in process) with that one answer drifted. Each case
 * is whole, degraded, part failure, page failure or crash. The matrix fails on any crash, on a page failure
 * the tolerant reading did not call for (a non-critical field), and on any amount shown that is not one the
 * answers sent (or the screen's own total of them).
 */

type Outcome = 'whole' | 'degraded' | 'part failure' | 'page failure' | 'crash';

interface Screen {
  name: string;
  page: ComponentType;
  url: string;
  /** The screen's own failures (what it shows when an answer it needs could not be read). */
  failed: string[];
  /** A dialog over a page: only the routes the page alone does not read are drifted (the page's matrix has those). */
  over?: Screen;
  /** Totals the screen computes from what it read (allowed beside each amount the answers sent). */
  totals?: (bodies: Map<string, unknown[]>) => number[];
}

const screens: Screen[] = [
  {
    name: 'home',
    page: HomePage,
    url: '/user/home',
    failed: [en.failed],
    totals: (bodies) => {
      const wallet = bodies.get('wallet.get')?.at(-1) as
        { wallet?: { amount: number }; slots?: { isActive: boolean; amount: number }[] } | undefined;
      const open = (wallet?.slots ?? []).filter((slot) => slot.isActive);
      const games = open.reduce((sum, slot) => sum + slot.amount, 0);
      // What the games hold, and with the wallet what a withdrawal can bring back (the withdraw dialog).
      return [games, games + (wallet?.wallet?.amount ?? 0)];
    },
  },
  { name: 'statement', page: StatementPage, url: '/user/statement', failed: [pagesEn.statement.failed] },
  { name: 'profile', page: ProfilePage, url: '/user/profile', failed: [pagesEn.profile.failed] },
  { name: 'bonus', page: BonusPage, url: '/user/bonus', failed: [bonusEn.list.failed] },
  { name: 'spin', page: SpinPage, url: '/user/spin', failed: [spinEn.failed] },
  { name: 'contact', page: MemberContact, url: '/user/contact', failed: [pagesEn.contact.failed] },
];
const [home, statement] = screens as [Screen, Screen];
/** The dialogs over the member pages that read answers of their own (spec §2), each with its page under it. */
const dialogs: Screen[] = [
  { ...home, name: 'withdraw', page: HomeWithDialog, url: '/user/home?modal=withdraw', over: home },
  { ...home, name: 'deposit', page: HomeWithDialog, url: '/user/home?modal=deposit', over: home },
  { ...home, name: 'invite', page: HomeWithDialog, url: '/user/home?modal=invite', over: home },
  { ...home, name: 'refund', page: HomeWithDialog, url: '/user/home?modal=refund', over: home },
  { ...statement, name: 'slips', page: StatementWithDialog, url: '/user/statement?modal=slips', over: statement },
].map((dialog) => ({
  ...dialog,
  failed: [
    ...dialog.failed,
    en.withdraw.limitsFailed,
    depositEn.lookupFailed,
    en.inviteModal.historyFailed,
    en.refundModal.failed,
    en.refundModal.historyFailed,
    pagesEn.slips.failed,
  ],
}));

function HomeWithDialog() {
  return (
    <>
      <HomePage />
      <ModalOutlet />
    </>
  );
}
function StatementWithDialog() {
  return (
    <>
      <StatementPage />
      <ModalOutlet />
    </>
  );
}

function MemberContact() {
  return <ContactPage shell="member" />;
}

/** Every route of the contract by name (area.key), as the simulator names them. */
const routes = flattenRoutes(contract);
const pattern = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
function routeOf(method: string, pathname: string): { name: string; route: AppRoute } | undefined {
  return routes.find(({ route }) => route.method === method && pattern(route.path).test(pathname));
}

/** Each field name an answer of `schema` may have, at any depth, and which of them hold lists. */
function fieldsOf(
  schema: ZodTypeAny,
  found = { names: new Set<string>(), lists: new Set<string>() },
  seen = new Set(),
) {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._def as Record<string, unknown> & { typeName: string };
  const inner = (next: unknown) => fieldsOf(next as ZodTypeAny, found, seen);
  if (def.typeName === 'ZodObject')
    for (const [key, field] of Object.entries((schema as unknown as { shape: Record<string, ZodTypeAny> }).shape)) {
      found.names.add(key);
      if (unwrap(field)._def.typeName === 'ZodArray') found.lists.add(key);
      inner(field);
    }
  else if (def.typeName === 'ZodArray') inner(def.type);
  else if (def.typeName === 'ZodNullable' || def.typeName === 'ZodOptional' || def.typeName === 'ZodDefault')
    inner(def.innerType);
  else if (def.typeName === 'ZodEffects') inner(def.schema);
  else if (def.typeName === 'ZodDiscriminatedUnion' || def.typeName === 'ZodUnion')
    (def.options as ZodTypeAny[]).forEach(inner);
  return found;
}
function unwrap(schema: ZodTypeAny): ZodTypeAny {
  const def = schema._def as { typeName: string; innerType?: ZodTypeAny };
  return def.innerType && ['ZodNullable', 'ZodOptional', 'ZodDefault'].includes(def.typeName)
    ? unwrap(def.innerType)
    : schema;
}

/** The drifts of one answer: each field change on each field, each list broken, one field added. */
function driftsOf(schema: ZodTypeAny): BodyDrift[] {
  const { names, lists } = fieldsOf(schema);
  const drifts: BodyDrift[] = [{ change: 'extra-field', field: null, to: null }];
  for (const change of DRIFT_CHANGES) {
    if (change === 'extra-field' || change === 'unknown-code' || change === 'remove-route') continue;
    const fields = change === 'bad-item' ? lists : names;
    for (const field of fields)
      drifts.push({ change, field, to: change === 'rename-field' ? `${field}Renamed` : null });
  }
  return drifts;
}

/** Records a render's uncaught error (a crash). */
class Boundary extends Component<{ children: ReactNode; onCrash: (error: unknown) => void }, { crashed: boolean }> {
  override state = { crashed: false };
  static getDerivedStateFromError() {
    return { crashed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onCrash(error);
  }
  override render() {
    return this.state.crashed ? <p>crashed</p> : this.props.children;
  }
}

/** Every number in a value, at any depth. */
function numbersIn(value: unknown, into: number[] = []): number[] {
  if (typeof value === 'number') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => numbersIn(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => numbersIn(item, into));
  return into;
}

/** An amount as the app writes one (1,250.50), not part of a longer figure (the version 1.1.14). */
const MONEY = /(?<![\d.,])-?\d{1,3}(?:,\d{3})*\.\d{2}(?![\d.])/g;

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;
let simulator: typeof fetch;
let token: string;
const counts: Record<string, Record<Outcome, number>> = {};

let errors: unknown[][] = [];

beforeEach(() => {
  // Each difference is told on the console in development (api/reading.ts): expected here, by the thousand.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // React's complaints (two items with one key...) are problems of the case that caused them.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  // jsdom draws no canvas (the wheel's text measuring): none, as in a browser that cannot.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

beforeAll(async () => {
  i18n = await setupTestI18n('en');
  simulator = inProcessFetch('default');
  const login = await simulator('/api/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'wallet-user' },
    body: JSON.stringify({ username: '0812345678', password: 'secret123' }),
  });
  token = ((await login.json()) as { token: string }).token;
});

afterAll(() => {
  const lines = Object.entries(counts).map(
    ([name, by]) =>
      `${name.padEnd(10)} ${Object.entries(by)
        .map(([outcome, n]) => `${outcome} ${n}`)
        .join(', ')}`,
  );
  console.info(`drift matrix:\n${lines.join('\n')}`);
});

/** The screen rendered with every call answered by the simulator, the route `drifted` with its drifted body. */
async function renderScreen(target: Screen, drifted?: { route: string; body: unknown }) {
  localStorage.setItem('token', token);
  localStorage.setItem('remember-agreement', 'true');
  /** Every answer each route gave as the app read it (a list's page 2, fetched ahead, is an answer too). */
  const bodies = new Map<string, unknown[]>();
  const sent = new Map<string, unknown>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://portal.test');
    const named = routeOf(init?.method ?? 'GET', url.pathname);
    const answer = await simulator(input, init);
    if (!named || answer.status !== 200) return answer;
    const { name, route } = named;
    const body: unknown = drifted?.route === name ? drifted.body : await answer.json();
    if (!sent.has(name)) sent.set(name, body);
    const read = readTolerant(route.responses[200] as ZodTypeAny, body);
    if (read.ok) bodies.set(name, [...(bodies.get(name) ?? []), read.value]);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  let crash: unknown = null;
  render(
    <Boundary onCrash={(error) => (crash = error)}>
      <QueryClientProvider client={queryClient}>
        <tsr.ReactQueryProvider>
          <TextsProvider texts={i18n}>
            <FeedbackProvider>
              <MemoryRouter initialEntries={[target.url]}>
                <target.page />
              </MemoryRouter>
            </FeedbackProvider>
          </TextsProvider>
        </tsr.ReactQueryProvider>
      </QueryClientProvider>
    </Boundary>,
  );
  // A dialog's code comes in a chunk of its own: it is there before the screen counts as settled.
  if (target.url.includes('?modal=')) await screen.findByRole('dialog', {}, { timeout: 5_000 });
  // Settled: every read answered and drawn (a few rounds: a screen may read again once it has read).
  for (let round = 0; round < 20; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 1)));
    if (queryClient.isFetching() === 0 && queryClient.isMutating() === 0 && round > 2) break;
  }
  return { crash: crash as unknown, bodies, sent };
}

describe.each([...screens, ...dialogs])('the drift matrix: $name', (target) => {
  it('holds for every drift of every field of every answer the screen reads', { timeout: 300_000 }, async () => {
    const base = await renderScreen(target);
    cleanup();
    const under = target.over ? await renderScreen(target.over) : null;
    cleanup();
    const read = [...base.sent.keys()].filter((name) => !under?.sent.has(name));
    expect(read.length).toBeGreaterThan(0);
    const tally: Record<Outcome, number> = {
      whole: 0,
      degraded: 0,
      'part failure': 0,
      'page failure': 0,
      crash: 0,
    };
    const problems: string[] = [];
    for (const name of read) {
      const { route } = routes.find((entry) => entry.name === name)!;
      const schema = route.responses[200] as ZodTypeAny;
      const answer = base.sent.get(name);
      for (const drift of driftsOf(schema)) {
        const body = applyDrift(answer, drift);
        if (JSON.stringify(body) === JSON.stringify(answer)) continue;
        const told: Drift[] = [];
        const reading = readTolerant(schema, body, (each) => told.push(each));
        errors = [];
        const shown = await renderScreen(target, { route: name, body });
        // Each text as drawn (a table's cells run together in the body's text: 3 and 20.00 read as 320.00).
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
        const failed = target.failed.some((text) => screen.queryAllByText(text).length > 0);
        const outcome: Outcome = shown.crash
          ? 'crash'
          : failed
            ? 'page failure'
            : told.some((each) => !TOLERATED_OUTCOMES.has(each.outcome))
              ? 'part failure'
              : told.length > 0
                ? 'degraded'
                : 'whole';
        tally[outcome] += 1;
        const label = `${name} ${drift.change} ${drift.field ?? ''}`;
        if (outcome === 'crash') problems.push(`${label}: crashed (${String(shown.crash)})`);
        for (const args of errors) problems.push(`${label}: ${String(args[0]).slice(0, 160)}`);
        if (outcome === 'page failure' && reading.ok)
          problems.push(`${label}: the page failed on a field it can do without`);
        const allowed = new Set(
          [
            ...[...shown.bodies.values()].flat().flatMap((value) => numbersIn(value)),
            ...(target.totals?.(shown.bodies) ?? []),
            // The site's own rules (a True Wallet gift's minimum, the QR limits) are the app's, not made up.
            ...numbersIn(constants),
          ].map((amount) => formatMoney(amount)),
        );
        for (const amount of texts.flatMap((text) => text.match(MONEY) ?? []))
          if (!allowed.has(amount.replace(/^-/, '')) && !allowed.has(amount))
            problems.push(`${label}: shows ${amount}, which no answer sent`);
        cleanup();
      }
    }
    counts[target.name] = tally;
    expect(problems).toEqual([]);
    expect(tally.crash).toBe(0);
  });
});
