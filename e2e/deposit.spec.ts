import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

const depositTh = texts('th', 'deposit');
const homeTh = texts('th', 'home');
const errorsTh = texts('th', 'errors');
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

test('a KTB account named in Thai is asked for its English name first, then the copy follows by itself', async ({
  page,
  context,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn('0834567890');
  await openDeposit(page);
  const modal = dialog(page);
  await modal.getByTestId('deposit-account').first().getByRole('button', { name: depositTh.bank.copyNumber }).click();
  const name = modal.getByLabel(depositTh.rename.label);
  await name.fill('วิชัย');
  await modal.getByRole('button', { name: depositTh.rename.save }).click();
  await expect(modal.getByText(depositTh.rename.english)).toBeVisible();
  await name.fill('wichai thongdee');
  await expect(name).toHaveValue('WICHAI THONGDEE');
  await modal.getByRole('button', { name: depositTh.rename.save }).click();
  await expect(page.getByRole('status').filter({ hasText: 'คัดลอกแล้ว: 0481234567' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0481234567');
  // Renamed once, a copy is a copy.
  await modal.getByTestId('deposit-account').nth(1).getByRole('button', { name: depositTh.bank.copyNumber }).click();
  await expect(page.getByRole('status').filter({ hasText: 'คัดลอกแล้ว: 4071239876' })).toBeVisible();
  await page.goto('/user/profile');
  await expect(page.getByText('WICHAI THONGDEE', { exact: true })).toBeVisible();
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

test('QR: the countdown follows the server clock and ends at 00:00 with no QR; a cancelled QR is gone at once', async ({
  page,
  signIn,
  scenario,
  mock,
}) => {
  await scenario('qr-expiry');
  await signIn();
  const modal = await openMethod(page, 'qr');
  await modal.getByLabel(depositTh.qr.amount).fill('1,000');
  await modal.getByRole('button', { name: depositTh.qr.create }).click();
  const countdown = modal.getByTestId('qr-countdown');
  await expect(countdown).toHaveText(/^(01:00|00:5\d)$/);
  await page.waitForLoadState('networkidle');

  // The server's clock moves 40 s: the next read of the QR says so.
  await mock.post('/__admin/clock', { data: { advanceSeconds: 40 } });
  await expect(countdown).toHaveText(/^00:(1\d|20)$/, { timeout: 10_000 });
  // And past the deadline: the QR is gone, the member is told, and can make another.
  await mock.post('/__admin/clock', { data: { advanceSeconds: 30 } });
  await expect(modal.getByText(depositTh.qr.ended.expired)).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByTestId('qr-open')).toBeHidden();

  await modal.getByLabel(depositTh.qr.amount).fill('20');
  await modal.getByRole('button', { name: depositTh.qr.create }).click();
  await expect(modal.getByTestId('qr-open')).toContainText('20.00');
  await modal.getByRole('button', { name: depositTh.qr.cancel }).click();
  await expect(modal.getByText(depositTh.qr.ended.cancelled)).toBeVisible();
  await expect(modal.getByTestId('qr-open')).toBeHidden();
});

test('QR: WW and ZAPMAN ask for 100 at least; a refusal and a provider failure are said, the amount kept', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  const modal = await openMethod(page, 'qr');
  await modal.getByRole('radio', { name: 'WW' }).click();
  const amount = modal.getByLabel(depositTh.qr.amount);
  const create = modal.getByRole('button', { name: depositTh.qr.create });
  await amount.fill('99');
  await expect(create).toBeDisabled();
  await amount.fill('100');
  await expect(create).toBeEnabled();

  await mock.post('/__admin/outcomes', { data: { kind: 'qr', stage: 'create', provider: 'WW' } });
  await create.click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.QR_FAIL);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(amount).toHaveValue('100');

  // KBANK: at 0 the button rests; under 1 nothing is asked.
  await modal.getByRole('radio', { name: 'KBANK' }).click();
  await amount.fill('0');
  await expect(create).toBeDisabled();
  let asked = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/qrcode/')) asked = true;
  });
  await amount.fill('0.5');
  await create.click();
  await expect(modal.getByText('ขั้นต่ำ 1.00 บาท')).toHaveCount(2);
  expect(asked).toBe(false);
});

test('slip: sent with its progress, read by the server, the amount credited; a refused slip says why', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  const modal = await openMethod(page, 'slip');
  const send = modal.getByRole('button', { name: depositTh.slip.send });
  await expect(send).toBeDisabled();

  // A picture that is not png or jpeg is refused here, before it leaves.
  const input = modal.locator('input[type=file]');
  await input.setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(modal.getByText(depositTh.slip.wrongType)).toBeVisible();

  await mock.post('/__admin/outcomes', { data: { kind: 'slip', status: 'SUCCESS', amount: 750 } });
  await input.setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png('first') });
  await expect(modal.getByText('slip.png')).toBeVisible();
  await expect(modal.getByRole('img', { name: depositTh.slip.previewAlt })).toBeVisible();
  await shot(page, 'deposit-slip-th-390');
  await send.click();
  await expect(modal.getByRole('status').filter({ hasText: depositTh.slip.reading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await mock.post('/__admin/clock', { data: { advanceSeconds: 15 } });
  await expect(modal.getByTestId('slip-verdict')).toContainText('750.00', { timeout: 10_000 });
  await modal.getByRole('button', { name: commonTh.close }).click();
  await expect(total(page)).toHaveText(`2,000.50 ${homeTh.currency.BAHT}`);

  await mock.post('/__admin/outcomes', { data: { kind: 'slip', status: 'FAILED', note: 'DEST_ACC_INVALID' } });
  await page.goto('/user/home?modal=deposit');
  await dialog(page).getByRole('tab', { name: depositTh.method.slip }).click();
  await dialog(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'slip2.png', mimeType: 'image/png', buffer: png('second') });
  await dialog(page).getByRole('button', { name: depositTh.slip.send }).click();
  await expect(dialog(page).getByRole('status').filter({ hasText: depositTh.slip.reading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await mock.post('/__admin/clock', { data: { advanceSeconds: 15 } });
  await expect(dialog(page).getByTestId('slip-verdict')).toContainText(errorsTh.slip.DEST_ACC_INVALID, {
    timeout: 10_000,
  });
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

test('True Wallet: a gift link is sent encrypted and credited; a used one and a wrong one are said', async ({
  page,
  signIn,
}) => {
  await signIn();
  const modal = await openMethod(page, 'truewallet');
  const link = modal.getByLabel(depositTh.truewallet.link);
  const send = modal.getByRole('button', { name: depositTh.truewallet.send });
  await expect(send).toBeDisabled();
  await link.fill('https://example.com/?v=GIFT0000000000000100');
  await send.click();
  await expect(modal.getByText(depositTh.truewallet.notGiftLink)).toBeVisible();

  const gift = 'https://gift.truemoney.com/campaign/?v=GIFT0000000000000100';
  await link.fill(gift);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/truelink'));
  await send.click();
  const body = (await sent).postDataJSON() as { link: string };
  expect(body.link).toMatch(/^U2FsdGVkX1/);
  expect(body.link).not.toContain('GIFT0000000000000100');
  await expect(page.getByRole('alertdialog')).toContainText('100.00 บาท');
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(link).toHaveValue('');

  await link.fill(gift);
  await send.click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.TRUELINK_DUPLICATE);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(link).toHaveValue(gift);
  await modal.getByRole('button', { name: commonTh.close }).click();
  await expect(total(page)).toHaveText(`1,350.50 ${homeTh.currency.BAHT}`);
});

test('the deposit modal reads well in th, lo and en, at 320 and 1280 wide too', async ({ page, signIn }) => {
  await signIn();
  for (const locale of ['th', 'lo', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    const deposit = texts(locale, 'deposit');
    for (const [width, height] of [
      [390, 844],
      [320, 640],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto('/user/home?modal=deposit');
      const modal = page.getByRole('dialog', { name: deposit.title });
      await expect(modal.getByTestId('deposit-account').first()).toBeVisible();
      const overflow = await modal.evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (width !== 390) continue;
      await shot(page, `deposit-bank-${locale}-${width}`);
      await modal.getByRole('tab', { name: deposit.method.qr }).click();
      await expect(modal.getByLabel(deposit.qr.amount)).toBeVisible();
      await shot(page, `deposit-qr-form-${locale}-${width}`);
    }
  }
});

test('with the deposit lookup failing, the modal says so and a retry brings the ways to deposit', async ({
  page,
  signIn,
  mock,
}) => {
  await mock.post('/__admin/faults', {
    data: { route: 'lookup.deposit', kind: 'error', code: 'INTERNAL_SERVER_ERROR', times: 3 },
  });
  await signIn();
  await page.goto('/user/home?modal=deposit');
  const modal = dialog(page);
  await expect(modal.getByText(depositTh.lookupFailed)).toBeVisible({ timeout: 15_000 });
  await modal.getByRole('button', { name: commonTh.retry }).click();
  await expect(modal.getByRole('tablist')).toBeVisible();
});
