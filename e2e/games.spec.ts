import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const homeTh = texts('th', 'home');
const commonTh = texts('th', 'common');
const errorsTh = texts('th', 'errors');

/** The app has drawn the home with its rings (drawn just after the first render; a picture holds the place). */
const appDrawn = async (page: Page) => {
  await expect(page.getByTestId('games-total')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(เกมถัดไป|ເກມຖັດໄປ|Next game)$/ }).first()).toBeVisible();
};
const ring = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The card in front: the one button of the ring's stage that is read out. */
const front = (carousel: Locator) => carousel.getByRole('button', { name: /ดูข้อมูล|เปิดบัญชี/ });

/** The games a play link leads to are the providers' sites: answered here with a page of their own. */
async function fakeProviders(page: Page) {
  await page
    .context()
    .route('https://play.example.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Game</title><h1>Game</h1>' }),
    );
}

test('three rings of games by category, moved by arrows, keys and a swipe; a closed account is opened in place', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  for (const category of ['slot', 'sport', 'lotto'] as const) {
    await expect(ring(page, homeTh.games.category[category])).toBeVisible();
  }
  const slots = ring(page, homeTh.games.category.slot);
  await expect(front(slots)).toHaveAccessibleName(/^PG Soft/);
  await expect(slots.getByText('PG Soft · 1 จาก 6')).toBeVisible();
  await slots.scrollIntoViewIfNeeded();
  await shot(page, 'games-th-390');
  await expectNoAxeViolations(page);

  await slots.getByRole('button', { name: homeTh.games.next }).click();
  await expect(front(slots)).toHaveAccessibleName(/^Joker Gaming/);
  await slots.getByLabel(/ใช้ปุ่มลูกศร/).focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(front(slots)).toHaveAccessibleName(/^PG Slot Classic/);

  // A finger's swipe to the left brings the next card (a drag of the mouse plays the finger).
  const stage = await slots.getByLabel(/ใช้ปุ่มลูกศร/).boundingBox();
  await page.mouse.move(stage!.x + stage!.width / 2 + 80, stage!.y + 100);
  await page.mouse.down();
  await page.mouse.move(stage!.x + stage!.width / 2 - 40, stage!.y + 100, { steps: 8 });
  await page.mouse.up();
  await expect(front(slots)).toHaveAccessibleName(/^PG Soft/);
  await expect(page).not.toHaveURL(/modal=game/);

  // Betflix has no account yet: opened from its card, it shows a balance.
  await slots.getByRole('button', { name: homeTh.games.next }).click();
  await slots.getByRole('button', { name: homeTh.games.next }).click();
  await expect(front(slots)).toHaveAccessibleName(homeTh.games.openLabel.replace('{{name}}', 'Betflix'));
  await front(slots).click();
  await expect(page.getByRole('status').filter({ hasText: 'เปิดบัญชี Betflix แล้ว' })).toBeVisible();
  await expect(front(slots)).toHaveAccessibleName(/^Betflix ยอดเงิน 0.00/);
});

test('without motion the cards move without turning', async ({ page, signIn }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  const card = front(ring(page, homeTh.games.category.slot));
  const style = await card.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { transition: computed.transitionDuration, transform: computed.transform };
  });
  expect(parseFloat(style.transition)).toBeLessThan(0.01);
  // A plain 2D matrix: no rotation in depth.
  expect(style.transform).toMatch(/^matrix\(/);
});

test('the game modal: credentials with a reset, transfer only, then play opens the game signed in', async ({
  page,
  signIn,
}) => {
  await fakeProviders(page);
  await signIn();
  await page.goto('/user/home');
  await appDrawn(page);
  await front(ring(page, homeTh.games.category.slot)).click();
  await expect(page).toHaveURL(/modal=game&code=PG/);
  const modal = page.getByRole('dialog', { name: 'PG Soft' });
  await expect(modal.getByTestId('game-balance')).toHaveText('320.25');
  await expect(modal.getByTestId('game-username')).not.toBeEmpty();
  await expect(modal.getByTestId('game-password')).toHaveText('••••••••');
  await modal.getByRole('button', { name: commonTh.showPassword }).click();
  const before = await modal.getByTestId('game-password').textContent();
  await modal.getByRole('button', { name: homeTh.game.reset }).click();
  await expect(page.getByRole('status').filter({ hasText: homeTh.game.resetDone })).toBeVisible();
  await expect(modal.getByTestId('game-password')).not.toHaveText(before!);
  // A slot game has both apps.
  await expect(modal.getByRole('link', { name: homeTh.game.android })).toHaveAttribute('href', /android\/pg\.apk$/);
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'game-modal-th-390');

  await modal.getByRole('button', { name: homeTh.game.transferOnly }).click();
  await expect(modal.getByTestId('game-balance')).toHaveText('1,570.75');
  await expect(modal.getByRole('button', { name: homeTh.game.transferOnly })).toBeDisabled();

  // The wallet is empty now: play opens the game's one-time link in this window.
  await modal.getByRole('button', { name: homeTh.game.play, exact: true }).click();
  await page.waitForURL(/^https:\/\/play\.example\.test\/launch\/pg\?ticket=/);
});

