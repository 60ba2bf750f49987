import type { APIRequestContext, Page } from '@playwright/test';
import { sliceAt } from '../web/src/features/spin/wheel-math';
import { LOCALES } from '@portal/contract/constants';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, switchLanguage, test } from './fixtures';
import { texts, type Locale } from './texts';

const spinTh = texts('th', 'spin');
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
    // The slice's prize, when it has one, is the newest coupon; the empty slice (S0) leaves the coupons as they were.
    if (won.code === 'S0') await expect(coupons(page).first()).toHaveText(couponsBefore ?? '');
    else await expect(coupons(page).first()).toContainText(won.label);
  });
});

test.describe('coins spent elsewhere', () => {
  test.use({ startScenario: 'spin-coupons' });

  test('a spin the server refuses (its result says success false) says why, spends nothing, and reads the coins again', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn();
    await page.goto('/user/spin');
    await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '5'));
    // Another device spends the five coins: this page still shows them.
    const login = await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    for (let spun = 0; spun < 5; spun += 1)
      expect((await mock.post('/api/spinwheel/spin', { headers })).ok()).toBe(true);
    const refusal = (await (await mock.post('/api/spinwheel/spin', { headers })).json()) as unknown;
    expect(refusal).toEqual({ success: false, error: 'SPIN_NO_COIN', result: null });

    await spinButton(page).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText(spinTh.error.SPIN_NO_COIN);
    await alert.getByRole('button', { name: texts('th', 'common').ok }).click();
    await expect(page.getByTestId('spin-coins')).toHaveText(spinTh.coins_other.replace('{{count}}', '0'));
    await expect(prizeDialog(page)).toHaveCount(0);
  });
});

// Reduced motion, a failed spin, the coupons and their claims, no coins, and an inactive wheel are checked
// against the simulator in process (web/src/features/spin/spin-states.test.tsx); here, the wheel's real turn in
// a browser and how the page and its dialogs fit and read.
test('the wheel page and its dialogs read well in th, lo and en, at 390, 320 and 1280 wide', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/spin');
  await expect(coupons(page)).toHaveCount(3);
  for (const locale of LOCALES) {
    const spin = texts(locale, 'spin');
    await page.setViewportSize({ width: 390, height: 844 });
    await switchLanguage(page, locale);
    await expect(spinButton(page, locale)).toBeVisible();
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
    const claim = page.getByRole('dialog', { name: spin.coupons.confirmTitle });
    await expect(claim).toBeVisible();
    await expectNoAxeViolations(page, 'body');
    await shot(page, `spin-claim-${locale}-1280`);
    await page.keyboard.press('Escape');
    await expect(claim).toBeHidden();
  }
});
