import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/**
 * The member home in a real browser: how it reads and fits at 390, 320 and 1280 wide in each language (with its
 * money dialogs), and the amounts the member hid kept hidden by the pre-drawn page before the app's code runs.
 * What the home does (the eye and its remembered choice, the invite bonus received or refused, the spin and
 * refresh-all tiles, a withdrawal and a transfer from the home, and what the server and the statement then
 * hold) is checked against the simulator in process: web/src/features/home/home-screen-states.test.tsx.
 */
const homeTh = texts('th', 'home');

/** The app has drawn the home page (the games line is its own; the total may be filled in earlier). */
const appDrawn = (page: Page) => expect(page.getByTestId('games-total')).toBeVisible();
const total = (page: Page) => page.getByTestId('wallet-amount');

test('amounts the member chose to hide stay hidden before the app runs', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await page.getByRole('button', { name: homeTh.balance.hide }).click();
  await expect(total(page)).toHaveText(`•••••• ${homeTh.currency.BAHT}`);

  // The page's own script, which shows the total and the invite bonus before the app's code, keeps them hidden.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('main').getByText('••••••', { exact: true })).toHaveCount(2);
  await expect(page.getByText('1,250.50')).toHaveCount(0);
  await expect(page.getByText('75.00')).toHaveCount(0);
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`the home and its money dialogs read well and fit at 390, in ${locale}`, async ({ page, signIn }) => {
    const home = texts(locale, 'home');
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/home');
    await appDrawn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(page.getByRole('note')).toBeVisible();
    await expect(total(page)).toHaveText(`1,250.50 ${home.currency.BAHT}`);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, `home-${locale}-390`);
    // The money modals in the reader's language, each checked and pictured at 390, and pictured at 1280.
    for (const modal of ['withdraw', 'transfer'] as const) {
      await page.goto(`/user/home?modal=${modal}`);
      const dialog = page.getByRole('dialog', { name: home[modal].title });
      await expect(dialog.getByRole('button', { name: home[modal].submit, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'body');
      await expectNoHorizontalOverflow(page);
      await shot(page, `${modal}-${locale}-390`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, `${modal}-${locale}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });

  // Apart from the 390 journey above, so neither runs near the 30 s a journey has on a loaded machine.
  test(`the home fits at 320 and 1280 wide, in ${locale}`, async ({ page, signIn }) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/home');
    await appDrawn(page);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `home-${locale}-320`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `home-${locale}-1280`);
  });
}