test('with less than the transfer minimum in the wallet, play moves nothing and opens the game', async ({
  page,
  signIn,
  mock,
}) => {
  await fakeProviders(page);
  // 1,250 of the wallet's 1,250.50 moved into PG first: 0.50 stays, less than a transfer may move.
  const login = await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const moved = await mock.post('/api/wallet/transfer', { headers, data: { from: 'WALLET', to: 'PG', amount: 1250 } });
  expect(moved.ok()).toBe(true);
  await signIn();
  await page.goto('/user/home?modal=game&code=PG');
  const modal = page.getByRole('dialog', { name: 'PG Soft' });
  await expect(modal.getByTestId('game-balance')).toHaveText('1,570.25');
  let transfers = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/wallet/transfer')) transfers += 1;
  });
  await modal.getByRole('button', { name: homeTh.game.playWithoutMoving }).click();
  await page.waitForURL(/^https:\/\/play\.example\.test\/launch\/pg\?ticket=/);
  expect(transfers).toBe(0);
});

test('framed in another page, play moves the wallet and opens the game in a new tab', async ({ page, signIn }) => {
  await fakeProviders(page);
  await signIn();
  // The portal's hosting refuses every frame (frame-ancestors 'none', docs/decisions/019); an operator that
  // frames it allows its own site. Here the operator's page is the journey's own, on the portal's origin, and
  // the portal is served to it with frame-ancestors 'self' instead.
  await page.route('**/operator', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<iframe src="/user/home?modal=game&code=ASKMEBET" style="width:390px;height:800px;border:0"></iframe>',
    }),
  );
  await page.route(
    (url) => url.pathname === '/user/home',
    async (route) => {
      const response = await route.fetch();
      const { 'x-frame-options': _refused, ...headers } = response.headers();
      headers['content-security-policy'] = headers['content-security-policy']!.replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self'",
      );
      await route.fulfill({ response, headers });
    },
  );
  await page.goto('/operator');
  const app = page.frameLocator('iframe');
  const modal = app.getByRole('dialog', { name: 'AskMeBet' });
  const play = modal.getByRole('button', {
    name: homeTh.game.playWithWallet.replace('{{amount}}', '1,250.50').replace('{{unit}}', homeTh.currency.BAHT),
  });
  const tab = page.context().waitForEvent('page');
  await play.click();
  const opened = await tab;
  await opened.waitForURL(/^https:\/\/play\.example\.test\/launch\/askmebet\?ticket=/);
  await expect(modal.getByTestId('game-balance')).toHaveText('1,400.50');
});

test('a lotto game without apps has its app buttons off; a failed transfer is said and moves nothing', async ({
  page,
  signIn,
  mock,
}) => {
  await signIn();
  await page.goto('/user/home?modal=game&code=HUAYHD');
  const modal = page.getByRole('dialog', { name: 'Huay HD' });
  await expect(modal.getByRole('button', { name: homeTh.game.android })).toBeDisabled();
  await expect(modal.getByRole('button', { name: homeTh.game.ios })).toBeDisabled();
  await mock.post('/__admin/outcomes', { data: { kind: 'transfer', slotCode: 'HUAYHD' } });
  await modal.getByRole('button', { name: homeTh.game.transferOnly }).click();
  await expect(page.getByRole('alertdialog')).toContainText(errorsTh.TRANSFER_FAIL);
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(modal.getByTestId('game-balance')).toHaveText('40.00');
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`the rings and the game modal read well at 390, 320 and 1280 wide, in ${locale}`, async ({ page, signIn }) => {
    await signIn();
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    const home = texts(locale, 'home');
    for (const [width, height] of [
      [390, 844],
      [320, 640],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/user/home');
      await appDrawn(page);
      const slots = ring(page, home.games.category.slot);
      await slots.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `games-${locale}-${width}`);
      if (width !== 320) {
        await page.goto('/user/home?modal=game&code=ASKMEBET');
        await expect(page.getByRole('dialog', { name: 'AskMeBet' })).toBeVisible();
        await shot(page, `game-modal-${locale}-${width}`);
      }
    }
  });
}

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test(`a closed account's pill keeps its words on one line on a 320-wide phone, in ${locale}`, async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await signIn();
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    const home = texts(locale, 'home');
    await page.goto('/user/home');
    await appDrawn(page);
    const slots = ring(page, home.games.category.slot);
    await slots.getByRole('button', { name: home.games.next }).click();
    await slots.getByRole('button', { name: home.games.next }).click();
    const closed = slots.getByRole('button', { name: home.games.openLabel.replace('{{name}}', 'Betflix') });
    const lines = await closed.getByText(home.games.open, { exact: true }).evaluate((pill) => {
      const range = document.createRange();
      range.selectNodeContents(pill);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
}
