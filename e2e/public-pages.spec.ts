import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

const pagesTh = texts('th', 'pages');
const shellTh = texts('th', 'shell');

/** The support contact of the scenarios (scenarios/base.ts). */
const CONTACT_TEXT = 'ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่าน LINE หรือแชทสด';
const LINE_NAME = '@goldwallet';
const LINE_LINK = 'https://line.example.test/@goldwallet';

const PUBLIC_PAGES = ['/login', '/register', '/howto', '/contact', '/terminated', '/nope'];

/** The page is drawn: its h1 is there and no skeleton is still waiting for an answer. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function expectContact(page: Page) {
  await expect(page.getByText(CONTACT_TEXT)).toBeVisible();
  const qr = page.getByRole('img', { name: new RegExp(LINE_NAME) });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const link = page.getByRole('link', { name: new RegExp(LINE_NAME) });
  await expect(link).toHaveAttribute('href', LINE_LINK);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(page.getByText(/1\.1\.14/)).toBeVisible();
}

test('/howto lists the five tutorials and plays one in a modal', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/howto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesTh.howto.title);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(5);
  for (const item of Object.values(pagesTh.howto.items) as { title: string }[]) {
    await expect(page.getByRole('link', { name: new RegExp(`^\\d*\\s*${item.title}`) })).toBeVisible();
  }

  await page.getByRole('link', { name: new RegExp(pagesTh.howto.items.checkBalance.title) }).click();
  const dialog = page.getByRole('dialog', { name: pagesTh.howto.items.checkBalance.title });
  await expect(dialog).toBeVisible();
  // The mock server has no video files: the player gives way to a calm message instead of a broken frame.
  await expect(dialog.getByText(pagesTh.howto.unavailable)).toBeVisible();
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await shot(page, 'howto-modal-th-390');

  await dialog.getByRole('button', { name: /ปิด/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('video')).toHaveCount(0);
});

test('/contact shows the support details under a hero that runs up under the top bar', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/contact');
  await expectContact(page);

  const heroTop = await page
    .getByRole('main')
    .locator('header')
    .first()
    .evaluate((hero) => hero.getBoundingClientRect().top);
  const barBottom = await page
    .getByRole('banner')
    .first()
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  const titleTop = await page.getByRole('heading', { level: 1 }).evaluate((title) => title.getBoundingClientRect().top);
  expect(heroTop).toBeLessThanOrEqual(0);
  expect(titleTop).toBeGreaterThanOrEqual(barBottom);
});

test('/user/contact shows the same details below the top bar', async ({ page, signIn, scenario }) => {
  await scenario('default');
  await signIn();
  await page.goto('/user/contact');
  await expectContact(page);

  const barBottom = await page
    .getByRole('banner')
    .first()
    .evaluate((bar) => bar.getBoundingClientRect().bottom);
  const firstTop = await page
    .getByRole('main')
    .locator('header')
    .first()
    .evaluate((hero) => hero.getBoundingClientRect().top);
  expect(firstTop).toBeGreaterThanOrEqual(barBottom);
});

test('the public bottom menu moves between login, register, how-to and contact', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/login');
  const menu = page.getByRole('navigation', { name: shellTh.menu.label });
  for (const [label, path] of [
    [shellTh.menu.register, '/register'],
    [shellTh.menu.howto, '/howto'],
    [shellTh.menu.contact, '/contact'],
    [shellTh.menu.login, '/login'],
  ]) {
    await menu.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }
});

test('the public pages have no accessibility violations of moderate impact or worse', async ({ page, scenario }) => {
  await scenario('default');
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await settled(page);
    await expectNoAxeViolations(page, 'body');
  }
});

// How each public page and the member's contact page fit every width, in each language: wide-layout.spec.ts.
