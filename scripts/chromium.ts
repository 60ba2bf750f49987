import { existsSync } from 'node:fs';

/**
 * The Chromium the bench drives (Lighthouse and the timings a player would see): CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own (undefined: `npx playwright install chromium`).
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the browser's own window, tabs and UI pages
 * (the same path in scripts/ensure-chromium.mjs, which cannot import this file).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else Debian's headless shell, else the bench's. The shell
 * spends about a fifth less of the machine over the suite (docs/decisions/025); scripts/ensure-chromium.mjs
 * installs it beside the full browser when it may.
 */
export const journeyChromiumPath =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

/** Flags for a sandboxed CI machine with a closed network: no GPU, no background calls home. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
