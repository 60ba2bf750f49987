import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const pagesTh = texts('th', 'pages');

test('the profile shows who the member is and their bank account, as the spec formats them', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
  await expect(page.getByText('0812345678')).toBeVisible();
  await expect(page.getByText(/^\d{3}-\d{3}-\d{4}$/)).toBeVisible();
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
});

test('a password change: mismatch and a wrong current password are said at their fields; then the new one works', async ({
  page,
  signIn,
  mock,
}, testInfo) => {
  const form = pagesTh.profile.password;
  await signIn();
  await page.goto('/user/profile');
  await page.getByRole('button', { name: pagesTh.profile.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: form.title });
  const field = (label: string) => dialog.getByLabel(label, { exact: true });
  const save = dialog.getByRole('button', { name: form.submit });
  await expect(save).toBeDisabled();

  await field(form.old).fill('secret123');
  await field(form.new).fill('newsecret9');
  await field(form.confirm).fill('newsecret8');
  await save.click();
  await expect(dialog.getByText(form.notEqual)).toBeVisible();

  await field(form.old).fill('not-my-password');
  await field(form.confirm).fill('newsecret9');
  await save.click();
  await expect(dialog.getByText(texts('th', 'errors').WRONG_PASSWORD)).toBeVisible();
  await expectNoAxeViolations(page, 'body');
  await shot(page, testInfo, 'password-th-390');

  await field(form.old).fill('secret123');
  await save.click();
  await expect(page.getByRole('alertdialog')).toContainText(form.done);
  await page.getByRole('alertdialog').getByRole('button').click();

  // The session goes on with the new token; the old password no longer opens the account, the new one does.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
  expect((await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } })).ok()).toBe(false);
  expect((await mock.post('/api/login', { data: { username: '0812345678', password: 'newsecret9' } })).ok()).toBe(true);
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`the profile reads well and fits at 390, 320 and 1280 wide, in ${locale}`, async ({
    page,
    signIn,
  }, testInfo) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale, 'pages').member.screens.profile);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, testInfo, `profile-${locale}-390`);
    await page.getByRole('button', { name: texts(locale, 'pages').profile.changePassword }).click();
    await expect(page.getByRole('dialog', { name: texts(locale, 'pages').profile.password.title })).toBeVisible();
    await expectNoAxeViolations(page, 'body');
    await shot(page, testInfo, `password-${locale}-390`);
    await page.goBack();
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await shot(page, testInfo, `profile-${locale}-320`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, testInfo, `profile-${locale}-1280`);
  });
}
