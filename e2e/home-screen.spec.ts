import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const homeTh = texts('th', 'home');
const errorsTh = texts('th', 'errors');

/** The app has drawn the home page (the games line is its own; the total may be filled in earlier). */
const appDrawn = (page: Page) => expect(page.getByTestId('games-total')).toBeVisible();
const total = (page: Page) => page.getByTestId('wallet-amount');

test('the eye hides every amount, and the choice holds after a reload, even before the app runs', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await expect(total(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
  await page.getByRole('button', { name: homeTh.balance.hide }).click();
  await expect(total(page)).toHaveText(`•••••• ${homeTh.currency.BAHT}`);
  await expect(page.getByTestId('games-total')).toHaveText('••••••');
  await expect(page.getByTestId('invite-amount')).toHaveText('••••••');
  await expect(page.getByText('1,250.50')).toHaveCount(0);

  await page.reload();
  await appDrawn(page);
  await expect(total(page)).toHaveText(`•••••• ${homeTh.currency.BAHT}`);
  await expect(page.getByRole('button', { name: homeTh.balance.show })).toHaveAttribute('aria-pressed', 'true');

  // The page's own script, which shows the total and the invite bonus before the app's code, keeps them hidden.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.reload();
  await expect(page.locator('main').getByText('••••••', { exact: true })).toHaveCount(2);
  await expect(page.getByText('1,250.50')).toHaveCount(0);
  await expect(page.getByText('75.00')).toHaveCount(0);
});

test('the invite bonus moves into the wallet, the total and the statement say so, and the button rests', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await expect(page.getByTestId('invite-amount')).toHaveText('75.00');
  await page.getByRole('button', { name: homeTh.invite.receive }).click();
  await expect(page.getByRole('status').filter({ hasText: errorsTh.INVITE_BONUS_SUCCESS })).toBeVisible();
  await expect(total(page)).toHaveText(`1,325.50 ${homeTh.currency.BAHT}`);
  await expect(page.getByTestId('invite-amount')).toHaveText('0.00');
  await expect(page.getByRole('button', { name: homeTh.invite.receive })).toBeDisabled();

  // The statement has the entry: a bonus of 75.00, described as the invite bonus.
  await page.goto('/user/statement');
  const entry = page.getByRole('list', { name: texts('th', 'pages').member.screens.statement }).getByRole('listitem');
  await expect(entry.first()).toContainText(texts('th', 'pages').statement.types.bonus);
  await expect(entry.first()).toContainText('75.00');
});

test('nothing to receive: the server says why, in the member words', async ({ page, signIn, mock }) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  // Someone else (another tab) received it meanwhile; this page still offers it.
  const login = await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } });
  const { token } = (await login.json()) as { token: string };
  expect((await mock.get('/api/invite/bonus', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/invite/bonus'));
  await page.getByRole('button', { name: homeTh.invite.receive }).click();
  const answer = await refused;
  expect(answer.ok()).toBe(false);
  const { message } = (await answer.json()) as { message: 'NO_INVITE_BONUS' | 'NO_INVITEE_PLAY_INFO' };
  expect(['NO_INVITE_BONUS', 'NO_INVITEE_PLAY_INFO']).toContain(message);
  await expect(page.getByText(errorsTh[message])).toBeVisible();
  // The wallet was read again: the bonus received elsewhere shows, and nothing is offered twice.
  await expect(total(page)).toHaveText(`1,325.50 ${homeTh.currency.BAHT}`);
  await expect(page.getByRole('button', { name: homeTh.invite.receive })).toBeDisabled();
});

test('the spin tile shows while a wheel is active; with the wheel off, refresh-all takes its place', async ({
  page,
  signIn,
  scenario,
}) => {
  await signIn();
  await page.goto('/user/home');
  const tiles = page.getByRole('navigation', { name: homeTh.tiles.label });
  await tiles.getByRole('link', { name: homeTh.tiles.spin }).click();
  await expect(page).toHaveURL(/\/user\/spin$/);

  await scenario('features-off');
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await expect(tiles.getByRole('link', { name: homeTh.tiles.spin })).toHaveCount(0);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/wallet/refresh/slot'));
  await tiles.getByRole('button', { name: homeTh.tiles.refresh }).click();
  await refreshed;
  await expect(page.getByRole('status').filter({ hasText: homeTh.balance.refreshed })).toBeVisible();
  await tiles.getByRole('link', { name: homeTh.tiles.bonus }).click();
  await expect(page).toHaveURL(/\/user\/bonus$/);
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`the home and its money dialogs read well and fit at 390, in ${locale}`, async ({ page, signIn }) => {
    const home = texts(locale, 'home');
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/home');
    await appDrawn(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
    await expect(page.getByRole('note')).toBeVisible();
    await expect(total(page)).toHaveText(`1,250.50 ${home.currency.BAHT}`);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, `home-${locale}-390`);
    // The money modals in the reader's language, each checked and pictured at 390, and pictured at 1280.
    for (const modal of ['withdraw', 'transfer'] as const) {
      await page.goto(`/user/home?modal=${modal}`);
      const dialog = page.getByRole('dialog', { name: home[modal].title });
      await expect(dialog.getByRole('button', { name: home[modal].submit, exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'body');
      await expectNoHorizontalOverflow(page);
      await shot(page, `${modal}-${locale}-390`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, `${modal}-${locale}-1280`);
      await page.setViewportSize({ width: 390, height: 844 });
    }
  });

  // Apart from the 390 journey above, so neither runs near the 30 s a journey has on a loaded machine.
  test(`the home fits at 320 and 1280 wide, in ${locale}`, async ({ page, signIn }) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/home');
    await appDrawn(page);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `home-${locale}-320`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `home-${locale}-1280`);
  });
}

test('a withdrawal brings the games back, pays out, and the home and the statement say so; back closes the modal', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await page
    .getByRole('navigation', { name: homeTh.tiles.label })
    .getByRole('link', { name: homeTh.tiles.withdraw })
    .click();
  await expect(page).toHaveURL(/[?&]modal=withdraw/);
  const dialog = page.getByRole('dialog', { name: homeTh.withdraw.title });
  // The wallet alone (1,250.50) is offered first; with the open game accounts (525.25) everything can go out.
  await expect(dialog.getByTestId('withdraw-available')).toContainText('1,250.50');
  await dialog.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromAll) }).check();
  await expect(dialog.getByTestId('withdraw-available')).toContainText('1,775.75');
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'withdraw-th-390');

  // Too little is refused here, with the server's minimum.
  const amount = dialog.getByLabel(homeTh.withdraw.amount);
  await amount.fill('50');
  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  await expect(dialog.getByText('ถอนขั้นต่ำ 100.00 บาท')).toBeVisible();

  // Back closes it and the page is as it was.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user\/home$/);

  await page
    .getByRole('navigation', { name: homeTh.tiles.label })
    .getByRole('link', { name: homeTh.tiles.withdraw })
    .click();
  await amount.fill('1,000');
  await dialog.getByRole('radio', { name: new RegExp(homeTh.withdraw.fromAll) }).check();
  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/withdrawAll'));
  await dialog.getByRole('button', { name: homeTh.withdraw.confirm }).click();
  expect((await sent).postDataJSON()).toEqual({ amount: 1000 });
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText(homeTh.withdraw.waiting);
  await done.getByRole('button').click();
  await expect(dialog).toBeHidden();
  await expect(total(page)).toHaveText(`775.75 ${homeTh.currency.BAHT}`);
  await expect(page.getByTestId('games-total')).toHaveText('0.00');

  await page.goto('/user/statement');
  const entry = page.getByRole('list', { name: texts('th', 'pages').member.screens.statement }).getByRole('listitem');
  await expect(entry.first()).toContainText(texts('th', 'pages').statement.types.withdraw);
  await expect(entry.first()).toContainText('1,000.00');
});

