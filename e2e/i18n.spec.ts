import type { Page } from '@playwright/test';
import { appIsLive, expect, shot, test } from './fixtures';
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

for (const locale of ['th', 'lo', 'en'] as const) {
  test(`the language picker wears the 2 px focus ring when the keyboard reaches it, in ${locale}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await page.goto('/howto');
    await appIsLive(page);
    // The page is drawn in its language (a language other than the pre-drawn one is drawn afresh) before the
    // keyboard starts, so the picker it reaches is the one that stays.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages(locale).howto.title);
    const select = page.getByRole('banner').getByRole('combobox', { name: common(locale).language });
    // The first stop of the keyboard on the page.
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    // The select lies unseen over its pill: the ring is the pill's.
    const pill = select.locator('..');
    await expect(pill).toHaveCSS('outline-style', 'solid');
    await expect(pill).toHaveCSS('outline-width', '2px');
    await shot(page, `language-focus-${locale}-390`, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(pill).toHaveCSS('outline-width', '2px');
    await shot(page, `language-focus-${locale}-1280`, { fullPage: false });
  });
}
