import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, expectNoHorizontalOverflow, shot, test } from './fixtures';

/** The default scenario's log-in (scenarios/default.ts). */
const LOGIN = { username: '0812345678', password: 'secret123' };

/**
 * What axe finds in swagger-ui's own markup, which our stylesheet cannot change (docs/decisions/015): an
 * operation's summary is a button holding buttons, the try-it body and enum fields have no label, its dialog's
 * close button no name, its headings go h1 → h3, its info block and dialog sit outside landmarks, its
 * response sections are unnamed landmarks, and its code blocks scroll without taking focus.
 */
const SWAGGER_MARKUP = new Set([
  'nested-interactive',
  'label',
  'select-name',
  'button-name',
  'heading-order',
  'region',
  'landmark-unique',
  'scrollable-region-focusable',
]);

/** One operation of the reference, by method and exact path. */
const operation = (page: Page, method: string, path: string) =>
  page.locator(`.opblock-${method}`).filter({ has: page.locator(`[data-path="${path}"]`) });

/**
 * Turns an operation's "Try it out" on, as its Cancel button shows. swagger-ui can lose a click that lands while
 * it is still drawing the operation just opened (seen once in CI, with every core busy: the button took focus
 * and stayed "Try it out"); a reader would click again, and so does this.
 */
async function tryItOut(operation: Locator): Promise<void> {
  await expect(async () => {
    const cancel = operation.getByRole('button', { name: 'Cancel' });
    if (!(await cancel.isVisible())) await operation.getByRole('button', { name: 'Try it out' }).click();
    await expect(cancel).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

test('the API reference renders from this server alone, logs in with "Try it out" and calls as the member', async ({
  page,
  mockUrl,
  mockSession,
}, testInfo) => {
  // swagger-ui draws some hundred operations from a 1.7 MB bundle: slow when every core runs a journey.
  test.slow();
  const origin = new URL(mockUrl).origin;
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) problems.push(`elsewhere: ${url}`);
  });

  const document = (await (await page.request.get(`${mockUrl}/openapi.json`)).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length;

  await page.goto(`${mockUrl}/docs`);
  await expect(page.getByRole('heading', { level: 1, name: "The simulator's API reference" })).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operations);
  await expect(page.getByRole('link', { name: 'account', exact: true })).toBeVisible();
  // The journey's own session, from the page's header bar, rides on every call as a header.
  await page.getByLabel('Simulator session').fill(mockSession);
  await expectNoHorizontalOverflow(page);
  await shot(page, 'docs-390-top', { fullPage: false });

  const login = operation(page, 'post', '/api/login');
  await login.locator('.opblock-summary-control').click();
  await expect(page).toHaveURL(/#\/account\/login$/);
  await tryItOut(login);
  await expect(login.locator('tr[data-param-name="x-client"] select')).toHaveValue('wallet-user');
  await login.locator('.body-param textarea').fill(JSON.stringify(LOGIN));
  const sent = page.waitForRequest(`${origin}/api/login`);
  await login.getByRole('button', { name: 'Execute' }).click();
  const headers = (await sent).headers();
  expect(headers['x-client']).toBe('wallet-user');
  expect(headers['x-mock-session']).toBe(mockSession);
  const live = login.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status')).toHaveText('200');
  const body = live.locator('tbody .response-col_description .microlight').first();
  await expect(body).toContainText('"token"');
  const { token } = JSON.parse((await body.textContent()) ?? '{}') as { token: string };
  expect(token).toMatch(/^\S{16,}$/);
  const showAnswer = () => live.evaluate((element) => element.scrollIntoView());
  await showAnswer();
  await shot(page, 'docs-390-login', { fullPage: false });

  // Authorize with the token: a member route answers the default member's wallet.
  await page.locator('.scheme-container').getByRole('button', { name: 'Authorize' }).click();
  const dialog = page.locator('.modal-ux');
  await dialog.getByRole('textbox').fill(token);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await expect(dialog.getByRole('heading', { name: 'Authorized' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  const wallet = operation(page, 'get', '/api/wallet');
  await wallet.locator('.opblock-summary-control').click();
  await tryItOut(wallet);
  const walletSent = page.waitForRequest(`${origin}/api/wallet`);
  await wallet.getByRole('button', { name: 'Execute' }).click();
  expect((await walletSent).headers().authorization).toBe(`Bearer ${token}`);
  await expect(wallet.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
  await expect(
    wallet.locator('.live-responses-table tbody .response-col_description .microlight').first(),
  ).toContainText('1250.5');

  // Axe over the whole page, expanded: recorded in full, and nothing beyond swagger-ui's own markup.
  const violations = await axeViolations(page, 'body');
  const found = violations.map(({ id, impact, nodes }) => `${id} (${impact}, ${nodes.length})`);
  await testInfo.attach('axe', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  console.log(`axe on /docs: ${found.join('; ') || 'no violations'}`);
  expect(violations.map(({ id }) => id).filter((id) => !SWAGGER_MARKUP.has(id))).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'docs-1280-top', { fullPage: false });
  await showAnswer();
  await shot(page, 'docs-1280-login', { fullPage: false });

  expect(problems).toEqual([]);
});
