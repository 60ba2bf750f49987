import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

const depositTh = texts('th', 'deposit');
const homeTh = texts('th', 'home');
const commonTh = texts('th', 'common');

const total = (page: Page) => page.getByTestId('wallet-amount');
const dialog = (page: Page) => page.getByRole('dialog', { name: depositTh.title });

/** A 1×1 PNG; `salt` bytes after its end make each journey's slip a different image. */
function png(salt: string, padding = 0): Buffer {
  const image = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return Buffer.concat([image, Buffer.from(salt), Buffer.alloc(padding, 7)]);
}

/** Opens the deposit modal from its tile, once the app has drawn the home. */
async function openDeposit(page: Page) {
  await page.goto('/user/home');
  await expect(page.getByTestId('games-total')).toBeVisible();
  await page
    .getByRole('navigation', { name: homeTh.tiles.label })
    .getByRole('link', { name: homeTh.tiles.deposit })
    .click();
  await expect(page).toHaveURL(/[?&]modal=deposit/);
  await expect(dialog(page).getByRole('tablist')).toBeVisible();
}

/** Opens the deposit modal on one of its ways; answers the modal. */
async function openMethod(page: Page, method: keyof typeof depositTh.method) {
  await openDeposit(page);
  const modal = dialog(page);
  await modal.getByRole('tab', { name: depositTh.method[method] }).click();
  return modal;
}

// A KTB name asked first, the QR's countdown, expiry and cancel, the providers' minimums and refusals, a slip
// sent, read and credited or refused, True Wallet, and a failing lookup are checked against the simulator in
// process (web/src/features/home/deposit/deposit-states.test.tsx); here, what needs a browser.
test('bank transfer: the site accounts, each number and name copied with a word of confirmation', async ({
  page,
  context,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn();
  await openDeposit(page);
  const modal = dialog(page);
  await expect(modal.getByRole('tab', { name: depositTh.method.bank })).toHaveAttribute('aria-selected', 'true');
  // Automatic deposit: from the member's own registered account (KBANK 012-345-6789).
  await expect(modal.getByText('012-345-6789')).toBeVisible();
  const accounts = modal.getByTestId('deposit-account');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.first()).toContainText('048-123-4567');
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'deposit-bank-th-390');

  await accounts.first().getByRole('button', { name: depositTh.bank.copyNumber }).click();
  await expect(page.getByRole('status').filter({ hasText: 'คัดลอกแล้ว: 0481234567' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0481234567');
  await accounts.nth(1).getByRole('button', { name: depositTh.bank.copyHolder }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('บจก. โกลด์ วอลเล็ท');

  // The way to a slip, for a transfer that did not arrive by itself.
  await modal.getByRole('button', { name: depositTh.bank.uploadSlip }).click();
  await expect(modal.getByRole('tab', { name: depositTh.method.slip })).toHaveAttribute('aria-selected', 'true');
});

test('QR: a QR for a quick amount with its countdown; paid by the bank, the wallet has the money', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  const modal = await openMethod(page, 'qr');
  await modal.getByRole('group', { name: depositTh.qr.quick }).getByRole('button', { name: '500' }).click();
  await expect(modal.getByLabel(depositTh.qr.amount)).toHaveValue('500');
  await modal.getByRole('button', { name: depositTh.qr.create }).click();
  const open = modal.getByTestId('qr-open');
  await expect(open).toContainText('500.00');
  await expect(open.getByRole('img')).toBeVisible();
  await expect(modal.getByTestId('qr-countdown')).toHaveText(/^(10:00|09:5\d)$/);
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'deposit-qr-th-390');

  // The bank pays it (the provider's callback, by the simulator's admin).
  const qrcodeId = await page.evaluate(async () => {
    const answer = await fetch('/api/qrcode/KBANK', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}`, 'x-client': 'wallet-user' },
    });
    return ((await answer.json()) as { qrcodeId: string }).qrcodeId;
  });
  const paid = await mock.post(`/__admin/qrcode/${qrcodeId}/pay`, { data: {} });
  expect(paid.ok()).toBe(true);
  await expect(modal.getByText('ได้รับเงินแล้ว 500.00 บาท เข้ากระเป๋าของคุณแล้ว')).toBeVisible({ timeout: 10_000 });
  await modal.getByRole('button', { name: commonTh.close }).click();
  await expect(total(page)).toHaveText(`1,750.50 ${homeTh.currency.BAHT}`);
});

test('slip: on a slow line the bar shows what has gone, and cancel stops it with the picture kept', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  const modal = await openMethod(page, 'slip');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  });
  await modal
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: png('big', 2 * 1024 * 1024) });
  await modal.getByRole('button', { name: depositTh.slip.send }).click();
  const bar = modal.getByRole('progressbar', { name: depositTh.slip.sending });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
  await modal.getByRole('button', { name: depositTh.slip.cancel }).click();
  await expect(bar).toBeHidden();
  await expect(modal.getByText('big.png')).toBeVisible();
  await expect(modal.getByRole('button', { name: depositTh.slip.send })).toBeEnabled();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // Nothing reached the server.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const slips = await mock.post('/api/statement/slip', {
    data: { page: 1, limit: 10 },
    headers: { authorization: `Bearer ${token}` },
  });
  const { slips: list } = (await slips.json()) as { slips: { link: string }[] };
  expect(list.filter((slip) => slip.link.startsWith('/mock-assets/uploads/'))).toHaveLength(0);
});

test('the deposit modal reads well in th, lo and en, at 320 and 1280 wide too', async ({ page, signIn }) => {
  await signIn();
  for (const locale of ['th', 'lo', 'en'] as const) {
    // A dialog makes the top bar inert: the dialog is opened in each language, then the window resized.
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    const deposit = texts(locale, 'deposit');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/user/home?modal=deposit');
    const modal = page.getByRole('dialog', { name: deposit.title });
    await expect(modal.getByTestId('deposit-account').first()).toBeVisible();
    for (const [width, height] of [
      [390, 844],
      [320, 640],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      const overflow = await modal.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow, `the deposit dialog at ${width} px in ${locale}`).toBeLessThanOrEqual(0);
      await shot(page, `deposit-bank-${locale}-${width}`, { fullPage: false });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await modal.getByRole('tab', { name: deposit.method.qr }).click();
    await expect(modal.getByLabel(deposit.qr.amount)).toBeVisible();
    await shot(page, `deposit-qr-form-${locale}-390`, { fullPage: false });
  }
});
