import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { appIsLive, expect, test } from './fixtures';
import { texts } from './texts';

/*
 * Issue 24, finding 9: after the server comes back, an open page shows what it could not read by itself, with no
 * tap and no move: when the network returns, when the player comes back to the tab, and on a timer (2 s, then
 * longer). Each journey makes the server fail first, then lets it answer, and waits for what the player sees.
 */

const homeTh = texts('th', 'home');
const pagesTh = texts('th', 'pages');
const shellTh = texts('th', 'shell');
const commonTh = texts('th', 'common');
const reg = texts('th', 'register');
const chatTh = texts('th', 'chat');

const WALLET_TOTAL = '1,250.50';
/** Long enough for a failure (the first read and the client's two retries, 1 s and 2 s apart) and a recovery. */
const SLOW = { timeout: 20_000 };

/** Marks the page, so a later check can tell that it was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);

/**
 * The player leaves the tab (another app in front) or comes back to it, as the browser tells the page: the
 * document's visibility, announced by a visibilitychange event. While the tab is hidden the page's timers ask
 * nothing, so what happens on return is the return's doing.
 */
async function setTabHidden(page: Page, hidden: boolean): Promise<void> {
  await page.evaluate((hide) => {
    if (hide) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    else Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  }, hidden);
}

/**
 * Signs in and opens `path` while `route` fails (INTERNAL_SERVER_ERROR; the next `times` calls, else every one):
 * answers the page's failure, once on screen (its text `failed`), the page marked (markPage).
 */
async function openFailing(
  { page, signIn, mock }: { page: Page; signIn: () => Promise<void>; mock: APIRequestContext },
  path: string,
  route: string,
  failed: string,
  times?: number,
): Promise<Locator> {
  await mock.post('/__admin/faults', { data: { route, kind: 'error', code: 'INTERNAL_SERVER_ERROR', times } });
  await signIn();
  await page.goto(path);
  await markPage(page);
  const failure = page.getByRole('alert').filter({ hasText: failed });
  await expect(failure).toBeVisible(SLOW);
  return failure;
}

const statementEntries = (page: Page) =>
  page.getByRole('list', { name: pagesTh.member.screens.statement }).getByRole('listitem');
const menu = (page: Page) => page.getByRole('navigation', { name: shellTh.menu.label });

test('home: the wallet that failed to load shows by itself on the next timed try once the server answers', async ({
  page,
  signIn,
  mock,
}) => {
  // Four failures: the page's early read, then the app's read and its two retries. The fifth call answers.
  const failure = await openFailing({ page, signIn, mock }, '/user/home', 'wallet.get', homeTh.failed, 4);
  await expect(failure.getByRole('button', { name: commonTh.retry })).toBeVisible();

  // No tap, no move, no event: the timer alone.
  await expect(page.getByTestId('wallet-amount')).toContainText(WALLET_TOTAL, SLOW);
  await expect(failure).toBeHidden();
  await expect(page).toHaveURL(/\/user\/home$/);
  expect(await stillMarked(page)).toBe(true);
});

test('home: the wallet that failed to load shows as soon as the network returns', async ({
  page,
  context,
  signIn,
  mock,
}) => {
  const failure = await openFailing({ page, signIn, mock }, '/user/home', 'wallet.get', homeTh.failed);

  // The phone in the pocket: the tab hidden (no timed try), the network lost; meanwhile the server recovers.
  await setTabHidden(page, true);
  await context.setOffline(true);
  await mock.delete('/__admin/faults');
  await context.setOffline(false);

  await expect(page.getByTestId('wallet-amount')).toContainText(WALLET_TOTAL);
  await expect(failure).toBeHidden();
  expect(await stillMarked(page)).toBe(true);
});

test('home: the wallet that failed to load shows when the player comes back to the tab', async ({
  page,
  signIn,
  mock,
}) => {
  const failure = await openFailing({ page, signIn, mock }, '/user/home', 'wallet.get', homeTh.failed);

  await setTabHidden(page, true);
  await mock.delete('/__admin/faults');
  await expect(failure).toBeVisible();
  await setTabHidden(page, false);

  await expect(page.getByTestId('wallet-amount')).toContainText(WALLET_TOTAL);
  await expect(failure).toBeHidden();
  expect(await stillMarked(page)).toBe(true);
});

