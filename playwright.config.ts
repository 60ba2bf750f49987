import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import type { Options } from './e2e/fixtures';
import { chromiumFlags, journeyChromiumPath } from './scripts/chromium';

/**
 * Browser journeys: the built web app (vite preview on 4173) against the mock server (3101), each journey in a simulator session of its own, in Chromium at
 * the 390x844 phone the design is drawn for. `npm run test:e2e` finds a Chromium first (scripts/ensure-chromium.mjs).
 */
/** E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run their journeys at once. */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const MOCK_PORT = 3101 + OFFSET;
const WEB_PORT = 4173 + OFFSET;
/** The Laos build (vite build --mode laos) against a mock server in the laos scenario. */
const LAOS_MOCK_PORT = 3102 + OFFSET;
const LAOS_WEB_PORT = 4174 + OFFSET;
/** The backend-less demo (npm run build:demo), served as a static host would: no mock server behind it. */
const DEMO_PORT = 4175 + OFFSET;
const CI = !!process.env.CI;

/** A 390x844 phone in Debian's Chromium, opening the web app on one port with its mock server on another. */
function phone(port: number, mockPort: number, locale: string, startScenario: string) {
  return {
    baseURL: `http://127.0.0.1:${port}`,
    mockUrl: `http://127.0.0.1:${mockPort}`,
    startScenario,
    browserName: 'chromium' as const,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    launchOptions: { executablePath: journeyChromiumPath, args: chromiumFlags },
  };
}

export default defineConfig<Options>({
  testDir: 'e2e',
  // Every journey has its own simulator session (e2e/fixtures.ts), so they all run at once. Half again as many
  // workers as cores: a journey also waits (support's replies, a debounce, the network), and the third worker
  // fills those waits on CI's two cores (issue 27: 52 chat, game and console journeys in 148 s on two workers, 126 s
  // on three; the whole suite 345 s on three, 327 s on four, for a heavier load on each journey). `npm run
  // test:repeat` proves a journey at twice the cores.
  fullyParallel: true,
  workers: Math.max(2, Math.ceil(availableParallelism() * 1.5)),
  retries: 0,
  forbidOnly: CI,
  // A journey that passes only on a second try fails the run (issue 27): with no retries there is none, and a
  // retry added to a project or a file cannot hide one.
  failOnFlakyTests: CI,
  // Each journey as it ends, then the time per project and the slowest journeys (e2e/timing-reporter.ts).
  reporter: [['list'], ['./e2e/timing-reporter.ts']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Requests a service worker makes bypass page.route, and a worker would serve the shell it cached: the
    // journeys stub the network and expect fresh loads, so none registers. The PWA journeys allow it.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'mobile-chromium',
      testIgnore: /\.(laos|demo)\.spec\.ts$/,
      grepInvert: /@spec-only/,
      use: phone(WEB_PORT, MOCK_PORT, 'th-TH', 'default'),
    },
    // The chat, registration, home and money journeys again against worlds that answer only the spec's routes,
    // as a real backend without this contract's additions would (decision 036). A journey about an addition
    // itself is tagged @additions; one about the spec's way without it, @spec-only.
    {
      name: 'spec-only',
      testMatch: /\/(chat|chat-member|register|home|home-screen|money-moves|deposit)\.spec\.ts$/,
      grepInvert: /@additions/,
      use: { ...phone(WEB_PORT, MOCK_PORT, 'th-TH', 'default'), specOnly: true },
    },
    { name: 'laos', testMatch: /\.laos\.spec\.ts$/, use: phone(LAOS_WEB_PORT, LAOS_MOCK_PORT, 'lo-LA', 'laos') },
    // The demo's journeys use plain Playwright (no simulator session): MSW's worker must be allowed to register.
    {
      name: 'demo',
      testMatch: /\.demo\.spec\.ts$/,
      use: { ...phone(DEMO_PORT, DEMO_PORT, 'th-TH', 'default'), serviceWorkers: 'allow' },
    },
  ],
  webServer: [
    {
      name: 'mock',
      // The QA console (/__console) is built first when missing or out of date; "open as" opens the preview.
      command: `node scripts/ensure-console.mjs && npx tsx mock-server/src/main.ts --scenario default --port ${MOCK_PORT} --web-url http://127.0.0.1:${WEB_PORT}`,
      url: `http://127.0.0.1:${MOCK_PORT}/health`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web',
      command: `npm run build -w web && npm run preview -w web -- --port ${WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${WEB_PORT}`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'mock-laos',
      command: `npx tsx mock-server/src/main.ts --scenario laos --port ${LAOS_MOCK_PORT}`,
      url: `http://127.0.0.1:${LAOS_MOCK_PORT}/health`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'web-laos',
      command: `npm run build:laos -w web && npm run preview -w web -- --mode laos --port ${LAOS_WEB_PORT} --strictPort`,
      url: `http://127.0.0.1:${LAOS_WEB_PORT}`,
      env: { MOCK_PORT: String(LAOS_MOCK_PORT) },
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'demo',
      command: `npm run build:demo -w web && npm run preview:demo -w web -- --port ${DEMO_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEMO_PORT}`,
      reuseExistingServer: !CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
