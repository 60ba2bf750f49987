import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, switchLanguage, test } from './fixtures';
import { texts, type Locale } from './texts';

const LOCALES: Locale[] = ['th', 'lo', 'en'];
const MEMBER = { username: '0812345678', password: 'secret123' };

/**
 * Gives the default member a longer history: `count` transfers of 1 baht from the wallet to PG Soft, through
 * the simulator's API. Answers how many entries the statement then has.
 */
async function addTransfers(mock: APIRequestContext, count: number): Promise<number> {
  const login = await mock.post('/api/login', { data: MEMBER });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < count; i += 1) {
    const transfer = await mock.post('/api/wallet/transfer', {
      headers,
      data: { from: 'WALLET', to: 'PG', amount: 1 },
    });
    expect(transfer.ok(), 'a transfer').toBe(true);
  }
  const statement = await mock.post('/api/statement', { headers, data: { page: 1, limit: 1 } });
  return ((await statement.json()) as { total: number }).total;
}

const entries = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: texts(locale, 'pages').member.screens.statement }).getByRole('listitem');
const pager = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: texts(locale, 'pages').statement.pages });

/** Holds the statement's answers for `pageNumber` until `release` is called. */
async function holdPage(page: Page, pageNumber: number) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/api/statement', async (route) => {
    const body = route.request().postDataJSON() as { page: number };
    if (body.page !== pageNumber || released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

for (const locale of LOCALES) {
  test(`the statement pages through the member's entries, the previous page kept while the next loads, in ${locale}`, async ({
    page,
    signIn,
    mock,
  }) => {
    const pages = texts(locale, 'pages');
    const total = await addTransfers(mock, 12);
    const pageCount = Math.ceil(total / 10);
    expect(pageCount, 'three pages at least').toBeGreaterThanOrEqual(3);
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    const third = await holdPage(page, 3);
    await signIn();
    await page.goto('/user/statement');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.member.screens.statement);
    await expect(entries(page, locale)).toHaveCount(10);
    await expect(
      page.getByText(pages.statement.pageOf.replace('{{page}}', '1').replace('{{count}}', `${pageCount}`)),
    ).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, `statement-loaded-${locale}-390`);

    // Page 2 was fetched ahead: it is there at once.
    const common = texts(locale, 'common');
    await pager(page, locale).getByRole('button', { name: common.pager.next }).click();
    await expect(page).toHaveURL(/\/user\/statement\?page=2$/);
    await expect(entries(page, locale)).toHaveCount(10);
    const firstOfSecond = await entries(page, locale).first().textContent();

    // Page 3 is held back: page 2 stays on screen, dimmed and marked busy, until it arrives.
    await pager(page, locale)
      .getByRole('button', { name: common.pager.page.replace('{{page}}', '3') })
      .click();
    const list = page.getByRole('list', { name: pages.member.screens.statement });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(entries(page, locale).first()).toHaveText(firstOfSecond ?? '');
    await shot(page, `statement-paging-${locale}-390`);
    await third.release();
    await expect(entries(page, locale)).toHaveCount(Math.min(10, total - 20));
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(entries(page, locale).first()).not.toHaveText(firstOfSecond ?? '');

    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await expect(pager(page, locale).getByRole('button', { name: common.pager.previous })).toBeVisible();
    await shot(page, `statement-last-${locale}-320`);
    await expectNoAxeViolations(page);

    // On a desktop the entries line up as a table: the amounts form one column.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoHorizontalOverflow(page);
    const amounts = await entries(page, locale)
      .getByText(/^[+-]?\d[\d,]*\.\d{2}$/)
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().right)));
    expect(new Set(amounts).size, 'amounts right-aligned in one column').toBe(1);
    await shot(page, `statement-last-${locale}-1280`);
  });
}

// What the empty and the failed statement say, and their retry, are checked in every language against the
// simulator in process (web/src/features/statement/statement-states.test.tsx); here, that they fit a phone.
test('the empty and the failed statement fit a phone, in th, lo and en', async ({ page, signIn, scenario, mock }) => {
  await scenario('new-member');
  await signIn('0800000001');
  await page.goto('/user/statement');
  for (const locale of LOCALES) {
    await switchLanguage(page, locale);
    await expect(page.getByText(texts(locale, 'pages').statement.empty)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, `statement-empty-${locale}-390`);
  }
  await scenario('default');
  await mock.post('/__admin/faults', {
    data: { route: 'statement.list', kind: 'error', code: 'INTERNAL_SERVER_ERROR' },
  });
  await signIn();
  await page.goto('/user/statement');
  // Said once the read has been tried three times; each language is then the same state drawn again.
  for (const locale of LOCALES) {
    await switchLanguage(page, locale);
    const alert = page.getByRole('alert').filter({ hasText: texts(locale, 'pages').statement.failed });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `statement-failure-${locale}-390`);
  }
});

test('each entry says its kind, sign and status; one in progress settles by itself while on screen', async ({
  page,
  signIn,
  mock,
}) => {
  const pages = texts('th', 'pages');
  const login = await mock.post('/api/login', { data: MEMBER });
  const { token } = (await login.json()) as { token: string };
  const announced = await mock.post('/api/wallet/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: 321 },
  });
  expect(announced.ok()).toBe(true);
  await signIn();
  await page.goto('/user/statement');

  const row = (text: string) => entries(page, 'th').filter({ hasText: text });
  // The deposit just announced: in progress, money in.
  const fresh = row('+321.00');
  await expect(fresh).toContainText(pages.statement.types.deposit);
  await expect(fresh).toContainText(pages.statement.status.IN_PROGRESS);
  // Money out, a move between own accounts (no sign), a bonus from its source, a failed deposit.
  await expect(row('-150.00')).toContainText(pages.statement.types.withdraw);
  await expect(row('80.00').filter({ hasText: 'ASKMEBET' })).toContainText(pages.statement.types.transfer);
  await expect(row('+50.00')).toContainText('GOLD50');
  await expect(row('+20.00')).toContainText('วงล้อนำโชค 20 ฿');

  // The bank confirms a minute later (the simulator's clock): the entry settles without a reload.
  await mock.post('/__admin/clock', { data: { advanceSeconds: 61 } });
  await expect(fresh).toContainText(pages.statement.status.SUCCESS, { timeout: 15_000 });

  const failed = row('+200.00');
  await expect(failed).toContainText(pages.statement.types.deposit);
  await expect(failed).toContainText(pages.statement.status.FAILED);

  // The remainder forfeited when a bonus ended leaves the member: a gift, with a minus.
  await pager(page, 'th')
    .getByRole('button', { name: texts('th', 'common').pager.next })
    .click();
  await expect(row('-3.50')).toContainText(pages.statement.types.finish_bonus);
});
