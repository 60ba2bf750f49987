import { expect, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/**
 * From 768 px the menu is a rail beside the content, not a stretched tab bar; below it stays at the bottom.
 * Same markup, so every journey at phone size also covers the desktop's elements.
 */
for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`on a 1280x800 desktop the menu is a rail beside the page, in ${locale}`, async ({ page, signIn }) => {
    const shell = texts(locale, 'shell');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await page.goto('/login');
    const menu = page.getByRole('navigation', { name: shell.menu.label });
    await expect(menu.getByRole('link', { name: shell.menu.login })).toBeVisible();
    // Measured once the app has taken the pre-drawn page over (its submit button waits for that).
    await expect(page.locator('main button[type="submit"]')).toBeEnabled();
    const rail = await menu.boundingBox();
    expect(rail && rail.x).toBe(0);
    expect(rail && rail.width).toBeLessThan(300);
    expect(rail && rail.height).toBeGreaterThan(600);
    const heading = await page.locator('main h1').boundingBox();
    expect(heading && heading.x).toBeGreaterThan(300);
    await expectNoHorizontalOverflow(page);
    await shot(page, `desktop-login-${locale}-1280`);

    await signIn();
    await page.goto('/user/home');
    // Measured once the app has drawn over the pre-drawn page (the games line is the app's own).
    await expect(page.getByTestId('games-total')).toBeVisible();
    const label = menu.getByRole('link', { name: shell.menu.home });
    await expect(label).toHaveAttribute('aria-current', 'page');
    const size = await label.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
    await expectNoHorizontalOverflow(page);
    await shot(page, `desktop-home-${locale}-1280`);
  });
}

test('below 768 px the menu stays at the bottom, within thumb reach', async ({ page }) => {
  await page.setViewportSize({ width: 767, height: 900 });
  await page.goto('/login');
  const menu = page.getByRole('navigation', { name: texts('th', 'shell').menu.label });
  const box = await menu.boundingBox();
  expect(box && box.y + box.height).toBeGreaterThan(880);
  expect(box && box.width).toBeGreaterThan(700);
});
