import { expect, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/** The Laos site's name (scenarios/laos.ts): the longest of the builds', beside a logout button on member pages. */
const SITE_NAME = 'Gold Wallet Laos';

/**
 * The Laos build's top bar on a member page, on a 320 px and a 390 px phone, in each language: the site's name
 * whole (not cut by its two-line clamp: under 360 px the language pill is its globe alone), no sideways scroll,
 * and the language picker still named and holding the reader's language.
 */
for (const locale of ['lo', 'th', 'en'] as Locale[]) {
  test(`the top bar keeps the site's whole name at 320 and 390 px, in ${locale}`, async ({ page, signIn }) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn('02055512345');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto('/user/home');
      const bar = page.getByRole('banner');
      const name = bar.getByText(SITE_NAME, { exact: true });
      await expect(name).toBeVisible();
      // Measured in the fonts the player sees.
      await page.evaluate(() => document.fonts.ready);
      const size = await name.evaluate((node) => ({
        scrollHeight: node.scrollHeight,
        clientHeight: node.clientHeight,
        scrollWidth: node.scrollWidth,
        clientWidth: node.clientWidth,
      }));
      expect(size.scrollHeight, `the name whole at ${width} px`).toBeLessThanOrEqual(size.clientHeight + 1);
      expect(size.scrollWidth, `the name whole at ${width} px`).toBeLessThanOrEqual(size.clientWidth + 1);
      await expectNoHorizontalOverflow(page);
      await expect(bar.getByRole('combobox', { name: texts(locale, 'common').language })).toHaveValue(locale);
      await shot(page, `top-bar-laos-${locale}-${width}`, { fullPage: false });
    }
  });
}
