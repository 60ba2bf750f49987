import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

const deposit = texts('lo', 'deposit');
const home = texts('lo', 'home');

test('Laos manual deposit: the Lao accounts in kip to copy, then the amount sent is announced and followed', async ({
  page,
  signIn,
}) => {
  await signIn('02055512345');
  await page.goto('/user/home');
  await expect(page.getByTestId('games-total')).toBeVisible();
  await page
    .getByRole('navigation', { name: home.tiles.label })
    .getByRole('link', { name: home.tiles.deposit })
    .click();
  const modal = page.getByRole('dialog', { name: deposit.title });
  // Bank transfer and slip only: the Laos site has no QR provider and no True Wallet account.
  await expect(modal.getByRole('tab')).toHaveText([deposit.method.bank, deposit.method.slip]);
  const accounts = modal.getByTestId('deposit-account');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.first()).toContainText('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ');
  await expect(accounts.first()).toContainText('0100012345678');
  await expect(accounts.first()).toContainText(deposit.currency.LAK);
  await expect(modal.getByText(deposit.bank.manualHow)).toBeVisible();
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'deposit-manual-lo-390');

  const amount = modal.getByLabel(deposit.announce.amount);
  await amount.fill('250,000');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/add'));
  await modal.getByRole('button', { name: deposit.announce.submit }).click();
  expect((await sent).postDataJSON()).toEqual({ amount: 250000 });
  await expect(page.getByRole('alertdialog')).toContainText(`250,000.00 ${deposit.currency.LAK}`);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(amount).toHaveValue('');
});
