import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createMockServer } from '../mock-server/src/http/app';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

const chatTh = texts('th', 'chat');
const depositTh = texts('th', 'deposit');
const homeTh = texts('th', 'home');
const errorsTh = texts('th', 'errors');

/**
 * The QA console beside the product: the product on the phone (the journey's page, in the journey's
 * session by its cookie), the console on a desktop page of the same browser, acting on that session.
 */
async function openConsole(
  browser: Browser,
  mockUrl: string,
  session: string,
  panel: string,
  watch: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // "Open as" opens the portal in this context: its pages are held to the policy too.
  await watch(context);
  const page = await context.newPage();
  await page.goto(`${mockUrl}/__console/#/${panel}`);
  const world = page.getByRole('combobox', { name: 'World', exact: true });
  await expect(world.locator(`option[value="${session}"]`)).toHaveCount(1);
  await world.selectOption(session);
  return page;
}

const total = (page: Page) => page.getByTestId('wallet-amount');

test.describe.configure({ timeout: 60_000 });

test('a scenario reset from the console reaches the open portal; the clock moved past a QR’s deadline ends its countdown', async ({
  page,
  browser,
  mockUrl,
  mockSession,
  policy,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home');
  await expect(total(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);

  const qa = await openConsole(browser, mockUrl, mockSession, 'scenarios', policy.watch);
  await expect(qa.getByRole('heading', { name: 'Scenarios', level: 1 })).toBeVisible();
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-scenarios-1280');
  await qa.getByRole('button', { name: 'Reset to qr-expiry' }).click();
  await qa.getByRole('button', { name: 'Confirm reset to qr-expiry' }).click();
  await expect(qa.getByRole('status').filter({ hasText: /reset to qr-expiry in/ })).toBeVisible();

  // The product: a QR of the new world with a one-minute deadline.
  await signIn();
  await page.goto('/user/home');
  await page
    .getByRole('navigation', { name: homeTh.tiles.label })
    .getByRole('link', { name: homeTh.tiles.deposit })
    .click();
  const modal = page.getByRole('dialog', { name: depositTh.title });
  await modal.getByRole('tab', { name: depositTh.method.qr }).click();
  await modal.getByLabel(depositTh.qr.amount).fill('1,000');
  await modal.getByRole('button', { name: depositTh.qr.create }).click();
  await expect(modal.getByTestId('qr-countdown')).toHaveText(/^(01:00|00:5\d)$/);

  // QA moves the world's clock on two minutes: the console says the QR expired, the product says so too.
  await qa.getByRole('link', { name: 'Clock' }).click();
  await expect(qa.getByRole('row', { name: /QR deadline/ })).toBeVisible();
  await qa.getByLabel('Duration').fill('2m');
  await qa.getByRole('button', { name: 'Move on', exact: true }).click();
  const settled = qa.getByRole('region', { name: /Settled after moving on 2 min/ });
  await expect(settled.getByRole('row', { name: /QR deadline.*EXPIRED.*1,000\.00/ })).toBeVisible();
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-clock-1280');
  await expect(modal.getByText(depositTh.qr.ended.expired)).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByTestId('qr-open')).toBeHidden();
  await qa.context().close();
});

test('a TRANSFER_FAIL switched on in the console is the alert the member sees, counted as fired, and the journal shows it', async ({
  page,
  browser,
  mockUrl,
  mockSession,
  policy,
  signIn,
}) => {
  await signIn();
  const qa = await openConsole(browser, mockUrl, mockSession, 'faults', policy.watch);
  await qa.getByLabel('Find a route').fill('wallet.transfer');
  await qa.getByLabel('Error code for wallet.transfer', { exact: true }).selectOption('TRANSFER_FAIL');
  await qa.getByRole('button', { name: 'Off error on wallet.transfer', exact: true }).click();
  await expect(qa.getByRole('button', { name: /On · fired 0 error on wallet\.transfer$/ })).toBeVisible();
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-faults-1280');

  await page.goto('/user/home');
  await expect(total(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
  await page.getByTestId('balance-card').getByRole('button', { name: homeTh.transfer.open }).click();
  const dialog = page.getByRole('dialog', { name: homeTh.transfer.title });
  await dialog.getByLabel(homeTh.transfer.to).selectOption('PG');
  await dialog.getByLabel(homeTh.transfer.amount).fill('50');
  await dialog.getByRole('button', { name: homeTh.transfer.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.TRANSFER_FAIL);

  const fired = qa.getByRole('button', { name: /On · fired 1 error on wallet\.transfer$/ });
  await expect(fired).toBeVisible();
  // Switched off: the next transfer goes through.
  await fired.click();
  await expect(qa.getByRole('button', { name: 'Off error on wallet.transfer', exact: true })).toBeVisible();

  // The journal: the refused call with its fault, its body and a cURL command.
  await qa.getByRole('link', { name: 'Journal' }).click();
  await qa.getByRole('checkbox', { name: 'Faults only' }).check();
  const call = qa.getByRole('button', { name: /POST \/api\/wallet\/transfer/ }).first();
  await call.click();
  const detail = qa.locator('.detail');
  await expect(detail.getByText('502 TRANSFER_FAIL')).toBeVisible();
  await expect(detail.getByText('"to": "PG"')).toBeVisible();
  await expect(detail.getByText(/curl -X POST/)).toContainText(`x-mock-session: ${mockSession}`);
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-journal-1280');
  await qa.context().close();
});

test('a world saved from the console and loaded into a new session has the same balances, and opens as the member there', async ({
  browser,
  mockUrl,
  mockSession,
  policy,
  signIn,
  page,
}) => {
  await signIn();
  await page.goto('/user/home');
  await page.getByTestId('balance-card').getByRole('button', { name: homeTh.transfer.open }).click();
  const dialog = page.getByRole('dialog', { name: homeTh.transfer.title });
  await dialog.getByLabel(homeTh.transfer.to).selectOption('PG');
  await dialog.getByLabel(homeTh.transfer.amount).fill('250');
  await dialog.getByRole('button', { name: homeTh.transfer.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(homeTh.transfer.done);

  const qa = await openConsole(browser, mockUrl, mockSession, 'world', policy.watch);
  const download = qa.waitForEvent('download');
  await qa.getByRole('button', { name: 'Save as JSON' }).click();
  const saved = await (await download).path();
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-world-1280');

  await qa.getByLabel('Saved world').setInputFiles(saved);
  await qa.getByRole('radio', { name: /A new session/ }).check();
  await qa.getByRole('button', { name: 'Load', exact: true }).click();
  await expect(qa.getByRole('status').filter({ hasText: /Loaded into session/ })).toBeVisible();
  const copy = await qa.getByRole('combobox', { name: 'World', exact: true }).inputValue();
  expect(copy).not.toBe(mockSession);

  await qa.getByRole('link', { name: 'Sessions' }).click();
  const somchai = qa.getByRole('row', { name: /Somchai/ });
  await expect(somchai).toContainText('1,000.50');
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-sessions-1280');

  // Open as the member in the copy: a new tab on the portal, logged in, in that session.
  const opened = qa.context().waitForEvent('page');
  await somchai.getByRole('button', { name: /Open as Somchai/ }).click();
  const portal = await opened;
  await portal.waitForURL('**/user/home');
  await expect(portal.getByTestId('wallet-amount')).toHaveText(`1,000.50 ${homeTh.currency.BAHT}`);
  await expect(portal.getByTestId('games-total')).toHaveText('775.25');
  expect(portal.url()).not.toContain('token');
  await qa.context().close();
});

test('QA sends the wallet to a real backend from the console: the player sees its money, the rest stays simulated', async ({
  page,
  browser,
  mockUrl,
  mockSession,
  mock,
  policy,
  signIn,
  loginAs,
}) => {
  // The real backend: a simulator of its own in this worker, where the member holds 1,250.50; the journey's
  // world moves 250.00 to a game first, so the two wallets differ.
  const violations: string[] = [];
  const backend = createMockServer({
    scenario: 'default',
    onContractViolation: (route, problem) => violations.push(`${route}: ${problem}`),
  });
  const server = backend.createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const backendUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    await signIn();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const moved = await mock.post('/api/wallet/transfer', {
      headers: { authorization: `Bearer ${token}` },
      data: { from: 'WALLET', to: 'PG', amount: 250 },
    });
    expect(moved.ok()).toBe(true);

    const qa = await openConsole(browser, mockUrl, mockSession, 'passthrough', policy.watch);
    await expect(qa.getByText(`Every route of session ${mockSession} is simulated.`)).toBeVisible();
    await qa.getByLabel('Backend address').fill(backendUrl);
    await qa.getByLabel('Routes (names or groups)').fill('wallet.get');
    await qa.getByRole('switch', { name: /Compare/ }).check();
    await qa.getByRole('button', { name: 'Pass through' }).click();
    await expect(
      qa.getByRole('status').filter({ hasText: `2 routes now pass through to ${backendUrl}` }),
    ).toBeVisible();
    await expect(qa.getByText('account.login · for the log-in')).toBeVisible();
    await expectNoAxeViolations(qa, 'body');
    await shot(qa, 'console-passthrough-1280');
    await qa.setViewportSize({ width: 390, height: 844 });
    expect(await qa.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
    await shot(qa, 'console-passthrough-390');
    await qa.setViewportSize({ width: 1280, height: 800 });

    // The player logs in (on the real backend) and sees the real wallet; the statement stays the simulator's.
    await loginAs('0812345678');
    await expect(total(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);

    await qa.getByRole('link', { name: 'Journal' }).click();
    await qa.getByRole('checkbox', { name: 'Real backend only' }).check();
    const wallet = qa.getByRole('button', { name: 'GET /api/wallet' }).first();
    await wallet.click();
    const real = qa.getByRole('region', { name: 'Real backend' });
    await expect(real.getByRole('heading', { level: 3 })).toHaveText(
      'Answered by the real backend: it keeps the contract',
    );
    await expect(real.getByRole('heading', { level: 4 })).toHaveText('The simulator’s own answer: 200');
    await qa.getByRole('button', { name: 'POST /api/login' }).first().click();
    await expect(real).toContainText('mapped to the simulated member M10001');
    await expect(qa.locator('.detail')).not.toContainText('secret123');
    await expectNoAxeViolations(qa, 'body');
    await shot(qa, 'console-journal-real-1280');

    // Stopped: the wallet is the simulated one again (after a log-in, since the token was the real backend's).
    await qa.getByRole('link', { name: 'Real backend' }).click();
    await qa.getByRole('button', { name: 'Stop passing through' }).click();
    await expect(qa.getByText(`Every route of session ${mockSession} is simulated.`)).toBeVisible();
    await loginAs('0812345678');
    await expect(total(page)).toHaveText(`1,000.50 ${homeTh.currency.BAHT}`);
    await qa.context().close();
    expect(violations).toEqual([]);
  } finally {
    backend.sessions.dispose();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('the console on a phone: the panels as tabs, no sideways scroll, and a failed read says so with a retry', async ({
  browser,
  mockUrl,
  mockSession,
  policy,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await policy.watch(context);
  const qa = await context.newPage();
  await qa.goto(`${mockUrl}/__console/#/money`);
  await qa.getByRole('combobox', { name: 'World', exact: true }).selectOption(mockSession);
  await expect(qa.getByRole('heading', { name: 'Money and events', level: 1 })).toBeVisible();
  await expect(qa.getByRole('button', { name: 'Win' })).toBeVisible();
  const overflow = await qa.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-money-390');

  await context.route('**/__admin/qrcodes', (route) => route.abort());
  await qa.reload();
  await qa.getByRole('combobox', { name: 'World', exact: true }).selectOption(mockSession);
  const failure = qa.getByRole('alert').filter({ hasText: 'No connection to the mock server' });
  await expect(failure).toBeVisible({ timeout: 10_000 });
  await context.unroute('**/__admin/qrcodes');
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(qa.getByText('No QR yet')).toBeVisible();
  await context.close();
});

test('a support answer written in the console arrives in the player’s chat widget, and the player’s message reaches the console', async ({
  page,
  browser,
  mockUrl,
  mockSession,
  policy,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/contact');
  await page.getByRole('button', { name: new RegExp(`^${chatTh.open}`) }).click({ timeout: 15_000 });
  const widgetLog = page.getByRole('log', { name: chatTh.log });
  await page.getByRole('textbox', { name: chatTh.composer.label }).fill('ฝากเงินไม่เข้าครับ');
  await page.getByRole('button', { name: chatTh.composer.send, exact: true }).click();
  await expect(widgetLog.getByText('ฝากเงินไม่เข้าครับ')).toBeVisible();

  const qa = await openConsole(browser, mockUrl, mockSession, 'support', policy.watch);
  await qa.getByRole('button', { name: /Somchai/ }).click();
  const consoleLog = qa.getByRole('log', { name: /Messages with Somchai/ });
  await expect(consoleLog.getByText('ฝากเงินไม่เข้าครับ')).toBeVisible();
  await qa.getByRole('textbox', { name: 'Message' }).fill('ตรวจสอบให้แล้วค่ะ <b>ยอดเข้าแล้ว</b>');
  await qa.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(consoleLog.getByText('ตรวจสอบให้แล้วค่ะ <b>ยอดเข้าแล้ว</b>')).toBeVisible();
  await expectNoAxeViolations(qa, 'body');
  await shot(qa, 'console-support-1280');

  // The player sees it at once, as text (the markup is shown, never run).
  await expect(widgetLog.getByText('ตรวจสอบให้แล้วค่ะ <b>ยอดเข้าแล้ว</b>')).toBeVisible({ timeout: 10_000 });
  await expect(widgetLog.locator('b')).toHaveCount(0);
  await qa.context().close();
});
