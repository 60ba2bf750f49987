import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const homeTh = texts('th', 'home');
const commonTh = texts('th', 'common');
const errorsTh = texts('th', 'errors');

/** The app has drawn the home (its own games line; the pre-drawn page has none). */
const appDrawn = (page: Page) => expect(page.getByTestId('games-total')).toBeVisible();
const tiles = (page: Page) => page.getByRole('navigation', { name: homeTh.tiles.label });
const total = (page: Page) => page.getByTestId('wallet-amount');

/** A member's bearer header, from a log-in through the API. */
async function bearer(mock: APIRequestContext, phone: string): Promise<Record<string, string>> {
  const answer = await mock.post('/api/login', { data: { username: phone, password: 'secret123' } });
  expect(answer.ok()).toBe(true);
  return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

/**
 * The default member's invitee (Malee, 0823456789) opens a PG account, moves her 40 baht in and loses 1 baht
 * `times` times: each loss earns the inviter 5 % of it (0.05), a line of the invite list.
 */
async function inviteeLoses(mock: APIRequestContext, times: number): Promise<void> {
  const headers = await bearer(mock, '0823456789');
  expect((await mock.get('/api/wallet/activate/PG', { headers })).ok()).toBe(true);
  const moved = await mock.post('/api/wallet/transfer', { headers, data: { from: 'WALLET', to: 'PG', amount: 40 } });
  expect(moved.ok()).toBe(true);
  for (let loss = 0; loss < times; loss += 1) {
    const played = await mock.post('/__admin/play', { data: { phone: '0823456789', slotCode: 'PG', result: -1 } });
    expect(played.ok()).toBe(true);
  }
}

test('invite: the banners first, then the share link to copy and share, the bonus received, the invite list paged', async ({
  page,
  signIn,
  mock,
  context,
  baseURL,
}) => {
  await inviteeLoses(mock, 11);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The phone's share sheet, played by a stand-in that records what it was handed.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    navigator.share = (data?: ShareData) => {
      shared.push(data ?? {});
      return Promise.resolve();
    };
  });
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await tiles(page).getByRole('link', { name: homeTh.tiles.invite }).click();
  await expect(page).toHaveURL(/[?&]modal=invite/);
  const dialog = page.getByRole('dialog', { name: homeTh.inviteModal.title });

  // The operator's banner comes first (its html sanitised, drawn as text), then Continue opens the dialog.
  await expect(dialog.locator('img')).toHaveAttribute('src', /invite-1\.svg$/);
  await expect(dialog.getByText('ชวนเพื่อนรับ')).toBeVisible();
  await expectNoAxeViolations(page, 'body');
  await dialog.getByRole('button', { name: homeTh.banners.continue }).click();

  const link = `${baseURL}/register?code=PRM10001`;
  await expect(dialog.getByTestId('invite-link')).toHaveText(link);
  await dialog.getByRole('button', { name: homeTh.inviteModal.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: commonTh.copied.replace('{{text}}', link) })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByRole('button', { name: homeTh.inviteModal.share }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)).toEqual([
    { title: homeTh.inviteModal.shareTitle, text: homeTh.inviteModal.shareText, url: link },
  ]);

  // The success and fail percentages of the wallet's invite box.
  await expect(dialog.getByText('80%')).toBeVisible();
  await expect(dialog.getByText('20%')).toBeVisible();

  // The list: 11 lines from Malee's losses and the 2 of the scenario, 10 a page, newest first.
  const history = dialog.getByRole('region', { name: homeTh.inviteModal.history });
  const rows = history.getByRole('list', { name: homeTh.inviteModal.history }).getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('Malee Rakdee');
  await expect(rows.first()).toContainText('+0.05');
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'invite-th-390');
  await history.getByRole('button', { name: commonTh.pager.page.replace('{{page}}', '2') }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText('Nok P.');
  await expect(rows.last()).toContainText('+50.00');

  // 75 of the scenario and 0.55 from the losses wait; receiving moves them into the wallet.
  await expect(dialog.getByTestId('invite-modal-amount')).toContainText('75.55');
  await dialog.getByRole('button', { name: homeTh.invite.receive }).click();
  // The same answer as the home's invite box: a toast.
  await expect(page.getByRole('status').filter({ hasText: errorsTh.INVITE_BONUS_SUCCESS })).toBeVisible();
  await expect(dialog.getByTestId('invite-modal-amount')).toContainText('0.00');
  await expect(dialog.getByRole('button', { name: homeTh.invite.receive })).toBeDisabled();

  // Back closes the dialog; the home's total has the bonus.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(total(page)).toContainText('1,326.05');
});

test('invite: with the programme off, receiving says so and the list still reads', async ({
  page,
  signIn,
  scenario,
}) => {
  await scenario('features-off');
  await signIn();
  await page.goto('/user/home?modal=invite');
  const dialog = page.getByRole('dialog', { name: homeTh.inviteModal.title });
  await dialog.getByRole('button', { name: homeTh.banners.continue }).click();
  await dialog.getByRole('button', { name: homeTh.invite.receive }).click();
  await expect(page.getByRole('alert').filter({ hasText: errorsTh.INVITE_INACTIVE })).toBeVisible();
});

