import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

const chatTh = texts('th', 'chat');

const launcher = (page: Page, locale: Locale = 'th') =>
  page.getByRole('button', { name: new RegExp(`^${texts(locale, 'chat').open}`) });
const panel = (page: Page, locale: Locale = 'th') => page.getByRole('dialog', { name: texts(locale, 'chat').title });
const log = (page: Page, locale: Locale = 'th') => page.getByRole('log', { name: texts(locale, 'chat').log });
const field = (page: Page, locale: Locale = 'th') =>
  page.getByRole('textbox', { name: texts(locale, 'chat').composer.label });

test('a guest chats from the contact page, and the conversation survives a reload', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await expect(page.getByText(chatTh.invitation)).toBeVisible();
  await shot(page, testInfo, 'chat-launcher-th-390');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByText(chatTh.empty)).toBeVisible();
  await field(page).fill('สวัสดีค่ะ');
  await field(page).press('Enter');
  await expect(log(page).getByText('สวัสดีค่ะ')).toBeVisible();
  await expect(field(page)).toHaveValue('');
  await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
  await expectNoAxeViolations(page, 'body');
  await shot(page, testInfo, 'chat-guest-th-390');
  await page.reload();
  await expect(panel(page)).toBeVisible();
  await expect(log(page).getByText('สวัสดีค่ะ', { exact: true })).toHaveCount(1);
  await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
});

test('no widget when the operator turns the chat off, and no guest id asked for', async ({ page, scenario }) => {
  await scenario('features-off');
  const guestIds: string[] = [];
  page.on('request', (request) => request.url().includes('/api/chat/') && guestIds.push(request.url()));
  const flag = page.waitForResponse('**/api/lookup/enableChatWidget');
  await page.goto('/contact');
  await flag;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  expect(guestIds).toEqual([]);
});
