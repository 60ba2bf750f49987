import type { Locator, Page } from '@playwright/test';
import { LOCALES } from '@portal/contract/constants';
import { appIsLive, expect, shot, switchLanguage, test } from './fixtures';
import { texts, type Locale } from './texts';

/**
 * The portal at every width from a small phone to a large desktop (issue 25): no page scrolls sideways (only a
 * carousel scrolls, inside itself), and from 768 px the pages use the room: the home's parts side by side, the
 * game rings flat with several cards in view, the statement and the slips as tables, and (from 1024 px) the
 * wheel beside its coupons. Screenshots of each page go to SHOTS_DIR for a look.
 */

const HEIGHT: Record<number, number> = { 320: 640, 390: 844, 768: 1024, 1024: 768, 1280: 800, 1920: 1080 };

/** From this width the pages are laid out for the room (a phone below it: touch, narrow). */
const WIDE = 768;

/** The document is no wider than the window: nothing scrolls the page sideways. */
async function expectNoSidewaysScroll(page: Page, width: number, what: string): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect.soft(scrollWidth, `${what} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
}

/** The visitor's pages (a closed account's and an unknown address's too), each ready once its answers are drawn. */
const publicPages = ['/login', '/register', '/howto', '/contact', '/terminated', '/nope'] as const;

/** The member's pages, each ready once its answers are drawn (ids and test ids: the same in every language). */
const memberPages: { path: string; name: string; ready: (page: Page) => Locator }[] = [
  // The home's game rings are drawn just after its first render: their front card.
  {
    path: '/user/home',
    name: 'home',
    ready: (page) => page.locator('section[aria-roledescription] [data-place="front"]').first(),
  },
  { path: '/user/statement', name: 'statement', ready: (page) => page.getByTestId('statement-entry').first() },
  { path: '/user/bonus', name: 'bonus', ready: (page) => page.getByTestId('bonus-card').first() },
  { path: '/user/spin', name: 'spin', ready: (page) => page.getByTestId('coupon').first() },
  { path: '/user/profile', name: 'profile', ready: (page) => page.locator('#profile-name').getByText(/\S/) },
  { path: '/user/contact', name: 'contact-member', ready: (page) => page.locator('main figure img') },
  {
    path: '/user/statement?modal=slips',
    name: 'slips',
    ready: (page) => page.getByRole('dialog').getByRole('cell').first(),
  },
];

/** Phones are touch screens drawn at twice the density; from 768 px a desktop's mouse and plain pixels. */
function useScreen(width: number) {
  if (width >= WIDE) test.use({ isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
}

/** An open dialog's content fits it: its table does not scroll sideways inside. */
async function expectDialogFits(page: Page, width: number): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) === 0) return;
  const { scrollWidth, clientWidth } = await dialog
    .locator('[tabindex="0"]')
    .first()
    .evaluate((body) => ({ scrollWidth: body.scrollWidth, clientWidth: body.clientWidth }));
  expect.soft(scrollWidth, `the dialog at ${width} px scrolls sideways`).toBeLessThanOrEqual(clientWidth);
}

/** A page to look at, and when it is drawn. */
interface Sight {
  path: string;
  name: string;
  ready: (page: Page) => Promise<void>;
}

/** The visitor's pages: the app has taken the pre-drawn page over, with no part still loading. */
const visitorSights: Sight[] = publicPages.map((path) => ({
  path,
  name: path.slice(1),
  ready: async (page) => {
    await appIsLive(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  },
}));

const memberSights: Sight[] = memberPages.map(({ path, name, ready }) => ({
  path,
  name,
  ready: async (page) => {
    await expect(ready(page)).toBeVisible();
    await appIsLive(page);
  },
}));

/**
 * Each page opened at `widths[0]` (a fresh load there), then looked at in each language (the top bar's select,
 * drawn again in place) through every width. A dialog makes the page under it, and its top bar, inert: a dialog
 * is opened in each language, the stored one.
 */
async function lookAt(page: Page, widths: readonly number[], sights: Sight[]): Promise<void> {
  const open = async ({ path, ready }: Sight) => {
    await page.setViewportSize({ width: widths[0]!, height: HEIGHT[widths[0]!]! });
    await page.goto(path);
    await ready(page);
  };
  for (const sight of sights) {
    const dialog = sight.path.includes('modal');
    if (!dialog) await open(sight);
    for (const locale of LOCALES) {
      if (dialog) {
        await page.evaluate((value) => localStorage.setItem('locale', value), locale);
        await open(sight);
      } else {
        await switchLanguage(page, locale);
      }
      for (const width of widths) {
        await page.setViewportSize({ width, height: HEIGHT[width]! });
        await expectNoSidewaysScroll(page, width, `${sight.path} in ${locale}`);
        await expectDialogFits(page, width);
        await shot(page, `wide-${sight.name}-${locale}-${width}`, { fullPage: !dialog });
      }
    }
  }
}

/**
 * Every page on a phone and on a desktop, opened at the smallest width of that screen (the pre-drawn page and the
 * app's first render at 320 and 768; the other journeys open at 390 and 1280), in three languages through every
 * width of that screen: the visitor's pages and the member's, each a journey.
 */
const SCREENS = [
  { screen: 'phone', widths: [320, 390] },
  { screen: 'desktop', widths: [768, 1024, 1280, 1920] },
] as const;
for (const { screen, widths } of SCREENS) {
  test.describe(`on a ${screen}`, () => {
    useScreen(widths[0]);
    const span = `from ${widths[0]} to ${widths.at(-1)} px, in th, lo and en`;

    test(`no visitor's page scrolls sideways ${span}`, async ({ page }) => {
      test.slow();
      await lookAt(page, widths, visitorSights);
    });

    test(`no member's page scrolls sideways ${span}`, async ({ page, signIn }) => {
      test.slow();
      await signIn();
      await lookAt(page, widths, memberSights);
    });
  });
}

