import { expect, shot, test } from './fixtures';
import { texts } from './texts';

const homeTh = texts('th', 'home');

test('the check-balance control shows what the games hold now, stores the time of the refresh and reads the wallet again', async ({
  page,
  signIn,
  mock,
}, testInfo) => {
  await signIn();
  await page.goto('/user/home');
  const games = page.getByTestId('games-total');
  await expect(games).toHaveText('525.25');

  // The member wins 100 in PG Soft.
  const played = await mock.post('/__admin/play', { data: { phone: '0812345678', slotCode: 'PG', result: 100 } });
  expect(played.ok()).toBe(true);

  const walletReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wallet') walletReads.push(request.url());
  });
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/wallet/refresh/slot'));
  await page.getByRole('button', { name: homeTh.balance.refresh }).click();
  await refreshed;
  await expect(games).toHaveText('625.25');
  await expect(page.getByRole('status').filter({ hasText: homeTh.balance.refreshed })).toBeVisible();
  await expect.poll(() => walletReads.length).toBe(1);
  const stored = await page.evaluate(() => localStorage.getItem('last_sync'));
  expect(Date.now() - Date.parse(stored ?? '')).toBeLessThan(60_000);
  await shot(page, testInfo, 'home-refreshed-th-390');

  // The time shown is the stored refresh, not the next wallet read: a later visit still shows it.
  await page.evaluate(() => localStorage.setItem('last_sync', '2026-01-02T03:04:00.000Z'));
  await page.reload();
  await expect(page.getByText(/02\/01\/2026/)).toBeVisible();
});
