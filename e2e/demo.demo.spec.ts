import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DemoControl } from '../mock-server/src/browser/demo';
import { presetsOn } from '../mock-server/src/browser/demo-drifts';
import { demoTest as test, expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot } from './fixtures';
import { texts, type Locale } from './texts';

/**
 * The backend-less demo (npm run build:demo) as a static host serves it (vite preview with nothing forwarded):
 * the simulator runs in the page behind MSW, so no journey here has a mock server or a simulator session.
 * Each journey's browser context is a browser of its own: its own service worker, storage and world.
 */

const demoTh = texts('th', 'demo');
const homeTh = texts('th', 'home');
const depositTh = texts('th', 'deposit');
const spinTh = texts('th', 'spin');
const chatTh = texts('th', 'chat');
const pagesTh = texts('th', 'pages');
const commonTh = texts('th', 'common');

const wallet = (page: Page) => page.getByTestId('wallet-amount');
const bar = (page: Page, locale: Locale = 'th') => page.getByRole('dialog', { name: texts(locale, 'demo').title });

/**
 * What the world in the page says through its QA surface (window.portalDemo, web/src/demo/boot.ts: the admin
 * contract's client the bar uses), and how many chat sockets the page admitted.
 */
async function demoState(page: Page) {
  const seen = await page.evaluate(async () => {
    const control = (window as Window & { portalDemo?: DemoControl }).portalDemo;
    if (!control) throw new Error('no demo in this page');
    const [qrcodes, faults] = await Promise.all([control.admin.qrcodes(), control.admin.faults()]);
    if (qrcodes.status !== 200 || faults.status !== 200) throw new Error('the QA surface refused');
    return {
      openQrs: qrcodes.body.qrcodes.filter((qr) => qr.status === 'OPEN').length,
      faults: faults.body.faults,
      chatConnections: control.chatConnections(),
    };
  });
  return { ...seen, drifts: presetsOn(seen.faults) };
}

/** Every API answer the page got, and whether MSW's worker gave it (none may come from a server). */
function apiAnswers(page: Page): { url: string; fromWorker: boolean }[] {
  const seen: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      seen.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  return seen;
}

async function openBar(page: Page, locale: Locale = 'th') {
  await page.getByRole('button', { name: texts(locale, 'demo').open }).click();
  await expect(bar(page, locale)).toBeVisible();
}

/** Logs in as the scenario's member with the demo bar's one tap, from the log-in page. */
async function oneTapLogIn(page: Page) {
  await page.goto('/login');
  await openBar(page);
  await bar(page)
    .getByRole('button', { name: demoTh.logIn.replace('{{phone}}', '0812345678') })
    .click();
  await page.waitForURL(/\/user/);
  await expect(wallet(page)).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  // A returning member: the home does not open the agreement over the journey.
  await context.addInitScript(() => localStorage.setItem('remember-agreement', 'true'));
});

test("the demo ships the portal's policy: MSW's worker may run, and its script is revalidated", async ({ request }) => {
  // Every journey here fails on a refusal of this policy (e2e/fixtures.ts); MSW's boot is no inline script.
  const policy = (await request.get('/login')).headers()['content-security-policy'];
  expect(policy).toContain("worker-src 'self'");
  expect(policy).toContain("connect-src 'self';");
  expect(policy).toContain("require-trusted-types-for 'script'; trusted-types dompurify portal-entry default");
  expect((await request.get('/mockServiceWorker.js')).headers()['cache-control']).toBe('no-cache');
});

