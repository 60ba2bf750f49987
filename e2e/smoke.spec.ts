import { expect, test } from '@playwright/test';

test('the home page shows the site name from GET /api/lookup/info and fits a 390 px phone', async ({
  page,
}, testInfo) => {
  const info = page.waitForResponse((response) => response.url().endsWith('/api/lookup/info'));
  await page.goto('/');

  // The request went through the typed client: with the fixed client header, answered by the mock server.
  const response = await info;
  expect(response.status()).toBe(200);
  expect(response.request().headers()['x-client']).toBe('wallet-user');

  await expect(page.getByRole('heading', { level: 1, name: 'Gold Wallet' })).toBeVisible();
  await expect(page).toHaveTitle('Gold Wallet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');

  // No horizontal scroll on the phone.
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  await page.screenshot({ path: testInfo.outputPath('home-390x844.png'), fullPage: true });
});

test('the home page says so when the info call fails', async ({ page }, testInfo) => {
  await page.route('**/api/lookup/info', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'INTERNAL_SERVER_ERROR' }),
    }),
  );
  await page.goto('/');

  await expect(page.getByRole('alert')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('button')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-error-390x844.png') });
});
