import type { Page } from '@playwright/test';
import { appIsLive, expect, shot, test } from './fixtures';
import { texts } from './texts';

/**
 * The pre-drawn login page logs in by itself before the app's scripts arrive (web/src/early/early-login-script.ts):
 * on a slow network the page is on screen seconds before the app. Here the app's scripts are held back, so
 * whatever happens happens without them; the password must never be in a URL, whichever logs in.
 */

const PHONE = '0812345678';
const PASSWORD = 'secret123';

/** Holds every script of the app until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Chromium's "Slow 3G": a 2 s round trip, 400 kbit/s each way. */
async function slow3g(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2_000,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

/** Every address the page asks for or goes to, from now on. */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

const form = (page: Page) => page.locator('#root form');
const loginCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) calls.push(request.postData() ?? '');
  });
  return calls;
};

test('on slow 3G, before the app has arrived, the pre-drawn form logs in and the home shows the balance', async ({
  page,
}) => {
  const auth = texts('th', 'auth');
  const addresses = addressesOf(page);
  const release = await holdAppScripts(page);
  await slow3g(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await form(page).getByLabel(auth.form.phone).fill(PHONE);
  await form(page).getByLabel(auth.form.password, { exact: true }).fill(PASSWORD);
  await expect(page.locator('#root')).not.toHaveAttribute('data-app');
  await form(page).getByRole('button', { name: auth.form.submit }).click();

  await page.waitForURL('**/user/home', { waitUntil: 'commit' });
  // Without "keep me logged in" the token lives as long as the tab, as the app stores it.
  expect(await page.evaluate(() => [sessionStorage.getItem('token'), localStorage.getItem('token')])).toEqual([
    expect.stringMatching(/\S{16,}/),
    null,
  ]);
  // The member's home, pre-drawn, fills in the balance by itself too.
  await expect(page.locator('#root [data-early="wallet-amount"][data-filled]')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('#root')).not.toHaveAttribute('data-app');
  expect(addresses.filter((address) => address.includes(PASSWORD))).toEqual([]);
  release();
});

test('a returning Lao reader is refused in Lao before the app, and the app keeps what was said and typed', async ({
  page,
}) => {
  const auth = texts('lo', 'auth');
  const errors = texts('lo', 'errors');
  await page.addInitScript(() => localStorage.setItem('locale', 'lo'));
  const addresses = addressesOf(page);
  const calls = loginCalls(page);
  const release = await holdAppScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const phone = form(page).getByLabel(auth.form.phone);
  const password = form(page).getByLabel(auth.form.password, { exact: true });
  const submit = form(page).getByRole('button', { name: auth.form.submit });

  // Checked as the app checks, before any call.
  await submit.click();
  await expect(form(page).getByRole('alert')).toHaveText(auth.errors.phoneRequired);
  await expect(phone).toBeFocused();
  await phone.fill(PHONE);
  await password.fill('not-the-password');
  await submit.click();
  await expect(form(page).getByRole('alert')).toHaveText(errors.WRONG_CREDENTIAL);
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'early-login-refused-lo-390', { fullPage: false });

  release();
  await appIsLive(page);
  await expect(form(page).getByRole('alert')).toHaveText(errors.WRONG_CREDENTIAL);
  await expect(phone).toHaveValue(PHONE);
  await expect(password).toHaveValue('not-the-password');
  await password.fill(PASSWORD);
  await submit.click();
  await page.waitForURL('**/user/home');
  expect(calls).toHaveLength(2);
  expect(addresses.filter((address) => address.includes(PASSWORD) || address.includes('not-the-password'))).toEqual([]);
});

test('a log-in in flight when the app arrives is the app’s to finish: one call, its refusal shown, the button busy meanwhile', async ({
  page,
}) => {
  const auth = texts('th', 'auth');
  const errors = texts('th', 'errors');
  const calls = loginCalls(page);
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/login', async (route) => {
    await answered;
    await route.fallback();
  });
  const release = await holdAppScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await form(page).getByLabel(auth.form.phone).fill(PHONE);
  await form(page).getByLabel(auth.form.password, { exact: true }).fill('not-the-password');
  const submit = form(page).getByRole('button', { name: auth.form.submit });
  await submit.click();
  await expect.poll(() => calls.length).toBe(1);

  release();
  await appIsLive(page);
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  answer();
  await expect(form(page).getByRole('alert')).toHaveText(errors.WRONG_CREDENTIAL);
  await expect(submit).not.toHaveAttribute('aria-busy', 'true');
  expect(calls).toHaveLength(1);
});