test('one tap logs in as the scenario member; a transfer moves the money; a reload keeps the world; no call leaves the page', async ({
  page,
}) => {
  const answers = apiAnswers(page);
  await oneTapLogIn(page);
  await expect(wallet(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);

  // The whole wallet into PG from the game's card.
  await page.getByRole('region', { name: homeTh.games.category.slot }).getByRole('button', { name: /ดูข้อมูล/ }).click();
  const game = page.getByRole('dialog', { name: 'PG Soft' });
  await expect(game.getByTestId('game-balance')).toHaveText('320.25');
  await game.getByRole('button', { name: homeTh.game.transferOnly }).click();
  await expect(game.getByTestId('game-balance')).toHaveText('1,570.75');

  await page.goto('/user/home');
  await expect(wallet(page)).toHaveText(`0.00 ${homeTh.currency.BAHT}`);
  await page.reload();
  await expect(wallet(page)).toHaveText(`0.00 ${homeTh.currency.BAHT}`);

  expect(answers.length).toBeGreaterThan(5);
  expect(answers.filter((answer) => !answer.fromWorker)).toEqual([]);

  // Started again, the scenario's world is as new and the old log-in is gone with the old world.
  await openBar(page);
  await bar(page).getByRole('button', { name: demoTh.restart }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
  await openBar(page);
  await bar(page)
    .getByRole('button', { name: demoTh.logIn.replace('{{phone}}', '0812345678') })
    .click();
  await expect(wallet(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
});

test('QR deposit: the bar moves the clock past the deadline and the QR ends; a new QR paid from the bar reaches the wallet', async ({
  page,
}) => {
  await oneTapLogIn(page);
  await page
    .getByRole('navigation', { name: homeTh.tiles.label })
    .getByRole('link', { name: homeTh.tiles.deposit })
    .click();
  const modal = page.getByRole('dialog', { name: depositTh.title });
  await modal.getByRole('tab', { name: depositTh.method.qr }).click();
  await modal.getByLabel(depositTh.qr.amount).fill('1,000');
  await modal.getByRole('button', { name: depositTh.qr.create }).click();
  await expect(modal.getByTestId('qr-countdown')).toHaveText(/^(10:00|09:5\d)$/);

  await openBar(page);
  await bar(page).getByRole('button', { name: demoTh.move.hour }).click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.moved.replace('{{by}}', demoTh.move.hour));
  await expect(modal.getByText(depositTh.qr.ended.expired)).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByTestId('qr-open')).toBeHidden();

  await modal.getByLabel(depositTh.qr.amount).fill('500');
  await modal.getByRole('button', { name: depositTh.qr.create }).click();
  await expect(modal.getByTestId('qr-open')).toContainText('500.00');
  await expect(bar(page).getByRole('button', { name: demoTh.payQr })).toBeEnabled();
  await bar(page).getByRole('button', { name: demoTh.payQr }).click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.qrPaid);
  await expect(modal.getByText('ได้รับเงินแล้ว 500.00 บาท เข้ากระเป๋าของคุณแล้ว')).toBeVisible({ timeout: 10_000 });
  expect((await demoState(page)).openQrs).toBe(0);
});

/** A 1×1 PNG; `salt` bytes after its end make each slip a different image. */
const png = (salt: string) =>
  Buffer.concat([
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
    Buffer.from(salt),
  ]);

test('slip: uploaded into the page, refused and then approved from the bar; the approved one reaches the wallet', async ({
  page,
}) => {
  // The demo's simulator keeps the browser's time, and slips are refused from 23:50 to 00:10 in Bangkok: at noon
  // there, whenever the suite runs (it failed every day in that window).
  await page.clock.setFixedTime(new Date('2026-11-26T05:00:00Z'));
  await oneTapLogIn(page);
  const errorsTh = texts('th', 'errors');
  const send = async (salt: string) => {
    await page.goto('/user/home?modal=deposit');
    const modal = page.getByRole('dialog', { name: depositTh.title });
    await modal.getByRole('tab', { name: depositTh.method.slip }).click();
    await modal
      .locator('input[type=file]')
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: png(salt) });
    await modal.getByRole('button', { name: depositTh.slip.send }).click();
    await expect(modal.getByRole('status').filter({ hasText: depositTh.slip.reading })).toBeVisible();
    return modal;
  };

  let modal = await send('refused');
  await openBar(page);
  await bar(page).getByRole('button', { name: demoTh.rejectSlip }).click();
  await expect(modal.getByTestId('slip-verdict')).toContainText(errorsTh.slip.INVALID_SLIP, { timeout: 10_000 });
  await bar(page).getByRole('button', { name: demoTh.close }).click();

  modal = await send('approved');
  await openBar(page);
  await bar(page).getByRole('button', { name: demoTh.approveSlip }).click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.slipsDecided_other.replace('{{count}}', '1'));
  await expect(modal.getByTestId('slip-verdict')).not.toContainText(errorsTh.slip.INVALID_SLIP, { timeout: 10_000 });
  await page.goto('/user/home');
  await expect(wallet(page)).not.toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
});

test('spin, a day later: the log-in moves with the clock, the wheel turns in the page and takes a coin', async ({
  page,
}) => {
  await oneTapLogIn(page);
  await openBar(page);
  await bar(page).getByRole('button', { name: demoTh.move.day }).click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.moved.replace('{{by}}', demoTh.move.day));
  await page.goto('/user/spin');
  await expect(page).toHaveURL(/\/user\/spin$/);
  await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '3'));
  await page.getByRole('button', { name: new RegExp(spinTh.spin) }).click();
  const prize = page.getByRole('dialog', { name: new RegExp(`^${spinTh.prize.title.replace(' {{label}}', '')}`) });
  await expect(prize).toBeVisible({ timeout: 15_000 });
  await prize.getByRole('button', { name: spinTh.prize.ok }).click();
  await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '2'));
});

