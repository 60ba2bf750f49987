/**
 * What a player on a slow mobile network sees, and when: Chromium's "Slow 3G" (2 s round trip, 400 kbit/s
 * down and up), a 390x844 phone, an empty HTTP cache. Each moment is the first animation frame in which its
 * condition holds, counted from the start of the navigation:
 *  - painted: the first contentful paint;
 *  - shown: the page a reader came for is on screen (the login form in the reader's language; the member
 *    frame, its menu, for a returning member);
 *  - typeable: the login's phone field takes typing (kept for the app);
 *  - balance: the member's wallet total is on screen (filled in by the page's early read, or by the app);
 *  - usable: the login can be sent (field and button live) / the app has drawn the home page's wallet (its
 *    games line, which only the app draws).
 */
import { chromium, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/contract/constants';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { memberToken, PHONE, type WebApp } from './web-app.js';

export type Moment = 'painted' | 'shown' | 'typeable' | 'balance' | 'usable';

export interface SlowNetworkTiming {
  visit: string;
  /** Milliseconds from the navigation's start to each moment, per run. */
  runs: Partial<Record<Moment, number>>[];
}

/** Chromium DevTools' Slow 3G preset. */
const SLOW_3G = { offline: false, latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

interface Visit {
  label: string;
  path: string;
  storage: (token: string) => Record<string, string>;
  /** Each moment but the paint: reached when its CSS selector matches a visible element. */
  moments: Partial<Record<Exclude<Moment, 'painted'>, string>>;
}

const login = (lang: string) => ({
  shown: `html[lang="${lang}"] #root form input[name="username"]`,
  typeable: `html[lang="${lang}"] #root form input[name="username"]:enabled`,
  usable: `html[lang="${lang}"] #root form:has(input[name="username"]:enabled) button[type="submit"]:enabled`,
});

const VISITS: Visit[] = [
  {
    label: '/login, first visit (Thai)',
    path: '/login',
    storage: () => ({}),
    moments: login('th'),
  },
  {
    label: '/login, returning Lao reader',
    path: '/login',
    storage: () => ({ [STORAGE_KEYS.locale]: 'lo' }),
    moments: login('lo'),
  },
  {
    label: '/user/home, returning member',
    path: '/user/home',
    storage: (token) => ({ [STORAGE_KEYS.token]: token, [STORAGE_KEYS.rememberAgreement]: 'true' }),
    moments: {
      shown: '#root nav a[href="/user/home"]',
      balance: '#root [data-early="wallet-amount"][data-filled], #root [data-testid="wallet-amount"]',
      usable: '#root [data-testid="games-total"]',
    },
  },
];

/**
 * Installed before the page's own scripts: records the first frame in which each selector is visible. A
 * string, not a function: tsx's transform would put helpers into a function's source that the page lacks.
 */
const watch = (selectors: Visit['moments']) => `(() => {
  const selectors = ${JSON.stringify(selectors)};
  const seen = (window.__seen = {});
  const visible = (selector) => {
    const element = document.querySelector(selector);
    return !!element && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  const tick = () => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (seen[name] === undefined && visible(selector)) seen[name] = performance.now();
    }
    if (Object.keys(seen).length < Object.keys(selectors).length) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function timeVisit(page: Page, url: string, count: number): Promise<Partial<Record<Moment, number>>> {
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .waitForFunction(
      (expected) => Object.keys((window as unknown as { __seen?: object }).__seen ?? {}).length === expected,
      count,
      { timeout: 120_000, polling: 250 },
    )
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => JSON.stringify((window as unknown as { __seen?: object }).__seen));
      throw new Error(`${url}: not every moment reached after 120 s (seen so far: ${seen})`, { cause: error });
    });
  const { seen, painted } = await page.evaluate(() => ({
    seen: (window as unknown as { __seen: Record<string, number> }).__seen,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  }));
  return Object.fromEntries(
    Object.entries({ painted, ...seen }).map(([moment, ms]) => [moment, Math.round(ms)]),
  ) as Partial<Record<Moment, number>>;
}

export async function measureSlowNetwork(app: WebApp, runs: number): Promise<SlowNetworkTiming[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const token = await memberToken(app);
  try {
    const results: SlowNetworkTiming[] = [];
    for (const visit of VISITS) {
      const timing: SlowNetworkTiming = { visit: visit.label, runs: [] };
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext(PHONE);
        const storage = visit.storage(token);
        await context.addInitScript(
          `for (const [key, value] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(key, value);`,
        );
        await context.addInitScript(watch(visit.moments));
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
        timing.runs.push(await timeVisit(page, `${app.webUrl}${visit.path}`, Object.keys(visit.moments).length));
        await context.close();
      }
      results.push(timing);
    }
    return results;
  } finally {
    await browser.close();
  }
}
