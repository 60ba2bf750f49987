import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

// What needs a real browser: the rings moved by arrows, keys and a finger's swipe, the cards without motion, play
// from a framed portal opening a new tab, and how the rings and the game modal fit and read. The game modal opened
// from a ring's front card (its credentials and their reset, transfer only, play opening the game signed in, with
// the wallet moved or left below the transfer minimum) and the links to a game's apps are checked against the
// simulator in process (web/src/features/home/games-states.test.tsx); what a transfer moves and a refused one
// says, in web/src/features/home/money-moves-states.test.tsx.

const homeTh = texts('th', 'home');

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
