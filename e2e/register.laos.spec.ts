import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoAxeViolations, shot, test } from './fixtures';
import { texts } from './texts';

/** The app's own Lao texts (the Laos build opens in Lao). */
const reg = texts('lo', 'register');
const common = texts('lo', 'common');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Walks to the bank step with an 11-digit Lao phone number (no 10-digit rule in the Laos build). */
async function toBankStep(page: Page, phone: string) {
  await page.goto('/register');
  await expect(page.getByText(reg.phone.hint)).toHaveCount(0);
  await field(page, reg.phone.label).fill(phone);
  await button(page, common.next).click();
  await expect(page.getByRole('heading', { level: 2, name: reg.profile.title })).toBeVisible();
  await field(page, reg.profile.name).fill('Bounmy Phommachanh');
  await field(page, reg.profile.password).fill('secret456');
  await field(page, reg.profile.confirm).fill('secret456');
  await button(page, common.next).click();
  await expect(page.getByRole('heading', { level: 2, name: reg.bank.title })).toBeVisible();
  await field(page, reg.bank.bank).selectOption('BCEL');
  await field(page, reg.bank.accountNo).fill('0201234567890');
  await field(page, reg.bank.firstName).fill('bounmy');
  await field(page, reg.bank.lastName).fill('phommachanh');
}

const accountCreated = (page: Page) =>
  page.waitForRequest((request) => request.url().endsWith('/api/account') && request.method() === 'POST');

test('a Lao phone of 11 digits (no 10-digit rule) registers, in kip by default, and can log in', async ({
  page,
  scenario,
  loginAs,
}) => {
  await scenario('laos');
  await toBankStep(page, '02099887766');

  const currency = page.getByRole('group', { name: reg.bank.currency });
  await expect(currency.getByRole('radio', { name: reg.bank.currencies.LAK })).toBeChecked();
  await expect(currency.getByRole('radio', { name: reg.bank.currencies.BAHT })).not.toBeChecked();
  await expect(page.getByRole('option', { name: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ' })).toBeAttached();

  await expectNoAxeViolations(page);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'register-laos-bank-lo-390');
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoHorizontalOverflow(page);
  await shot(page, 'register-laos-bank-lo-320');

  const created = accountCreated(page);
  await button(page, reg.bank.submit).click();
  expect((await created).postDataJSON()).toMatchObject({
    username: '02099887766',
    currency: 'LAK',
    bankAccountName: 'BOUNMY PHOMMACHANH',
  });
  await expect(page.getByRole('status').filter({ hasText: reg.success.toast })).toBeVisible();
  await page.waitForURL('**/login');
  await loginAs('02099887766', 'secret456');
  // The new member's home shows their total in kip.
  await expect(page.getByTestId('wallet-amount')).toHaveText(`0.00 ${texts('lo', 'home').currency.LAK}`);
});

test('a Lao member can choose to hold baht instead', async ({ page, scenario }) => {
  await scenario('laos');
  await toBankStep(page, '0205551');

  await page
    .getByRole('group', { name: reg.bank.currency })
    .getByRole('radio', { name: reg.bank.currencies.BAHT })
    .check();
  const created = accountCreated(page);
  await button(page, reg.bank.submit).click();
  expect((await created).postDataJSON()).toMatchObject({ username: '0205551', currency: 'BAHT' });
  await expect(page.getByRole('status').filter({ hasText: reg.success.toast })).toBeVisible();
});
