#!/usr/bin/env node
/**
 * npm run typecheck: every TypeScript project of the repository, checked by TypeScript 7 (the native compiler,
 * the `typescript-7` package) one after another, each with its errors; the run fails when any did.
 * typescript-eslint still needs TypeScript 5's JavaScript API, so `typescript` stays 5.9 for the linter and the
 * editors (docs/decisions/026).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The package exports no bin path: found beside its package.json. */
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');
const projects = [
  'contract',
  'mock-server',
  'mock-server/tsconfig.browser.json',
  'web',
  'web/sw',
  'console',
  'tsconfig.tools.json',
];

let failed = 0;
for (const project of projects) {
  const started = performance.now();
  const { status, error } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (error) process.stdout.write(`${error.message}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${status === 0 ? 'ok    ' : 'FAILED'} ${project} (${seconds} s)\n`);
  if (status !== 0) failed += 1;
}
if (failed > 0) process.exit(1);
