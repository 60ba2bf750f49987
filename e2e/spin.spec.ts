import type { APIRequestContext, Page } from '@playwright/test';
import { sliceAt } from '../web/src/features/spin/wheel-math';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const spinTh = texts('th', 'spin');
const commonTh = texts('th', 'common');
const homeTh = texts('th', 'home');

const spinButton = (page: Page, locale: Locale = 'th') =>
  page.getByRole('button', { name: new RegExp(texts(locale, 'spin').spin) });
const coupons = (page: Page) => page.getByTestId('coupon');
const prizeDialog = (page: Page) =>
  page.getByRole('dialog', { name: new RegExp(`^${spinTh.prize.title.replace(' {{label}}', '')}`) });

async function memberApi(mock: APIRequestContext, phone = '0812345678') {
  const login = await mock.post('/api/login', { data: { username: phone, password: 'secret123' } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    wallet: async () =>
      ((await (await mock.get('/api/wallet', { headers })).json()) as { wallet: { amount: number } }).wallet.amount,
    slices: async () =>
      (
        (await (await mock.get('/api/spinwheel/setup', { headers })).json()) as {
          result: { activeSpinwheel: { slice: { code: string; label: string }[] } };
        }
      ).result.activeSpinwheel.slice,
  };
}

/** The wheel's rotation now, from the canvas's transform. */
async function rotationOf(page: Page): Promise<number> {
  const transform = await page.getByTestId('wheel').evaluate((node) => node.style.transform);
  return Number(/rotate\((-?[\d.]+)deg\)/.exec(transform)?.[1] ?? Number.NaN);
}

test.describe('with coins and coupons', () => {
  test.use({ startScenario: 'spin-coupons' });

  test('a spin: the server picks, the wheel lands on that slice, the prize shows, the coins and coupons are read again', async ({
    page,
    signIn,
    mock,
  }) => {
    const api = await memberApi(mock);
    const slices = await api.slices();
    await signIn();
    await page.goto('/user/home');
    await page
      .getByRole('navigation', { name: homeTh.tiles.label })
      .getByRole('link', { name: homeTh.tiles.spin })
      .click();
    await expect(page).toHaveURL(/\/user\/spin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('วงล้อนำโชค');
    await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '5'));
    await expect(coupons(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
    await shot(page, 'spin-th-390');

    const spins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/spinwheel/spin')) spins.push(request.url());
    });
    const answered = page.waitForResponse('**/api/spinwheel/spin');
    await spinButton(page).click();
    // While it turns, a second tap does nothing.
    await spinButton(page).dispatchEvent('click');
    const { result } = (await (await answered).json()) as { result: { code: string } };
    await expect(prizeDialog(page)).toBeVisible();
    expect(spins).toHaveLength(1);
    // The slice under the pointer is the one the server chose, and the prize names it.
    const won = slices[sliceAt(await rotationOf(page), slices.length)]!;
    expect(won.code).toBe(result.code);
    await expect(prizeDialog(page)).toContainText(won.label);
    await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '4'));
    await expectNoAxeViolations(page, 'body');
    await shot(page, 'spin-prize-th-390');

    const couponsBefore = await coupons(page).first().textContent();
    await prizeDialog(page).getByRole('button', { name: spinTh.prize.ok }).click();
    await expect(prizeDialog(page)).toBeHidden();
    // The slice's prize, when it has one, is the newest coupon.
    if (won.code !== 'S0') await expect(coupons(page).first()).not.toHaveText(couponsBefore ?? '');
    await expect(coupons(page).first()).toContainText(won.code === 'S0' ? '10 ฿' : won.label);
  });

  test('with reduced motion the result shows at once, without the turn', async ({ page, signIn }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn();
    await page.goto('/user/spin');
    await spinButton(page).click();
    await expect(prizeDialog(page)).toBeVisible();
    expect(await page.getByTestId('wheel').evaluate((node) => node.style.transition)).toBe('none');
  });

  test('a failed spin says why in an alert, and the coins are read again', async ({ page, signIn, mock }) => {
    await signIn();
    await page.goto('/user/spin');
    await mock.post('/__admin/faults', {
      data: { route: 'spinwheel.spin', kind: 'error', code: 'SPIN_NO_COIN', times: 1 },
    });
    const readAgain = page.waitForRequest('**/api/spinwheel/setup');
    await spinButton(page).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(spinTh.error.SPIN_NO_COIN);
    await readAgain;
    await alert.getByRole('button', { name: commonTh.ok }).click();
    await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '5'));
    await expect(prizeDialog(page)).toHaveCount(0);
  });

  test('coupons: 3 a page; one claimed into the wallet after a confirmation; one that expired meanwhile is refused', async ({
    page,
    signIn,
    mock,
  }) => {
    const api = await memberApi(mock);
    await signIn();
    await page.goto('/user/spin');
    await expect(coupons(page)).toHaveCount(3);
    const pager = page.getByRole('navigation', { name: spinTh.coupons.pages });
    await pager.getByRole('button', { name: commonTh.pager.next }).click();
    await expect(coupons(page).first().getByRole('cell').first()).toHaveText('4');
    await pager.getByRole('button', { name: commonTh.pager.next }).click();
    await expect(coupons(page)).toHaveCount(1);
    await pager.getByRole('button', { name: commonTh.pager.page.replace('{{page}}', '1') }).click();

    // The newest coupon (500 ฿): confirm shows the slice's label and description; Cancel claims nothing.
    const first = coupons(page).first();
    await first.getByRole('button', { name: spinTh.coupons.claim }).click();
    const confirm = page.getByRole('dialog', { name: spinTh.coupons.confirmTitle });
    await expect(confirm).toContainText('500 ฿');
    await confirm.getByRole('button', { name: commonTh.cancel }).click();
    expect(await api.wallet()).toBe(100);

    // A double tap on Confirm claims once (the second tap may land on the alert that follows).
    const claims: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/spinwheel/coupon/claim')) claims.push(request.url());
    });
    await first.getByRole('button', { name: spinTh.coupons.claim }).click();
    await confirm.getByRole('button', { name: commonTh.confirm }).dblclick();
    await expect(first).toContainText(spinTh.coupons.status.CLAIMED);
    expect(claims).toHaveLength(1);
    expect(await api.wallet()).toBe(600);
    const alert = page.getByRole('alertdialog');
    if (await alert.isVisible()) await alert.getByRole('button', { name: commonTh.ok }).click();

    // The next one, claimed with one tap: the success alert says how much went into the wallet.
    await coupons(page).nth(1).getByRole('button', { name: spinTh.coupons.claim }).click();
    await confirm.getByRole('button', { name: commonTh.confirm }).click();
    await expect(alert).toContainText(spinTh.coupons.claimed.replace('{{amount}}', '10.00'));
    await alert.getByRole('button', { name: commonTh.ok }).click();
    expect(await api.wallet()).toBe(610);

    // The 50 ฿ coupon runs out two minutes after the start; three minutes on, its claim is refused.
    await mock.post('/__admin/clock', { data: { advanceSeconds: 180 } });
    await pager.getByRole('button', { name: commonTh.pager.next }).click();
    const fifty = coupons(page).first();
    await expect(fifty).toContainText('50 ฿');
    await fifty.getByRole('button', { name: spinTh.coupons.claim }).click();
    await confirm.getByRole('button', { name: commonTh.confirm }).click();
    await expect(alert).toContainText(spinTh.error.COUPON_EXPIRED);
    await alert.getByRole('button', { name: commonTh.ok }).click();
    await expect(fifty).toContainText(spinTh.coupons.status.EXPIRED);
    expect(await api.wallet()).toBe(610);
  });
});

