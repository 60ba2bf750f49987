import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const homeTh = texts('th', 'home');

// A first visit: the browser does not remember the agreement.
test.use({ agreementRemembered: false });

const appDrawn = (page: Page) => expect(page.getByTestId('games-total')).toBeVisible();

test('the agreement opens 1.5 s after the first visit; closing it remembers it, and it does not open again', async ({
  page,
  signIn,
}, testInfo) => {
  await page.clock.install();
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  const dialog = page.getByRole('dialog', { name: homeTh.agreement.title });
  // The wait runs on the page's clock: a second in, nothing yet; past 1.5 s, the agreement.
  await page.clock.runFor(1_000);
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(600);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=agreement/);
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page, 'body');
  await shot(page, testInfo, 'agreement-th-390');
  expect(await page.evaluate(() => localStorage.getItem('remember-agreement'))).toBeNull();

  await dialog.getByRole('button', { name: homeTh.agreement.accept }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/user\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('remember-agreement'))).not.toBeNull();

  await page.reload();
  await appDrawn(page);
  await page.clock.runFor(5_000);
  await expect(dialog).toHaveCount(0);
});

test('a modal the member opened first goes first; the agreement follows 1.5 s after it closes', async ({
  page,
  signIn,
}) => {
  await page.clock.install();
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await page.clock.runFor(500);
  await page
    .getByRole('navigation', { name: homeTh.tiles.label })
    .getByRole('link', { name: homeTh.tiles.withdraw })
    .click();
  const withdraw = page.getByRole('dialog', { name: homeTh.withdraw.title });
  await expect(withdraw).toBeVisible();
  await page.clock.runFor(3_000);
  const agreement = page.getByRole('dialog', { name: homeTh.agreement.title });
  await expect(agreement).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(withdraw).toBeHidden();
  await page.clock.runFor(1_600);
  await expect(agreement).toBeVisible();
  // Escape closes it too, and that remembers it as well.
  await page.keyboard.press('Escape');
  await expect(agreement).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('remember-agreement'))).not.toBeNull();
});

test('an agreement that cannot be read says so with a retry, and is not remembered when closed', async ({
  page,
  signIn,
  mock,
}) => {
  await mock.post('/__admin/faults', {
    data: { route: 'lookup.agreements', kind: 'error', code: 'INTERNAL_SERVER_ERROR' },
  });
  await signIn();
  await page.goto('/user/home?modal=agreement');
  const dialog = page.getByRole('dialog', { name: homeTh.agreement.title });
  // A server error is asked again twice (the client's retry rule) before the dialog says so.
  await expect(dialog.getByText(homeTh.agreement.failed)).toBeVisible({ timeout: 10_000 });
  await mock.delete('/__admin/faults');
  await dialog.getByRole('button', { name: texts('th', 'common').retry }).click();
  await expect(dialog.getByRole('listitem').first()).toBeVisible();
  await mock.post('/__admin/faults', {
    data: { route: 'lookup.agreements', kind: 'error', code: 'INTERNAL_SERVER_ERROR' },
  });
  await page.reload();
  // A server error is asked again twice (the client's retry rule) before the dialog says so.
  await expect(dialog.getByText(homeTh.agreement.failed)).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('button', { name: homeTh.agreement.accept }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('remember-agreement'))).toBeNull();
});

for (const locale of ['lo', 'en'] as Locale[]) {
  test(`the agreement reads well at 390 and 1280 wide, in ${locale}`, async ({ page, signIn }, testInfo) => {
    const home = texts(locale, 'home');
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/home?modal=agreement');
    const dialog = page.getByRole('dialog', { name: home.agreement.title });
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expectNoAxeViolations(page, 'body');
    await shot(page, testInfo, `agreement-${locale}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, testInfo, `agreement-${locale}-1280`);
  });
}