/** The box of `locator`, which must be on the page. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'a box on the page').not.toBeNull();
  return found!;
}

/**
 * The statement's rows as a table shows them, checked: each amount's figures end at the right edge of their
 * column's head, each time starts under its head, every part of an entry stands in one row, amounts in tabular
 * figures, and no game's or bank's name broken over two lines (the line wraps at the arrow). In English or Lao
 * (both name a game and a bank alike).
 */
async function statementTable(page: Page, locale: 'en' | 'lo'): Promise<void> {
  const pages = texts(locale, 'pages');
  const list = page.getByRole('list', { name: pages.member.screens.statement });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  // A game and a bank are named by their codes until the wallet and the bank list (two answers of their own) are
  // drawn: the whole names are what the table is measured with.
  await expect(list).toContainText('AskMeBet → ');
  await expect(list).toContainText('Siam Commercial Bank → ');
  await expect(page.getByText(pages.statement.columns.amount, { exact: true })).toBeVisible();
  const rows = await list.evaluate((node, names) => {
    // Where the text itself stands (a cell may be wider than its text).
    const text = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    // A place (a game's or a bank's name) that stands on more than one line.
    const broken = (place: Element) => {
      const range = document.createRange();
      range.selectNodeContents(place);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1;
    };
    const head = (name: string) =>
      text([...node.parentElement!.querySelectorAll('span')].find((span) => span.textContent === name)!);
    const amountHead = head(names.amount);
    const timeHead = head(names.time);
    return [...node.querySelectorAll('li')].map((item) => {
      // An entry's parts, in the order of the phone's card: icon, type, amount, from → to, status, time.
      const [, type, amount, description, status, time] = [...item.children];
      const row = item.getBoundingClientRect();
      const middle = row.top + row.height / 2;
      return {
        text: item.textContent ?? '',
        amountRight: text(amount!).right - amountHead.right,
        timeLeft: text(time!).left - timeHead.left,
        figures: getComputedStyle(amount!).fontVariantNumeric,
        oneRow: [type, amount, description, status, time].every((part) => {
          const { top, bottom } = part!.getBoundingClientRect();
          return top < middle && bottom > middle;
        }),
        broken: [...description!.querySelectorAll('span')].filter(broken).map((place) => place.textContent),
      };
    });
  }, pages.statement.columns);
  for (const row of rows) {
    expect.soft(Math.abs(row.amountRight), `amount at the right: ${row.text}`).toBeLessThan(1);
    expect.soft(Math.abs(row.timeLeft), `time under its head: ${row.text}`).toBeLessThan(1);
    expect.soft(row.figures).toContain('tabular-nums');
    expect.soft(row.oneRow, `one row: ${row.text}`).toBe(true);
    expect.soft(row.broken, `names broken over lines: ${row.text}`).toEqual([]);
  }
}

