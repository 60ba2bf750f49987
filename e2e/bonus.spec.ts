import type { APIRequestContext, Page } from '@playwright/test';
import { siteDay, siteWeek } from '../contract/src/calendar';
import { LOCALES } from '@portal/contract/constants';
import { expect, expectNoAxeViolations, expectNoHorizontalOverflow, shot, switchLanguage, test } from './fixtures';
import { texts } from './texts';

const bonusTh = texts('th', 'bonus');
const errorsTh = texts('th', 'errors');
const commonTh = texts('th', 'common');
const DAY_SECONDS = 24 * 60 * 60;

const card = (page: Page, name: string) => page.getByTestId('bonus-card').filter({ hasText: name });
const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** A member's bearer header, from a log-in through the API. */
async function bearer(mock: APIRequestContext, phone = '0812345678'): Promise<Record<string, string>> {
  const answer = await mock.post('/api/login', { data: { username: phone, password: 'secret123' } });
  expect(answer.ok()).toBe(true);
  return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
}

/** The member's balance falls below the bonus end threshold (5 baht): 56 of its 60 lost in PG Soft. */
async function loseAlmostEverything(mock: APIRequestContext): Promise<void> {
  const headers = await bearer(mock);
  expect((await mock.get('/api/wallet/activate/PG', { headers })).ok()).toBe(true);
  const moved = await mock.post('/api/wallet/transfer', { headers, data: { from: 'WALLET', to: 'PG', amount: 60 } });
  expect(moved.ok()).toBe(true);
  const played = await mock.post('/__admin/play', { data: { phone: '0812345678', slotCode: 'PG', result: -56 } });
  expect(played.ok()).toBe(true);
}

/** Moves the simulator's clock on, and the page's clock to the same time; answers the new time. */
async function moveClocks(page: Page, mock: APIRequestContext, seconds: number): Promise<number> {
  const moved = await mock.post('/__admin/clock', { data: { advanceSeconds: seconds } });
  expect(moved.ok()).toBe(true);
  const now = Date.parse(((await moved.json()) as { now: string }).now);
  await page.clock.setFixedTime(now);
  return now;
}

