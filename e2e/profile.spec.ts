import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, switchLanguage, test } from './fixtures';
import { texts, type Locale } from './texts';

// What the profile shows, a password change and its refusals, and a profile that cannot be read (its retry) are
// checked against the simulator in process (web/src/features/profile/profile-states.test.tsx); here, how they
// fit each screen and read to assistive technology.
test('a profile that cannot be read is a designed failure at 390 and 1280 wide, in th, lo and en', async ({
  page,
  signIn,
  mock,
}) => {
  await mock.post('/__admin/faults', {
    data: { route: 'account.profile', kind: 'error', code: 'INTERNAL_SERVER_ERROR' },
  });
  await signIn();
  await page.goto('/user/profile');
  // Said once the read has been tried three times; each language is then the same state drawn again.
  for (const locale of ['th', 'lo', 'en'] as Locale[]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await switchLanguage(page, locale);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(texts(locale, 'pages').profile.failed, { timeout: 10_000 });
    await expect(alert.getByRole('button', { name: texts(locale, 'common').retry })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoAxeViolations(page);
    await shot(page, `profile-failed-${locale}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `profile-failed-${locale}-1280`);
  }
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`the profile reads well and fits at 390, 320 and 1280 wide, in ${locale}`, async ({ page, signIn }) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale, 'pages').member.screens.profile);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, `profile-${locale}-390`);
    await page.getByRole('button', { name: texts(locale, 'pages').profile.changePassword }).click();
    await expect(page.getByRole('dialog', { name: texts(locale, 'pages').profile.password.title })).toBeVisible();
    await expectNoAxeViolations(page, 'body');
    await shot(page, `password-${locale}-390`);
    const form = texts(locale, 'pages').profile.password;
    const dialog = page.getByRole('dialog', { name: form.title });
    await dialog.getByLabel(form.old, { exact: true }).fill('not-my-password');
    await dialog.getByLabel(form.new, { exact: true }).fill('newsecret9');
    await dialog.getByLabel(form.confirm, { exact: true }).fill('newsecret9');
    await dialog.getByRole('button', { name: form.submit }).click();
    const alert = page.getByRole('alertdialog', { name: texts(locale, 'common').errorMsg });
    await expect(alert).toHaveAccessibleDescription(texts(locale, 'errors').WRONG_PASSWORD);
    await expectNoAxeViolations(page, 'body');
    await shot(page, `password-refused-${locale}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `password-refused-${locale}-1280`);
    await alert.getByRole('button', { name: texts(locale, 'common').ok }).click();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goBack();
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `profile-${locale}-320`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `profile-${locale}-1280`);
  });
}
