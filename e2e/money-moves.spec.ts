import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/**
 * Money the player chooses to move (issue 25): an amount into a game from its modal, and a withdrawal from the
 * wallet and the games or from the wallet alone, each said before it moves. What moved is read back from the
 * simulator's own API, before and after.
 */
const homeTh = texts('th', 'home');
const errorsTh = texts('th', 'errors');

interface Money {
  wallet: number;
  games: Record<string, number>;
}

/** Reads the member's wallet and game balances as the server holds them (another client of the API). */
async function moneyOf(mock: APIRequestContext): Promise<() => Promise<Money>> {
  const login = await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  return async () => {
    const body = (await (await mock.get('/api/wallet', { headers })).json()) as {
      wallet: { amount: number };
      slots: { code: string; amount: number }[];
    };
    return {
      wallet: body.wallet.amount,
      games: Object.fromEntries(body.slots.map((slot) => [slot.code, slot.amount])),
    };
  };
}

const gameDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const withdrawDialog = (page: Page, locale: Locale = 'th') =>
  page.getByRole('dialog', { name: texts(locale, 'home').withdraw.title });

test('transfer only moves the amount typed, said before it moves; a refused one keeps it and moves nothing', async ({
  page,
  signIn,
  mock,
}) => {
  const money = await moneyOf(mock);
  const before = await money();
  expect(before.wallet).toBe(1250.5);
  expect(before.games.PG).toBe(320.25);
  await signIn();
  await page.goto('/user/home?modal=game&code=PG');
  const modal = gameDialog(page, 'PG Soft');
  const amount = modal.getByLabel(homeTh.game.amount.replace('{{name}}', 'PG Soft'));
  const transferOnly = modal.getByRole('button', { name: homeTh.game.transferOnly });
  const summary = modal.getByTestId('game-move-summary');

  // Everything the wallet holds, as the server said, until the player types; play says what it moves too.
  await expect(amount).toHaveValue('1250.50');
  await expect(summary).toHaveText('โยก 1,250.50 บาท จากกระเป๋าหลักเข้า PG Soft');
  await expect(modal.getByRole('button', { name: 'โยก 1,250.50 บาท แล้วเล่น' })).toBeVisible();
  await amount.fill('0');
  await expect(transferOnly).toBeDisabled();
  await expect(summary).toBeHidden();

  // The provider refuses once: said in an alert, the amount kept, nothing moved.
  await mock.post('/__admin/outcomes', { data: { kind: 'transfer', slotCode: 'PG' } });
  await amount.fill('200');
  await transferOnly.click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.TRANSFER_FAIL);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(amount).toHaveValue('200');
  expect(await money()).toEqual(before);

  await amount.fill('150');
  await expect(summary).toHaveText('โยก 150.00 บาท จากกระเป๋าหลักเข้า PG Soft');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/transfer'));
  await transferOnly.click();
  expect((await sent).postDataJSON()).toEqual({ from: 'WALLET', to: 'PG', amount: 150 });
  await expect(page.getByRole('status').filter({ hasText: 'โยก 150.00 บาท เข้า PG Soft แล้ว' })).toBeVisible();
  await expect(modal.getByTestId('game-balance')).toHaveText('470.25');
  // The field is emptied: a second tap moves nothing until an amount is given again.
  await expect(amount).toHaveValue('');
  await expect(transferOnly).toBeDisabled();
  expect(await money()).toEqual({ wallet: 1100.5, games: { ...before.games, PG: 470.25 } });
});

