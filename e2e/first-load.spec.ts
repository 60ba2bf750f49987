import type { Page } from '@playwright/test';
import { appIsLive, expect, test } from './fixtures';
import { texts } from './texts';

/** The hrefs of the modulepreload links the page's first script has added so far (one a task, texts last). */
const firstAsks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-first]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );

/** A chunk by name: `name-` and the 8-character content hash (language files are named after their namespace). */
const chunkNamed = (name: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`);

/** The first script's links once it has asked for the page's last text file (namespace `last`). */
async function preloads(page: Page, last: string): Promise<string[]> {
  await expect.poll(async () => (await firstAsks(page)).some((href) => chunkNamed(last).test(href))).toBe(true);
  return firstAsks(page);
}

test('the first page and its texts are fetched beside the entry, in the stored language', async ({
  page,
  scenario,
}) => {
  await scenario('default');
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const onLogin = await preloads(page, 'auth');
  expect(onLogin.some((href) => chunkNamed('login-page').test(href))).toBe(true);
  for (const namespace of ['common', 'errors', 'shell', 'auth']) {
    expect(
      onLogin.filter((href) => chunkNamed(namespace).test(href)),
      namespace,
    ).toHaveLength(1);
  }
  expect(onLogin.some((href) => chunkNamed('register-page').test(href))).toBe(false);

  // Each text file is fetched once, whether the preload or the app's texts asked first.
  const authFile = onLogin.find((href) => chunkNamed('auth').test(href))!;
  expect(requested.filter((path) => path === authFile)).toHaveLength(1);

  // English stored: the English texts are preloaded, not the Thai ones.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  const onRegister = await preloads(page, 'register');
  expect(onRegister.filter((href) => chunkNamed('register').test(href))).toHaveLength(1);
  expect(onRegister.some((href) => chunkNamed('register-page').test(href))).toBe(true);
  const common = (files: string[]) => files.filter((href) => chunkNamed('common').test(href));
  expect(common(onRegister)).toHaveLength(1);
  expect(common(onRegister)).not.toEqual(common(onLogin));
});

test('the code a first page runs is asked for at once by its first script: none is found only as the app runs', async ({
  page,
  signIn,
}) => {
  for (const [path, member] of [
    ['/login', false],
    ['/user/home', true],
  ] as const) {
    // Signing in opens no page of the app's (fixtures.ts): nothing of it is in flight when the page opens.
    if (member) await signIn();
    const requested: string[] = [];
    const listen = (request: { url: () => string }) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.push(pathname);
    };
    page.on('request', listen);
    await page.goto(path);
    await appIsLive(page);
    page.off('request', listen);
    const entry = await page.evaluate(
      () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname,
    );
    // React's renderer, which the entry imports to run in a task of its own (main.tsx), would be found late here
    // were it not asked for beside the entry.
    expect(requested, path).toContain(entry);
    // Every file the app fetched, but the entry, is one its first script asks for (one a task, so the last may
    // come after the app is up). The service worker's registration is asked for on purpose once the page has
    // loaded (pwa/), not for drawing.
    const wanted = requested.filter((file) => file !== entry && !/^\/assets\/sw-registration-[\w-]{8}\.js$/.test(file));
    await expect
      .poll(async () => {
        const asked = new Set(await firstAsks(page));
        return wanted.filter((file) => !asked.has(file));
      }, path)
      .toEqual([]);
  }
});

test('a first page makes no Intl object: the first one loads the locale data, a long task on a slow phone', async ({
  page,
  signIn,
}) => {
  // Every way a page can reach the browser's locale data, counted from the first script on.
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { intlUsed: string[] }).intlUsed = used;
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== 'function' || !/^[A-Z]/.test(name)) continue;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          used.push(`Intl.${name}`);
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
      });
    }
    const methods: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
      [Array.prototype, 'toLocaleString'],
    ];
    for (const [owner, name] of methods) {
      const original = (owner as Record<string, (...a: unknown[]) => unknown>)[name]!;
      (owner as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        used.push(name);
        return original.apply(this, args);
      };
    }
  });
  await signIn();
  const pageOf = new RegExp(texts('th', 'pages').statement.pageOf.replace(/\{\{\w+\}\}/g, '\\d+'));
  const pages: [string, () => Promise<void>][] = [
    ['/user/home', () => expect(page.getByTestId('games-total')).toBeVisible()],
    ['/user/statement', () => expect(page.getByText(pageOf)).toBeVisible()],
    ['/user/spin', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  for (const [path, shown] of pages) {
    await page.goto(path);
    await appIsLive(page);
    await shown();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { intlUsed: string[] }).intlUsed), path).toEqual([]);
  }
});

test("the whole page is in the document, ready to paint, before any of the app's scripts is asked for", async ({
  page,
  scenario,
}) => {
  await scenario('default');
  for (const path of ['/login', '/register', '/user/home']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { parsed, firstScript } = await page.evaluate(() => ({
      parsed: performance.getEntriesByType('navigation')[0]!.toJSON().domContentLoadedEventStart as number,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
      ),
    }));
    expect(parsed, path).toBeLessThan(firstScript);
  }
});

test('a public page is drawn by its HTML before any script runs', async ({ browser, baseURL, scenario }) => {
  await scenario('default');
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const [path, title] of [
    ['/login', texts('th', 'auth').hero.title],
    ['/register', texts('th', 'register').hero.title],
    ['/howto', texts('th', 'pages').howto.title],
    ['/contact', texts('th', 'pages').contact.title],
  ]) {
    await page.goto(`${baseURL}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: texts('th', 'shell').menu.label })).toBeVisible();
  }
  await context.close();
});

