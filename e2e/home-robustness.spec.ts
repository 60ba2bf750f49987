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

test('a double tap on the invite bonus receives it once, and says so', async ({ page, signIn, mock }) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await mock.post('/__admin/faults', { data: { route: 'invite.bonus', kind: 'delay', ms: 800 } });
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/invite/bonus')) sent += 1;
  });
  await page.getByRole('button', { name: homeTh.invite.receive }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: texts('th', 'errors').INVITE_BONUS_SUCCESS })).toBeVisible();
  expect(sent).toBe(1);
});

test('the withdraw modal with the wallet failing to load says so, and a retry brings it', async ({
  page,
  signIn,
  mock,
}) => {
  await mock.post('/__admin/faults', { data: { route: 'wallet.get', kind: 'error', code: 'INTERNAL_SERVER_ERROR' } });
  await signIn();
  await page.goto('/user/home?modal=withdraw');
  const dialog = page.getByRole('dialog', { name: homeTh.withdraw.title });
  await expect(dialog.getByText(homeTh.failed)).toBeVisible({ timeout: 10_000 });
  await mock.delete('/__admin/faults');
  await dialog.getByRole('button', { name: texts('th', 'common').retry }).click();
  // The wallet alone first (it covers any amount up to it); with the games, everything.
  await expect(dialog.getByTestId('withdraw-available')).toContainText('1,250.50');
  await dialog.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromAll) }).check();
  await expect(dialog.getByTestId('withdraw-available')).toContainText('1,775.75');
});
