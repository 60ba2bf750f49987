#!/usr/bin/env node
/**
 * Proves a journey before it lands: runs the given spec files (or `file:line`) N times each, all at once on
 * twice as many workers as the machine has cores, so each run has the load of a full suite around it, with no
 * retries and a flaky pass counted as a failure.
 *
 *   npm run test:repeat -- e2e/bonus.spec.ts                 five times each
 *   npm run test:repeat -- --times 20 e2e/bonus.spec.ts:40   twenty times
 *
 * Any other option goes to `playwright test` as it is (`--project laos`, `--workers 2`).
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
let times = 5;
const timesAt = args.indexOf('--times');
if (timesAt !== -1) {
  times = Number(args[timesAt + 1]);
  args.splice(timesAt, 2);
}
if (!Number.isInteger(times) || times < 1 || !args.some((arg) => !arg.startsWith('-'))) {
  console.error('usage: npm run test:repeat -- [--times N] e2e/some.spec.ts[:line] …');
  process.exit(2);
}
const workers = args.includes('--workers') ? [] : ['--workers', String(availableParallelism() * 2)];
const chromium = spawnSync(process.execPath, ['scripts/ensure-chromium.mjs'], { stdio: 'inherit' });
if (chromium.status !== 0) process.exit(chromium.status ?? 1);
const run = spawnSync(
  'npx',
  [
    'playwright',
    'test',
    '--repeat-each',
    String(times),
    '--retries',
    '0',
    '--fail-on-flaky-tests',
    ...workers,
    ...args,
  ],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
