import { adminClient, type AdminClient } from '@portal/contract/admin';
import { LOCALES } from '@portal/contract/constants';
import axe from 'axe-core';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { texts, type Locale } from './texts';

/** Options each Playwright project sets (playwright.config.ts). */
export interface Options {
  /** The mock server behind the project's web app: its QA control surface (/__admin, /health). */
  mockUrl: string;
  /** The scenario of each journey's world until it calls `scenario(name)`. */
  startScenario: string;
  /**
   * Whether the browser remembers the member agreement as closed (a returning member; the home opens it 1.5 s
   * after a first visit otherwise). True unless a journey about the agreement says false.
   */
  agreementRemembered: boolean;
  /**
   * Whether each journey's world answers only the spec's routes, as a real backend without this contract's
   * additions would (the spec-only project, decision 036).
   */
  specOnly: boolean;
}

/** A refusal by the page's Content-Security-Policy (Trusted Types included), as the browser reported it. */
export interface PolicyViolation {
  /** The directive that refused (`script-src-elem`, `require-trusted-types-for`, …), or `console`. */
  directive: string;
  /** What was refused: an address, `inline`, `eval`, `trusted-types-sink`, or the browser's console line. */
  blocked: string;
  /** The start of the refused code or the policy's name, when the browser gives it. */
  sample: string;
  /** The page it happened on. */
  page: string;
}

interface PolicyFixtures {
  /**
   * Every journey fails after it when the portal's policy refused anything (docs/decisions/019): the browser's
   * `securitypolicyviolation` events and its console lines about the policy, in every page and frame of the
   * journey's context (and of any context handed to `watch`).
   */
  policy: {
    /** Hands over the violations seen so far, for a journey that provokes them on purpose. */
    take: () => PolicyViolation[];
    /** Watches another browser context of the journey too; call it before that context opens a page. */
    watch: (context: BrowserContext) => Promise<void>;
  };
}

/** The browser's console lines about a refusal or a header it could not read. */
const POLICY_CONSOLE = /Content[- ]Security[- ]Policy|Trusted ?Type|Permissions-Policy|X-Frame-Options/i;