test('refund: the loss refund received, waiting apart, then moved into the wallet; the statement has it', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await expect(total(page)).toContainText('1,250.50');
  await tiles(page).getByRole('link', { name: homeTh.tiles.refund }).click();
  await expect(page).toHaveURL(/[?&]modal=refund/);
  const dialog = page.getByRole('dialog', { name: homeTh.refundModal.title });
  await expect(dialog.locator('img')).toHaveAttribute('src', /refund-1\.svg$/);
  // Closing the banners opens the dialog itself (spec §2), not the page behind.
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('คืนยอดเสีย 10% ของยอดเสียสุทธิ')).toBeVisible();

  // 10 % of the 420 baht lost since the last refund.
  await expect(dialog.getByTestId('refund-amount')).toContainText('42.00');
  await expect(dialog.getByText('80%')).toBeVisible();
  const history = dialog.getByRole('list', { name: homeTh.refundModal.history }).getByRole('listitem');
  await expect(history).toHaveCount(1);
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'refund-th-390');

  await dialog.getByRole('button', { name: homeTh.refundModal.receive }).click();
  const done = page.getByRole('alertdialog');
  await expect(done).toContainText(errorsTh.REFUND_SUCCESS);
  await expect(done).toContainText('42.00');
  await done.getByRole('button').click();
  await expect(dialog.getByTestId('refund-amount')).toContainText('0.00');
  await expect(dialog.getByRole('button', { name: homeTh.refundModal.receive })).toBeDisabled();
  await expect(history.first()).toContainText(homeTh.refundModal.waiting);
  await shot(page, 'refund-waiting-th-390');
  // Received, not yet in the wallet: the total has not moved.
  await expect(total(page)).toContainText('1,250.50');

  await dialog.getByRole('button', { name: homeTh.refundModal.move }).click();
  await expect(done).toContainText('42.00');
  await done.getByRole('button').click();
  await expect(history.first()).toContainText(homeTh.refundModal.inWallet);
  await expect(dialog.getByRole('button', { name: homeTh.refundModal.move })).toHaveCount(0);
  await dialog.getByRole('button', { name: commonTh.close }).click();
  await expect(dialog).toBeHidden();
  await expect(total(page)).toContainText('1,292.50');

  await page.goto('/user/statement');
  const entry = page.getByRole('list', { name: texts('th', 'pages').member.screens.statement }).getByRole('listitem');
  await expect(entry.first()).toContainText('42.00');
  await expect(entry.first()).toContainText('คืนยอดเสีย');
});

test('refund: a bonus held blocks it; a refund taken elsewhere is refused in the member words; refunds off say so', async ({
  page,
  signIn,
  mock,
  scenario,
}) => {
  await signIn();
  const headers = await bearer(mock, '0812345678');
  await page.goto('/user/home?modal=refund');
  const dialog = page.getByRole('dialog', { name: homeTh.refundModal.title });
  await dialog.getByRole('button', { name: homeTh.banners.continue }).click();
  await expect(dialog.getByTestId('refund-amount')).toContainText('42.00');
  // Another tab received it meanwhile: this one still offers it, and the server says there is none.
  expect((await mock.get('/api/refund/receive', { headers })).ok()).toBe(true);
  await dialog.getByRole('button', { name: homeTh.refundModal.receive }).click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.NO_REFUND);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(dialog.getByTestId('refund-amount')).toContainText('0.00');

  // A bonus held: the dialog says it blocks the refund.
  expect((await mock.get('/api/bonus/activate/DAILY10', { headers })).ok()).toBe(true);
  await page.reload();
  await dialog.getByRole('button', { name: homeTh.banners.continue }).click();
  await expect(dialog.getByText(homeTh.refundModal.bonusBlocks)).toBeVisible();
  await expect(dialog.getByRole('button', { name: homeTh.refundModal.receive })).toBeDisabled();

  await scenario('features-off');
  await signIn();
  await page.goto('/user/home?modal=refund');
  await dialog.getByRole('button', { name: homeTh.banners.continue }).click();
  await expect(dialog.getByText(errorsTh.REFUND_INACTIVE)).toBeVisible();
});

test('refund: the list that fails to load says so and loads on retry', async ({ page, signIn, mock }) => {
  await signIn();
  await mock.post('/__admin/faults', { data: { route: 'refund.list', kind: 'error', code: 'KEY_INVALID', times: 1 } });
  await page.goto('/user/home?modal=refund');
  const dialog = page.getByRole('dialog', { name: homeTh.refundModal.title });
  await dialog.getByRole('button', { name: homeTh.banners.continue }).click();
  const history = dialog.getByRole('region', { name: homeTh.refundModal.history });
  await expect(history.getByText(homeTh.refundModal.historyFailed)).toBeVisible();
  await history.getByRole('button', { name: commonTh.retry }).click();
  await expect(history.getByRole('list', { name: homeTh.refundModal.history }).getByRole('listitem')).toHaveCount(1);
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`invite and refund read well at 390, 320 and 1280 wide, in ${locale}`, async ({ page, signIn }) => {
    const home = texts(locale, 'home');
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    for (const area of ['invite', 'refund'] as const) {
      const title = area === 'invite' ? home.inviteModal.title : home.refundModal.title;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/user/home?modal=${area}`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog.locator('img')).toBeVisible();
      await shot(page, `${area}-banners-${locale}-390`);
      await dialog.getByRole('button', { name: home.banners.continue }).click();
      await expect(
        dialog
          .getByRole('list', { name: area === 'invite' ? home.inviteModal.history : home.refundModal.history })
          .getByRole('listitem')
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, 'body');
      await shot(page, `${area}-${locale}-390`);
      await page.setViewportSize({ width: 320, height: 640 });
      await expectNoHorizontalOverflow(page);
      await shot(page, `${area}-${locale}-320`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, `${area}-${locale}-1280`);
    }
  });
}
