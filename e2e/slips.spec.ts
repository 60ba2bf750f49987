import type { Page } from '@playwright/test';
import { slipReasonCodes } from '../contract/src/errors';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const LOCALES: Locale[] = ['th', 'lo', 'en'];

test.use({ startScenario: 'slip-reasons' });

async function openSlips(page: Page, locale: Locale) {
  const pages = texts(locale, 'pages');
  await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
  await page.goto('/user/statement');
  await page.getByRole('link', { name: pages.statement.uploadSlip }).click();
  await expect(page).toHaveURL(/[?&]modal=slips/);
  return page.getByRole('dialog', { name: pages.slips.title });
}

const rows = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

for (const locale of LOCALES) {
  test(`every slip reason is said, in ${locale}; the one being read settles on refresh`, async ({
    page,
    signIn,
    mock,
  }) => {
    const pages = texts(locale, 'pages');
    const reasons = texts(locale, 'errors').slip;
    const common = texts(locale, 'common');
    await signIn();
    const dialog = await openSlips(page, locale);

    // Page 1: the slip being read, then ten refusals; page 2 the eleventh and the accepted one.
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first()).toContainText(pages.statement.status.IN_PROGRESS);
    await expect(rows(page).first().getByRole('cell').nth(1)).toHaveText('-');
    await expectNoAxeViolations(page, 'body');
    await expectNoHorizontalOverflow(page);
    await shot(page, `slips-${locale}-390`);
    const seen = new Set<string>();
    for (const text of await rows(page).allTextContents()) seen.add(text);
    await dialog.getByRole('button', { name: common.pager.next }).click();
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).last()).toContainText('750.00');
    await expect(rows(page).last()).toContainText(pages.statement.status.SUCCESS);
    for (const text of await rows(page).allTextContents()) seen.add(text);
    // Each reason's text, as often as codes share it (three say "incorrect slip").
    const all = [...seen];
    for (const code of slipReasonCodes) {
      const text = `${pages.statement.status.FAILED}(${reasons[code]})`;
      const sharing = slipReasonCodes.filter((other) => reasons[other] === reasons[code]).length;
      expect(all.filter((row) => row.includes(text)).length, code).toBe(sharing);
    }

    // The slip being read is refused as invalid ten seconds on; Refresh shows it.
    await dialog.getByRole('button', { name: common.pager.previous }).click();
    await mock.post('/__admin/clock', { data: { advanceSeconds: 11 } });
    const reread = page.waitForRequest('**/api/statement/slip');
    await dialog.getByRole('button', { name: pages.slips.refresh }).click();
    await reread;
    await expect(rows(page).first()).toContainText(`${pages.statement.status.FAILED}(${reasons.INVALID_SLIP})`, {
      timeout: 1_500,
    });

    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `slips-${locale}-320`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `slips-${locale}-1280`);
  });
}

test('View opens the slip picture in a new window; the upload is offered in the dialog', async ({
  page,
  context,
  signIn,
}) => {
  const pages = texts('th', 'pages');
  await signIn();
  const dialog = await openSlips(page, 'th');
  const popup = context.waitForEvent('page');
  await rows(page)
    .first()
    .getByRole('button', { name: /^ดูสลิปเวลา/ })
    .click();
  const slipWindow = await popup;
  await slipWindow.waitForURL(/\/mock-assets\/slips\/REF-READING\.svg$/);
  expect(await slipWindow.evaluate(() => window.opener)).toBeNull();

  await dialog.getByRole('button', { name: pages.slips.upload }).click();
  await expect(dialog.getByText(texts('th', 'deposit').slip.choose)).toBeVisible();
});

test('a slip list that fails to load says so and loads on retry', async ({ page, signIn, mock }) => {
  const pages = texts('th', 'pages');
  await mock.post('/__admin/faults', {
    data: { route: 'statement.slips', kind: 'error', code: 'INTERNAL_SERVER_ERROR', times: 3 },
  });
  await signIn();
  const dialog = await openSlips(page, 'th');
  const alert = dialog.getByRole('alert').filter({ hasText: pages.slips.failed });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await alert.getByRole('button', { name: texts('th', 'common').retry }).click();
  await expect(rows(page)).toHaveCount(10);
});
