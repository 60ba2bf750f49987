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

test('a password change: a mismatch is said inline, a wrong current password in an error alert and then at its field; then the new one works', async ({
  page,
  signIn,
  mock,
}) => {
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
  // Spec §8: a password-change failure is an error alert with the error's text.
  const alert = page.getByRole('alertdialog', { name: texts('th', 'common').errorMsg });
  await expect(alert).toHaveAccessibleDescription(texts('th', 'errors').WRONG_PASSWORD);
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'password-refused-th-390');
  await alert.getByRole('button', { name: texts('th', 'common').ok }).click();
  await expect(alert).toBeHidden();
  // Closed, the field it names is marked and has the focus, with what was typed kept.
  await expect(field(form.old)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(form.old)).toBeFocused();
  await expect(field(form.new)).toHaveValue('newsecret9');
  await shot(page, 'password-marked-th-390');

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

test('a profile that cannot be read says so and why, with a retry that brings it', async ({ page, signIn, mock }) => {
  const failure = await mock.post('/__admin/faults', {
    data: { route: 'account.profile', kind: 'error', code: 'INTERNAL_SERVER_ERROR' },
  });
  expect(failure.ok()).toBe(true);
  await signIn();
  await page.goto('/user/profile');
  const alert = page.getByRole('main').getByRole('alert');
  // A server error is asked again twice (the client's retry rule) before the page says so.
  await expect(alert).toContainText(pagesTh.profile.failed, { timeout: 10_000 });
  await expect(alert).toContainText(texts('th', 'errors').INTERNAL_SERVER_ERROR);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The profile is also asked for by itself (e2e/recovery.spec.ts), its skeleton back meanwhile: a tap just after
  // such a try has failed comes seconds before the next, so what brings the profile is the tap.
  await expect(alert).toBeHidden({ timeout: 15_000 });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await mock.delete('/__admin/faults');
  await alert.getByRole('button', { name: texts('th', 'common').retry }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
  await expect(alert).toHaveCount(0);
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`a profile that cannot be read is a designed failure at 390 and 1280 wide, in ${locale}`, async ({
    page,
    signIn,
    mock,
  }) => {
    await mock.post('/__admin/faults', {
      data: { route: 'account.profile', kind: 'error', code: 'INTERNAL_SERVER_ERROR' },
    });
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/profile');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(texts(locale, 'pages').profile.failed, { timeout: 10_000 });
    await expect(alert.getByRole('button', { name: texts(locale, 'common').retry })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, `profile-failed-${locale}-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `profile-failed-${locale}-1280`);
  });
}

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
