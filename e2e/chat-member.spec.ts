import type { APIRequestContext, Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/** The widget comes a moment after the page has loaded (app/chat-slot.tsx): a little more patience. */
const expect = baseExpect.configure({ timeout: 10_000 });

const chatTh = texts('th', 'chat');
const MEMBER = 'M10001';

const launcher = (page: Page) => page.getByRole('button', { name: new RegExp(`^${chatTh.open}`) });
const log = (page: Page) => page.getByRole('log', { name: chatTh.log });
const field = (page: Page) => page.getByRole('textbox', { name: chatTh.composer.label });

async function supportSays(mock: APIRequestContext, message: unknown): Promise<void> {
  const answer = await mock.post(`/__admin/chat/${MEMBER}/messages`, { data: { message } });
  expect(answer.ok(), 'support answers').toBe(true);
}

async function history(mock: APIRequestContext) {
  const login = await mock.post('/api/login', { data: { username: '0812345678', password: 'secret123' } });
  const { token } = (await login.json()) as { token: string };
  const answer = await mock.post('/api/chat/history', {
    headers: { authorization: `Bearer ${token}` },
    data: { userId: null, guestId: null, limit: 100, skip: 0 },
  });
  return ((await answer.json()) as { conversations: { sender: string; read: boolean; message: unknown }[] })
    .conversations;
}

test.describe('a member with a long support history', () => {
  test.use({ startScenario: 'chat-sessions' });

  test('the unread answers show on the button; opened, the latest page shows and is marked read after a second', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn();
    await page.goto('/user/contact');
    await expect(page.getByRole('button', { name: chatTh.openUnread_other.replace('{{count}}', '3') })).toBeVisible({
      timeout: 10_000,
    });
    await launcher(page).click();
    // The latest page: support's buttons, generic card and picture are the newest three.
    await expect(log(page).getByText('เลือกช่องทางติดต่อ')).toBeVisible();
    await expect(log(page).getByRole('link', { name: /เว็บไซต์/ })).toHaveAttribute(
      'href',
      'https://goldwallet.example.test/',
    );
    await expect(log(page).getByRole('link', { name: /โทรหาเรา/ })).toHaveAttribute('href', 'tel:021234567');
    await expect(log(page).getByText('โบนัสสมาชิกใหม่')).toBeVisible();
    await expect(log(page).getByRole('link', { name: new RegExp(chatTh.message.openImage) })).toBeVisible();
    await expect
      .poll(async () => (await history(mock)).filter((m) => m.sender === 'other' && !m.read).length, {
        timeout: 5_000,
      })
      .toBe(0);
    await expectNoAxeViolations(page, 'body');
    await shot(page, 'chat-member-th-390', { fullPage: false });
    await page.getByRole('button', { name: chatTh.minimise }).click();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAccessibleName(chatTh.open);
  });

  test('every message type of support: text stays text, buttons, quick replies, cards, media, and an unknown type', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn();
    await page.goto('/user/contact');
    await launcher(page).click();
    await expect(log(page).getByText('เลือกช่องทางติดต่อ')).toBeVisible();

    await supportSays(mock, { message_type: 'text', payload: '<b>ตัวหนา</b><img src=x onerror="window.hacked=1">' });
    await expect(log(page).getByText('<b>ตัวหนา</b><img src=x onerror="window.hacked=1">')).toBeVisible();
    await supportSays(mock, {
      message_type: 'media',
      payload: { message: 'คลิปวิธีฝาก', url: '/mock-assets/none.mp4', fileType: 'video', filePath: 'howto.mp4' },
    });
    await expect(log(page).locator('video')).toHaveAttribute('src', '/mock-assets/none.mp4');
    await supportSays(mock, {
      message_type: 'media',
      payload: { message: '', url: 'javascript:alert(1)', fileType: 'file', filePath: 'terms/rules.pdf' },
    });
    await expect(log(page).getByText('rules.pdf')).toBeVisible();
    await expect(log(page).locator('a[href^="javascript"]')).toHaveCount(0);
    await supportSays(mock, { message_type: 'unknown', payload: { sticker: 42 } });
    await expect(log(page).getByText(chatTh.message.unknown)).toBeVisible();
    await supportSays(mock, {
      message_type: 'quick_replies',
      payload: {
        text: 'ต้องการถอนเงินใช่ไหมคะ',
        replies: [
          { title: 'ใช่ ถอนเงิน', type: 'postback', payload: 'WITHDRAW' },
          { title: 'ไม่ใช่', type: 'reply', payload: 'ไม่ใช่ค่ะ' },
        ],
      },
    });
    await shot(page, 'chat-types-th-390', { fullPage: false });
    // A quick reply sends its postback; the player's bubble reads as the button did.
    await log(page).getByRole('button', { name: 'ใช่ ถอนเงิน' }).click();
    await expect(log(page).getByText('ใช่ ถอนเงิน')).toHaveCount(1);
    // Quick replies are offered under the latest message only: gone once the player answered.
    await expect(log(page).getByRole('button', { name: 'ไม่ใช่' })).toHaveCount(0);
    // The script knows the postback WITHDRAW: its quick replies come next.
    await expect(log(page).getByText('ถอนได้ขั้นต่ำ 100 บาทค่ะ ถอนเข้าบัญชีที่ลงทะเบียนไว้เท่านั้น')).toBeVisible();
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    const stored = await history(mock);
    expect(stored.at(-2)?.message).toEqual({ message_type: 'postback', payload: 'WITHDRAW' });
  });

  test('a reader up in the history is not pulled down: a pill counts the new messages and brings them into view', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn();
    await page.goto('/user/contact');
    await launcher(page).click();
    await expect(log(page).getByText('เลือกช่องทางติดต่อ')).toBeVisible();
    await log(page).evaluate((element) => element.scrollBy(0, -400));
    const top = await log(page).evaluate((element) => element.scrollTop);
    await supportSays(mock, { message_type: 'text', payload: 'ข้อความใหม่หนึ่ง' });
    await supportSays(mock, { message_type: 'text', payload: 'ข้อความใหม่สอง' });
    const pill = page.getByRole('button', { name: chatTh.newMessages_other.replace('{{count}}', '2') });
    await expect(pill).toBeVisible();
    expect(Math.abs((await log(page).evaluate((element) => element.scrollTop)) - top)).toBeLessThanOrEqual(1);
    await expect(log(page).getByText('ข้อความใหม่สอง')).not.toBeInViewport();
    await shot(page, 'chat-pill-th-390', { fullPage: false });
    await pill.click();
    // A message landing while the pill's scroll is on its way down does not stop it short.
    await supportSays(mock, { message_type: 'text', payload: 'ข้อความใหม่สาม' });
    await expect(log(page).getByText('ข้อความใหม่สาม')).toBeInViewport();
    await expect(log(page).getByText('ข้อความใหม่สอง')).toBeInViewport();
    await expect(pill).toBeHidden();
    // At the bottom, a new message simply comes into view.
    await supportSays(mock, { message_type: 'text', payload: 'ข้อความใหม่สี่' });
    await expect(log(page).getByText('ข้อความใหม่สี่')).toBeInViewport();
    await expect(
      page.getByRole('button', { name: new RegExp(chatTh.newMessages_other.replace('{{count}}', '\\d+')) }),
    ).toHaveCount(0);
  });

  test('older pages load at the top with the reading position kept to the pixel', async ({ page, signIn, mock }) => {
    await signIn();
    await page.goto('/user/contact');
    await launcher(page).click();
    await expect(log(page).getByText('เลือกช่องทางติดต่อ')).toBeVisible();
    // The next page takes a moment, so the position can be read before and after it lands.
    await mock.post('/__admin/faults', { data: { kind: 'delay', ms: 800, route: 'chat.history' } });
    const marker = log(page).getByText('คำตอบที่ 9', { exact: true });
    await expect(marker).toBeAttached();
    await marker.scrollIntoViewIfNeeded();
    await log(page).evaluate((element) => element.scrollBy(0, -element.scrollTop + 40));
    const before = await marker.evaluate((node) => node.getBoundingClientRect().top);
    await expect(log(page).getByText('คำถามที่ 5', { exact: true })).toBeAttached({ timeout: 5_000 });
    const after = await marker.evaluate((node) => node.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThanOrEqual(1);
    // Further up: the End Conversation marker between sessions, then the start of the conversation.
    await expect(log(page).getByTestId('chat-ended')).not.toHaveCount(0);
    await mock.delete('/__admin/faults', { headers: { 'content-type': 'application/json' }, data: {} });
    for (let i = 0; i < 5; i += 1) await log(page).evaluate((element) => element.scrollTo(0, 0));
    await expect(log(page).getByText(chatTh.older.start)).toBeVisible();
    await expect(log(page).getByText('คำถามที่ 1', { exact: true })).toHaveCount(1);
    await expect(log(page).getByTestId('chat-ended')).toHaveCount(2);
  });

  for (const locale of ['th', 'lo', 'en'] as Locale[]) {
    test(`between sessions the marker says End Conversation, and earlier days say their date and how long ago, in ${locale}`, async ({
      page,
      signIn,
    }) => {
      const chat = texts(locale, 'chat');
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      await signIn();
      await page.goto('/user/contact');
      await page.getByRole('button', { name: new RegExp(`^${chat.open}`) }).click();
      const history = page.getByRole('log', { name: chat.log });
      await expect(history.getByText('เลือกช่องทางติดต่อ')).toBeVisible();
      // Up to the start of the conversation (three days of it), a page at a time.
      await expect(async () => {
        await history.evaluate((element) => element.scrollTo(0, 0));
        await expect(history.getByText(chat.older.start)).toBeVisible({ timeout: 500 });
      }).toPass();
      const markers = history.getByTestId('chat-ended');
      await expect(markers).toHaveCount(2);
      await expect(markers.first()).toHaveText(chat.ended);
      // The first message was three days ago: its day's divider says so beside the date.
      const threeDays = texts(locale, 'common').ago.day_other.replace('{{count}}', '3');
      const firstDay = history.locator('[data-row^="day-"]').first();
      await expect(firstDay).toContainText(` · ${threeDays}`);
      // Its date as every date of the app (spec §9), in every language: no month name, no Buddhist year.
      const date = firstDay.locator('time');
      const [year, month, day] = ((await date.getAttribute('datetime')) ?? '').split('-');
      await expect(date).toHaveText(`${day}/${month}/${year}`);
      await firstDay.scrollIntoViewIfNeeded();
      await shot(page, `chat-days-${locale}-390`, { fullPage: false });
      await markers.first().scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page, 'body');
      await shot(page, `chat-ended-${locale}-390`, { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 800 });
      await markers.first().scrollIntoViewIfNeeded();
      await shot(page, `chat-ended-${locale}-1280`, { fullPage: false });
    });
  }
});

