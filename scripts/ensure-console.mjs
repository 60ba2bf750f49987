#!/usr/bin/env node
/**
 * Builds the QA console (console/dist, served by the mock server at /__console) when it is missing or older
 * than its sources, the contract or the portal's styles it uses: `npm start` and `npm run mock` call it first, so the console is
 * there on a fresh clone without a separate step, and a rebuild costs nothing when nothing changed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'console/dist/index.html');
const sources = ['console/src', 'console/index.html', 'console/vite.config.ts', 'contract/src', 'web/src/styles'];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...sources.map((source) => newest(join(root, source))))) {
  process.stdout.write('building the QA console (console/dist)…\n');
  const result = spawnSync('npm', ['run', 'build', '-w', 'console', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
