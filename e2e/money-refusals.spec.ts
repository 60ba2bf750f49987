import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { texts } from './texts';

/**
 * What the server refuses on the money modals, each said in the member's words with what they typed kept,
 * and what the forms refuse before anything is sent.
 */
const homeTh = texts('th', 'home');
const depositTh = texts('th', 'deposit');
const errorsTh = texts('th', 'errors');
const total = (page: Page) => page.getByTestId('wallet-amount');
const alert = (page: Page) => page.getByRole('alertdialog');

/** Logs the default member in through the API, as another tab of theirs would. */
async function otherTab(mock: APIRequestContext): Promise<Record<string, string>> {
  const answer = await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } });
  return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

test('transfer: money moved away meanwhile is MONEY_NOT_ENOUGH, and a server minimum is TRANSFER_MINIMUM; the form is kept', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  await page.goto('/user/home?modal=transfer');
  const dialog = page.getByRole('dialog', { name: homeTh.transfer.title });
  await dialog.getByLabel(homeTh.transfer.from).selectOption('PG');
  await dialog.getByLabel(homeTh.transfer.to).selectOption('WALLET');
  await dialog.getByLabel(homeTh.transfer.amount).fill('300');

  // Another tab empties PG into the wallet before this one sends.
  const headers = await otherTab(mock);
  const moved = await mock.post('/api/wallet/transfer', {
    headers,
    data: { from: 'PG', to: 'WALLET', amount: 320.25 },
  });
  expect(moved.ok()).toBe(true);
  await dialog.getByRole('button', { name: homeTh.transfer.submit }).click();
  await expect(alert(page)).toContainText(errorsTh.MONEY_NOT_ENOUGH);
  await alert(page).getByRole('button').click();
  await expect(dialog.getByLabel(homeTh.transfer.amount)).toHaveValue('300');
  // The wallet was read again: the other tab's move shows.
  await dialog.getByRole('button', { name: texts('th', 'common').close }).click();
  await expect(total(page)).toHaveText(`1,570.75 ${homeTh.currency.BAHT}`);

  // A backend whose minimum is above the client's: its refusal is said as it is.
  await mock.post('/__admin/faults', {
    data: { route: 'wallet.transfer', kind: 'error', code: 'TRANSFER_MINIMUM', times: 1 },
  });
  await page.goto('/user/home?modal=transfer');
  await dialog.getByLabel(homeTh.transfer.to).selectOption('PG');
  await dialog.getByLabel(homeTh.transfer.amount).fill('1 000');
  await dialog.getByRole('button', { name: homeTh.transfer.submit }).click();
  await expect(alert(page)).toContainText(errorsTh.TRANSFER_MINIMUM);
  await alert(page).getByRole('button').click();
  await expect(dialog.getByLabel(homeTh.transfer.amount)).toHaveValue('1 000');
});

test('withdraw: above the server maximum or the balance is refused before sending; money gone meanwhile is MONEY_NOT_ENOUGH', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  await page.goto('/user/home?modal=withdraw');
  const dialog = page.getByRole('dialog', { name: homeTh.withdraw.title });
  const amount = dialog.getByLabel(homeTh.withdraw.amount);
  const submit = dialog.getByRole('button', { name: homeTh.withdraw.submit });
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wallet/withdrawAll')) sent += 1;
  });
  await amount.fill('60,000');
  await submit.click();
  await expect(dialog.getByText('ถอนได้สูงสุด 50,000.00 บาท')).toBeVisible();
  await amount.fill('2 000');
  await submit.click();
  await expect(dialog.getByText(homeTh.withdraw.overAll)).toBeVisible();
  expect(sent).toBe(0);

  // Another tab withdrew almost everything: this one's 1,500 is refused by the server.
  const headers = await otherTab(mock);
  expect((await mock.post('/api/wallet/withdrawAll', { headers, data: { amount: 1_700 } })).ok()).toBe(true);
  await amount.fill('1,500');
  await submit.click();
  await dialog.getByRole('button', { name: homeTh.withdraw.confirm }).click();
  await expect(alert(page)).toContainText(errorsTh.MONEY_NOT_ENOUGH);
  await alert(page).getByRole('button').click();
  await expect(amount).toHaveValue('1,500');
  expect(sent).toBe(1);
});

test('True Wallet: a link the server does not know, and one under the minimum, are TRUELINK_INVALID; nothing is credited', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home?modal=deposit');
  const modal = page.getByRole('dialog', { name: depositTh.title });
  await modal.getByRole('tab', { name: depositTh.method.truewallet }).click();
  const link = modal.getByLabel(depositTh.truewallet.link);
  for (const voucher of ['GIFT9999999999999999', 'GIFT0000000000000001']) {
    await link.fill(`https://gift.truemoney.com/campaign/?v=${voucher}`);
    await modal.getByRole('button', { name: depositTh.truewallet.send }).click();
    await expect(alert(page)).toContainText(errorsTh.TRUELINK_INVALID);
    await alert(page).getByRole('button').click();
    await expect(link).toHaveValue(`https://gift.truemoney.com/campaign/?v=${voucher}`);
  }
  await modal.getByRole('button', { name: texts('th', 'common').close }).click();
  await expect(total(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
});

test('slip: a file over 10 MB is refused before it leaves, and nothing is sent', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/user/home?modal=deposit');
  const modal = page.getByRole('dialog', { name: depositTh.title });
  await modal.getByRole('tab', { name: depositTh.method.slip }).click();
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/wallet/slip')) uploads += 1;
  });
  const header = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await modal.locator('input[type=file]').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([header, Buffer.alloc(10 * 1024 * 1024)]),
  });
  await expect(modal.getByText(depositTh.slip.tooLarge.replace('{{mb}}', '10'))).toBeVisible();
  await expect(modal.getByRole('button', { name: depositTh.slip.send })).toBeDisabled();
  expect(uploads).toBe(0);
});