/** The texts of the log's messages, top to bottom. */
const shownTexts = (page: Page) =>
  log(page)
    .locator('[data-anchor] p:first-of-type')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));

/** The first text of each message of the server's copy of the conversation, oldest first. */
const serverTexts = async (mock: APIRequestContext) =>
  (await history(mock)).flatMap((m) => {
    const message = m.message as { message_type: string; payload: unknown };
    if (message.message_type === 'text') return [message.payload as string];
    if (message.message_type === 'buttons' || message.message_type === 'quick_replies')
      return [(message.payload as { text: string }).text];
    return [];
  });

test.describe('a member whose connection drops', () => {
  test.use({ startScenario: 'chat-sessions' });

  test('offline while both sides write: the player’s messages wait and go once, support’s arrive, all in order', async ({
    page,
    signIn,
    mock,
    context,
  }) => {
    await signIn();
    await page.goto('/user/contact');
    await launcher(page).click();
    await field(page).fill('ก่อนหลุด');
    await field(page).press('Enter');
    await expect(log(page).getByText('ก่อนหลุด')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText(chatTh.banner.offline)).toBeVisible();
    for (const text of ['ระหว่างหลุด 1', 'ระหว่างหลุด 2']) {
      await field(page).fill(text);
      await field(page).press('Enter');
    }
    await expect(log(page).getByText(chatTh.status.queued)).toHaveCount(2);
    // More than a page of support's messages while the player is away.
    for (let i = 1; i <= 12; i += 1) await supportSays(mock, { message_type: 'text', payload: `ทีมงานตอบ ${i}` });
    await shot(page, 'chat-offline-th-390', { fullPage: false });

    await context.setOffline(false);
    await expect(page.getByText(chatTh.banner.offline)).toBeHidden();
    await expect(log(page).getByText('ทีมงานตอบ 12', { exact: true })).toBeVisible({ timeout: 10_000 });
    await expect(log(page).getByText(chatTh.status.queued)).toHaveCount(0);
    await expect(log(page).getByText('ระหว่างหลุด 2', { exact: true })).toBeVisible();

    // Support's scripted answers to the queued messages keep coming: compare once both sides agree.
    await expect
      .poll(async () => {
        const server = await serverTexts(mock);
        const shown = await shownTexts(page);
        return (
          JSON.stringify(shown.slice(shown.indexOf('ก่อนหลุด'))) ===
          JSON.stringify(server.slice(server.indexOf('ก่อนหลุด')))
        );
      })
      .toBe(true);
    const server = await serverTexts(mock);
    expect(server.filter((text) => text.startsWith('ระหว่างหลุด'))).toEqual(['ระหว่างหลุด 1', 'ระหว่างหลุด 2']);
  });

  test('the socket cut by the server mid-conversation: it comes back within 5 s with what it missed, once each', async ({
    page,
    signIn,
    mock,
  }) => {
    await signIn();
    await page.goto('/user/contact');
    await launcher(page).click();
    await expect(page.getByText(chatTh.connection.live)).toBeVisible();
    await mock.post(`/__admin/chat/${MEMBER}/disconnect`, { data: {} });
    await expect(page.getByText(chatTh.banner.connecting)).toBeVisible();
    // Both sides write while the socket is away: the player's go over HTTP, support's are missed by the socket.
    for (let i = 1; i <= 11; i += 1) await supportSays(mock, { message_type: 'text', payload: `ระหว่างตัด ${i}` });
    await field(page).fill('ผู้เล่นพิมพ์ระหว่างตัด');
    await field(page).press('Enter');
    await expect(log(page).getByText('ผู้เล่นพิมพ์ระหว่างตัด', { exact: true })).toHaveCount(1);
    await expect(page.getByText(chatTh.connection.live)).toBeVisible({ timeout: 8_000 });
    for (let i = 1; i <= 11; i += 1) await expect(log(page).getByText(`ระหว่างตัด ${i}`, { exact: true })).toHaveCount(1);
    await expect
      .poll(async () => {
        const server = await serverTexts(mock);
        const shown = await shownTexts(page);
        return (
          JSON.stringify(shown.slice(shown.indexOf('ระหว่างตัด 1'))) ===
          JSON.stringify(server.slice(server.indexOf('ระหว่างตัด 1')))
        );
      })
      .toBe(true);
  });
});

