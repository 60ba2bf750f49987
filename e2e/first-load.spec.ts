import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The hrefs of the modulepreload links the built index.html added for the page being opened. */
const preloads = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

/** A chunk by name: `name-` and the 8-character content hash (language files are named after their namespace). */
const chunkNamed = (name: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);

test('the first page and its texts are fetched beside the entry, in the stored language', async ({
  page,
  scenario,
}) => {
  await scenario('default');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const onLogin = await preloads(page);
  expect(onLogin.some((href) => chunkNamed('login-page').test(href))).toBe(true);
  for (const namespace of ['common', 'errors', 'shell', 'auth']) {
    expect(
      onLogin.filter((href) => chunkNamed(namespace).test(href)),
      namespace,
    ).toHaveLength(1);
  }
  expect(onLogin.some((href) => chunkNamed('register-page').test(href))).toBe(false);

  // Each text file is fetched once, whether the preload or i18next asked first.
  const authFile = onLogin.find((href) => chunkNamed('auth').test(href))!;
  expect(requested.filter((path) => path === authFile)).toHaveLength(1);

  // English stored: the English texts are preloaded, not the Thai ones.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  const onRegister = await preloads(page);
  expect(onRegister.filter((href) => chunkNamed('register').test(href))).toHaveLength(1);
  expect(onRegister.some((href) => chunkNamed('register-page').test(href))).toBe(true);
  const common = (files: string[]) => files.filter((href) => chunkNamed('common').test(href));
  expect(common(onRegister)).toHaveLength(1);
  expect(common(onRegister)).not.toEqual(common(onLogin));
});
