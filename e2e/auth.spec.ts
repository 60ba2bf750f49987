import type { Page } from '@playwright/test';
import { appIsLive, expect, expectNoHorizontalOverflow, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

const errorsTh = texts('th', 'errors');

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

test('a wrong password is refused inline with its localized text', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/login');
  await appIsLive(page);
  await fillLogin(page, '0812345678', 'wrong-password');
  await loginButton(page).click();

  await expect(page.locator('form').getByRole('alert')).toHaveText(errorsTh.WRONG_CREDENTIAL);
  await expect(page).toHaveURL(/\/login$/);
});

test('a deactivated member is told so', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/login');
  await appIsLive(page);
  await fillLogin(page, '0899999999', 'secret123');
  await loginButton(page).click();

  await expect(page.locator('form').getByRole('alert')).toHaveText(errorsTh.INACTIVE_USER);
});

test('empty fields are marked and no login call is made', async ({ page, scenario }) => {
  await scenario('default');
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) loginCalls.push(request.url());
  });
  await page.goto('/login');
  await appIsLive(page);
  const auth = texts('th', 'auth');

  await loginButton(page).click();
  await expect(page.getByText(auth.errors.phoneRequired)).toBeVisible();
  await expect(page.getByText(auth.errors.passwordRequired)).toBeVisible();
  await expect(phoneField(page)).toBeFocused();

  await phoneField(page).fill('0812345678');
  await loginButton(page).click();
  await expect(page.getByText(auth.errors.phoneRequired)).toBeHidden();
  await expect(page.getByText(auth.errors.passwordRequired)).toBeVisible();
  await expect(passwordField(page)).toBeFocused();
  expect(loginCalls).toEqual([]);
});

test('a phone pasted with dashes or spaces is kept as its digits, and a short one is refused before any call', async ({
  page,
}) => {
  const loginCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) loginCalls.push(request.url());
  });
  const auth = texts('th', 'auth');
  await page.goto('/login');
  await appIsLive(page);
  await expect(phoneField(page)).toBeEnabled();
  await phoneField(page).fill('081234567');
  await passwordField(page).fill('secret123');
  await loginButton(page).click();
  await expect(page.getByText(auth.errors.phoneLength)).toBeVisible();
  expect(loginCalls).toEqual([]);

  await phoneField(page).fill('081-234 5678999');
  await expect(phoneField(page)).toHaveValue('0812345678');
  await loginButton(page).click();
  await page.waitForURL('**/user/home');
});

test('without "remember me" the token lives only as long as the tab', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/login');
  await appIsLive(page);
  await fillLogin(page, '0812345678', 'secret123');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await loginButton(page).click();
  await page.waitForURL('**/user/home');

  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('token'),
    session: sessionStorage.getItem('token'),
  }));
  expect(stored.local).toBeNull();
  expect(stored.session).toBeTruthy();
});

test('with "remember me" the token is kept in local storage', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/login');
  await appIsLive(page);
  await fillLogin(page, '0812345678', 'secret123');
  await page.getByRole('checkbox', { name: /จดจำ|Keep me logged in|ຈື່/ }).check();
  await loginButton(page).click();
  await page.waitForURL('**/user/home');

  const stored = await page.evaluate(() => ({
    local: localStorage.getItem('token'),
    session: sessionStorage.getItem('token'),
  }));
  expect(stored.local).toBeTruthy();
  expect(stored.session).toBeNull();
});

test('a message the catalogue does not know is shown as the server wrote it', async ({ page, scenario }) => {
  await scenario('default');
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 403, json: { message: 'Maintenance until 02:00' } }),
  );
  await page.goto('/login');
  await appIsLive(page);
  await fillLogin(page, '0812345678', 'secret123');
  await loginButton(page).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Maintenance until 02:00');
});

test('a server out of reach is told as a lost connection, and the form stays filled', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/login');
  await appIsLive(page);
  await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
  await fillLogin(page, '0812345678', 'secret123');
  await loginButton(page).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(errorsTh.client.offline);
  await expect(phoneField(page)).toHaveValue('0812345678');

  await page.unroute('**/api/login');
  await loginButton(page).click();
  await page.waitForURL('**/user/home');
});

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