test('the app takes a pre-rendered page over without a mismatch, in any language', async ({ page, scenario }) => {
  await scenario('default');
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own words when the app registers its service worker (blocked in these journeys).
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));

  for (const path of ['/register', '/howto', '/contact', '/login']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'th');
    // Hydrated: the top bar's site name arrives from the server into the pre-rendered markup.
    await expect(page.getByRole('banner').getByText('Gold Wallet')).toBeVisible();
  }
  await page.getByLabel(texts('th', 'auth').form.phone).fill('0812345678');
  await expect(page.getByLabel(texts('th', 'auth').form.phone)).toHaveValue('0812345678');
  await page.getByRole('link', { name: texts('th', 'shell').menu.howto }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('th', 'pages').howto.title);

  // Another language stored: the page was pre-drawn in English too, and that is what the app takes over.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts('en', 'pages').contact.title);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'en');
  await expect(page.getByRole('banner').getByText('Gold Wallet')).toBeVisible();
  expect(problems).toEqual([]);
});

test("before any of the app's code arrives, a returning reader sees the page in their language and a returning member the frame", async ({
  page,
  signIn,
  mock,
}) => {
  // The app's code never arrives: what shows is the HTML and its own few lines of script.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/login');
  for (const locale of ['lo', 'en', 'th'] as const) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale, 'auth').hero.title);
    await expect(page.getByLabel(texts(locale, 'auth').form.phone)).toBeVisible();
  }

  // A member's token is stored: a member page shows in its frame (top bar, menu) in the reader's language,
  // waiting for its answers; a member path with no page of its own shows the frame.
  await signIn();
  for (const locale of ['lo', 'th'] as const) {
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.goto('/user/statement');
    const menu = page.getByRole('navigation', { name: texts(locale, 'shell').menu.label });
    await expect(menu.getByRole('link', { name: texts(locale, 'shell').menu.statement })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts(locale, 'pages').member.screens.statement);
    await expect(page.getByRole('status', { name: texts(locale, 'pages').statement.loading })).toBeVisible();
  }
  // The home page's own script reads the wallet and shows the total with no app at all.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await mock.get('/api/wallet', { headers: { authorization: `Bearer ${token}` } });
  const { wallet } = (await answer.json()) as { wallet: { amount: number } };
  const total = wallet.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await page.goto('/user/home');
  await expect(page.locator('main').getByText(total, { exact: true })).toBeVisible();
  await expect(page.locator('main').getByText(texts('th', 'home').currency.BAHT, { exact: true })).toBeVisible();
  // Likewise the profile shows the member's name, and the member contact page the support account's QR code.
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Somchai Jaidee' })).toBeVisible();
  const contact = (await (await mock.get('/api/lookup/contact')).json()) as { lineQR: string };
  await page.goto('/user/contact');
  const qr = page.locator('main figure img');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', contact.lineQR);
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await page.goto('/user');
  await expect(page.getByRole('navigation', { name: texts('th', 'shell').menu.label })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  // Without a token the same path keeps the plain boot screen (the app would send the visitor to /login).
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto('/user/statement');
  await expect(page.getByRole('navigation')).toHaveCount(0);
});

