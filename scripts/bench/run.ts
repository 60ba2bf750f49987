/**
 * npm run bench — performance figures, never part of npm test. Everything is compared within this one run,
 * since machines here are noisy:
 *  1. GET /api/wallet and POST /api/wallet/transfer on the mock server (contract validation on) at 50
 *     connections, beside a bare node:http server and a plain Express route answering the same bytes.
 *  2. The time of a scenario reset (new world), in process and through POST /__admin/reset.
 *  2b. List reads (statement, slips, invites, refunds, chat history) after 10,000 entries of one member each
 *     (a list keeps its newest up to its limit, row-limits.ts), first and deepest pages, at 50 connections:
 *     they must cost a page, not the history.
 *  2c. The memory one simulator session holds at its ceiling (world-memory.ts).
 *  3. The cold start of the mock server, process spawn to first /health answer.
 *  4. The first-load JavaScript of /login and /register (production build, gzipped), the home's own, and
 *     each home modal's beyond the home.
 *  5. Slow 3G: when /login (first visit, returning Lao reader) and /user/home (returning member) are painted,
 *     shown and usable, SLOW_RUNS times each (default 3).
 *  5b. The home's game ring at 4× CPU slowdown: frames presented and dropped while it moves (trace).
 *  6. Lighthouse mobile (performance, accessibility, best practices) of every public and member page,
 *     LIGHTHOUSE_RUNS times each (default 5): the budget holds in every run, so the worst run is reported.
 *  6b. The support chat with a long history (CHAT_MESSAGES, default 400) at 4× CPU slowdown: each older page
 *     from the scroll to its rows drawn, the longest task, a new message with everything drawn
 *     (CHAT_MESSAGES=0 skips it).
 *  7. The QA console: its first load (budget 150 KB gzipped) and the live journal while the world answers
 *     JOURNAL_RATE requests a second (default 500) for 10 s: long tasks, frame gaps, how far behind it ends.
 *  8. The backend-less demo (npm run build:demo): the JavaScript the simulator adds to /login (budget 120 KB
 *     gzipped), how much of it starts after the first paint, and the time until the demo bar is there.
 * BENCH_ONLY=server, web, console or demo runs only the mock-server part (1–3), the web part (4–6), the console (7) or the demo (8). HISTORY sets
 * the entries written per list in 2b (default 10,000).
 * Figures go to stdout and to .bench/results.json, then each against its budget (budgets.json): a figure over
 * its budget fails the run (exit code 1). Every server started is stopped however the run ends (processes.ts).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { scenarios } from '../../scenarios/index.js';
import { ROW_LIMITS } from '../../mock-server/src/world/row-limits.js';
import { MAX_SESSIONS } from '../../mock-server/src/core/sessions.js';
import { buildWorld } from '../../mock-server/src/scenario/seed.js';
import { measureCarouselFrames } from './carousel-frames.js';
import { measureChatHistory } from './chat-history.js';
import { measureConsole } from './console.js';
import { measureDemo } from './demo.js';
import { measureFirstLoad } from './first-load.js';
import { LIGHTHOUSE_ROUTES, measureLighthouse } from './lighthouse.js';
import { budgetLines, budgets, checkBudgets } from './budgets.js';
import { startServer, stopServer, stopServerAndWait } from './processes.js';
import { measureSlowNetwork } from './slow-network.js';
import { memberToken, withWebApp } from './web-app.js';

/**
 * BENCH_SMOKE=1: every part with the smallest sizes that still run it whole (1 s loads, 200 entries, one run
 * each), so `npm test` proves the bench runs; its figures are not measurements and its budgets do not fail it.
 */
const SMOKE = process.env.BENCH_SMOKE === '1';
const DURATION_S = SMOKE ? 1 : Number(process.env.BENCH_SECONDS ?? 8);
/** How long each list read of 2b runs. */
const LIST_S = SMOKE ? 1 : Math.max(3, Math.round(DURATION_S / 2));
const CONNECTIONS = 50;
const ports = { mock: 3201, bare: 3202, express: 3203, history: 3204 };

interface LoadResult {
  target: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function startProcess(args: string[], env: Record<string, string> = {}): ChildProcess {
  return startServer(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
}

async function waitFor(url: string, timeoutMs = Number(process.env.BENCH_WAIT_MS ?? 20_000)): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      await sleep(5);
    }
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

async function load(target: string, options: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, pipelining: 1, ...options });
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

