import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { texts, type Locale } from './texts';

const shell = (locale: Locale) => texts(locale, 'shell');
const common = (locale: Locale) => texts(locale, 'common');
const pages = (locale: Locale) => texts(locale, 'pages');

/** The public bottom menu reads in `locale`: its four entries, in order. */
async function expectMenuIn(page: Page, locale: Locale) {
  const { menu } = shell(locale);
  await expect(page.getByRole('navigation', { name: menu.label }).getByRole('link')).toHaveText([
    menu.login,
    menu.register,
    menu.howto,
    menu.contact,
  ]);
}

test('the portal opens in Thai by default', async ({ page, scenario }) => {
  await scenario('default');
  await page.goto('/howto');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expectMenuIn(page, 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages('th').howto.title);
});

for (const [locale, name] of [
  ['en', 'English'],
  ['lo', 'Lao'],
] as const) {
  test(`switching to ${name} in the top bar applies at once and survives a reload`, async ({ page, scenario }) => {
    await scenario('default');
    await page.goto('/howto');
    await expectMenuIn(page, 'th');

    await page
      .getByRole('banner')
      .getByRole('combobox', { name: common('th').language })
      .selectOption(locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectMenuIn(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages(locale).howto.title);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(locale);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectMenuIn(page, locale);
    await expect(page.getByRole('banner').getByRole('combobox', { name: common(locale).language })).toHaveValue(locale);
  });
}