/** Journeys with the policy watch alone: the demo's, which have no simulator. */
export const demoTest = base.extend<PolicyFixtures>({
  policy: [
    async ({ context }, use) => {
      let seen: PolicyViolation[] = [];
      const watch = async (watched: BrowserContext) => {
        await watched.exposeBinding('__policyViolation', ({ frame }, violation: Omit<PolicyViolation, 'page'>) => {
          seen.push({ ...violation, page: frame.url() });
        });
        await watched.addInitScript(() =>
          document.addEventListener('securitypolicyviolation', (event) =>
            (window as unknown as { __policyViolation: (violation: object) => void }).__policyViolation({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              sample: event.sample,
            }),
          ),
        );
        watched.on('console', (message) => {
          if (POLICY_CONSOLE.test(message.text())) {
            seen.push({ directive: 'console', blocked: message.text(), sample: '', page: message.page()?.url() ?? '' });
          }
        });
      };
      await watch(context);
      await use({
        take: () => {
          const taken = seen;
          seen = [];
          return taken;
        },
        watch,
      });
      expect(
        seen.map(({ directive, blocked, sample, page }) => `${directive}: ${blocked} ${sample} (on ${page})`),
        'Content-Security-Policy and Trusted Types violations',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

interface Fixtures {
  /** Stores the agreement as closed before every page when `agreementRemembered` (the default). */
  rememberAgreement: void;
  /**
   * The journey's own simulator session: a world no other journey sees, so journeys run in parallel. Its
   * cookie is on the browser context (the web app's calls reach the mock server through the preview proxy).
   */
  mockSession: string;
  /** Calls the mock server (its /api and /__admin) inside the journey's session. */
  mock: APIRequestContext;
  /** The QA surface's typed client (contract/src/admin.ts), inside the journey's session. */
  admin: AdminClient;
  /** Resets the journey's world to a fresh one of the scenario. */
  scenario: (name: string) => Promise<void>;
  /** Logs in through the login form. */
  loginAs: (phone: string, password?: string) => Promise<void>;
  /**
   * Stores a member's token as the app would after a log-in, without going through the login page: the
   * token comes from POST /api/login and is written on a document of the site that runs none of the app (its
   * manifest), so no page is drawn for it.
   */
  signIn: (phone?: string, password?: string) => Promise<void>;
}

export const test = demoTest.extend<Fixtures & Options>({
  mockUrl: ['http://127.0.0.1:3101', { option: true }],
  startScenario: ['default', { option: true }],
  agreementRemembered: [true, { option: true }],
  specOnly: [false, { option: true }],
  mockSession: [
    async ({ mockUrl, startScenario, specOnly, context, baseURL }, use) => {
      const admin = adminClient(mockUrl);
      const created = await admin.createSession({ body: { scenario: startScenario, specOnly } });
      if (created.status !== 200) throw new Error(`no simulator session: ${created.status}`);
      const { id, cookie } = created.body;
      await slipsAtAnyHour(adminClient(mockUrl, { session: id }));
      await context.addCookies([{ name: cookie, value: id, url: baseURL ?? mockUrl }]);
      await use(id);
      await admin.deleteSession({ params: { id } });
    },
    { auto: true },
  ],
  rememberAgreement: [
    async ({ agreementRemembered, context }, use) => {
      if (agreementRemembered) {
        await context.addInitScript(() => localStorage.setItem('remember-agreement', 'true'));
      }
      await use();
    },
    { auto: true },
  ],
  mock: async ({ mockUrl, mockSession, playwright }, use) => {
    const mock = await playwright.request.newContext({
      baseURL: mockUrl,
      extraHTTPHeaders: { 'x-mock-session': mockSession, 'x-client': 'wallet-user' },
    });
    await use(mock);
    await mock.dispose();
  },
  admin: async ({ mockUrl, mockSession }, use) => {
    await use(adminClient(mockUrl, { session: mockSession }));
  },
  scenario: async ({ admin }, use) => {
    await use(async (name) => {
      const response = await admin.reset({ body: { scenario: name } });
      expect(response.status, `reset to ${name}`).toBe(200);
      await slipsAtAnyHour(admin);
    });
  },
  loginAs: async ({ page }, use) => {
    await use(async (phone, password = 'secret123') => {
      await page.goto('/login');
      await page.getByLabel(/phone|เบอร์|ເບີ/i).fill(phone);
      await page
        .getByLabel(/password|รหัสผ่าน|ລະຫັດຜ່ານ/i)
        .first()
        .fill(password);
      await page.getByRole('button', { name: /log in|เข้าสู่ระบบ|ເຂົ້າສູ່ລະບົບ/i }).click();
      await page.waitForURL('**/user/home');
    });
  },
  signIn: async ({ page, mock }, use) => {
    await use(async (phone = '0812345678', password = 'secret123') => {
      const answer = await mock.post('/api/login', { data: { username: phone, password } });
      expect(answer.ok(), `log-in of ${phone}`).toBe(true);
      const { token } = (await answer.json()) as { token: string };
      await page.goto('/manifest.webmanifest');
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    });
  },
});

export { expect };

/**
 * A world starts at the real time, and slips are refused during the nightly closing (23:50 to 00:10 in Bangkok):
 * journeys that sent a slip failed every night in those 20 minutes. Each journey's world takes slips at any hour;
 * the closing itself is rehearsed with the `slipClosed` switch, and the window's hours in the simulator's tests.
 */
async function slipsAtAnyHour(admin: AdminClient): Promise<void> {
  const answer = await admin.setFlags({ body: { slipWindowOff: true } });
  if (answer.status !== 200) throw new Error(`the slip window switch: ${answer.status}`);
}

/** The page fits the phone: no horizontal scroll. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * A picture for a visual review, into SHOTS_DIR (`SHOTS_DIR=/tmp/shots npx playwright test …`); none when it is
 * not set: a run that no one looks at does not spend a second a picture. The whole page by default;
 * `fullPage: false` for what the screen shows (a panel fixed over the page). A failing journey keeps its own
 * picture either way (playwright.config.ts).
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

/**
 * What axe-core finds over `include` (a selector; `body` for the whole page), every impact.
 *
 * axe-core runs in the page itself, put there once per document: @axe-core/playwright's analyze() injected it on
 * every call and finished each run in a new blank page, 500 ms a check against 80 ms (issue 27). Frames are not
 * entered: the portal draws none of its own.
 */
export async function axeViolations(page: Page, include: string): Promise<axe.Result[]> {
  // Colours mid-fade are not the page's: wait for every finite animation and transition (a dialog opening).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Evaluated as the browser's debugger does, so the portal's Content-Security-Policy does not apply to it.
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(axe.source);
  return page.evaluate(
    async (context) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(context, {
          resultTypes: ['violations'],
          iframes: false,
        })
      ).violations,
    include,
  );
}

/** Axe (moderate and worse) over the page's own content, or over `include` (`body` for the whole page). */
export async function expectNoAxeViolations(page: Page, include = '#main'): Promise<void> {
  const serious = (await axeViolations(page, include)).filter((violation) =>
    ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The top bar's select is labelled in the language on screen: its label in any of them. */
const languageLabel = new RegExp(`^(${LOCALES.map((locale) => texts(locale, 'common').language).join('|')})$`);

/**
 * Switches the page to `locale` as a player does, with the top bar's language select: the page is drawn again
 * in place (no reload, no answer asked again), so one journey can look at a state in each language.
 */
export async function switchLanguage(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('combobox', { name: languageLabel }).selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/**
 * The app has taken the page over (`#root[data-app="live"]`): a pre-rendered page is on screen before its code
 * runs, and a tap on it does only what the markup does. For what only the running app does (focus moved back).
 */
export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'live');
}