interface Post {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The latency of `read` alone, sent right after one of `changes` (in turn) by each of CONNECTIONS clients at
 * once for LIST_S seconds. autocannon times a mix of requests as one, which would count the changes' time too,
 * so each client's responses are told apart by their place in its cycle (change, read, change, read, …: one
 * request at a time per connection, answered in order).
 */
async function readAfterChange(target: string, read: Post, changes: Post[]): Promise<LoadResult> {
  const cycle = changes
    .flatMap((change) => [change, read])
    .map(({ url, headers, body }) => ({
      method: 'POST' as const,
      path: new URL(url).pathname,
      headers,
      body,
    }));
  const latencies: number[] = [];
  let non2xx = 0;
  const answered = new Map<autocannon.Client, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: new URL(read.url).origin, connections: CONNECTIONS, duration: LIST_S, pipelining: 1, requests: cycle },
      (error: unknown, done: autocannon.Result) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (client, statusCode, _bytes, responseTime) => {
      const place = answered.get(client) ?? 0;
      answered.set(client, place + 1);
      if (place % 2 === 0) return;
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) non2xx += 1;
    });
  });
  return {
    target,
    rps: Math.round(latencies.length / LIST_S),
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    errors: result.errors + result.timeouts,
    non2xx,
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function benchMockServer(results: Record<string, unknown>): Promise<string[]> {
  const tsx = ['--import', 'tsx'];
  results.durationSeconds = DURATION_S;
  results.connections = CONNECTIONS;

  // 3. cold start (first, while nothing else runs)
  const coldStarts: number[] = [];
  for (let i = 0; i < (SMOKE ? 1 : 3); i += 1) {
    const started = performance.now();
    const child = startProcess([...tsx, 'mock-server/src/main.ts', '--port', String(ports.mock)]);
    await waitFor(`http://127.0.0.1:${ports.mock}/health`);
    coldStarts.push(performance.now() - started);
    await stopServerAndWait(child);
  }
  results.coldStartMs = { runs: coldStarts.map(Math.round), best: Math.round(Math.min(...coldStarts)), target: 1500 };

  // 2. reset in process
  const resetTimes: number[] = [];
  for (let i = 0; i < (SMOKE ? 20 : 200); i += 1) {
    const started = performance.now();
    buildWorld(scenarios[i % 2 === 0 ? 'default' : 'chat-sessions']).dispose();
    resetTimes.push(performance.now() - started);
  }
  results.resetInProcessMs = {
    p50: +percentile(resetTimes, 50).toFixed(2),
    p99: +percentile(resetTimes, 99).toFixed(2),
    target: 20,
  };

  // 2c. the memory of one session at its ceiling (every limit reached), in a process of its own
  const memory = await new Promise<string>((resolve, reject) => {
    const child = startProcess(['--expose-gc', ...tsx, 'scripts/bench/world-memory.ts']);
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`world-memory exited with ${code}`))));
  });
  results.sessionMemoryMB = JSON.parse(memory) as { totalMB: number; heapMB: number; buffersMB: number };

  // 1. load: the mock server, then the same bytes from a bare and an Express server
  const mock = startProcess([...tsx, 'mock-server/src/main.ts', '--port', String(ports.mock)]);
  await waitFor(`http://127.0.0.1:${ports.mock}/health`);
  const base = `http://127.0.0.1:${ports.mock}`;
  const headers = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, 'content-type': 'application/json' };

  const resetHttp: number[] = [];
  for (let i = 0; i < 50; i += 1) {
    const started = performance.now();
    await fetch(`${base}/__admin/reset`, { method: 'POST', headers, body: JSON.stringify({ scenario: 'default' }) });
    resetHttp.push(performance.now() - started);
  }
  results.resetOverHttpMs = {
    p50: +percentile(resetHttp, 50).toFixed(2),
    p99: +percentile(resetHttp, 99).toFixed(2),
    target: 20,
  };

  const authed = await loggedIn(base, headers);
  const walletBytes = await (await fetch(`${base}/api/wallet`, { headers: authed })).text();
  const transferBody = JSON.stringify({ from: 'WALLET', to: 'PG', amount: 1 });
  const transferBytes = await (
    await fetch(`${base}/api/wallet/transfer`, { method: 'POST', headers: authed, body: transferBody })
  ).text();

  const plain = startProcess(['scripts/bench/plain-servers.mjs'], {
    BARE_PORT: String(ports.bare),
    EXPRESS_PORT: String(ports.express),
    WALLET_JSON: walletBytes,
    TRANSFER_JSON: transferBytes,
  });
  await waitFor(`http://127.0.0.1:${ports.bare}/health`);
  await waitFor(`http://127.0.0.1:${ports.express}/health`);

  const walletRead = [
    await load('mock server GET /api/wallet (validated)', { url: `${base}/api/wallet`, headers: authed }),
    await load('plain Express GET, same JSON', {
      url: `http://127.0.0.1:${ports.express}/api/wallet`,
      headers: authed,
    }),
    await load('bare node:http GET, same JSON', { url: `http://127.0.0.1:${ports.bare}/api/wallet`, headers: authed }),
  ];
  const back = JSON.stringify({ from: 'PG', to: 'WALLET', amount: 1 });
  const requests = [
    { method: 'POST' as const, path: '/api/wallet/transfer', headers: authed, body: transferBody },
    { method: 'POST' as const, path: '/api/wallet/transfer', headers: authed, body: back },
  ];
  const transfer = [
    await load('mock server POST /api/wallet/transfer (validated)', { url: base, requests }),
    await load('plain Express POST, same JSON', { url: `http://127.0.0.1:${ports.express}`, requests }),
    await load('bare node:http POST, same JSON', { url: `http://127.0.0.1:${ports.bare}`, requests }),
  ];
  stopServer(mock);
  stopServer(plain);
  results.walletRead = walletRead;
  results.transfer = transfer;

  const table = (rows: LoadResult[]) =>
    rows
      .map(
        (r) =>
          `  ${r.target.padEnd(52)} ${String(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms  errors ${r.errors}  non-2xx ${r.non2xx}`,
      )
      .join('\n');
  return [
    `Load: ${CONNECTIONS} connections, ${DURATION_S} s each, one after another in this run`,
    table(walletRead),
    table(transfer),
    `Wallet read: mock ${walletRead[0].rps} req/s = ${(walletRead[0].rps / walletRead[2].rps).toFixed(2)}x bare node:http (${walletRead[2].rps} req/s; budget ${budgets.walletReadVsBare}x), ${(walletRead[0].rps / walletRead[1].rps).toFixed(2)}x plain Express; p99 ${walletRead[0].p99} ms (budget ${budgets.walletReadP99Ms} ms)`,
    `Transfer: mock ${transfer[0].rps} req/s, p99 ${transfer[0].p99} ms (budget ${budgets.transferP99Ms} ms)`,
    `Scenario reset: in process p50 ${(results.resetInProcessMs as { p50: number }).p50} ms, p99 ${(results.resetInProcessMs as { p99: number }).p99} ms; over HTTP p50 ${(results.resetOverHttpMs as { p50: number }).p50} ms (budget ${budgets.resetMs} ms)`,
    `Memory of one session at its ceiling: ${(results.sessionMemoryMB as { totalMB: number }).totalMB} MB (rows, journal ${(results.sessionMemoryMB as { heapMB: number }).heapMB} MB of heap; uploads ${(results.sessionMemoryMB as { buffersMB: number }).buffersMB} MB); ${MAX_SESSIONS} sessions at most`,
    `Cold start of the mock server: best ${(results.coldStartMs as { best: number }).best} ms of ${coldStarts.length} (budget ${budgets.coldStartMs} ms)`,
  ];
}