test('the app takes a pre-drawn member page over with the same page, never a loader in between', async ({
  page,
  signIn,
}) => {
  await signIn();
  // Counts the moments the page's heading was gone after it first showed (a loader in its place).
  await page.addInitScript(`(() => {
    window.headingGaps = 0;
    let seen = false;
    new MutationObserver(() => {
      if (document.querySelector('main h1')) seen = true;
      else if (seen) window.headingGaps += 1;
    }).observe(document, { childList: true, subtree: true });
  })()`);
  // The app's code arrives a second after the page, so the pre-drawn page is what shows first.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  });
  const pages = texts('th', 'pages');
  const titles = texts('th', 'shell').titles;
  for (const [path, title, tab, data] of [
    [
      '/user/statement',
      pages.member.screens.statement,
      titles.statement,
      page.getByRole('list', { name: pages.member.screens.statement }),
    ],
    ['/user/home', texts('th', 'home').title, titles.home, page.getByTestId('games-total')],
    ['/user/profile', pages.member.screens.profile, titles.profile, page.getByRole('heading', { level: 2 }).first()],
  ] as const) {
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The app has run (it names the tab) and drawn the page's answers.
    await expect(page).toHaveTitle(new RegExp(`^${tab}`));
    await expect(data).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => (window as unknown as { headingGaps: number }).headingGaps), path).toBe(0);
  }
  // The home page's own early read of the wallet is the app's first: it is not read twice.
  const walletReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/wallet') walletReads.push(request.url());
  });
  await page.goto('/user/home');
  await expect(page.getByTestId('games-total')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${titles.home}`));
  expect(walletReads).toHaveLength(1);
});

test('on a pre-drawn member page, the menu opens the conditions before the app runs; what cannot work yet shows disabled', async ({
  page,
  signIn,
}) => {
  await signIn();
  // The app's code arrives two seconds after the page.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fallback();
  });
  const shell = texts('th', 'shell');
  await page.goto('/user/statement', { waitUntil: 'commit' });
  const menu = page.getByRole('navigation', { name: shell.menu.label });
  await expect(menu.getByRole('link', { name: shell.menu.conditions })).toBeVisible();
  await expect(page.getByRole('button', { name: shell.logout })).toBeDisabled();
  await menu.getByRole('link', { name: shell.menu.conditions }).click();
  await expect(page).toHaveURL(/\/user\/statement\?modal=conditions$/);
  await expect(page.getByRole('dialog', { name: shell.conditions.title })).toBeVisible();
  await expect(page.getByRole('button', { name: shell.logout })).toBeEnabled();
  // The dialog's code was asked for beside the app's (the page's own script asks for both), before the app's
  // first script had even arrived: not one round trip after the app.
  const { entryArrivedAt, dialogCodeAskedAt } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    return {
      entryArrivedAt: resources.find((resource) => resource.name === entry)?.responseEnd,
      dialogCodeAskedAt: resources.find((resource) => /\/assets\/conditions-modal-[\w-]+\.js$/.test(resource.name))
        ?.startTime,
    };
  });
  expect(entryArrivedAt).toBeDefined();
  expect(dialogCodeAskedAt).toBeLessThan(entryArrivedAt!);
});

test('what a visitor types into the pre-drawn login before the app runs is kept when the app takes it over', async ({
  page,
}) => {
  // A slow network: the app's code arrives 1.5 s after the page.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  const auth = texts('th', 'auth');
  await page.goto('/login', { waitUntil: 'commit' });
  const phone = page.getByLabel(auth.form.phone);
  await phone.pressSequentially('0812345678');
  await page.getByLabel(auth.form.password, { exact: true }).pressSequentially('secret123');
  const submit = page.getByRole('button', { name: auth.form.submit });
  // The app has taken over, and what was typed is still there. (Sent before then, the pre-drawn form logs in
  // by itself: early-login.spec.ts.)
  await appIsLive(page);
  await expect(phone).toHaveValue('0812345678');
  await submit.click();
  await page.waitForURL('**/user/home');
});

test("the home's first game ring shows its picture before the app; next time even before the wallet answers, corrected if it changed", async ({
  page,
  signIn,
}) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await signIn();
  await page.goto('/user/home');
  const ring = page.getByRole('region', { name: texts('th', 'home').games.category.slot });
  const picture = ring.locator('img');
  await expect(picture).toHaveAttribute('src', '/mock-assets/games/PG-bg.svg');
  await expect(page.getByRole('region', { name: texts('th', 'home').games.category.sport })).toBeHidden();

  // The wallet's answer is held back: the remembered picture is there already.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/wallet', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/user/home', { waitUntil: 'commit' });
  await expect(picture).toHaveAttribute('src', '/mock-assets/games/PG-bg.svg');
  await expect(page.getByTestId('wallet-amount')).toHaveCount(0);

  // A hint that no longer holds (another first game) is corrected by the answer.
  await page.evaluate(() =>
    localStorage.setItem(
      'early-hints',
      JSON.stringify({ 'first-ring': 'lotto', 'first-game-background': '/mock-assets/games/HUAYHD-bg.svg' }),
    ),
  );
  await page.goto('/user/home', { waitUntil: 'commit' });
  const lotto = page.getByRole('region', { name: texts('th', 'home').games.category.lotto });
  await expect(lotto).toBeVisible();
  release();
  await expect(picture).toHaveAttribute('src', '/mock-assets/games/PG-bg.svg');
  await expect(lotto).toBeHidden();
  await expect(ring).toBeVisible();
});

test("a member page asks for the app's code once the picture its early read drew is ready, not before", async ({
  page,
  signIn,
}) => {
  await signIn();
  // The first game's picture takes a moment longer than the wallet's answer (well within the page's 1 s wait).
  await page.route('**/mock-assets/games/PG-bg.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fallback();
  });
  const pictureAtEntry = new Promise<boolean>((resolve) => {
    void page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      resolve(
        await page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('#root img[data-early="first-game-background"]')].some(
            (picture) => picture.complete && picture.naturalWidth > 0,
          ),
        ),
      );
      await route.fallback();
    });
  });
  await page.goto('/user/home', { waitUntil: 'commit' });
  expect(await pictureAtEntry, 'the picture was ready when the entry script was asked for').toBe(true);
  await appIsLive(page);
});

/** What the page's largest contentful paint is so far, by its `data-early` mark (as Lighthouse would name it). */
function largestPaint(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as LargestContentfulPaint | undefined)?.element;
          resolve(element?.getAttribute('data-early') ?? element?.tagName ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test("the bonus page's first card picture shows before the app runs, from the list its own script reads", async ({
  page,
  signIn,
}) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await signIn();
  await page.goto('/user/bonus');
  const picture = page.locator('img[data-early="first-bonus-image"]');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveAttribute('src', '/mock-assets/banners/bonus-welcome.svg');
  await expect
    .poll(() => picture.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0))
    .toBe(true);
  // Its card is content, not a loader waiting out its delay: painted as it is, it is the page's largest paint.
  await expect.poll(() => largestPaint(page)).toBe('first-bonus-image');
});

test("the public contact page shows support's QR code before the app: its largest picture does not wait for it", async ({
  page,
}) => {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/contact', { waitUntil: 'commit' });
  const qr = page.locator('#root img[data-early="contact-qr"]');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /\/mock-assets\/contact\/line-qr\.svg$/);
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect.poll(() => largestPaint(page)).toBe('contact-qr');
  await expect(page.locator('#root')).not.toHaveAttribute('data-app');
});

test('every pre-drawn page names its charset in its first 1,024 bytes', async ({ request }) => {
  for (const path of ['/login', '/register', '/howto', '/contact', '/user/home', '/user/bonus', '/user/contact']) {
    const html = await (await request.get(path)).text();
    const charset = Buffer.byteLength(html.slice(0, html.indexOf('<meta charset="UTF-8"')));
    expect(charset, path).toBeGreaterThan(0);
    expect(charset, path).toBeLessThan(1024 - '<meta charset="UTF-8" />'.length);
  }
});
