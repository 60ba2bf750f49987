import type { Page } from '@playwright/test';
import { appIsLive, expect, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

// What needs a real browser and its network: offline and back, a gateway's own page for a server it cannot reach,
// a page's code gone after a deploy, and how the offline line and the failure screen read in each language. The
// conditions asked for again after they failed, the member's money read again when the player comes back to the
// tab, and each page's title in the reader's language with focus on its heading after a move are checked against
// the simulator in process (web/src/app/network-states.test.tsx).

const errorsTh = texts('th', 'errors');
const shellTh = texts('th', 'shell');
const pagesTh = texts('th', 'pages');

const phoneField = (page: Page) => page.getByLabel(/^(เบอร์โทรศัพท์|Phone number|ເບີໂທລະສັບ)$/);
const passwordField = (page: Page) => page.getByLabel(/^(รหัสผ่าน|Password|ລະຫັດຜ່ານ)$/);
const loginButton = (page: Page) => page.getByRole('button', { name: /^(เข้าสู่ระบบ|Log in|ເຂົ້າສູ່ລະບົບ)$/ });
const menu = (page: Page) => page.getByRole('navigation', { name: shellTh.menu.label });

/** Marks the page, so a later check can tell that it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

test('logging in offline says "no connection" at once, and nothing happens by itself when the network returns', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  // The app has taken the pre-drawn page over; offline before then, the login page's code would wait for the
  // network.
  await appIsLive(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: shellTh.offline })).toBeVisible();
  await phoneField(page).fill('0812345678');
  await passwordField(page).fill('secret123');
  await loginButton(page).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(errorsTh.client.offline, { timeout: 2_000 });
  await expect(loginButton(page)).toBeEnabled();

  // Whatever the app would do by itself on the network's return (a paused call resumed) it starts as it hears
  // of it, as the offline notice goes: by the frame after that, no log-in has been sent.
  const logIns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) logIns.push(request.url());
  });
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: shellTh.offline })).toBeHidden();
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  expect(logIns).toEqual([]);
  await expect(page).toHaveURL(/\/login$/);
  await expect(phoneField(page)).toHaveValue('0812345678');
});

test('a gateway answering for an unreachable server reads as "cannot reach the server"', async ({ page }) => {
  await page.route('**/api/login', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await page.goto('/login');
  await phoneField(page).fill('0812345678');
  await passwordField(page).fill('secret123');
  await loginButton(page).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText(errorsTh.client.unreachable);
});

test('a page tapped while offline arrives when the network returns, without a reload', async ({ page, context }) => {
  await page.goto('/login');
  await appIsLive(page);
  await markPage(page);
  await context.setOffline(true);
  await menu(page).getByRole('link', { name: shellTh.menu.howto }).click();
  await expect(page.getByRole('status').filter({ hasText: shellTh.offline })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: pagesTh.howto.title })).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
});

test('a page whose code is gone (a new version deployed) offers a reload, which brings it', async ({ page }) => {
  let gone = true;
  await page.route(/\/assets\/howto-page-[^/]+\.js$/, (route) =>
    gone ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
  );
  await page.goto('/login');
  await appIsLive(page);
  await menu(page).getByRole('link', { name: shellTh.menu.howto }).click();

  const failure = page.getByRole('heading', { level: 1, name: shellTh.failure.chunkTitle });
  await expect(failure).toBeVisible();
  await expect(failure).toBeFocused();
  await expect(menu(page)).toBeVisible();
  await shot(page, 'failure-chunk-th');

  gone = false;
  await page.getByRole('button', { name: shellTh.failure.reload }).click();
  await expect(page.getByRole('heading', { level: 1, name: pagesTh.howto.title })).toBeVisible();
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`the offline line and the failure screen read well in ${locale}`, async ({ page, context }) => {
    const shell = texts(locale, 'shell');
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await page.route(/\/assets\/howto-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/login');
    await appIsLive(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: shell.offline })).toBeVisible();
    await shot(page, `offline-login-${locale}`);
    await context.setOffline(false);
    await page
      .getByRole('navigation', { name: shell.menu.label })
      .getByRole('link', { name: shell.menu.howto })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: shell.failure.chunkTitle })).toBeVisible();
    await shot(page, `failure-chunk-${locale}`);
  });
}
