import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoAxeViolations, shot, test } from './fixtures';
import { texts, type Locale } from './texts';

/** The widget comes a moment after the page has loaded (app/chat-slot.tsx): a little more patience. */
const expect = baseExpect.configure({ timeout: 10_000 });

const chatTh = texts('th', 'chat');

const launcher = (page: Page, locale: Locale = 'th') =>
  page.getByRole('button', { name: new RegExp(`^${texts(locale, 'chat').open}`) });
const panel = (page: Page, locale: Locale = 'th') => page.getByRole('dialog', { name: texts(locale, 'chat').title });
const log = (page: Page, locale: Locale = 'th') => page.getByRole('log', { name: texts(locale, 'chat').log });
const field = (page: Page, locale: Locale = 'th') =>
  page.getByRole('textbox', { name: texts(locale, 'chat').composer.label });

test('a guest chats from the contact page, and the conversation survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await expect(page.getByText(chatTh.invitation)).toBeVisible();
  await shot(page, 'chat-launcher-th-390');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByText(chatTh.empty)).toBeVisible();
  await field(page).fill('สวัสดีค่ะ');
  await field(page).press('Enter');
  await expect(log(page).getByText('สวัสดีค่ะ')).toBeVisible();
  await expect(field(page)).toHaveValue('');
  await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
  await expectNoAxeViolations(page, 'body');
  await shot(page, 'chat-guest-th-390', { fullPage: false });
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

/** A real picture (the app's icon) padded to `bytes`: browsers ignore what follows the image's end. */
function picture(bytes: number): Buffer {
  const icon = readFileSync('web/public/icons/icon-192.png');
  return Buffer.concat([icon, Buffer.alloc(Math.max(0, bytes - icon.length))]);
}

async function openAsGuest(page: Page): Promise<void> {
  await page.goto('/contact');
  await launcher(page).click();
  await expect(page.getByText(chatTh.empty)).toBeVisible();
}

test('a picture goes out with a real progress bar, then shows as sent', async ({ page }) => {
  await openAsGuest(page);
  // A slow uplink (about 200 KB/s) so the upload takes a few seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 200 * 1024,
  });
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: picture(900_000) });
  const bar = log(page).getByRole('progressbar');
  await expect(bar).toBeVisible();
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const value = Number((await bar.getAttribute('value').catch(() => null)) ?? 100);
        seen.add(value);
        return [...seen].some((v) => v > 0 && v < 100);
      },
      { intervals: [100] },
    )
    .toBe(true);
  await shot(page, 'chat-upload-th-390', { fullPage: false });
  // A reload mid-upload: the unsent picture is not left "uploading" (nothing of it survives but the choice).
  await page.reload();
  await expect(page.getByText(chatTh.empty)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText(chatTh.status.uploading.replace(' {{percent}}%', ''))).toHaveCount(0);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: picture(900_000) });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(bar).toBeHidden({ timeout: 20_000 });
  const sent = log(page).getByRole('link', { name: new RegExp(chatTh.message.openImage) });
  await expect(sent).toHaveAttribute('href', /^\/mock-assets\/uploads\//);
  await expect(log(page).getByText(chatTh.status.sending)).toHaveCount(0);
});

test('a failed upload can be resent or removed; nothing stays uploading', async ({ page, mock }) => {
  await openAsGuest(page);
  await mock.post('/__admin/faults', { data: { kind: 'drop', route: 'chat.uploadImage', times: 2 } });
  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'first.png', mimeType: 'image/png', buffer: picture(20_000) });
  await expect(log(page).getByText(chatTh.status.failed)).toBeVisible();
  await input.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: picture(20_000) });
  await expect(log(page).getByText(chatTh.status.failed)).toHaveCount(2);
  await expect(log(page).getByRole('progressbar')).toHaveCount(0);
  // The first is removed; the second goes again, now that the line holds.
  await log(page).getByRole('button', { name: chatTh.remove }).first().click();
  await expect(log(page).getByRole('img', { name: 'first.png' })).toHaveCount(0);
  await log(page).getByRole('button', { name: chatTh.resend }).click();
  await expect(log(page).getByRole('link', { name: new RegExp(chatTh.message.openImage) })).toHaveCount(1);
  await expect(log(page).getByText(chatTh.status.failed)).toHaveCount(0);
});

