/**
 * The bench's budgets (budgets.json) held against one run's figures: every figure with its budget, whether it
 * is within, and the run fails when one is not. The slow-3G budget is the moment a login can be sent (a visit
 * to /login) or the balance is on screen (the home); Lighthouse's hold in every run, not on a median.
 */
import { readFileSync } from 'node:fs';

export interface Budgets {
  firstLoadKB: Record<string, number>;
  homeOwnKB: number;
  lighthouse: { performance: number; accessibility: number; bestPractices: number; lcpMs: number };
  slow3gMs: Record<string, number>;
  walletReadVsBare: number;
  walletReadP99Ms: number;
  transferP99Ms: number;
  listReadP99Ms: number;
  resetMs: number;
  coldStartMs: number;
  consoleKB: number;
  /** The demo's own files, how much of them before the first paint, its whole /login (decision 024). */
  demo: { ownKB: number; ownBeforePaintKB: number; loginTotalKB: number };
}

export const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as Budgets;

export interface Check {
  name: string;
  value: number;
  budget: number;
  /** "at most" (sizes, times) or "at least" (scores, ratios). */
  kind: 'max' | 'min';
  ok: boolean;
}

const check = (name: string, value: number, budget: number, kind: Check['kind'] = 'max'): Check => ({
  name,
  value,
  budget,
  kind,
  ok: kind === 'max' ? value <= budget : value >= budget,
});

interface Load {
  target: string;
  rps: number;
  p99: number;
}

/** The checks of the figures a run has (a part it skipped has none). */
export function checkBudgets(results: Record<string, unknown>): Check[] {
  const checks: Check[] = [];
  const firstLoad = results.firstLoadJs as { route: string; gzipKB: number }[] | undefined;
  for (const entry of firstLoad ?? []) {
    const budget = budgets.firstLoadKB[entry.route];
    if (budget !== undefined)
      checks.push(check(`first-load JavaScript of ${entry.route}, KB gzipped`, entry.gzipKB, budget));
  }
  if (typeof results.homeOwnKB === 'number')
    checks.push(check('JavaScript of /user/home beyond the member shell, KB', results.homeOwnKB, budgets.homeOwnKB));
  const lighthouse = results.lighthouse as
    | { route: string; runs: { performance: number; accessibility: number; bestPractices: number; lcpMs: number }[] }[]
    | undefined;
  for (const { route, runs } of lighthouse ?? []) {
    if (runs.length === 0) continue;
    const worst = (key: 'performance' | 'accessibility' | 'bestPractices') => Math.min(...runs.map((run) => run[key]));
    checks.push(
      check(
        `Lighthouse performance of ${route}, worst run`,
        worst('performance'),
        budgets.lighthouse.performance,
        'min',
      ),
    );
    checks.push(
      check(
        `Lighthouse LCP of ${route}, worst run, ms`,
        Math.max(...runs.map((run) => run.lcpMs)),
        budgets.lighthouse.lcpMs,
      ),
    );
    checks.push(
      check(
        `Lighthouse accessibility of ${route}, worst run`,
        worst('accessibility'),
        budgets.lighthouse.accessibility,
        'min',
      ),
    );
    checks.push(
      check(
        `Lighthouse best practices of ${route}, worst run`,
        worst('bestPractices'),
        budgets.lighthouse.bestPractices,
        'min',
      ),
    );
  }
  const slow = results.slowNetwork as { visit: string; runs: { usable?: number; balance?: number }[] }[] | undefined;
  for (const { visit, runs } of slow ?? []) {
    const budget = budgets.slow3gMs[visit];
    if (budget === undefined || runs.length === 0) continue;
    const moment = visit.startsWith('/user/home') ? 'balance' : 'usable';
    const slowest = Math.max(...runs.map((run) => run[moment] ?? Number.POSITIVE_INFINITY));
    checks.push(check(`slow 3G ${visit}: ${moment}, slowest run, ms`, slowest, budget));
  }
  const walletRead = results.walletRead as Load[] | undefined;
  if (walletRead) {
    const [mock, , bare] = walletRead;
    checks.push(
      check(
        'validated wallet read ÷ bare node:http, req/s',
        +(mock.rps / bare.rps).toFixed(2),
        budgets.walletReadVsBare,
        'min',
      ),
    );
    checks.push(check('validated wallet read p99 at 50 connections, ms', mock.p99, budgets.walletReadP99Ms));
  }
  const transfer = results.transfer as Load[] | undefined;
  if (transfer) checks.push(check('transfer p99 at 50 connections, ms', transfer[0].p99, budgets.transferP99Ms));
  const history = results.history as { lists: Load[] } | undefined;
  for (const list of history?.lists ?? []) {
    const budget = list.target.includes('/transfer (') ? budgets.transferP99Ms : budgets.listReadP99Ms;
    checks.push(check(`${list.target} p99, ms`, list.p99, budget));
  }
  const resetInProcess = results.resetInProcessMs as { p99: number } | undefined;
  if (resetInProcess) checks.push(check('scenario reset in process, p99 ms', resetInProcess.p99, budgets.resetMs));
  const reset = results.resetOverHttpMs as { p50: number } | undefined;
  if (reset) checks.push(check('scenario reset over HTTP, p50 ms', reset.p50, budgets.resetMs));
  const cold = results.coldStartMs as { best: number } | undefined;
  if (cold) checks.push(check('mock server cold start, best ms', cold.best, budgets.coldStartMs));
  const consoleFigures = results.console as { firstLoad: { jsGzipKB: number } } | undefined;
  if (consoleFigures)
    checks.push(check('QA console first load, KB gzipped', consoleFigures.firstLoad.jsGzipKB, budgets.consoleKB));
  const demo = results.demo as { ownKB: number; ownBeforePaintKB: number; demoKB: number } | undefined;
  if (demo)
    checks.push(
      check("the demo's own JavaScript on /login, KB gzipped", demo.ownKB, budgets.demo.ownKB),
      check('of it requested before the first paint, KB', demo.ownBeforePaintKB, budgets.demo.ownBeforePaintKB),
      check("the demo's whole /login JavaScript, KB gzipped", demo.demoKB, budgets.demo.loginTotalKB),
    );
  return checks;
}

/** The checks as lines: each figure, its budget, and whether it holds. */
export function budgetLines(checks: Check[]): string[] {
  const failed = checks.filter((each) => !each.ok).length;
  return [
    `Budgets (scripts/bench/budgets.json): ${checks.length - failed} of ${checks.length} held${failed ? `, ${failed} broken` : ''}`,
    ...checks.map(
      (each) =>
        `  ${each.ok ? 'ok  ' : 'OVER'} ${each.name.padEnd(72)} ${String(each.value).padStart(8)} (${each.kind === 'max' ? 'at most' : 'at least'} ${each.budget})`,
    ),
  ];
}
