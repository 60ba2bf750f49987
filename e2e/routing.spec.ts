import type { Page } from '@playwright/test';
import { expect, shot, test } from './fixtures';
import { texts } from './texts';

/** The browser's default language is Thai. */
const pagesTh = texts('th', 'pages');
const shellTh = texts('th', 'shell');
const errorsTh = texts('th', 'errors');

const MEMBER_ROUTES = ['/user/home', '/user/profile', '/user/bonus', '/user/statement', '/user/contact', '/user/spin'];

/** The h1 each member route shows. */
const memberTitles: Record<string, string> = {
  '/user/home': texts('th', 'home').title,
  '/user/profile': pagesTh.member.screens.profile,
  '/user/bonus': pagesTh.member.screens.bonus,
  '/user/statement': pagesTh.member.screens.statement,
  '/user/contact': pagesTh.contact.title,
  '/user/spin': pagesTh.member.screens.spin,
};

const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));

const memberMenu = (page: Page) => page.getByRole('navigation', { name: shellTh.menu.label });

test('a visitor without a token is sent to /login from / and from every member route', async ({ page, scenario }) => {
  await scenario('default');
  for (const path of ['/', '/user', ...MEMBER_ROUTES]) {
    await page.goto(path);
    await expect(page, `${path} without a token`).toHaveURL(/\/login$/);
  }
});

test('a member opening / or /user lands on /user/home', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  for (const path of ['/', '/user']) {
    await page.goto(path);
    await expect(page, `${path} with a token`).toHaveURL(/\/user\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('th', 'home').title);
  }
});

test('every member route shows its page inside the member shell', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  for (const path of MEMBER_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(memberTitles[path]);
    const menu = memberMenu(page);
    await expect(menu.getByRole('link', { name: shellTh.menu.home })).toBeVisible();
    await expect(menu.getByRole('link', { name: shellTh.menu.statement })).toBeVisible();
    await expect(menu.getByRole('link', { name: shellTh.menu.conditions })).toBeVisible();
    await expect(page.getByRole('button', { name: shellTh.logout })).toBeVisible();
  }
});

test('the home shows the member name and wallet total', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  await page.goto('/user/home');
  await expect(page.getByText('Somchai Jaidee')).toBeVisible();
  await expect(page.getByText('1,250.50')).toBeVisible();
  await shot(page, 'user-home-th-390');
  await page.goto('/user/spin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesTh.member.screens.spin);
  await shot(page, 'user-spin-th-390');
});

test('visiting a public page with a token ends the session', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  await page.goto('/howto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesTh.howto.title);
  // The pre-drawn page shows before the app runs; the app ends the session when it takes the page over.
  await expect.poll(() => storedToken(page)).toBeNull();

  await page.goto('/user/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('logging out clears the token and opens /login', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  await page.goto('/user/home');
  // The frame is pre-drawn before the app runs; the games line is the app's own.
  await expect(page.getByTestId('games-total')).toBeVisible();
  await page.getByRole('button', { name: shellTh.logout }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => storedToken(page)).toBeNull();
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired session is cleared and the member is told so on /login', async ({ page, signIn, scenario, mock }) => {
  await scenario('default');
  await signIn();
  await page.goto('/user/home');
  // The app has drawn the page (the total alone may be the page's early read) and its first calls are
  // answered: one still on its way when the clock moves would end the session on this page, before the reload.
  await expect(page.getByTestId('games-total')).toBeVisible();
  await expect(page.getByText('1,250.50')).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The mock's sessions last a day.
  await mock.post('/__admin/clock', { data: { advanceSeconds: 25 * 3600 } });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: errorsTh.EXPIRED_AUTH_TOKEN })).toBeVisible();
  await expect.poll(() => storedToken(page)).toBeNull();
});

test('a member whose service shuts down is sent to /terminated', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  await page.goto('/user/home');
  await expect(page.getByTestId('games-total')).toBeVisible();
  await expect(page.getByText('1,250.50')).toBeVisible();

  await scenario('terminated');
  await page.reload();
  await expect(page).toHaveURL(/\/terminated$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesTh.terminated.title);
});

test('/login in a terminated service goes to /terminated', async ({ page, scenario }) => {
  await scenario('terminated');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/terminated$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesTh.terminated.title);
});

test('an unknown path reads Page Not Found and links back home', async ({ page, scenario }) => {
  await scenario('default');
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/nope/deeper');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('404')).toBeVisible();

  await page.getByRole('link', { name: /back to home/i }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the member menu moves between screens and opens the conditions', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  await page.goto('/user/home');
  const menu = memberMenu(page);

  for (const [label, path] of [
    [shellTh.menu.statement, '/user/statement'],
    [shellTh.menu.contact, '/user/contact'],
    [shellTh.menu.profile, '/user/profile'],
    [shellTh.menu.home, '/user/home'],
  ]) {
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }

  await menu.getByRole('link', { name: shellTh.menu.conditions }).click();
  const dialog = page.getByRole('dialog', { name: shellTh.conditions.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toContainText('สมาชิกต้องมีอายุ 18 ปีขึ้นไป');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.body.style.overflow)).not.toBe('hidden');
});