test('statement: the list that failed to load shows as soon as the network returns', async ({
  page,
  context,
  signIn,
  mock,
}) => {
  const failure = await openFailing(
    { page, signIn, mock },
    '/user/statement',
    'statement.list',
    pagesTh.statement.failed,
  );

  await setTabHidden(page, true);
  await context.setOffline(true);
  await mock.delete('/__admin/faults');
  await context.setOffline(false);

  await expect(statementEntries(page)).toHaveCount(10);
  await expect(failure).toBeHidden();
  expect(await stillMarked(page)).toBe(true);
});

test('statement: the list that failed to load shows when the player comes back to the tab', async ({
  page,
  signIn,
  mock,
}) => {
  const failure = await openFailing(
    { page, signIn, mock },
    '/user/statement',
    'statement.list',
    pagesTh.statement.failed,
  );
  await expect(failure.getByRole('button', { name: commonTh.retry })).toBeVisible();

  // The player looks at the bank app; meanwhile the server recovers. Hidden, the page asks nothing.
  await setTabHidden(page, true);
  await mock.delete('/__admin/faults');
  await expect(failure).toBeVisible();
  await setTabHidden(page, false);

  await expect(statementEntries(page)).toHaveCount(10);
  await expect(failure).toBeHidden();
  expect(await stillMarked(page)).toBe(true);
});

test('statement: the list keeps being asked for, each time a little later, and shows once the server answers', async ({
  page,
  signIn,
  mock,
}) => {
  // Six failures: the first read with its two retries, then the first timed try (2 s on) with its two. The
  // second timed try (4 s after that) answers.
  await mock.post('/__admin/faults', {
    data: { route: 'statement.list', kind: 'error', code: 'INTERNAL_SERVER_ERROR', times: 6 },
  });
  await signIn();
  await page.goto('/user/statement');
  const failure = page.getByRole('alert').filter({ hasText: pagesTh.statement.failed });
  const loading = page.getByRole('status', { name: pagesTh.statement.loading });
  await expect(failure).toBeVisible(SLOW);
  // The first timed try: the list loading again, as after a tap on retry; it fails, and the failure is back.
  await expect(loading).toBeVisible(SLOW);
  await expect(failure).toBeVisible(SLOW);

  await expect(statementEntries(page)).toHaveCount(10, SLOW);
  await expect(failure).toBeHidden();
});

test("a page whose code failed to arrive (the server unreachable) arrives by itself, in the member's frame", async ({
  page,
  signIn,
}) => {
  let unreachable = true;
  await page.route(/\/assets\/statement-page-[^/]+\.js$/, (route) =>
    unreachable ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  await signIn();
  await page.goto('/user/home');
  await expect(page.getByTestId('games-total')).toBeVisible();
  await markPage(page);
  await menu(page).getByRole('link', { name: shellTh.menu.statement }).click();
  const failure = page.getByRole('heading', { level: 1, name: shellTh.failure.chunkTitle });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('button', { name: shellTh.failure.reload })).toBeVisible();
  await expect(menu(page)).toBeVisible();

  unreachable = false;
  await expect(page.getByRole('heading', { level: 1, name: pagesTh.member.screens.statement })).toBeVisible(SLOW);
  await expect(statementEntries(page)).toHaveCount(10);
  await expect(failure).toBeHidden();
  expect(await stillMarked(page)).toBe(true);
});

test('a page whose code failed to arrive arrives as soon as the network returns', async ({ page, context, signIn }) => {
  let unreachable = true;
  await page.route(/\/assets\/statement-page-[^/]+\.js$/, (route) =>
    unreachable ? route.abort('internetdisconnected') : route.fallback(),
  );
  await signIn();
  await page.goto('/user/home');
  await expect(page.getByTestId('games-total')).toBeVisible();
  await markPage(page);
  await menu(page).getByRole('link', { name: shellTh.menu.statement }).click();
  const failure = page.getByRole('heading', { level: 1, name: shellTh.failure.chunkTitle });
  await expect(failure).toBeVisible();

  await setTabHidden(page, true);
  await context.setOffline(true);
  unreachable = false;
  await context.setOffline(false);

  await expect(page.getByRole('heading', { level: 1, name: pagesTh.member.screens.statement })).toBeVisible();
  await expect(failure).toBeHidden();
  expect(await stillMarked(page)).toBe(true);
});