test('with no coins the spin button does nothing and says why', async ({ page, signIn, scenario }) => {
  await scenario('new-member');
  await signIn('0800000001');
  await page.goto('/user/spin');
  await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '0'));
  await expect(page.getByText(spinTh.noCoins)).toBeVisible();
  const spins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/spinwheel/spin')) spins.push(request.url());
  });
  await spinButton(page).click({ force: true });
  await expect(prizeDialog(page)).toHaveCount(0);
  expect(spins).toEqual([]);
  await expect(page.getByText(spinTh.coupons.empty)).toBeVisible();
});

test('an inactive wheel reads so, and the home offers refresh-all in its place', async ({ page, signIn, scenario }) => {
  await scenario('features-off');
  await signIn();
  await page.goto('/user/spin');
  await expect(page.getByText(spinTh.inactive)).toBeVisible();
  await expect(spinButton(page)).toHaveCount(0);
  await page.getByRole('link', { name: spinTh.backHome }).click();
  const tiles = page.getByRole('navigation', { name: homeTh.tiles.label });
  await expect(tiles.getByRole('button', { name: homeTh.tiles.refresh })).toBeVisible();
  await expect(tiles.getByRole('link', { name: homeTh.tiles.spin })).toHaveCount(0);
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`the wheel page and its dialogs read well in ${locale}, at 390, 320 and 1280 wide`, async ({ page, signIn }) => {
    const spin = texts(locale, 'spin');
    await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
    await signIn();
    await page.goto('/user/spin');
    await expect(coupons(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, `spin-${locale}-390`);
    await page.setViewportSize({ width: 320, height: 700 });
    // The wheel is redrawn 500 ms after the window stops resizing: 85 % of 320.
    await expect.poll(() => page.getByTestId('wheel').evaluate((node) => node.getBoundingClientRect().width)).toBe(272);
    await expectNoHorizontalOverflow(page);
    await shot(page, `spin-${locale}-320`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByTestId('wheel').evaluate((node) => node.getBoundingClientRect().width)).toBe(350);
    await shot(page, `spin-${locale}-1280`);
    await coupons(page).first().getByRole('button', { name: spin.coupons.claim }).click();
    await expect(page.getByRole('dialog', { name: spin.coupons.confirmTitle })).toBeVisible();
    await expectNoAxeViolations(page, 'body');
    await shot(page, `spin-claim-${locale}-1280`);
  });
}