test('a withdrawal the wallet covers is from the wallet only, chosen for the player; the games keep theirs', async ({
  page,
  signIn,
  mock,
}) => {
  const money = await moneyOf(mock);
  const before = await money();
  await signIn();
  await page.goto('/user/home?modal=withdraw');
  const dialog = withdrawDialog(page);
  const choice = dialog.getByRole('group', { name: homeTh.withdraw.from });
  const fromWallet = choice.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromWallet) });
  const fromAll = choice.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromAll) });
  const amount = dialog.getByLabel(homeTh.withdraw.amount);
  // The wallet alone is chosen while it covers the amount; the wallet and the games once it needs them.
  await expect(fromWallet).toBeChecked();
  await expect(dialog.getByTestId('withdraw-available')).toHaveText('1,250.50 บาท');
  await amount.fill('1,500');
  await expect(fromAll).toBeChecked();
  await expect(dialog.getByTestId('withdraw-available')).toHaveText('1,775.75 บาท');
  await amount.fill('500');
  await expect(fromWallet).toBeChecked();
  await expect(dialog.getByTestId('withdraw-available')).toHaveText('1,250.50 บาท');

  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  const review = dialog.getByRole('region', { name: homeTh.withdraw.review });
  await expect(review.getByTestId('withdraw-review-amount')).toHaveText('500.00 บาท');
  await expect(review).toContainText(homeTh.withdraw.fromWallet);
  await expect(review).toContainText(homeTh.withdraw.fromWalletNote);
  await expectNoAxeViolations(page, 'body');

  let emptied = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wallet/withdrawAll')) emptied += 1;
  });
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/withdraw'));
  await review.getByRole('button', { name: homeTh.withdraw.confirm }).click();
  expect((await sent).postDataJSON()).toEqual({ amount: 500 });
  await expect(page.getByRole('alertdialog')).toContainText(homeTh.withdraw.waiting);
  expect(emptied).toBe(0);
  expect(await money()).toEqual({ wallet: 750.5, games: before.games });
});

test('a withdrawal from the wallet and the games names each game it empties first; Change keeps the amount', async ({
  page,
  signIn,
  mock,
}) => {
  const money = await moneyOf(mock);
  const before = await money();
  await signIn();
  await page.goto('/user/home?modal=withdraw');
  const dialog = withdrawDialog(page);
  const amount = dialog.getByLabel(homeTh.withdraw.amount);
  // Chosen by the player, the wallet and the games stay chosen though the wallet alone would cover 1,000.
  const fromAll = dialog.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromAll) });
  await fromAll.check();
  await amount.fill('1,000');
  await expect(fromAll).toBeChecked();
  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  const review = dialog.getByRole('region', { name: homeTh.withdraw.review });
  await expect(review.getByTestId('withdraw-review-amount')).toHaveText('1,000.00 บาท');
  await expect(review).toContainText(homeTh.withdraw.fromAll);
  // The open games holding money, each with its amount (Joker holds nothing and is not emptied).
  await expect(review.getByRole('listitem')).toHaveText([
    'PG Soft320.25 บาท',
    'Slotracha15.00 บาท',
    'AskMeBet150.00 บาท',
    'Huay HD40.00 บาท',
  ]);

  await review.getByRole('button', { name: homeTh.withdraw.change }).click();
  await expect(amount).toHaveValue('1,000');
  await expect(amount).toBeFocused();
  expect(await money()).toEqual(before);

  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  await confirmWithdrawAll(page, review, 1000);
  expect(await money()).toEqual({ wallet: 775.75, games: emptied(before) });
});

test('withdrawing everything takes the exact total of wallet and games, in cents floating point misadds', async ({
  page,
  signIn,
  mock,
}) => {
  // Wins of 0.12 and 0.02: PG 320.37 and Slotracha 15.02, so wallet and games (1,250.50 + 320.37 + 15.02 +
  // 150 + 40) add up to 1,775.89, which floating point makes 1775.8899999999999.
  for (const [slotCode, result] of [
    ['PG', 0.12],
    ['SLOTRACHA', 0.02],
  ] as const) {
    const played = await mock.post('/__admin/play', { data: { phone: '0812345678', slotCode, result } });
    expect(played.ok()).toBe(true);
  }
  const money = await moneyOf(mock);
  const before = await money();
  expect(before.games).toMatchObject({ PG: 320.37, SLOTRACHA: 15.02 });
  await signIn();
  await page.goto('/user/home?modal=withdraw');
  const dialog = withdrawDialog(page);
  const choice = dialog.getByRole('group', { name: homeTh.withdraw.from });
  await expect(choice.getByText('1,775.89 บาท')).toBeVisible();
  const amount = dialog.getByLabel(homeTh.withdraw.amount);
  await dialog.getByRole('button', { name: homeTh.withdraw.all }).click();
  await expect(amount).toHaveValue('1775.89');
  await expect(choice.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromAll) })).toBeChecked();
  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  const review = dialog.getByRole('region', { name: homeTh.withdraw.review });
  await expect(review.getByTestId('withdraw-review-amount')).toHaveText('1,775.89 บาท');

  // Typed by hand, the same total is taken too.
  await review.getByRole('button', { name: homeTh.withdraw.change }).click();
  await amount.fill('1,775.89');
  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  await expect(review.getByTestId('withdraw-review-amount')).toHaveText('1,775.89 บาท');
  await confirmWithdrawAll(page, review, 1775.89);
  expect(await money()).toEqual({ wallet: 0, games: emptied(before) });
});