test('a withdrawal the server refuses is said in an alert, and nothing moves', async ({ page, signIn, mock }) => {
  await mock.post('/__admin/faults', {
    data: { route: 'wallet.withdraw', kind: 'error', code: 'BONUS_TURNOVER', times: 1 },
  });
  await signIn();
  await page.goto('/user/home?modal=withdraw');
  const dialog = page.getByRole('dialog', { name: homeTh.withdraw.title });
  await dialog.getByLabel(homeTh.withdraw.amount).fill('300');
  await dialog.getByRole('button', { name: homeTh.withdraw.submit }).click();
  await dialog.getByRole('button', { name: homeTh.withdraw.confirm }).click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.BONUS_TURNOVER);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(dialog.getByLabel(homeTh.withdraw.amount)).toHaveValue('300');
  // Opened by a link, the modal closes in place.
  await dialog.getByRole('button', { name: texts('th', 'common').close }).click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(total(page)).toHaveText(`1,250.50 ${homeTh.currency.BAHT}`);
});

test('a transfer moves money between the wallet and a game, as the server says; a failed one leaves the money in the wallet', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await page.getByTestId('balance-card').getByRole('button', { name: homeTh.transfer.open }).click();
  const dialog = page.getByRole('dialog', { name: homeTh.transfer.title });
  await dialog.getByLabel(homeTh.transfer.amount).fill('100');
  await dialog.getByRole('button', { name: homeTh.transfer.submit }).click();
  await expect(dialog.getByText(homeTh.transfer.selectAcc)).toBeVisible();
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'transfer-th-390');

  await dialog.getByLabel(homeTh.transfer.to).selectOption('PG');
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/wallet/transfer'));
  await dialog.getByRole('button', { name: homeTh.transfer.submit }).click();
  expect((await sent).postDataJSON()).toEqual({ from: 'WALLET', to: 'PG', amount: 100 });
  await expect(page.getByRole('alertdialog')).toContainText(homeTh.transfer.done);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(total(page)).toHaveText(`1,150.50 ${homeTh.currency.BAHT}`);
  await expect(page.getByTestId('games-total')).toHaveText('625.25');

  // The game provider fails: the server says so, and the money is back in the wallet.
  await mock.post('/__admin/faults', {
    data: { route: 'wallet.transfer', kind: 'error', code: 'TRANSFER_FAIL', times: 1 },
  });
  await page.getByTestId('balance-card').getByRole('button', { name: homeTh.transfer.open }).click();
  await dialog.getByLabel(homeTh.transfer.to).selectOption('PG');
  await dialog.getByLabel(homeTh.transfer.amount).fill('50');
  await dialog.getByRole('button', { name: homeTh.transfer.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.TRANSFER_FAIL);
  await page.getByRole('alertdialog').getByRole('button').click();
  await page.goBack();
  await expect(total(page)).toHaveText(`1,150.50 ${homeTh.currency.BAHT}`);

  await page.goto('/user/statement');
  const entry = page.getByRole('list', { name: texts('th', 'pages').member.screens.statement }).getByRole('listitem');
  await expect(entry.first()).toContainText(texts('th', 'pages').statement.types.transfer);
  await expect(entry.first()).toContainText('100.00');
});
