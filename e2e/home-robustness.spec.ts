import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { texts } from './texts';

const homeTh = texts('th', 'home');
const appDrawn = (page: Page) => expect(page.getByTestId('games-total')).toBeVisible();
const tiles = (page: Page) => page.getByRole('navigation', { name: homeTh.tiles.label });

test('the back button while a withdrawal is on its way closes the modal once: the answer leaves the member on the home', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  await page.goto('/user/statement');
  await page.goto('/user/home');
  await appDrawn(page);
  await mock.post('/__admin/faults', { data: { route: 'wallet.withdrawAll', kind: 'delay', ms: 1_500 } });
  await tiles(page).getByRole('link', { name: homeTh.tiles.withdraw }).click();
  const dialog = page.getByRole('dialog', { name: homeTh.withdraw.title });
  await dialog.getByLabel(homeTh.withdraw.amount).fill('100');
  // The games come back too: the player chose so, though the wallet alone would cover 100.
  await dialog.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromAll) }).check();
  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/wallet/withdrawAll'));
  await dialog.getByRole('button', { name: homeTh.withdraw.confirm }).click();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await answered;
  await expect(page.getByRole('alertdialog')).toContainText(homeTh.withdraw.waiting);
  await expect(page).toHaveURL(/\/user\/home$/);
});

// A double tap on the invite bonus, and the withdrawal whose wallet cannot be read, are checked against the
// simulator in process (web/src/features/home/home-robustness-states.test.tsx); here, the browser's back button.
