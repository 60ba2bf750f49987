/**
 * The support chat with a long history, on a mid-range phone (Chromium's CPU slowed 4×, 390x844): the member
 * has MESSAGES messages; the panel opens on the latest page, then the reader scrolls to the top again and
 * again until the conversation's start, each time an older page of 10 loads above. Measured: how long each
 * older page takes from the scroll to its rows drawn (the history request is local, so this is the app's
 * own work), the longest main-thread task meanwhile, and, with the whole history drawn, how long a new
 * message from support takes from the socket to the screen.
 */
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/contract/constants';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { memberToken, PHONE, type WebApp } from './web-app.js';

export interface ChatHistoryFigures {
  messages: number;
  pages: number;
  /** Per older page: scroll to rows drawn, ms. */
  pageMs: number[];
  longestTaskMs: number;
  /** With the whole history drawn: support's message posted to its row on screen, ms. */
  newMessageMs: number;
}

const MESSAGES = Number(process.env.CHAT_MESSAGES ?? 400);
/** Longest wait for one older page (at 4× slowdown a page takes well under a second). */
const PAGE_LIMIT_MS = 20_000;

export async function measureChatHistory(app: WebApp): Promise<ChatHistoryFigures> {
  const token = await memberToken(app);
  const post = (path: string, body: unknown) =>
    fetch(`${app.mockUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { conversations } = (await (
    await fetch(`${app.mockUrl}/__admin/chat`, { headers: { 'content-type': 'application/json' } })
  ).json()) as { conversations: { owner: string; phone: string | null }[] };
  const owner = conversations.find((c) => c.phone === '0812345678')?.owner ?? 'M10001';
  for (let i = 1; i <= MESSAGES; i += 1) {
    await post(`/__admin/chat/${owner}/messages`, { message: { message_type: 'text', payload: `ข้อความที่ ${i}` } });
  }

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)});` +
        `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.rememberAgreement)}, 'true');` +
        `sessionStorage.setItem('chat-open', '1');` +
        `window.__longest = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration); }).observe({ type: 'longtask', buffered: true });`,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${app.webUrl}/user/contact`);
    const log = page.getByRole('log');
    await page.getByText(`ข้อความที่ ${MESSAGES}`, { exact: true }).waitFor();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));

    const pageMs: number[] = [];
    for (;;) {
      const rows = await log.locator('[data-anchor]').count();
      if (await page.getByText(/^(เริ่มต้นบทสนทนา|ເລີ່ມຕົ້ນການສົນທະນາ|Start of the conversation)$/).count()) break;
      const ms = await log.evaluate(
        (element, { before, limit }) =>
          new Promise<number>((resolve, reject) => {
            // No named functions in here: the bench's compiler would wrap them in a helper the page lacks.
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (element.querySelectorAll('[data-anchor]').length > before) {
                observer.disconnect();
                clearTimeout(timer);
                requestAnimationFrame(() => resolve(performance.now() - started));
              }
            });
            // A page that never comes fails the bench with what the log showed, instead of holding it forever.
            const timer = setTimeout(() => {
              observer.disconnect();
              reject(
                new Error(
                  `no older page within ${limit} ms of scrolling to the top: ${before} rows, scrollTop ` +
                    `${element.scrollTop} of ${element.scrollHeight}, top says "${element.firstElementChild?.textContent ?? ''}"`,
                ),
              );
            }, limit);
            observer.observe(element, { childList: true, subtree: true });
            element.scrollTop = 0;
          }),
        { before: rows, limit: PAGE_LIMIT_MS },
      );
      pageMs.push(Math.round(ms));
      if (pageMs.length > MESSAGES) break;
    }
    const longestTaskMs = await page.evaluate(() => (window as unknown as { __longest: number }).__longest);

    await log.evaluate((element) => (element.scrollTop = element.scrollHeight));
    // The watch is set before the message is sent (awaited), and kept on the page for the answer.
    await log.evaluate((element) => {
      (window as unknown as { __arrived: Promise<number> }).__arrived = new Promise<number>((resolve) => {
        setTimeout(() => resolve(-1), 15_000);
        new MutationObserver((_, observer) => {
          if (element.textContent?.includes('ข้อความใหม่ล่าสุด')) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          }
        }).observe(element, { childList: true, subtree: true, characterData: true });
      });
    });
    const sentAt = await page.evaluate(() => performance.now());
    await post(`/__admin/chat/${owner}/messages`, { message: { message_type: 'text', payload: 'ข้อความใหม่ล่าสุด' } });
    const arrived = await page.evaluate(() => (window as unknown as { __arrived: Promise<number> }).__arrived);
    if (arrived < 0) throw new Error('the new message did not arrive within 15 s');
    const newMessageMs = Math.round(arrived - sentAt);
    await context.close();
    return { messages: MESSAGES, pages: pageMs.length, pageMs, longestTaskMs: Math.round(longestTaskMs), newMessageMs };
  } finally {
    await browser.close();
  }
}