/** The dialog is whole on the screen: nothing of it off the sides or below. */
/** Confirms the review: one withdrawal of `amount` from wallet and games is sent and awaits the bank. */
async function confirmWithdrawAll(page: Page, review: Locator, amount: number): Promise<void> {
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/withdrawAll'));
  await review.getByRole('button', { name: homeTh.withdraw.confirm }).click();
  expect((await sent).postDataJSON()).toEqual({ amount });
  await expect(page.getByRole('alertdialog')).toContainText(homeTh.withdraw.waiting);
}

/** Every game account of `money` at 0. */
const emptied = (money: Money) => Object.fromEntries(Object.keys(money.games).map((code) => [code, 0]));

async function expectDialogOnScreen(page: Page): Promise<void> {
  const box = await page.getByRole('dialog').boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
}

const screens = [
  { width: 390, height: 844, desktop: false },
  { width: 320, height: 640, desktop: false },
  { width: 1280, height: 800, desktop: true },
] as const;
for (const { width, height, desktop } of screens) {
  test.describe(`at ${width} wide`, () => {
    // 1280 is a desktop's window: no phone emulation, so the window is the screen the dialog is drawn on.
    test.use({ viewport: { width, height }, isMobile: !desktop, hasTouch: !desktop });
    for (const locale of ['th', 'lo', 'en'] as Locale[]) {
      const home = texts(locale, 'home');
      /** The dialog at rest (axe waits for its entrance to end), fitting the screen, then its picture. */
      const look = async (page: Page, name: string) => {
        await expectNoHorizontalOverflow(page);
        await expectNoAxeViolations(page, 'body');
        await expectDialogOnScreen(page);
        await shot(page, `moves-${name}-${locale}-${width}`, { fullPage: false });
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
        await shot(page, `moves-game-open-${locale}-${width}`, { fullPage: false });
        await amount.fill('1,250');
        await expect(modal.getByTestId('game-move-summary')).toBeVisible();
        await transferOnly.scrollIntoViewIfNeeded();
        await look(page, 'game');
        // Moved: the field is empty, and play leaves the 0.50 left, below the minimum, where it is.
        await transferOnly.click();
        await expect(amount).toHaveValue('');
        await expect(transferOnly).toBeDisabled();
        const play = modal.getByRole('button', { name: home.game.playWithoutMoving });
        await play.scrollIntoViewIfNeeded();
        await look(page, 'game-moved');
      });

      test(`the withdrawal's choice and review read well in ${locale}`, async ({ page, signIn }) => {
        await signIn();
        await page.evaluate((value) => localStorage.setItem('locale', value), locale);
        await page.goto('/user/home?modal=withdraw');
        const dialog = withdrawDialog(page, locale);
        await dialog.getByLabel(home.withdraw.amount).fill('1,500');
        await look(page, 'withdraw');
        await dialog.getByRole('button', { name: home.withdraw.submit, exact: true }).click();
        await expect(dialog.getByRole('region', { name: home.withdraw.review })).toBeVisible();
        await look(page, 'withdraw-review');
      });
    }
  });
}