test.describe('on a 1280x800 desktop', () => {
  useScreen(1280);
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 1280, height: 800 }));

  test("the home's parts stand side by side and a game ring shows several cards, each opened at one click", async ({
    page,
    signIn,
  }) => {
    const home = texts('th', 'home');
    await signIn();
    await page.goto('/user/home');
    await expect(page.getByTestId('games-total')).toBeVisible();
    const balance = await box(page.getByTestId('balance-card'));
    const tiles = await box(page.getByRole('navigation', { name: home.tiles.label }));
    expect(tiles.x, 'the tiles beside the wallet').toBeGreaterThan(balance.x + balance.width);
    expect(tiles.y, 'the tiles beside the wallet').toBeLessThan(balance.y + balance.height);

    const slots = page.getByRole('region', { name: home.games.category.slot });
    const cards = slots.getByRole('button', { name: /ดูข้อมูล|เปิดบัญชี/ });
    // Six accounts: three whole cards in the row's view, each one read out (no card behind another).
    await expect(cards).toHaveCount(6);
    const row = cards.first().locator('..');
    const stage = await box(row);
    const inView = [];
    for (const card of await cards.all()) {
      const { x, width } = await box(card);
      if (x >= stage.x - 1 && x + width <= stage.x + stage.width + 1) inView.push(width);
    }
    expect(inView.length, 'whole cards in view').toBeGreaterThanOrEqual(3);
    expect(inView.every((width) => width === 300)).toBe(true);

    // The row scrolls inside itself: its arrows move it by a card, and stop at its ends.
    const next = slots.getByRole('button', { name: home.games.next });
    const previous = slots.getByRole('button', { name: home.games.previous });
    await expect(previous).toBeDisabled();
    expect((await box(cards.last())).x).toBeGreaterThan(stage.x + stage.width);
    await next.click();
    await expect(previous).toBeEnabled();
    await expect.poll(() => row.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    await row.evaluate((node) => node.scrollTo({ left: node.scrollWidth, behavior: 'instant' }));
    await expect(next).toBeDisabled();
    const last = await box(cards.last());
    expect(last.x + last.width).toBeLessThanOrEqual(stage.x + stage.width + 1);
    await row.evaluate((node) => node.scrollTo({ left: 0, behavior: 'instant' }));
    await expect(previous).toBeDisabled();

    // The second card in view opens its game at once (on a phone it would first come to the front).
    await cards.nth(1).click();
    await expect(page).toHaveURL(/[?&]modal=game\b/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('the statement is a table: each column lines up under its head, amounts at the right in even figures', async ({
    page,
    signIn,
  }) => {
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await signIn();
    await page.goto('/user/statement');
    await statementTable(page, 'en');
  });

  test('the slips are a wide table: each time on one line, the amounts at the right, apart from the status', async ({
    page,
    signIn,
  }) => {
    const pages = texts('th', 'pages');
    await signIn();
    await page.goto('/user/statement?modal=slips');
    const dialog = page.getByRole('dialog', { name: pages.slips.title });
    await expect(dialog.getByRole('cell').first()).toBeVisible();
    expect((await box(dialog)).width).toBeGreaterThan(640);
    const rows = await dialog.getByRole('table').evaluate((table) => {
      const text = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect();
      };
      const amountHead = text(table.querySelectorAll('th')[1]!);
      const statusHead = text(table.querySelectorAll('th')[2]!);
      return {
        headsApart: statusHead.left - amountHead.right,
        rows: [...table.querySelectorAll('tbody tr')].map((row) => {
          const time = row.querySelector('time')!;
          const amount = row.querySelectorAll('td')[1]!;
          const status = row.querySelectorAll('td')[2]!;
          return {
            text: row.textContent ?? '',
            timeLines: time.getBoundingClientRect().height / time.querySelector('span')!.getBoundingClientRect().height,
            amountRight: text(amount).right - amountHead.right,
            statusLeft: text(status).left - statusHead.left,
            figures: getComputedStyle(amount).fontVariantNumeric,
          };
        }),
      };
    });
    // The amount's and the status's heads (and columns) well apart, not touching.
    expect(rows.headsApart, 'room between the amount and the status').toBeGreaterThanOrEqual(24);
    expect(rows.rows.length).toBeGreaterThan(1);
    for (const row of rows.rows) {
      expect(row.timeLines, `the date and time on one line: ${row.text}`).toBeLessThan(1.5);
      expect(Math.abs(row.amountRight), `the amount at the right: ${row.text}`).toBeLessThan(1);
      expect(Math.abs(row.statusLeft), `the status under its head: ${row.text}`).toBeLessThan(1);
      expect(row.figures).toContain('tabular-nums');
    }
  });

  test('the wheel stands beside its coupons', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/user/spin');
    await expect(page.getByTestId('coupon').first()).toBeVisible();
    const wheel = await box(page.getByTestId('wheel'));
    const coupons = await box(page.getByRole('region', { name: texts('th', 'spin').coupons.title }));
    expect(coupons.x, 'the coupons to the right of the wheel').toBeGreaterThan(wheel.x + wheel.width);
    expect(coupons.y, 'the coupons beside the wheel, not under it').toBeLessThan(wheel.y + wheel.height);
  });

  test('a pre-drawn member page is taken over by the app without moving', async ({ page, signIn }) => {
    await signIn();
    const home = texts('th', 'home');
    const firstCard = page.getByRole('region', { name: home.games.category.slot }).locator('img').first();
    // The home as its HTML draws it, before any of the app's code: where its parts and the first game stand.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/user/home');
    await expect(firstCard).toHaveAttribute('src', /PG-bg/);
    const boxes = async () => ({
      balance: await box(page.getByTestId('balance-card')),
      tiles: await box(page.getByRole('navigation', { name: home.tiles.label })),
      firstCard: await box(firstCard),
    });
    const predrawn = await boxes();
    await page.unrouteAll();

    // Records how much the layout moved (the browser's layout shifts), from the first paint on.
    await page.addInitScript(`(() => {
      window.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.shifted += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    })()`);
    // The app's code arrives a second after the page, so the pre-drawn page is what shows first.
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.fallback();
    });
    const drawn: Record<string, Locator> = {
      '/user/home': page
        .getByRole('region', { name: home.games.category.slot })
        .getByRole('button', { name: /^PG Soft/ }),
    };
    for (const { path, ready } of memberPages.slice(0, 5)) {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(drawn[path] ?? ready(page)).toBeVisible();
      await appIsLive(page);
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect.soft(shifted, `${path} moved as the app took it over`).toBeLessThan(0.03);
      if (path !== '/user/home') continue;
      // The app's home stands where the pre-drawn one stood (the game row: below it only the notice may come).
      const live = await boxes();
      expect.soft(live.balance, 'the wallet card').toEqual(predrawn.balance);
      expect.soft(live.tiles, 'the tiles').toEqual(predrawn.tiles);
      expect
        .soft([live.firstCard.x, live.firstCard.width], 'the first game')
        .toEqual([predrawn.firstCard.x, predrawn.firstCard.width]);
    }
  });
});

