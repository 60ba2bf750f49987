import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser journeys: the built web app (vite preview on 4173) against the mock server (3101), in Chromium at
 * the 390x844 phone the design is drawn for. `npm run test:e2e` finds a Chromium first (scripts/ensure-chromium.mjs).
 */
const MOCK_PORT = 3101;
const WEB_PORT = 4173;
const CI = !!process.env.CI;

/** The browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own (npx playwright install). */
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: CI,
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'th-TH',
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      name: 'mock',
      command: `npx tsx mock-server/src/main.ts --scenario default --port ${MOCK_PORT}`,
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
  ],
});