test('chat: support answers by itself and when the presenter asks; the socket stays open through 50 s of silence', async ({
  page,
}) => {
  // The page's clock is the one both ends of the chat keep (its socket and the simulator in the page).
  await page.clock.install();
  await oneTapLogIn(page);
  await page.goto('/user/contact');
  await page.getByRole('button', { name: new RegExp(`^${chatTh.open}`) }).click();
  const field = page.getByRole('textbox', { name: chatTh.composer.label });
  await field.fill('สวัสดีครับ มีคำถามเรื่องโบนัส');
  await field.press('Enter');
  const log = page.getByRole('log', { name: chatTh.log });
  await expect(log.getByText('สวัสดีครับ มีคำถามเรื่องโบนัส')).toBeVisible();
  await expect.poll(async () => (await demoState(page)).chatConnections).toBe(1);

  // Nothing is said for longer than the client waits without a ping (25 s + 20 s): a second at a time, so
  // what each end sends the other arrives in between, as it would.
  for (let second = 0; second < 50; second += 1) await page.clock.runFor(1_000);
  await page.getByRole('button', { name: chatTh.minimise }).click();
  await openBar(page);
  await bar(page).getByRole('button', { name: demoTh.supportAnswer }).click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.answered);
  await bar(page).getByRole('button', { name: demoTh.close }).click();
  await page.getByRole('button', { name: new RegExp(chatTh.open) }).click();
  await expect(log.getByText(demoTh.supportText)).toBeVisible();
  expect((await demoState(page)).chatConnections).toBe(1);
});

test('a different backend: statuses it does not know and a broken entry add up, and back to the contract', async ({
  page,
}) => {
  await oneTapLogIn(page);
  await page.goto('/user/statement');
  const list = page.getByRole('list', { name: pagesTh.member.screens.statement });
  const entries = list.getByTestId('statement-entry');
  const status = (key: 'SUCCESS' | 'IN_PROGRESS') => list.getByText(pagesTh.statement.status[key], { exact: true });
  const dropped = page.getByRole('note').filter({ hasText: commonTh.dropped_other.replace('{{count}}', '1') });
  await expect(entries).toHaveCount(10);
  await expect(status('SUCCESS').first()).toBeVisible();

  await openBar(page);
  const section = bar(page).getByRole('region', { name: demoTh.drift.title });
  const fold = section.getByRole('button', { name: demoTh.drift.title });
  const preset = (name: keyof typeof demoTh.drift.presets) =>
    section.getByRole('button', { name: demoTh.drift.presets[name], exact: true });
  // Folded until asked for, so the bar stays short over the page.
  await expect(fold).toHaveAttribute('aria-expanded', 'false');
  await fold.click();
  await expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'false');

  // Every status comes as PENDING: the statement reads again and shows each entry in progress.
  await preset('unknownStatus').click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.drift.shown.unknownStatus);
  await expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'true');
  await expect(status('IN_PROGRESS')).toHaveCount(10);
  await expect(status('SUCCESS')).toHaveCount(0);
  await section.getByRole('button', { name: demoTh.drift.contract }).scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, '#demo-bar');
  await shot(page, 'demo-bar-drift-th-390', { fullPage: false });

  // A broken entry on the same route adds to it: the entry is left out, the list says so, the rest in progress.
  await preset('brokenEntry').click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.drift.shown.brokenEntry);
  await expect(preset('brokenEntry')).toHaveAttribute('aria-pressed', 'true');
  await expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'true');
  await expect(dropped).toBeVisible();
  await expect(entries).toHaveCount(9);
  await expect(status('IN_PROGRESS')).toHaveCount(9);
  expect((await demoState(page)).drifts).toEqual(['unknownStatus', 'brokenEntry']);

  // The statuses taken off alone: the broken entry stays.
  await preset('unknownStatus').click();
  await expect(preset('unknownStatus')).toHaveAttribute('aria-pressed', 'false');
  await expect(status('SUCCESS').first()).toBeVisible();
  await expect(entries).toHaveCount(9);
  expect((await demoState(page)).drifts).toEqual(['brokenEntry']);

  // The drift is part of the saved world: a reload still gets the broken entry.
  await page.reload();
  await expect(dropped).toBeVisible();
  await expect(entries).toHaveCount(9);

  // With a drift on, the section is open from the start and says how many are on.
  await openBar(page);
  await expect(fold).toHaveAttribute('aria-expanded', 'true');
  await expect(fold).toContainText(demoTh.drift.active_other.replace('{{count}}', '1'));
  await section.getByRole('button', { name: demoTh.drift.contract }).click();
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.drift.restored);
  await expect(entries).toHaveCount(10);
  await expect(dropped).toBeHidden();
  await expect(status('SUCCESS').first()).toBeVisible();
  for (const name of Object.keys(demoTh.drift.presets) as (keyof typeof demoTh.drift.presets)[])
    await expect(preset(name)).toHaveAttribute('aria-pressed', 'false');
  expect((await demoState(page)).drifts).toEqual([]);
});