test('register: the banks that failed to load arrive when the player comes back, and what was typed stays', async ({
  page,
  mock,
}) => {
  await mock.post('/__admin/faults', { data: { route: 'lookup.banks', kind: 'error', code: 'INTERNAL_SERVER_ERROR' } });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.goto('/register');
  await field(reg.phone.label).fill('0822222222');
  await page.getByRole('button', { name: commonTh.next, exact: true }).click();
  await field(reg.profile.name).fill('Somsri Dee');
  await field(reg.profile.password).fill('secret456');
  await field(reg.profile.confirm).fill('secret456');
  await page.getByRole('button', { name: commonTh.next, exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: reg.bank.title })).toBeVisible();
  const failure = page.getByRole('alert').filter({ hasText: texts('th', 'errors').INTERNAL_SERVER_ERROR });
  await expect(failure).toBeVisible(SLOW);
  await field(reg.bank.accountNo).fill('1122334455');
  await field(reg.bank.firstName).fill('somsri');
  await field(reg.bank.lastName).fill('dee');

  // Off to the bank app to check the account; meanwhile the server recovers.
  await setTabHidden(page, true);
  await mock.delete('/__admin/faults');
  await setTabHidden(page, false);

  await expect(failure).toBeHidden();
  await field(reg.bank.bank).selectOption('KBANK');
  await expect(field(reg.bank.accountNo)).toHaveValue('1122334455');
  await expect(field(reg.bank.firstName)).toHaveValue('SOMSRI');
  await expect(field(reg.bank.lastName)).toHaveValue('DEE');
  await expect(field(reg.profile.name)).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

test('chat: the conversation that failed to load arrives by itself, and the message being written stays', async ({
  page,
  mock,
}) => {
  await mock.post('/__admin/faults', { data: { route: 'chat.history', kind: 'error', code: 'INTERNAL_SERVER_ERROR' } });
  await page.goto('/contact');
  await page.getByRole('button', { name: new RegExp(`^${chatTh.open}`) }).click();
  const panel = page.getByRole('dialog', { name: chatTh.title });
  const failure = panel.getByRole('alert').filter({ hasText: chatTh.failed });
  await expect(failure).toBeVisible(SLOW);
  await expect(failure.getByRole('button', { name: commonTh.retry })).toBeVisible();
  const composer = panel.getByRole('textbox', { name: chatTh.composer.label });
  await composer.fill('ฝากเงินแล้วยังไม่เข้า');

  // The server recovers; no tap: a timed try finds it.
  await mock.delete('/__admin/faults');
  await expect(panel.getByText(chatTh.empty)).toBeVisible(SLOW);
  await expect(failure).toBeHidden();
  await expect(composer).toHaveValue('ฝากเงินแล้วยังไม่เข้า');
});

test("login: the app's code that failed to arrive arrives by itself, and takes the pre-drawn form over as typed", async ({
  page,
}) => {
  let unreachable = true;
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) =>
    unreachable ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
  );
  const auth = texts('th', 'auth');
  await page.goto('/login');
  // The pre-drawn form takes typing before the app runs (and could log in by itself: early-login.spec.ts).
  await page.getByLabel(auth.form.phone, { exact: true }).fill('0812345678');
  await page.getByLabel(auth.form.password, { exact: true }).fill('secret123');
  const submit = page.getByRole('button', { name: auth.form.submit, exact: true });
  await expect(page.locator('#root')).not.toHaveAttribute('data-app', 'live');

  unreachable = false;
  await appIsLive(page);
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel(auth.form.phone, { exact: true })).toHaveValue('0812345678');
  await expect(page.getByLabel(auth.form.password, { exact: true })).toHaveValue('secret123');
});