// Which files are refused and why (size per kind, extension, type), and the alert going by itself, are the chat
// store's rules (web/src/features/chat/chat-store.test.ts); here, a file picked in the real input is refused in
// the panel, and nothing leaves.
test('a file the chat does not take is refused in the panel before it leaves', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => request.url().includes('/api/chat/upload-') && requests.push(request.url()));
  await openAsGuest(page);
  const input = page.locator('input[type=file]');
  const alert = page.getByRole('dialog', { name: chatTh.title }).getByRole('alert');
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: picture(10 * 1024 * 1024 + 1) });
  await expect(alert).toContainText(chatTh.error.tooLarge.replace('{{mb}}', '10'));
  await shot(page, 'chat-too-large-th-390', { fullPage: false });
  await input.setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(alert).toContainText(chatTh.error.notSupported);
  expect(requests).toEqual([]);
});

test('support reads and writes: the player’s message turns from sent to seen, support is seen typing', async ({
  page,
}) => {
  await openAsGuest(page);
  // Every status and typing line the log shows, in order, however briefly.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenTexts: string[] }).seenTexts = seen;
    const record = () => {
      const log = document.querySelector('[role=log]');
      if (!log) return;
      for (const node of log.querySelectorAll('span')) {
        const text = node.textContent ?? '';
        if (text && seen.at(-1) !== text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await field(page).fill('ยอดเงินไม่เข้าค่ะ');
  await field(page).press('Enter');
  await expect(log(page).getByText(chatTh.status.seen, { exact: false })).toBeVisible();
  await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
  await expect(log(page).getByText(chatTh.typing)).toHaveCount(0);
  const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
  const at = (needle: string) => seen.findIndex((text) => text.includes(needle));
  expect(at(chatTh.status.sent)).toBeGreaterThanOrEqual(0);
  expect(at(chatTh.status.seen)).toBeGreaterThan(at(chatTh.status.sent));
  expect(at(chatTh.typing)).toBeGreaterThan(at(chatTh.status.sent));
});

test('QA ends the session: the next message comes after an End Conversation marker', async ({ page, mock }) => {
  await openAsGuest(page);
  await field(page).fill('คำถามแรก');
  await field(page).press('Enter');
  await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
  const guestId = await page.evaluate(() => localStorage.getItem('guest-id'));
  expect((await mock.post(`/__admin/chat/${guestId}/end`, { data: {} })).ok()).toBe(true);
  await expect(log(page).getByTestId('chat-ended')).toHaveCount(0);
  await field(page).fill('คำถามใหม่');
  await field(page).press('Enter');
  await expect(log(page).getByTestId('chat-ended')).toHaveCount(1);
  const order = await log(page)
    .locator('[data-row]')
    .evaluateAll((rows) =>
      rows.map((row) => (row.querySelector('[data-testid=chat-ended]') ? 'END' : row.textContent)),
    );
  const end = order.indexOf('END');
  expect(order[end - 1]).toContain('สวัสดีค่ะ ทีมงาน');
  expect(order[end + 1]).toContain('คำถามใหม่');
});

test(
  'a guest who logs in keeps the conversation, now as the member',
  { tag: '@additions' },
  async ({ page, loginAs }) => {
    await openAsGuest(page);
    await field(page).fill('ถามก่อนเข้าระบบ');
    await field(page).press('Enter');
    await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
    await page.getByRole('button', { name: chatTh.minimise }).click();
    await loginAs('0812345678');
    await page.goto('/user/contact');
    await launcher(page).click();
    await expect(log(page).getByText('ถามก่อนเข้าระบบ', { exact: true })).toBeVisible();
    await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('guest-id'))).toBeNull();
    await field(page).fill('ตอนนี้เป็นสมาชิกแล้ว');
    await field(page).press('Enter');
    await expect(log(page).getByText('ตอนนี้เป็นสมาชิกแล้ว', { exact: true })).toHaveCount(1);
  },
);

test(
  'with only the spec’s routes, a guest chats on an id the phone made; as a member they chat as themselves, and the guest conversation is there again after log-out',
  { tag: '@spec-only' },
  async ({ page, loginAs }) => {
    await openAsGuest(page);
    await field(page).fill('ถามก่อนเข้าระบบ');
    await field(page).press('Enter');
    await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
    const guestId = await page.evaluate(() => localStorage.getItem('guest-id'));
    expect(guestId).toMatch(/^[0-9a-f]{32}$/);
    await page.getByRole('button', { name: chatTh.minimise }).click();

    await loginAs('0812345678');
    await page.goto('/user/contact');
    await launcher(page).click();
    await field(page).fill('ตอนนี้เป็นสมาชิกแล้ว');
    await field(page).press('Enter');
    await expect(log(page).getByText('ตอนนี้เป็นสมาชิกแล้ว', { exact: true })).toHaveCount(1);
    await expect(log(page).getByText(chatTh.status.queued)).toHaveCount(0);
    await expect(log(page).getByText('ถามก่อนเข้าระบบ', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('guest-id'))).toBe(guestId);

    await page.getByRole('button', { name: chatTh.minimise }).click();
    await page.getByRole('button', { name: texts('th', 'shell').logout }).click();
    await page.waitForURL('**/login');
    await page.goto('/contact');
    await launcher(page).click();
    await expect(log(page).getByText('ถามก่อนเข้าระบบ', { exact: true })).toBeVisible();
    await expect(log(page).getByText('ตอนนี้เป็นสมาชิกแล้ว', { exact: true })).toHaveCount(0);
  },
);

test('the field stays above the on-screen keyboard, with the latest message in view', async ({ page }) => {
  // A phone's keyboard as the page sees it: the visual viewport shrinks (here by 336 px of 844).
  await page.addInitScript(() => {
    const viewport = Object.assign(new EventTarget(), {
      height: innerHeight,
      width: innerWidth,
      offsetTop: 0,
      scale: 1,
    });
    Object.defineProperty(window, 'visualViewport', { get: () => viewport, configurable: true });
    (window as unknown as { keyboard: (px: number) => void }).keyboard = (px) => {
      viewport.height = innerHeight - px;
      viewport.dispatchEvent(new Event('resize'));
    };
  });
  await openAsGuest(page);
  await field(page).fill('ทดสอบคีย์บอร์ด');
  await field(page).press('Enter');
  await expect(log(page).getByText('ทดสอบคีย์บอร์ด')).toBeVisible();
  await field(page).focus();
  await page.evaluate(() => (window as unknown as { keyboard: (px: number) => void }).keyboard(336));
  const visible = 844 - 336;
  await expect.poll(async () => (await field(page).boundingBox())?.y ?? 0).toBeLessThan(visible - 44);
  const send = await page.getByRole('button', { name: chatTh.composer.send, exact: true }).boundingBox();
  expect((send?.y ?? 0) + (send?.height ?? 0)).toBeLessThanOrEqual(visible);
  const header = await page.getByRole('heading', { name: chatTh.title }).boundingBox();
  expect(header?.y ?? -1).toBeGreaterThanOrEqual(0);
  await expect(log(page).getByText('ทดสอบคีย์บอร์ด')).toBeInViewport();
  await shot(page, 'chat-keyboard-th-390', { fullPage: false });
  await page.evaluate(() => (window as unknown as { keyboard: (px: number) => void }).keyboard(0));
  await expect.poll(async () => (await field(page).boundingBox())?.y ?? 0).toBeGreaterThan(740);
});

test('the message field: Enter sends, Shift+Enter is a new line, blank is not sent, 2000 characters with a counter', async ({
  page,
}) => {
  await openAsGuest(page);
  const send = page.getByRole('button', { name: chatTh.composer.send, exact: true });
  await expect(send).toBeDisabled();
  await field(page).fill('   ');
  await field(page).press('Enter');
  await expect(page.getByText(chatTh.empty)).toBeVisible();
  await field(page).fill('บรรทัดแรก');
  await field(page).press('Shift+Enter');
  await field(page).pressSequentially('บรรทัดสอง');
  await field(page).press('Enter');
  await expect(log(page).getByText('บรรทัดแรก\nบรรทัดสอง')).toBeVisible();
  await field(page).fill('ก'.repeat(1799));
  await expect(page.getByText('1799/2000')).toHaveCount(0);
  await field(page).fill('ก'.repeat(2100));
  await expect(field(page)).toHaveValue('ก'.repeat(2000));
  await expect(page.getByText('2000/2000')).toBeVisible();
  // What is typed survives a reload.
  await page.reload();
  await expect(field(page)).toHaveValue('ก'.repeat(2000));
});

test('one browser, two members: the second sees nothing of the first’s chat and sends nothing of theirs', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('0812345678');
  await page.goto('/user/contact');
  await launcher(page).click();
  await expect(page.getByText(chatTh.connection.live)).toBeVisible();
  await context.setOffline(true);
  await field(page).fill('ของสมาชิกคนแรก');
  await field(page).press('Enter');
  await expect(log(page).getByText(chatTh.status.queued)).toBeVisible();
  // The first member's send is on its way when they log out, and its answer comes after: the page of a
  // member who has left writes nothing the next member would take as theirs.
  let loggedOut!: () => void;
  const afterLogOut = new Promise<void>((resolve) => (loggedOut = resolve));
  const sent = new Promise<void>(
    (resolve) =>
      void page.route('**/api/chat/send-message', async (route) => {
        resolve();
        await afterLogOut;
        await route.continue();
      }),
  );
  await context.setOffline(false);
  await sent;
  await page.getByRole('button', { name: chatTh.minimise }).click();
  await page.getByRole('button', { name: texts('th', 'shell').logout }).click();
  await page.waitForURL('**/login');
  const answered = page.waitForResponse('**/api/chat/send-message');
  loggedOut();
  await answered;
  await page.unroute('**/api/chat/send-message');
  await loginAs('0823456789');
  await page.goto('/user/contact');
  await launcher(page).click();
  await expect(page.getByText(chatTh.empty)).toBeVisible();
  // The second member's own message goes out; anything queued before it would have gone first, in order.
  await field(page).fill('ของสมาชิกคนที่สอง');
  await field(page).press('Enter');
  await expect(log(page).getByText('ของสมาชิกคนที่สอง', { exact: true })).toBeVisible();
  await expect(log(page).getByText(chatTh.status.queued)).toHaveCount(0);
  await expect(log(page).getByText(chatTh.status.sending)).toHaveCount(0);
  await expect(page.getByText('ของสมาชิกคนแรก')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('chat-outbox'))).toBeNull();
});

