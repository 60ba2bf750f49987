import { describe, expect, it } from 'vitest';
import { budgetLines, budgets, checkBudgets } from './budgets.js';

describe('the bench budgets', () => {
  it('holds each figure a run has against its budget: sizes and times at most, scores and ratios at least', () => {
    const checks = checkBudgets({
      firstLoadJs: [
        { route: '/login', gzipKB: budgets.firstLoadKB['/login'] },
        { route: '/register', gzipKB: budgets.firstLoadKB['/register'] + 0.1 },
        { route: '/user/home', gzipKB: 900 },
      ],
      lighthouse: [
        {
          route: '/login',
          runs: [
            { performance: 100, accessibility: 100, bestPractices: 100, lcpMs: 900 },
            { performance: 94, accessibility: 100, bestPractices: 100, lcpMs: 2100 },
          ],
        },
      ],
      walletRead: [
        { target: 'mock', rps: 6000, p99: 9 },
        { target: 'express', rps: 8000, p99: 5 },
        { target: 'bare', rps: 10000, p99: 4 },
      ],
    });
    const byName = Object.fromEntries(checks.map((each) => [each.name, each.ok]));
    expect(byName).toEqual({
      'first-load JavaScript of /login, KB gzipped': true,
      'first-load JavaScript of /register, KB gzipped': false,
      // One run in five under 95 breaks the budget: the worst run counts, not the median.
      'Lighthouse performance of /login, worst run': false,
      'Lighthouse LCP of /login, worst run, ms': false,
      'Lighthouse accessibility of /login, worst run': true,
      'Lighthouse best practices of /login, worst run': true,
      'validated wallet read ÷ bare node:http, req/s': true,
      'validated wallet read p99 at 50 connections, ms': true,
    });
    expect(budgetLines(checks)[0]).toContain('5 of 8 held, 3 broken');
  });

  it('judges a slow-3G login by when it can be sent and the home by its balance; a run that never got there fails', () => {
    const checks = checkBudgets({
      slowNetwork: [
        { visit: '/login, first visit (Thai)', runs: [{ usable: 4200 }, { usable: 4900 }] },
        { visit: '/user/home, returning member', runs: [{ balance: 3000 }, {}] },
      ],
    });
    expect(checks.map((each) => [each.name, each.value, each.ok])).toEqual([
      ['slow 3G /login, first visit (Thai): usable, slowest run, ms', 4900, true],
      ['slow 3G /user/home, returning member: balance, slowest run, ms', Number.POSITIVE_INFINITY, false],
    ]);
  });
});
