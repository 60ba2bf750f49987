/**
 * The QA console (/__console): its first load (every JavaScript and CSS file until the network is idle,
 * gzipped at level 9, budget 150 KB), and the live journal while the world answers RATE requests a second
 * for SECONDS: the longest main-thread task, the frames (gaps between animation frames), and how far the
 * list is behind the server at the end. One mock server of its own, in this run.
 */
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { startServer, stopServer } from './processes.js';

export interface ConsoleFigures {
  firstLoad: { files: number; jsGzipKB: number; cssGzipKB: number };
  journal: {
    rate: number;
    seconds: number;
    sentPerSecond: number;
    longTasks: number;
    longestTaskMs: number;
    frameGapP95Ms: number;
    frameGapMaxMs: number;
    /** Entries the server had that the list had not drawn, a second after the load stopped. */
    behindAtEnd: number;
    shownAtEnd: string;
  };
}

const PORT = 3206;

/** Records long tasks and the gaps between animation frames from the page's start (a script, not a function). */
const RECORDER = `
  window.__bench = { longTasks: [], frames: [], last: 0 };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration); })
    .observe({ type: 'longtask', buffered: true });
  const tick = (now) => { if (window.__bench.last) window.__bench.frames.push(now - window.__bench.last); window.__bench.last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
`;

export async function measureConsole(
  rate = Number(process.env.JOURNAL_RATE ?? 500),
  seconds = 10,
): Promise<ConsoleFigures> {
  const built = spawnSync(process.execPath, ['scripts/ensure-console.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the console did not build');
  const mock = startServer(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts', '--port', String(PORT)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    for (let i = 0; i < 200; i += 1) {
      if (
        await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(50);
    }
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const files = new Map<string, Promise<Buffer | null>>();
      page.on('response', (response) => {
        if (/\.(js|css)$/.test(new URL(response.url()).pathname))
          files.set(
            response.url(),
            response.body().catch(() => null),
          );
      });
      await page.goto(`${base}/__console/#/sessions`, { waitUntil: 'networkidle' });
      const loaded = (await Promise.all([...files].map(async ([url, body]) => [url, await body] as const))).filter(
        (file): file is readonly [string, Buffer] => file[1] !== null,
      );
      const gzipKB = (ext: string) =>
        +(
          loaded
            .filter(([url]) => url.endsWith(ext))
            .reduce((sum, [, body]) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024
        ).toFixed(1);
      const firstLoad = { files: loaded.length, jsGzipKB: gzipKB('.js'), cssGzipKB: gzipKB('.css') };

      await page.close();
      // A page of its own (a hash change is no new document): the recorder runs before the console does.
      await context.addInitScript(RECORDER);
      const journalPage = await context.newPage();
      await journalPage.goto(`${base}/__console/#/journal`, { waitUntil: 'networkidle' });
      await journalPage.getByRole('heading', { name: 'Journal' }).waitFor();
      const result = await autocannon({
        url: `${base}/api/lookup/banks`,
        headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value },
        connections: 10,
        overallRate: rate,
        duration: seconds,
      });
      await sleep(1_500);
      const server = (await (await fetch(`${base}/__admin/journal?limit=1`)).json()) as { last: number };
      const shownAtEnd =
        (await journalPage.getByRole('status').filter({ hasText: 'entries shown' }).textContent()) ?? '';
      const drawnLast = await journalPage.evaluate(() => {
        const first = document.querySelector('.journal-table tbody tr.entry');
        return first ? Number((first as HTMLElement).dataset.id ?? 0) : 0;
      });
      const bench = await journalPage.evaluate(
        () => (window as unknown as { __bench: { longTasks: number[]; frames: number[] } }).__bench,
      );
      const frames = [...bench.frames].sort((a, b) => a - b);
      return {
        firstLoad,
        journal: {
          rate,
          seconds,
          sentPerSecond: Math.round(result.requests.average),
          longTasks: bench.longTasks.length,
          longestTaskMs: Math.round(Math.max(0, ...bench.longTasks)),
          frameGapP95Ms: Math.round(frames[Math.floor(frames.length * 0.95)] ?? 0),
          frameGapMaxMs: Math.round(frames.at(-1) ?? 0),
          behindAtEnd: server.last - drawnLast,
          shownAtEnd: shownAtEnd.trim(),
        },
      };
    } finally {
      await browser.close();
    }
  } finally {
    stopServer(mock);
  }
}
