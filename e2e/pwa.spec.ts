import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import {
  controllerScript,
  expectIconsResolve,
  linkedManifest,
  pngSize,
  versionFound,
  waitForServiceWorker,
} from './pwa';
import { texts, type Locale } from './texts';

/** These journeys are about the service worker: let it register (playwright.config.ts blocks it elsewhere). */
test.use({ serviceWorkers: 'allow' });

const commonTh = texts('th', 'common');
const shellTh = texts('th', 'shell');
const authTh = texts('th', 'auth');

test('the pages link a manifest that makes the Thai build installable, with icons of the sizes it names', async ({
  page,
  request,
}) => {
  for (const path of ['/login', '/user/home']) {
    await page.goto(path);
    const manifest = await linkedManifest(page, request);
    expect(manifest).toMatchObject({
      name: commonTh.app.name,
      short_name: commonTh.app.name,
      lang: 'th',
      start_url: '/user/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b0f1a',
      background_color: '#0b0f1a',
    });
    expect(await expectIconsResolve(manifest, request)).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);
  }
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const answer = await request.get(appleIcon!);
  expect(pngSize(await answer.body())).toBe('180x180');
});

test('after the first visit the service worker has the app: offline, /login and the member home still open', async ({
  page,
  context,
  signIn,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);
  await signIn();

  await context.setOffline(true);
  const home = await page.goto('/user/home');
  expect(home?.fromServiceWorker()).toBe(true);
  // The member's frame and menu; the wallet itself cannot load without the network.
  await expect(page.getByRole('navigation', { name: shellTh.menu.label })).toBeVisible();
  await expect(page.getByRole('link', { name: shellTh.menu.home })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();

  // (A visit to the public pages ends the session, so they come last.)
  const login = await page.goto('/login');
  expect(login?.fromServiceWorker()).toBe(true);
  // login.html, the page drawn at build time, not the bare shell.
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authTh.hero.title);
  await expect(page.getByLabel(authTh.form.phone)).toBeEditable();
  // An invite link is the pre-drawn register page too, whatever its query.
  await page.goto('/register?code=PRM10001');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('th', 'register').hero.title);
});

test('API calls always go to the network: never answered from the cache, failing when offline', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await waitForServiceWorker(page);

  const online = page.waitForResponse('**/api/lookup/banks');
  await page.evaluate(() => fetch('/api/lookup/banks', { headers: { 'x-client': 'wallet-user' } }));
  expect((await online).fromServiceWorker()).toBe(false);

  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/lookup/banks', { headers: { 'x-client': 'wallet-user' } }).then(
      (answer) => `answered ${answer.status}`,
      (error: Error) => `failed: ${error.name}`,
    ),
  );
  expect(offline).toBe('failed: TypeError');
  // Nor does a navigation to the API get the app's shell in its place.
  await expect(page.goto('/api/lookup/banks')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('a new version waiting is offered calmly, and Reload brings it in', async ({ page, signIn }) => {
  // The previous deploy's worker has the app: registered under another script URL from a page where the app
  // does not run, so the browser takes this build's /sw.js for a new version. (The browser's own update check
  // of /sw.js is not routed through Playwright, so a journey cannot change the script's bytes.) The page is
  // the journey's own: the portal's files carry its policy, whose Trusted Types refuse a plain script address.
  await page.route('**/previous-deploy', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>The previous deploy</title>' }),
  );
  await page.goto('/previous-deploy');
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?deploy=previous', { scope: '/' }));
  await waitForServiceWorker(page);
  await signIn();

  await page.goto('/user/home');
  const prompt = page.getByRole('status').filter({ hasText: commonTh.update.ready });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt.getByRole('button', { name: commonTh.update.reload })).toBeEnabled();
  await expectNoAxeViolations(page, 'body');
  for (const locale of ['th', 'lo', 'en'] as Locale[]) {
    await page.getByRole('banner').getByRole('combobox').selectOption(locale);
    await expect(page.getByRole('status').filter({ hasText: texts(locale, 'common').update.ready })).toBeVisible();
    await shot(page, `update-prompt-${locale}`);
  }
  // The narrowest phone: the card still fits.
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoHorizontalOverflow(page);
  await shot(page, 'update-prompt-en-320');
  await page.setViewportSize({ width: 390, height: 844 });
  // Until Reload, the page stays with the worker it started with.
  expect(await controllerScript(page)).toMatch(/\/sw\.js\?deploy=previous$/);

  await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
  const registered = page.waitForResponse(/\/sw-registration-[\w-]+\.js$/);
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('button', { name: texts('en', 'common').update.reload }).click(),
  ]);
  expect(await page.evaluate(() => (window as unknown as { marked?: boolean }).marked)).toBeUndefined();
  // Reloaded under the new worker; once the app has registered it again, nothing waits and nothing is offered.
  expect(await controllerScript(page)).toMatch(/\/sw\.js$/);
  await registered;
  expect(await versionFound(page)).toBeNull();
  await expect(page.getByText(texts('en', 'common').update.ready)).toBeHidden();
});

test('the first install of the app asks nothing', async ({ page }) => {
  const registered = page.waitForResponse(/\/sw-registration-[\w-]+\.js$/);
  await page.goto('/login');
  await registered;
  await waitForServiceWorker(page);
  expect(await versionFound(page)).toBeNull();
  await expect(page.getByText(commonTh.update.ready)).toBeHidden();
});