test('a send that fails on the way is tried again by itself, in order, with nothing for the player to do', async ({
  page,
  mock,
}) => {
  await openAsGuest(page);
  await expect(page.getByText(chatTh.connection.live)).toBeVisible();
  await mock.post('/__admin/faults', { data: { kind: 'drop', route: 'chat.send', times: 1 } });
  await mock.post('/__admin/faults', { data: { kind: 'error', code: 'REQUEST_LIMIT', route: 'chat.send', times: 1 } });
  for (const text of ['หนึ่ง', 'สอง', 'สาม']) {
    await field(page).fill(text);
    await field(page).press('Enter');
  }
  await expect(log(page).getByText(chatTh.status.queued)).toHaveCount(0, { timeout: 15_000 });
  // Both faults fired (each goes away once it has): the first send was dropped, the retry limited.
  const { faults } = (await (await mock.get('/__admin/faults')).json()) as { faults: unknown[] };
  expect(faults).toEqual([]);
  await expect(log(page).getByText(chatTh.status.failed)).toHaveCount(0);
  const mine = await log(page)
    .locator('[data-row] [data-sender=customer] p')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent));
  expect(mine).toEqual(['หนึ่ง', 'สอง', 'สาม']);
});

test('a guest’s message written offline goes, as the member’s, after logging in in another tab', async ({
  page,
  context,
  mock,
}) => {
  await openAsGuest(page);
  await expect(page.getByText(chatTh.connection.live)).toBeVisible();
  // This tab alone goes offline, and stays so: the message waits in storage, never sent as the guest. (Closing
  // an offline tab instead ends its DevTools session and the emulation with it: a page still winding down then
  // heard 'online' and sent the message as the guest, out of Playwright's sight, in a loaded CI run.)
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByText(chatTh.connection.offline, { exact: true })).toBeVisible();
  await field(page).fill('พิมพ์ตอนออฟไลน์');
  await field(page).press('Enter');
  await expect(log(page).getByText(chatTh.status.queued)).toBeVisible();
  const next = await context.newPage();
  await next.goto('/login');
  await next.getByLabel(/เบอร์/).fill('0812345678');
  await next
    .getByLabel(/รหัสผ่าน/)
    .first()
    .fill('secret123');
  await next.getByRole('button', { name: /เข้าสู่ระบบ/ }).click();
  await next.waitForURL('**/user/home');
  await next.goto('/user/contact');
  await launcher(next).click();
  await expect(log(next).getByText('พิมพ์ตอนออฟไลน์', { exact: true })).toHaveCount(1);
  await expect(log(next).getByText(chatTh.status.queued)).toHaveCount(0);
  const member = (await (await mock.get('/__admin/chat/M10001?limit=5')).json()) as {
    messages: { userId: string | null; guestId: string | null; message: { payload: unknown } }[];
  };
  const sent = member.messages.filter((m) => m.message.payload === 'พิมพ์ตอนออฟไลน์');
  // Sent once, as the member, not moved from the guest's conversation.
  expect(sent).toEqual([expect.objectContaining({ userId: 'M10001', guestId: null })]);
});

test('a guest whose browser refuses storage still chats, on an id kept for the page', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = refuse;
  });
  await openAsGuest(page);
  await field(page).fill('ไม่มีที่เก็บข้อมูล');
  await field(page).press('Enter');
  await expect(log(page).getByText('ไม่มีที่เก็บข้อมูล', { exact: true })).toBeVisible();
  await expect(log(page).getByText('สวัสดีค่ะ ทีมงานยินดีให้บริการ มีอะไรให้ช่วยคะ')).toBeVisible();
  await expect(log(page).getByText(chatTh.status.queued)).toHaveCount(0);
});
