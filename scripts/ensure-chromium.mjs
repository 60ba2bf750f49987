#!/usr/bin/env node
/**
 * Finds a Chromium for the Playwright journeys, in the order playwright.config.ts uses:
 *   1. CHROMIUM_PATH (must be an executable file),
 *   2. Debian's /usr/bin/chromium,
 *   3. Playwright's own Chromium (npx playwright install chromium),
 *   4. as root on Debian: apt-get install chromium, then /usr/bin/chromium.
 * Exit 0 with the path on stderr, or exit 1 saying how to get one.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function found(path, how) {
  process.stderr.write(`chromium: ${path} (${how})\n`);
  process.exit(0);
}

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

const howToGetOne = [
  'Install one of these and run again:',
  '  - Debian/Ubuntu (as root):  apt-get install chromium        (gives /usr/bin/chromium)',
  '  - anywhere:                 npx playwright install chromium',
  '  - or point CHROMIUM_PATH at a Chromium binary:  CHROMIUM_PATH=/path/to/chromium npm test',
].join('\n');

// 1. An explicit choice wins; a wrong one is an error rather than a silent fallback (playwright.config.ts uses it as is).
const fromEnv = process.env.CHROMIUM_PATH;
if (fromEnv) {
  if (isExecutable(fromEnv)) found(fromEnv, 'CHROMIUM_PATH');
  fail(`CHROMIUM_PATH is set to "${fromEnv}", which is not an executable file.\n${howToGetOne}`);
}

// 2. Debian's package.
if (isExecutable(DEBIAN_CHROMIUM)) found(DEBIAN_CHROMIUM, 'Debian package');

// 3. A browser downloaded by Playwright itself.
function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && isExecutable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
const ownPath = playwrightChromium();
if (ownPath) found(ownPath, "Playwright's own");

// 4. Install Debian's package when we may.
function isDebian() {
  if (!existsSync('/etc/os-release')) return false;
  const osRelease = readFileSync('/etc/os-release', 'utf8');
  return /^ID="?debian"?$/m.test(osRelease);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

if (process.platform === 'linux' && isRoot && isDebian()) {
  process.stderr.write("chromium: not found; installing Debian's chromium with apt-get (about half a minute)\n");
  const result = spawnSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status === 0 && isExecutable(DEBIAN_CHROMIUM)) found(DEBIAN_CHROMIUM, 'installed with apt-get');
  fail(`apt-get install chromium failed (exit ${result.status ?? result.signal}).\n${howToGetOne}`);
}

fail(`No Chromium found for the Playwright journeys.\n${howToGetOne}`);
