import type { Page, Route } from '@playwright/test';
import { appIsLive, expect, expectNoAxeViolations, test } from './fixtures';
import { texts } from './texts';

const pagesTh = texts('th', 'pages');
const shellTh = texts('th', 'shell');
const commonTh = texts('th', 'common');

const menu = (page: Page) => page.getByRole('navigation', { name: shellTh.menu.label });
const search = (page: Page) => new URL(page.url()).search;

test('a how-to video opened by its address closes without leaving the site', async ({ page }) => {
  await page.goto('/howto?modal=video&video=checkBalance');
  const dialog = page.getByRole('dialog', { name: pagesTh.howto.items.checkBalance.title });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: commonTh.close }).click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/howto');
  expect(search(page)).toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesTh.howto.title);
});

test("the phone's back button closes a how-to video, and the focus returns to its card", async ({ page }) => {
  await page.goto('/howto');
  // Focus sent back to the card is the app's doing: a tap before it has come loads the modal's address.
  await appIsLive(page);
  const card = page.getByRole('link', { name: new RegExp(pagesTh.howto.items.endBonus.title) });
  await card.click();
  const dialog = page.getByRole('dialog', { name: pagesTh.howto.items.endBonus.title });
  await expect(dialog).toBeVisible();
  expect(search(page)).toBe('?modal=video&video=endBonus');

  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/howto');
  expect(search(page)).toBe('');
  await expect(card).toBeFocused();
  // Forward opens it again: the modal is an entry of the history like a page.
  await page.goForward();
  await expect(dialog).toBeVisible();
});

test('a how-to video tapped before the app has arrived still opens', async ({ page }) => {
  // The app's code is held back on the first load: the tap lands on the pre-rendered page, which has no app.
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/**/*.js', (route) => (holding ? void held.push(route) : route.continue()));
  await page.goto('/howto', { waitUntil: 'commit' });
  const card = page.getByRole('link', { name: new RegExp(`^${pagesTh.howto.items.wallet.title}`) });
  await expect(card).toBeVisible();
  // The pre-rendered card can be drawn before the browser's request for the app's code reaches the route: wait for
  // the code to be held (until then the app cannot run either way).
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  await card.click();
  await page.waitForURL('**/howto?modal=video&video=wallet');
  await Promise.all(held.map((route) => route.abort()));
  await expect(page.getByRole('dialog', { name: pagesTh.howto.items.wallet.title })).toBeVisible();
});

test('the conditions open from the member menu, close with back, and open from their address', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home');
  // The menu is pre-drawn before the app runs; the games line is the app's own.
  await expect(page.getByTestId('games-total')).toBeVisible();
  const opener = menu(page).getByRole('link', { name: shellTh.menu.conditions });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: shellTh.conditions.title });
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  expect(search(page)).toBe('?modal=conditions');
  await expectNoAxeViolations(page, 'body');

  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/user/home');
  await expect(opener).toBeFocused();

  await page.goto('/user/statement?modal=conditions');
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await dialog.getByRole('button', { name: shellTh.conditions.close }).last().click();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/user/statement');
  expect(search(page)).toBe('');
});

test('a modal opens only over the pages it belongs to', async ({ page }) => {
  await page.goto('/login?modal=conditions');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
