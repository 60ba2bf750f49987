import { existsSync } from 'node:fs';

/**
 * The Chromium the journeys and the bench drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else
 * Playwright's own (undefined: `npx playwright install chromium`). scripts/ensure-chromium.mjs finds one first.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
