import { expect, test } from './fixtures';
import { controllerScript, expectIconsResolve, linkedManifest, waitForServiceWorker } from './pwa';
import { texts } from './texts';

/** The Laos build installs as a Lao app and keeps its own pages (playwright.config.ts blocks workers elsewhere). */
test.use({ serviceWorkers: 'allow' });

const commonLo = texts('lo', 'common');
const authLo = texts('lo', 'auth');

test('the Laos build has a Lao manifest and a service worker that keeps its Lao login page offline', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login');
  const manifest = await linkedManifest(page, request);
  expect(manifest).toMatchObject({
    name: commonLo.app.name,
    short_name: commonLo.app.name,
    lang: 'lo',
    start_url: '/user/home',
    display: 'standalone',
    theme_color: '#0b0f1a',
    background_color: '#0b0f1a',
  });
  expect(await expectIconsResolve(manifest, request)).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);

  await waitForServiceWorker(page);
  expect(await controllerScript(page)).toMatch(/\/sw\.js$/);

  await context.setOffline(true);
  const login = await page.goto('/login');
  expect(login?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'lo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authLo.hero.title);
});