test.describe('bonus limits', () => {
  test.use({ startScenario: 'bonus-limits' });

  test('cards at their limits; the held bonus cancelled only below the threshold; a day and a week later the cards open again', async ({
    page,
    signIn,
    mock,
  }) => {
    // The scenario's two daily receipts are 1 and 2 minutes old: in the first minutes after the site's
    // midnight one or both fall on yesterday, and the daily card is rightly open then.
    const clock = (await (await mock.get('/__admin/clock')).json()) as { now: string };
    const started = Date.parse(clock.now);
    const dailyUsedUp = siteDay(started - 2 * 60_000) === siteDay(started);
    await signIn();
    await page.goto('/user/bonus');

    // WEEKLY50 is held: its type, its name, what it means for a withdrawal, and the cancel button.
    const held = page.getByRole('region', { name: bonusTh.types.week });
    await expect(held).toBeVisible();
    await expect(held.getByText(bonusTh.rules.wholeBalance)).toBeVisible();
    await expect(page.getByRole('textbox', { name: bonusTh.promotion.label })).toHaveCount(0);

    // The cards: received up to the limit (not a link), received twice today of two, held.
    await expect(card(page, 'สมาชิกใหม่ 100%')).toHaveAttribute('aria-disabled', 'true');
    await expect(card(page, 'สมาชิกใหม่ 100%')).toContainText(bonusTh.card.received);
    if (dailyUsedUp) await expect(card(page, 'ฝากรายวัน 10%')).toHaveAttribute('aria-disabled', 'true');
    else await expect(card(page, 'ฝากรายวัน 10%')).toHaveAttribute('href', /code=DAILY10/);
    await expect(card(page, 'ฝากรายวัน 10%')).toContainText('รับได้วันละ 2 ครั้ง');
    const weekly = card(page, 'โบนัสรายสัปดาห์');
    await expect(weekly).toContainText(bonusTh.card.active);
    await expect(weekly).toHaveAttribute('href', /modal=bonus&code=WEEKLY50/);
    await expectNoAxeViolations(page);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'bonus-held-th-390');

    // The held bonus's dialog confirms rather than receives.
    await weekly.click();
    const dialog = page.getByRole('dialog', { name: 'โบนัสรายสัปดาห์' });
    await expect(dialog.getByTestId('bonus-notice')).toHaveText('รับได้สัปดาห์ละครั้ง เงื่อนไขเสีย 25%');
    await expect(dialog.getByRole('button', { name: bonusTh.modal.receive })).toHaveCount(0);
    await dialog.getByRole('button', { name: commonTh.confirm }).click();
    await expect(dialog).toBeHidden();

    // 60 baht is above the 5 baht threshold: the cancel is refused, in an alert titled for it.
    await held.getByRole('button', { name: bonusTh.cancel.button }).click();
    await alertDialog(page).getByRole('button', { name: bonusTh.cancel.confirm }).click();
    await expect(alertDialog(page)).toContainText(bonusTh.cancel.failed);
    await expect(alertDialog(page)).toContainText(errorsTh.BONUS_CONDITION);
    await alertDialog(page).getByRole('button', { name: commonTh.ok }).click();
    await expect(held).toBeVisible();

    // Cancelling can also be called off.
    await held.getByRole('button', { name: bonusTh.cancel.button }).click();
    await alertDialog(page).getByRole('button', { name: bonusTh.cancel.keep }).click();
    await expect(alertDialog(page)).toBeHidden();
    await expect(held).toBeVisible();

    // Below the threshold it ends: the server's message as a toast, the form back, the weekly card received.
    await loseAlmostEverything(mock);
    await held.getByRole('button', { name: bonusTh.cancel.button }).click();
    await alertDialog(page).getByRole('button', { name: bonusTh.cancel.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: errorsTh.BONUS_CLEAR })).toBeVisible();
    await expect(page.getByRole('textbox', { name: bonusTh.promotion.label })).toBeVisible();
    await expect(weekly).toHaveAttribute('aria-disabled', 'true');
    await expect(weekly).toContainText(bonusTh.card.received);

    // A day later (the member logs in again: the session lasted a day), the daily bonus opens again.
    const dayLater = await moveClocks(page, mock, DAY_SECONDS);
    await signIn();
    await page.goto('/user/bonus');
    await expect(card(page, 'ฝากรายวัน 10%')).toHaveAttribute('href', /code=DAILY10/);
    await expect(card(page, 'สมาชิกใหม่ 100%')).toHaveAttribute('aria-disabled', 'true');
    if (siteWeek(dayLater) === siteWeek(started)) await expect(weekly).toHaveAttribute('aria-disabled', 'true');
    else await expect(weekly).toHaveAttribute('href', /code=WEEKLY50/);

    // A week later the weekly one too; the limit bonus stays used up for good.
    await moveClocks(page, mock, 7 * DAY_SECONDS);
    await signIn();
    await page.goto('/user/bonus');
    await expect(weekly).toHaveAttribute('href', /code=WEEKLY50/);
    await expect(card(page, 'สมาชิกใหม่ 100%')).toHaveAttribute('aria-disabled', 'true');
  });
});

// Receiving a bonus, the server's refusals and promotion codes are checked against the simulator in process
// (web/src/features/bonus/bonus-states.test.tsx); here, how the page and its dialogs fit and read.
test('the bonus page and its dialogs read well in th, lo and en, at 390, 320 and 1280 wide', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/user/bonus');
  await expect(page.getByTestId('bonus-card')).toHaveCount(3);
  await expect
    .poll(() =>
      page
        .getByTestId('bonus-card')
        .first()
        .locator('img')
        .evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0),
    )
    .toBe(true);
  for (const locale of LOCALES) {
    const bonus = texts(locale, 'bonus');
    await page.setViewportSize({ width: 390, height: 844 });
    await switchLanguage(page, locale);
    await expect(page.getByRole('textbox', { name: bonus.promotion.label })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `bonus-${locale}-390`);
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoHorizontalOverflow(page);
    await shot(page, `bonus-${locale}-320`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `bonus-${locale}-1280`);
    await card(page, 'ฝากรายวัน 10%').click();
    await expect(page.getByRole('dialog').getByTestId('bonus-notice')).toBeVisible();
    await shot(page, `bonus-modal-${locale}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page, 'body');
    await shot(page, `bonus-modal-${locale}-390`);
    await page.keyboard.press('Escape');
    // A promotion found: its condition and what it means.
    await page.getByRole('textbox', { name: bonus.promotion.label }).fill('lucky20');
    await page.getByRole('button', { name: bonus.promotion.search }).click();
    const lucky = page.getByRole('dialog', { name: bonus.promotion.modalTitle.replace('{{code}}', 'LUCKY20') });
    await expect(lucky.getByText(bonus.rules.wholeBalance)).toBeVisible();
    await expectNoAxeViolations(page, 'body');
    await shot(page, `promotion-${locale}-390`);
    await page.keyboard.press('Escape');
    await expect(lucky).toBeHidden();
    // The next language is looked at as a player first sees the page: no code typed.
    await page.getByRole('textbox', { name: bonus.promotion.label }).clear();
  }
});
