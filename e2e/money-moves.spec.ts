import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/**
 * How the money dialogs the player moves money with (a game's transfer and play, the withdrawal's choice and
 * review) fit each screen and read, in each language. What they move and say, and what the server then holds,
 * is checked against the simulator in process (web/src/features/home/money-moves-states.test.tsx).
 */
const gameDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const withdrawDialog = (page: Page, locale: Locale = 'th') =>
  page.getByRole('dialog', { name: texts(locale, 'home').withdraw.title });

/** The dialog is whole on the screen: nothing of it off the sides or below. */
async function expectDialogOnScreen(page: Page): Promise<void> {
  const box = await page.getByRole('dialog').boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

/**
 * A phone is opened at 390 and each state looked at again at 320 (the same page, narrowed); a desktop's window
 * is its own journey (no phone emulation, so the window is the screen the dialog is drawn on). Axe reads each
 * state once, at the first width: what it checks (names, roles, contrast) does not change with the width.
 */
const screens = [
  {
    name: 'a phone',
    sizes: [
      { width: 390, height: 844 },
      { width: 320, height: 640 },
    ],
    desktop: false,
  },
  { name: 'a desktop', sizes: [{ width: 1280, height: 800 }], desktop: true },
] as const;
for (const { name: screen, sizes, desktop } of screens) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport: sizes[0], isMobile: !desktop, hasTouch: !desktop });
    for (const locale of ['th', 'lo', 'en'] as Locale[]) {
      const home = texts(locale, 'home');
      /** The dialog at rest (axe waits for its entrance to end), fitting each size, then its picture. */
      const look = async (page: Page, name: string, show: () => Promise<void>) => {
        await expectNoAxeViolations(page, 'body');
        for (const size of sizes) {
          await page.setViewportSize(size);
          await show();
          await expectNoHorizontalOverflow(page);
          await expectDialogOnScreen(page);
          await shot(page, `moves-${name}-${locale}-${size.width}`, { fullPage: false });
        }
        await page.setViewportSize(sizes[0]);
      };

      test(`the game modal's transfer and play read well in ${locale}`, async ({ page, signIn }) => {
        await signIn();
        await page.evaluate((value) => localStorage.setItem('locale', value), locale);
        await page.goto('/user/home?modal=game&code=PG');
        const modal = gameDialog(page, 'PG Soft');
        const amount = modal.getByLabel(home.game.amount.replace('{{name}}', 'PG Soft'));
        const transferOnly = modal.getByRole('button', { name: home.game.transferOnly });
        await expect(amount).toHaveValue('1250.50');
        await amount.scrollIntoViewIfNeeded();
        await shot(page, `moves-game-open-${locale}-${sizes[0].width}`, { fullPage: false });
        await amount.fill('1,250');
        await expect(modal.getByTestId('game-move-summary')).toBeVisible();
        await look(page, 'game', () => transferOnly.scrollIntoViewIfNeeded());
        // Moved: the field is empty, and play leaves the 0.50 left, below the minimum, where it is.
        await transferOnly.click();
        await expect(amount).toHaveValue('');
        await expect(transferOnly).toBeDisabled();
        const play = modal.getByRole('button', { name: home.game.playWithoutMoving });
        await look(page, 'game-moved', () => play.scrollIntoViewIfNeeded());
      });

      test(`the wallet's transfer, with a field in trouble, reads well in ${locale}`, async ({ page, signIn }) => {
        await signIn();
        await page.evaluate((value) => localStorage.setItem('locale', value), locale);
        await page.goto('/user/home?modal=transfer');
        const dialog = page.getByRole('dialog', { name: home.transfer.title });
        await dialog.getByLabel(home.transfer.amount).fill('0.5');
        await dialog.getByRole('button', { name: home.transfer.submit, exact: true }).click();
        await expect(dialog.getByText(home.transfer.selectAcc)).toBeVisible();
        await look(page, 'transfer', async () => undefined);
      });

      test(`the withdrawal's choice and review read well in ${locale}`, async ({ page, signIn }) => {
        await signIn();
        await page.evaluate((value) => localStorage.setItem('locale', value), locale);
        await page.goto('/user/home?modal=withdraw');
        const dialog = withdrawDialog(page, locale);
        await dialog.getByLabel(home.withdraw.amount).fill('1,500');
        await look(page, 'withdraw', async () => undefined);
        await dialog.getByRole('button', { name: home.withdraw.submit, exact: true }).click();
        const review = dialog.getByRole('region', { name: home.withdraw.review });
        await expect(review).toBeVisible();
        await look(page, 'withdraw-review', async () => undefined);
      });
    }
  });
}