test.describe('on a 768 px tablet', () => {
  useScreen(768);

  test("the statement's table keeps a bank's whole name beside English's longer type names", async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await signIn();
    await page.goto('/user/statement');
    await page.evaluate(() => document.fonts.ready);
    await statementTable(page, 'en');
  });

  for (const locale of ['th', 'lo', 'en'] as Locale[]) {
    test(`the home says when the balance was read on one line, in ${locale}`, async ({ page, signIn }) => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      await signIn();
      await page.goto('/user/home');
      const updated = texts(locale, 'home').balance.updatedAt.replace('<time/>', '').trim();
      const freshness = page.getByText(updated);
      await expect(freshness.locator('time')).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      // Each piece of its text (words, then the time) centred on the first one's line.
      const offLine = await freshness.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const middles = [...range.getClientRects()].map((piece) => (piece.top + piece.bottom) / 2);
        return middles.filter((middle) => Math.abs(middle - middles[0]!) > 6).length;
      });
      expect(offLine, 'the words on one line').toBe(0);
      await shot(page, `wide-home-freshness-${locale}-768`, { fullPage: false });
    });
  }

  test('the rail is narrow with each label under its icon, and the statement keeps its columns', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const shell = texts('lo', 'shell');
    await page.addInitScript(() => localStorage.setItem('locale', 'lo'));
    await signIn();
    await page.goto('/user/statement');
    await expect(page.getByTestId('statement-entry').first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: shell.menu.label });
    const rail = await box(menu);
    expect(rail.x).toBe(0);
    expect(rail.width).toBeLessThan(120);
    for (const item of await menu.getByRole('link').all()) {
      const icon = await box(item.locator('svg'));
      const label = item.locator('span');
      expect((await box(label)).y, 'the label under its icon').toBeGreaterThanOrEqual(icon.y + icon.height);
      const { whole, size } = await label.evaluate((node) => ({
        whole: node.scrollWidth <= node.clientWidth,
        size: parseFloat(getComputedStyle(node).fontSize),
      }));
      expect(whole, 'the label whole, not cut').toBe(true);
      expect(size).toBeGreaterThanOrEqual(12);
    }
    // The narrower table: a bank's and the wallet's names whole, the line wrapping at the arrow.
    await statementTable(page, 'lo');
    const entry = page.getByTestId('statement-entry').first();
    const time = await box(entry.locator('time'));
    const status = await box(entry.getByText(texts('lo', 'pages').statement.status.IN_PROGRESS));
    expect(status.y, 'the status on the row of its time').toBeLessThan(time.y + time.height);
    expect(status.x).toBeGreaterThan(time.x + time.width);
  });
});
