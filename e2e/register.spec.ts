import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, expectNoAxeViolations, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

// The wizard's behaviour (the OTP step and its refusals, a phone verified before, what each step checks before
// any call, EXISTING_USER, the banks that need an English name, an invite link's code, known or not) is checked
// against the simulator in process (web/src/features/register/register-states.test.tsx). Here, what needs a real
// browser: a whole registration (its request, the 2 s to /login, then a log-in), and how every step reads and fits.

const reg = texts('th', 'register');
const common = texts('th', 'common');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectStep(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function phoneStep(page: Page, phone: string) {
  await field(page, reg.phone.label).fill(phone);
  await button(page, common.next).click();
}

async function profileStep(page: Page, name = 'Somsri Dee', password = 'secret456', confirm = password) {
  await expectStep(page, reg.profile.title);
  await field(page, reg.profile.name).fill(name);
  await field(page, reg.profile.password).fill(password);
  await field(page, reg.profile.confirm).fill(confirm);
  await button(page, common.next).click();
}

async function bankStep(page: Page, bank = 'KBANK', first = 'somsri', last = 'dee') {
  await expectStep(page, reg.bank.title);
  await field(page, reg.bank.bank).selectOption(bank);
  await field(page, reg.bank.accountNo).fill('1122334455');
  await field(page, reg.bank.firstName).fill(first);
  await field(page, reg.bank.lastName).fill(last);
}

test('a visitor registers without OTP, is sent to /login after 2 s and can log in', async ({
  page,
  scenario,
  loginAs,
}) => {
  await scenario('default');
  await page.goto('/register');
  await expect(page.getByRole('navigation', { name: reg.steps.label }).getByRole('listitem')).toHaveCount(3);

  await phoneStep(page, '0822222222');
  await expect(field(page, reg.profile.phone)).toHaveValue('0822222222');
  await expect(field(page, reg.profile.phone)).toHaveAttribute('readonly', '');
  await profileStep(page);

  // Back keeps what was typed, then on again.
  await expectStep(page, reg.bank.title);
  await button(page, common.back).click();
  await expect(field(page, reg.profile.name)).toHaveValue('Somsri Dee');
  await button(page, common.next).click();

  await bankStep(page);
  // The names are upper-cased as they are typed, and trimmed as the player leaves the field.
  await field(page, reg.bank.firstName).fill('  somsri ');
  await expect(field(page, reg.bank.firstName)).toHaveValue('  SOMSRI ');
  await field(page, reg.bank.lastName).focus();
  await expect(field(page, reg.bank.firstName)).toHaveValue('SOMSRI');
  await field(page, reg.bank.source).selectOption('FACEBOOK');
  const created = page.waitForRequest(
    (request) => request.url().endsWith('/api/account') && request.method() === 'POST',
  );
  await button(page, reg.bank.submit).click();

  expect((await created).postDataJSON()).toEqual({
    name: 'Somsri Dee',
    username: '0822222222',
    password: 'secret456',
    sourceCode: 'FACEBOOK',
    inviteCode: '',
    bankCode: 'KBANK',
    bankAccountName: 'SOMSRI DEE',
    bankAccountNo: '1122334455',
    currency: 'BAHT',
  });
  const doneAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: reg.success.toast })).toBeVisible();
  await page.waitForURL('**/login');
  expect(Date.now() - doneAt).toBeGreaterThanOrEqual(1500);

  await loginAs('0822222222', 'secret456');
});

test('every wizard step is accessible and fits 390 and 320 wide phones in every language', async ({
  page,
  scenario,
}) => {
  test.setTimeout(90_000);
  const phones: Record<Locale, string> = { th: '0844444441', lo: '0844444442', en: '0844444443' };
  for (const locale of ['th', 'lo', 'en'] as const) {
    await scenario('otp-registration');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/register?code=PRM10001');
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.reload();
    const own = texts(locale, 'register');
    const ownCommon = texts(locale, 'common');

    const check = async (name: string) => {
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await shot(page, `register-${name}-${locale}-390`);
      await page.setViewportSize({ width: 320, height: 700 });
      await expectNoHorizontalOverflow(page);
      await shot(page, `register-${name}-${locale}-320`);
      await page.setViewportSize({ width: 390, height: 844 });
    };

    await button(page, ownCommon.next).click();
    await check('1-phone');
    await field(page, own.phone.label).fill(phones[locale]);
    await button(page, ownCommon.next).click();
    await field(page, own.otp.label).fill('123456');
    await check('2-otp');
    await button(page, own.otp.verify).click();
    await expect(page.getByRole('heading', { level: 2, name: own.profile.title })).toBeVisible();
    await field(page, own.profile.password).fill('secret456');
    await field(page, own.profile.confirm).fill('secret');
    await button(page, ownCommon.next).click();
    await check('3-profile');
    await field(page, own.profile.name).fill('Somsri Dee');
    await field(page, own.profile.confirm).fill('secret456');
    await button(page, ownCommon.next).click();
    await field(page, own.bank.bank).selectOption('TMB');
    await check('4-bank');
    await field(page, own.bank.accountNo).fill('1122334455');
    await field(page, own.bank.firstName).fill('somsri');
    await field(page, own.bank.lastName).fill('dee');
    await button(page, own.bank.submit).click();
    await expect(page.getByRole('heading', { level: 2, name: own.success.title })).toBeVisible();
    await check('5-done');
  }
});
