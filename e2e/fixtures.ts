import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

/** Options each Playwright project sets (playwright.config.ts). */
export interface Options {
  /** The mock server behind the project's web app: its QA control surface (/__admin, /health). */
  mockUrl: string;
}

interface Fixtures {
  /** Resets the mock server to a fresh world of the scenario. Call it first in every journey. */
  scenario: (name: string) => Promise<void>;
  /** Logs in through the login form. */
  loginAs: (phone: string, password?: string) => Promise<void>;
  /**
   * Stores a member's token as the app would after a log-in, without going through the login page: the
   * token comes from POST /api/login and is written once on a page outside the shells (the 404 page).
   */
  signIn: (phone?: string, password?: string) => Promise<void>;
}

export const test = base.extend<Fixtures & Options>({
  mockUrl: ['http://127.0.0.1:3101', { option: true }],
  scenario: async ({ mockUrl, request }, use) => {
    await use(async (name) => {
      const response = await request.post(`${mockUrl}/__admin/reset`, { data: { scenario: name } });
      expect(response.ok(), `reset to ${name}`).toBe(true);
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
  signIn: async ({ page, request, mockUrl }, use) => {
    await use(async (phone = '0812345678', password = 'secret123') => {
      const answer = await request.post(`${mockUrl}/api/login`, {
        data: { username: phone, password },
        headers: { 'x-client': 'wallet-user' },
      });
      expect(answer.ok(), `log-in of ${phone}`).toBe(true);
      const { token } = (await answer.json()) as { token: string };
      await page.goto('/sign-in-helper');
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    });
  },
});

export { expect };

/** The page fits the phone: no horizontal scroll. */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Screenshots go to SHOTS_DIR when set (for a visual review), else beside the test's other output. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  await page.screenshot({ path: dir ? `${dir}/${name}.png` : testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Axe over the page's own content (the shell's top bar and bottom menu are checked by their own journeys). */
export async function expectNoSeriousAxeViolations(page: Page, include = '#main'): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
