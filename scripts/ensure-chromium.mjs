#!/usr/bin/env node
/**
 * Finds a Chromium for the bench and the Playwright journeys, in the order scripts/chromium.ts uses:
 *   1. CHROMIUM_PATH (must be an executable file),
 *   2. Debian's /usr/bin/chromium,
 *   3. Playwright's own Chromium (npx playwright install chromium),
 *   4. as root on Debian: apt-get install chromium, then /usr/bin/chromium.
 * Beside Debian's, as root, it installs Debian's chromium-headless-shell for the journeys (docs/decisions/025);
 * without it they run in the full browser.
 * Exit 0 with the path on stderr, or exit 1 saying how to get one.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** The journeys' browser (scripts/chromium.ts names the same path). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

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
  if (path === DEBIAN_CHROMIUM) ensureHeadlessShell();
  process.exit(0);
}

function isDebian() {
  if (!existsSync('/etc/os-release')) return false;
  const osRelease = readFileSync('/etc/os-release', 'utf8');
  return /^ID="?debian"?$/m.test(osRelease);
}
const mayInstall =
  process.platform === 'linux' && typeof process.getuid === 'function' && process.getuid() === 0 && isDebian();

function aptInstall(pkg) {
  return spawnSync('sh', ['-c', `apt-get update && apt-get install -y ${pkg}`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  }).status;
}

/** The journeys' lighter Chromium, from the same Debian release as the browser; its absence slows them, no more. */
function ensureHeadlessShell() {
  if (isExecutable(HEADLESS_SHELL)) {
    process.stderr.write(`chromium: ${HEADLESS_SHELL} for the journeys\n`);
    return;
  }
  if (!mayInstall) return;
  process.stderr.write("chromium: installing Debian's chromium-headless-shell for the journeys\n");
  if (aptInstall('chromium-headless-shell') !== 0 || !isExecutable(HEADLESS_SHELL)) {
    process.stderr.write(
      'chromium: chromium-headless-shell could not be installed; the journeys run in the full browser\n',
    );
  }
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
if (mayInstall) {
  process.stderr.write("chromium: not found; installing Debian's chromium with apt-get (about half a minute)\n");
  const status = aptInstall('chromium');
  if (status === 0 && isExecutable(DEBIAN_CHROMIUM)) found(DEBIAN_CHROMIUM, 'installed with apt-get');
  fail(`apt-get install chromium failed (exit ${status}).\n${howToGetOne}`);
}

fail(`No Chromium found for the Playwright journeys.\n${howToGetOne}`);