for (const locale of ['th', 'lo', 'en'] as const) {
  test(`the demo bar reads well in ${locale}, at 390, 320 and 1280 wide`, async ({ page, context }) => {
    await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.goto('/login');
    await openBar(page, locale);
    const panel = bar(page, locale);
    await expect(panel).toContainText(texts(locale, 'demo').note);
    await expect(panel.getByRole('button', { name: texts(locale, 'demo').payQr })).toBeDisabled();
    // The different backends unfolded too: their presets are read as well.
    await panel.getByRole('button', { name: texts(locale, 'demo').drift.title }).click();
    await expect(panel.getByRole('button', { name: texts(locale, 'demo').drift.contract })).toBeVisible();
    await expectNoAxeViolations(page, '#demo-bar');
    await expectNoHorizontalOverflow(page);
    await shot(page, `demo-bar-${locale}-390`, { fullPage: false });
    await page.setViewportSize({ width: 320, height: 640 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `demo-bar-${locale}-320`, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `demo-bar-${locale}-1280`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: texts(locale, 'demo').open })).toBeFocused();
  });
}

test('a world file loaded from the bar: a captured member is logged in and sees the money the file holds', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await openBar(page);
  // A world as QA hands one on: this demo's own, with the member's wallet as a captured backend had it.
  const world = await page.evaluate(async () => {
    const control = (window as Window & { portalDemo?: DemoControl }).portalDemo!;
    const saved = await control.admin.exportWorld();
    if (saved.status !== 200) throw new Error('the QA surface refused');
    return saved.body;
  });
  const member = world.tables.member.find((row) => row.phone === '0812345678')!;
  member.walletMinor = 432_100;
  world.captured = {
    from: 'https://staging.example.test',
    at: world.exportedAt,
    title: 'Captured: staging',
    login: { phone: '0812345678', password: String(member.password) },
    flags: {},
    site: { info: { name: 'Staging Wallet', website: 'https://staging.example.test' } },
  };
  const file = testInfo.outputPath('member.world.json');
  writeFileSync(file, JSON.stringify(world));

  await bar(page).getByLabel(demoTh.loadWorld).setInputFiles(file);
  await page.waitForURL(/\/user/);
  await expect(wallet(page)).toHaveText(`4,321.00 ${homeTh.currency.BAHT}`);
  await openBar(page);
  await expectNoAxeViolations(page, '#demo-bar');
  await shot(page, 'demo-world-loaded-390');

  // A file that is no world is refused, the world kept.
  const other = testInfo.outputPath('other.json');
  writeFileSync(other, '{"format":"something else"}');
  await bar(page).getByLabel(demoTh.loadWorld).setInputFiles(other);
  await expect(bar(page).getByRole('status')).toHaveText(demoTh.worldRefused);
  await page.reload();
  await expect(wallet(page)).toHaveText(`4,321.00 ${homeTh.currency.BAHT}`);
});

test('two tabs of the demo show one world: a change in one is read again in the other', async ({ page, context }) => {
  await oneTapLogIn(page);
  await expect(wallet(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
  const other = await context.newPage();
  await other.goto('/user/home');
  await expect(other.getByTestId('wallet-amount')).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);

  await page.getByRole('region', { name: homeTh.games.category.slot }).getByRole('button', { name: /ดูข้อมูล/ }).click();
  const game = page.getByRole('dialog', { name: 'PG Soft' });
  await game.getByRole('button', { name: homeTh.game.transferOnly }).click();
  await expect(game.getByTestId('game-balance')).toHaveText('1,570.75');
  await expect(other.getByTestId('wallet-amount')).toHaveText(`0.00 ${homeTh.currency.BAHT}`);
});

test('a saved world that this build cannot read (damaged, or from an older build) gives way to a fresh one', async ({
  page,
}) => {
  await oneTapLogIn(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opened = indexedDB.open('wallet-portal-demo', 1);
        opened.onsuccess = () => {
          const transaction = opened.result.transaction('world', 'readwrite');
          transaction
            .objectStore('world')
            .put({ format: 'wallet-portal-world', clock: { now: 'yesterday' } }, 'current');
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await openBar(page);
  await expect(bar(page).getByTestId('demo-time')).toHaveText(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  await bar(page)
    .getByRole('button', { name: demoTh.logIn.replace('{{phone}}', '0812345678') })
    .click();
  await expect(wallet(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
  expect(errors).toEqual([]);
});
