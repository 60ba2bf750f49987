import type { Page } from '@playwright/test';
import { appIsLive, expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/**
 * The member's screens against a backend that drifted from the contract (issue 23, decision 018): the
 * simulator answers with drift faults on each route a screen reads, and each screen shows what it can,
 * in each language. Every screen in one journey a language, so the drifts are set once.
 */

/** The drift faults of the walk (the drifts of one route add up: the home's invite box and its shelf). */
const drifts = [
  // A category the app does not know: an "Other games" shelf.
  { route: 'wallet.get', change: 'unknown-value', field: 'category', to: 'esport' },
  // The invite's percentages as text: the home's invite box alone fails, with a retry.
  { route: 'wallet.get', change: 'retype-field', field: 'success' },
  // The first entry broken (its amount and id null): left out and counted, the rest shown.
  { route: 'statement.list', change: 'bad-item', field: 'statements' },
  // A type of entry the app does not know: named as it came, with a plain icon.
  { route: 'statement.list', change: 'unknown-value', field: 'statementType', to: 'cashback' },
  // The member's creation time in another form: shown as it came.
  { route: 'account.profile', change: 'date-format', field: 'createdAt' },
  // A coupon status the app does not know: shown as it came, not claimable.
  { route: 'spinwheel.coupons', change: 'unknown-value', field: 'status', to: 'RESERVED' },
  // A bonus type the app does not know: the card says only how many times.
  { route: 'bonus.list', change: 'unknown-value', field: 'type', to: 'month' },
  // Chat messages of a type the app does not know: each says it cannot be shown.
  { route: 'chat.history', change: 'unknown-value', field: 'message_type', to: 'carousel' },
] as const;

async function visit(page: Page, path: string, heading?: string) {
  await page.goto(path);
  await appIsLive(page);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** What the screen's pictures will show is there: each one loaded (or failed), so a picture is of the screen. */
async function picturesLoaded(page: Page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`against a drifted backend every screen shows what it can, in ${locale}`, async ({ page, mock, signIn }) => {
    const home = texts(locale, 'home');
    const pages = texts(locale, 'pages');
    const common = texts(locale, 'common');
    const spin = texts(locale, 'spin');
    const bonus = texts(locale, 'bonus');
    const chat = texts(locale, 'chat');
    for (const drift of drifts) {
      const added = await mock.post('/__admin/faults', { data: { kind: 'drift', ...drift } });
      expect(added.ok(), `${drift.route} ${drift.change}`).toBe(true);
    }
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();

    // Home: the money as sent, the invite box alone failed with a retry, the e-sport games on a shelf of their own.
    await visit(page, '/user/home');
    await expect(page.getByTestId('wallet-amount')).toContainText('1,250.50');
    const invite = page.getByRole('region', { name: home.invite.title });
    await expect(invite.getByRole('alert')).toHaveText(home.invite.failed);
    await expect(invite.getByRole('button', { name: common.retry })).toBeVisible();
    await expect(page.getByTestId('invite-amount')).toHaveCount(0);
    await expect(page.getByText(home.failed)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await shot(page, `drift-home-${locale}-390`, { fullPage: false });
    const shelf = page.getByRole('heading', { level: 2, name: home.games.category.other });
    // Into the middle of the screen: just above the fold it would sit under the bottom menu.
    await shelf.evaluate((heading) => heading.scrollIntoView({ block: 'center' }));
    await expect(shelf).toBeVisible();
    await picturesLoaded(page);
    await shot(page, `drift-home-shelf-${locale}-390`, { fullPage: false });

    // Statement: the broken entry left out and said so; the others with their amounts.
    await visit(page, '/user/statement', pages.member.screens.statement);
    await expect(page.getByTestId('statement-entry').first()).toBeVisible();
    // English has a singular; Thai and Lao say it one way.
    const oneLeftOut =
      (common as unknown as Record<string, string | undefined>).dropped_one ??
      common.dropped_other.replace('{{count}}', '1');
    await expect(page.getByRole('note').filter({ hasText: oneLeftOut })).toBeVisible();
    await expect(page.getByTestId('statement-entry').first()).toContainText('cashback');
    await expect(page.getByText(pages.statement.failed)).toHaveCount(0);
    await shot(page, `drift-statement-${locale}-390`);

    // Profile: the creation time as it came (day/month/year hour:minute).
    await visit(page, '/user/profile');
    await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText(pages.profile.failed)).toHaveCount(0);
    await shot(page, `drift-profile-${locale}-390`);

    // Spin: every coupon's status as it came, none with a claim button.
    await visit(page, '/user/spin');
    const coupons = page.getByTestId('coupon');
    await expect(coupons.first()).toBeVisible();
    await expect(coupons.first()).toContainText('RESERVED');
    await expect(coupons.getByRole('button', { name: spin.coupons.claim })).toHaveCount(0);
    await shot(page, `drift-spin-${locale}-390`);

    // Bonus: the cards still there, without a frequency the app cannot name.
    await visit(page, '/user/bonus');
    await expect(page.getByTestId('bonus-card').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: bonus.promotion.label })).toBeVisible();
    await picturesLoaded(page);
    await expect(page.getByText(bonus.list.failed)).toHaveCount(0);
    await shot(page, `drift-bonus-${locale}-390`);

    // Chat: the history's messages each say they cannot be shown here; the chat itself works.
    await visit(page, '/user/contact');
    await page.getByRole('button', { name: new RegExp(`^${chat.open}`) }).click();
    const log = page.getByRole('log', { name: chat.log });
    await expect(log.getByText(chat.message.unknown).first()).toBeVisible();
    // Axe waits for the panel's opening to end, so the picture is of the panel as it stays.
    await expectNoAxeViolations(page, 'body');
    await shot(page, `drift-chat-${locale}-390`, { fullPage: false });
  });
}
