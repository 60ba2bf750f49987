import { expect, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const homeTh = texts('th', 'home');
const agoTh = texts('th', 'common').ago;

test('the check-balance control shows what the games hold now, stores the time of the refresh and reads the wallet again', async ({
  page,
  signIn,
  mock,
}) => {
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
  await shot(page, 'home-refreshed-th-390');

  // The time shown is the stored refresh, not the next wallet read: a later visit still shows it.
  await page.evaluate(() => localStorage.setItem('last_sync', '2026-01-02T03:04:00.000Z'));
  await page.reload();
  const time = page.getByTestId('balance-card').locator('time');
  await expect(time).toHaveAttribute('datetime', '2026-01-02T03:04:00.000Z');
  await expect(time).toHaveAccessibleDescription(/^02\/01\/2026 \d{2}:04:00$/);
});

test('the last update says how long ago, the exact time on hover and focus, and keeps up as time passes', async ({
  page,
  signIn,
}) => {
  const now = Date.now();
  await page.clock.install({ time: now });
  await signIn();
  await page.evaluate((at) => localStorage.setItem('last_sync', new Date(at).toISOString()), now - 3 * 60_000 - 5_000);
  await page.goto('/user/home');
  const card = page.getByTestId('balance-card');
  const ago = (count: number) =>
    homeTh.balance.updatedAt.replace('<time/>', agoTh.minute_other.replace('{{count}}', String(count)));
  await expect(card.getByText(ago(3))).toBeVisible();
  const tip = card.getByRole('tooltip');
  await expect(tip).toBeHidden();
  await card.locator('time').hover();
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await shot(page, 'home-updated-hover-th-390', { fullPage: false });
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();
  await card.locator('time').focus();
  await expect(tip).toBeVisible();
  // A minute later, with nothing done, it says so.
  await page.clock.fastForward('01:00');
  await expect(card.getByText(ago(4))).toBeVisible();
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`"Updated …" fits one line at 390 wide in ${locale}, whatever the unit`, async ({ page, signIn }) => {
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    const label = page
      .getByTestId('balance-card')
      .locator('span', { has: page.locator('time') })
      .first();
    const DAY = 86_400_000;
    // The longest words of each language: two-digit seconds, hours and months.
    for (const [unit, ms] of [
      ['second', 50_000],
      ['hour', 23 * 3_600_000 + 60_000],
      ['month', 11 * 30 * DAY + DAY],
    ] as const) {
      await page.evaluate((at) => localStorage.setItem('last_sync', new Date(at).toISOString()), Date.now() - ms);
      await page.goto('/user/home');
      const words = texts(locale, 'common').ago[`${unit}_other`].replace('{{count}}', '\\d\\d');
      await expect(label.locator('time')).toHaveText(new RegExp(`^${words}$`));
      const lines = await label.evaluate(
        (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      );
      expect(lines, `${unit}s in one line`).toBeLessThan(1.5);
    }
    await shot(page, `home-updated-${locale}-390`, { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `home-updated-${locale}-1280`, { fullPage: false });
  });
}
