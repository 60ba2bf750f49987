import type { Page } from '@playwright/test';
import { appIsLive, expect, expectNoHorizontalOverflow, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

// These journeys try the app's own login form: each waits for the app to take the pre-drawn page over. What
// the pre-drawn form does before then is early-login.spec.ts's.

const phoneField = (page: Page) => page.getByLabel(/^(เบอร์โทรศัพท์|Phone number|ເບີໂທລະສັບ)$/);
const passwordField = (page: Page) => page.getByLabel(/^(รหัสผ่าน|Password|ລະຫັດຜ່ານ)$/);
const loginButton = (page: Page) => page.getByRole('button', { name: /^(เข้าสู่ระบบ|Log in|ເຂົ້າສູ່ລະບົບ)$/ });

async function fillLogin(page: Page, phone: string, password: string) {
  await phoneField(page).fill(phone);
  await passwordField(page).fill(password);
}

test('a member logs in and lands on the home screen', async ({ page, scenario }) => {
  await scenario('default');
  const active = page.waitForResponse((response) => response.url().endsWith('/api/lookup/active'));
  await page.goto('/login');
  await appIsLive(page);
  expect((await active).status()).toBe(200);

  await fillLogin(page, '0812345678', 'secret123');
  await loginButton(page).click();

  await page.waitForURL('**/user/home');
});

// The form's refusals, what it checks before any call and where it keeps the token are checked against the
// simulator in process (web/src/features/auth/auth-states.test.tsx); here, one log-in end to end in a browser,
// and how the page fits and reads.
test('the login page is accessible and fits 390 and 320 wide phones in every language', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/login');
  await appIsLive(page);
  await expect(loginButton(page)).toBeVisible();
  await expectNoAxeViolations(page);

  for (const locale of ['th', 'lo', 'en'] as const) {
    await page.getByRole('combobox', { name: /ภาษา|Language|ພາສາ/ }).selectOption(locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale, 'auth').hero.title);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `login-${locale}-390`);

    await loginButton(page).click();
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `login-${locale}-320-errors`);
    await page.reload();
  }

  await fillLogin(page, '0812345678', 'wrong-password');
  await loginButton(page).click();
  await expect(page.locator('form').getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'login-en-320-refused');
});