/** The headers of the default scenario's member, logged in on the simulator at `base`. */
async function loggedIn(base: string, headers: Record<string, string>): Promise<Record<string, string>> {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username: '0812345678', password: 'secret123' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { ...headers, authorization: `Bearer ${token}` };
}

/** 2b. List reads of a member with HISTORY entries in every listed model, through HTTP at 50 connections. */
async function benchHistory(results: Record<string, unknown>): Promise<string[]> {
  const history = SMOKE ? 200 : Number(process.env.HISTORY ?? 10_000);
  const child = startServer(process.execPath, ['--import', 'tsx', 'scripts/bench/history-server.ts'], {
    env: { ...process.env, PORT: String(ports.history), HISTORY: String(history) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seedMs = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /ready (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`history server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${ports.history}`;
  const headers = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, 'content-type': 'application/json' };
  const authed = await loggedIn(base, headers);
  // The deepest pages the lists keep.
  const kept = (model: keyof typeof ROW_LIMITS) => Math.min(history, ROW_LIMITS[model].owner);
  const deep = Math.ceil(kept('statement') / 10);
  const chatBack = kept('chatMessage') - 10;
  const lists: [string, string, unknown][] = [
    ['statement, page 1', '/api/statement', { page: 1, limit: 10 }],
    [`statement, page ${deep}`, '/api/statement', { page: deep, limit: 10 }],
    ['slips, page 1', '/api/statement/slip', { page: 1, limit: 10 }],
    ['invites, page 1', '/api/invite', { page: 1, limit: 10 }],
    ['refunds, page 1', '/api/refund', { page: 1, limit: 10 }],
    ['chat history, newest 10', '/api/chat/history', { userId: null, guestId: null, limit: 10, skip: 0 }],
    [`chat history, ${chatBack} back`, '/api/chat/history', { userId: null, guestId: null, limit: 10, skip: chatBack }],
  ];
  const rows: LoadResult[] = [];
  for (const [label, path, body] of lists) {
    const probe = await fetch(base + path, { method: 'POST', headers: authed, body: JSON.stringify(body) });
    if (!probe.ok) throw new Error(`${path} answered ${probe.status}: ${await probe.text()}`);
    rows.push(
      await load(`POST ${path} (${label})`, {
        url: base + path,
        method: 'POST',
        headers: authed,
        body: JSON.stringify(body),
        duration: LIST_S,
      }),
    );
  }
  // Writes too: a transfer there and back, each writing a statement entry, on top of the long history.
  const there = JSON.stringify({ from: 'WALLET', to: 'PG', amount: 1 });
  const back = JSON.stringify({ from: 'PG', to: 'WALLET', amount: 1 });
  rows.push(
    await load('POST /api/wallet/transfer (there and back)', {
      url: base,
      duration: LIST_S,
      requests: [
        { method: 'POST', path: '/api/wallet/transfer', headers: authed, body: there },
        { method: 'POST', path: '/api/wallet/transfer', headers: authed, body: back },
      ],
    }),
  );
  // A page read after every change is never a page kept from before: what a list costs when it is built. Its
  // own latency, timed alone, though transfers run between the reads.
  rows.push(
    await readAfterChange(
      'POST /api/statement after each transfer (built anew)',
      { url: `${base}/api/statement`, headers: authed, body: JSON.stringify({ page: 1, limit: 10 }) },
      [there, back].map((body) => ({ url: `${base}/api/wallet/transfer`, headers: authed, body })),
    ),
  );
  stopServer(child);
  results.history = { entriesPerList: history, seedMs, lists: rows };
  return [
    `List reads after ${history.toLocaleString('en')} entries per list, each kept to its limit (seeded in ${seedMs} ms), ${CONNECTIONS} connections:`,
    ...rows.map(
      (r) =>
        `  ${r.target.padEnd(60)} ${String(r.rps).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  p99 ${String(r.p99).padStart(3)} ms (budget ${r.target.includes('/transfer (') ? budgets.transferP99Ms : budgets.listReadP99Ms} ms)  non-2xx ${r.non2xx}`,
    ),
  ];
}

/** The modals the home opens (app/modal-outlet.tsx), each a lazy chunk of its own. */
const HOME_MODALS = ['deposit', 'withdraw', 'transfer', 'game&code=PG', 'invite', 'refund', 'agreement'] as const;

async function benchWebApp(results: Record<string, unknown>): Promise<string[]> {
  const lines: string[] = [];
  const slowRuns = SMOKE ? 1 : Number(process.env.SLOW_RUNS ?? 3);
  const lighthouseRuns = SMOKE ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 5);
  // The smoke takes one page of each kind where the bench takes all: a visitor's, the home, one modal.
  const firstLoadRoutes = SMOKE
    ? ['/login', '/user/home', '/user/profile', '/user/home?modal=deposit']
    : ['/login', '/register', '/user/home', '/user/profile', ...HOME_MODALS.map((name) => `/user/home?modal=${name}`)];
  const lighthouseRoutes = SMOKE
    ? LIGHTHOUSE_ROUTES.filter((route) => ['/login', '/user/home'].includes(route.path))
    : LIGHTHOUSE_ROUTES;
  const { firstLoad, slowNetwork, carouselFrames, lighthouseScores, chatHistory } = await withWebApp(async (app) => ({
    firstLoad: await measureFirstLoad(app, firstLoadRoutes, await memberToken(app)),
    slowNetwork: await measureSlowNetwork(app, slowRuns),
    carouselFrames: await measureCarouselFrames(app),
    lighthouseScores: await measureLighthouse(app, lighthouseRoutes, lighthouseRuns),
    chatHistory: SMOKE || process.env.CHAT_MESSAGES === '0' ? null : await measureChatHistory(app),
  }));
  results.chatHistory = chatHistory;
  results.firstLoadJs = firstLoad;
  results.slowNetwork = slowNetwork;
  results.lighthouse = lighthouseScores;
  results.carouselFrames = carouselFrames;
  for (const entry of firstLoad.filter((each) => !each.route.startsWith('/user'))) {
    const budget = entry.route in budgets.firstLoadKB ? ` (budget ${budgets.firstLoadKB[entry.route]} KB)` : '';
    lines.push(
      `First-load JavaScript of ${entry.route}: ${entry.gzipKB} KB gzipped (${entry.rawKB} KB raw, ${entry.files} files)${budget}`,
    );
  }
  // The home page's own code: what /user/home fetches that a bare member page (the profile placeholder) does
  // not. The app has one stylesheet, inlined into every page, so no CSS is fetched per page.
  const [home, shell] = ['/user/home', '/user/profile'].map((route) => firstLoad.find((each) => each.route === route));
  if (home && shell) {
    const own = Object.entries(home.gzipBytes).filter(([path]) => !(path in shell.gzipBytes));
    const ownKB = (own.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024).toFixed(1);
    results.homeOwnKB = Number(ownKB);
    lines.push(
      `JavaScript of /user/home beyond the member shell: ${ownKB} KB gzipped (${own.map(([path]) => path.replace('/assets/', '')).join(', ')}) (budget ${budgets.homeOwnKB} KB)`,
    );
  }
  // Each home modal's own code: what opening it on the home fetches beyond the home itself (its lazy chunk and
  // whatever it alone uses).
  if (home) {
    const modals = HOME_MODALS.flatMap((name) => {
      const opened = firstLoad.find((each) => each.route === `/user/home?modal=${name}`);
      if (!opened) return [];
      const own = Object.entries(opened.gzipBytes).filter(([path]) => !(path in home.gzipBytes));
      return [
        `${name.split('&')[0]} ${(own.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024).toFixed(1)} KB (${own.length} files)`,
      ];
    });
    lines.push(`JavaScript of each home modal beyond the home, gzipped: ${modals.join(', ')}`);
  }
  lines.push(`Slow 3G (2 s round trip, 400 kbit/s), ${slowRuns} runs each, fastest–slowest ms from the navigation:`);
  for (const entry of slowNetwork) {
    const moments = (['painted', 'shown', 'typeable', 'balance', 'usable'] as const).flatMap((moment) => {
      const values = entry.runs.map((run) => run[moment]).filter((ms): ms is number => ms !== undefined);
      return values.length ? [`${moment} ${Math.min(...values)}–${Math.max(...values)}`] : [];
    });
    lines.push(`  ${entry.visit.padEnd(32)} ${moments.join('  ')}`);
  }
  const { arrows, swipes } = carouselFrames;
  lines.push(
    `Game ring at 4× CPU slowdown (trace): ${arrows.moves} arrow moves ${arrows.presented} frames presented, ${arrows.dropped} dropped; ${swipes.moves} swipes ${swipes.presented} presented, ${swipes.dropped} dropped`,
  );
  if (chatHistory) {
    const sorted = [...chatHistory.pageMs].sort((a, b) => a - b);
    lines.push(
      `Chat with ${chatHistory.messages} messages at 4× CPU slowdown: ${chatHistory.pages} older pages loaded to the start, each ${sorted[0]}–${sorted.at(-1)} ms from the scroll to its rows drawn (median ${sorted[Math.floor(sorted.length / 2)]}; first ${chatHistory.pageMs[0]}, last ${chatHistory.pageMs.at(-1)}); longest task ${chatHistory.longestTaskMs} ms; a new message with all drawn: ${chatHistory.newMessageMs} ms to the screen`,
    );
  }
  lines.push(
    `Lighthouse mobile, ${lighthouseRuns} runs per page, worst run (budgets on every page: performance ${budgets.lighthouse.performance}, LCP ${budgets.lighthouse.lcpMs} ms, accessibility ${budgets.lighthouse.accessibility}, best practices ${budgets.lighthouse.bestPractices}):`,
  );
  for (const entry of lighthouseScores.filter((score) => score.runs.length > 0)) {
    const worst = (key: 'performance' | 'accessibility' | 'bestPractices') =>
      Math.min(...entry.runs.map((r) => r[key]));
    const most = (key: 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls') => Math.max(...entry.runs.map((r) => r[key]));
    lines.push(
      `  ${entry.route.padEnd(16)} performance ${worst('performance')} (runs ${entry.runs.map((r) => r.performance).join(' ')})  FCP ≤ ${most('fcpMs')} ms  LCP ≤ ${most('lcpMs')} ms  TBT ≤ ${most('tbtMs')} ms  CLS ≤ ${most('cls')}  accessibility ${worst('accessibility')}  best practices ${worst('bestPractices')}${entry.runs.flatMap((r) => r.failing).length ? `  failing: ${[...new Set(entry.runs.flatMap((r) => r.failing))].join(', ')}` : ''}  LCP element: ${[...new Set(entry.runs.map((r) => r.lcpElement))].join(' | ')}  slowest LCP: ${entry.runs.reduce((slowest, r) => (r.lcpMs > slowest.lcpMs ? r : slowest)).lcpPhases}`,
    );
  }
  return lines;
}

async function benchConsole(results: Record<string, unknown>): Promise<string[]> {
  const figures = await measureConsole(undefined, SMOKE ? 2 : 10);
  results.console = figures;
  const { firstLoad, journal } = figures;
  return [
    `QA console first load (/__console): ${firstLoad.jsGzipKB} KB JavaScript + ${firstLoad.cssGzipKB} KB CSS gzipped, ${firstLoad.files} files (budget ${budgets.consoleKB} KB)`,
    `QA console journal under ${journal.rate} requests/s for ${journal.seconds} s (${journal.sentPerSecond} sent/s): ${journal.longTasks} tasks over 50 ms, longest ${journal.longestTaskMs} ms; frame gaps p95 ${journal.frameGapP95Ms} ms, max ${journal.frameGapMaxMs} ms; ${journal.behindAtEnd} entries behind 1.5 s after the load (${journal.shownAtEnd})`,
  ];
}

async function benchDemo(results: Record<string, unknown>): Promise<string[]> {
  const demo = await measureDemo();
  results.demo = demo;
  return [
    `Demo (npm run build:demo) /login: ${demo.demoKB} KB JavaScript gzipped (budget ${budgets.demo.loginTotalKB} KB) against the product's ${demo.productKB} KB (${demo.addedKB} KB more); the demo's own files ${demo.ownKB} KB (budget ${budgets.demo.ownKB} KB), ${demo.ownBeforePaintKB} KB of them requested before the first paint (${demo.firstPaintMs} ms); the largest file ${demo.largestFile.path} ${demo.largestFile.gzipKB} KB; demo bar there ${demo.readyMs} ms after navigation`,
  ];
}

/** BENCH_ONLY=server, web, console or demo runs one part; all run by default. */
async function main(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  const runs = (part: string) => only === undefined || only === part;
  const results: Record<string, unknown> = { date: new Date().toISOString() };
  const lines = [
    ...(runs('server') ? await benchMockServer(results) : []),
    ...(runs('server') ? await benchHistory(results) : []),
    ...(runs('web') ? await benchWebApp(results) : []),
    ...(runs('console') ? await benchConsole(results) : []),
    ...(runs('demo') ? await benchDemo(results) : []),
  ];
  const checks = checkBudgets(results);
  results.budgets = checks;
  lines.push(...budgetLines(checks));
  if (SMOKE)
    lines.push('Smoke size (BENCH_SMOKE=1): 1 s loads on cold servers, so these figures are not measurements.');
  process.stdout.write(`${lines.join('\n')}\n`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync(SMOKE ? '.bench/smoke.json' : '.bench/results.json', JSON.stringify(results, null, 2));
  if (!SMOKE && checks.some((each) => !each.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
