import type { Page } from '@playwright/test';
import { appIsLive, expect, test } from './fixtures';
import { texts } from './texts';

/*
 * Issue 24, finding 9: after the server comes back, an open page shows what it could not read by itself, with no
 * tap and no move: when the network returns, when the player comes back to the tab, and on a timer (2 s, then
 * longer). Here what needs a real browser: a page's code (a script the browser loads) that failed to arrive, and
 * the chat, which talks over its socket. Each journey makes the server fail first, then lets it answer, and waits
 * for what the player sees. The data reads (the home's wallet, the statement, the registration's banks) recover
 * the same way against the simulator in process, where the timed tries are measured rather than waited for:
 * web/src/app/recovery-states.test.tsx.
 */

const pagesTh = texts('th', 'pages');
const shellTh = texts('th', 'shell');
const commonTh = texts('th', 'common');
const chatTh = texts('th', 'chat');

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

const statementEntries = (page: Page) =>
  page.getByRole('list', { name: pagesTh.member.screens.statement }).getByRole('listitem');
const menu = (page: Page) => page.getByRole('navigation', { name: shellTh.menu.label });

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