for (const locale of ['th', 'lo', 'en'] as Locale[]) {
  test.describe(`the chat in ${locale}`, () => {
    test.use({ startScenario: 'chat-sessions' });

    test(`reads well at 390 and 1280 wide, with no accessibility violations`, async ({ page, signIn }) => {
      const chat = texts(locale, 'chat');
      await page.addInitScript((value) => localStorage.setItem('locale', value), locale);
      await signIn();
      await page.goto('/user/contact');
      await page.getByRole('button', { name: new RegExp(`^${chat.open}`) }).click();
      const panel = page.getByRole('dialog', { name: chat.title });
      await expect(panel.getByText('เลือกช่องทางติดต่อ')).toBeVisible();
      await expect(panel.getByText(chat.connection.live)).toBeVisible();
      await expectNoAxeViolations(page, 'body');
      await shot(page, `chat-${locale}-390`, { fullPage: false });
      await page.setViewportSize({ width: 320, height: 640 });
      await expect(panel.getByRole('textbox', { name: chat.composer.label })).toBeInViewport();
      await shot(page, `chat-${locale}-320`, { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(panel.getByText('เลือกช่องทางติดต่อ')).toBeVisible();
      await expectNoAxeViolations(page, 'body');
      await shot(page, `chat-${locale}-1280`, { fullPage: false });
      await panel.getByRole('button', { name: chat.minimise }).click();
      await shot(page, `chat-launcher-${locale}-1280`, { fullPage: false });
    });
  });
}
