/**
 * The home's game ring under a mid-range phone's load: Chromium's CPU slowed 4×, a 390x844 phone, the slot
 * ring moved by its arrow (6 moves) and by swipes (4), while a performance trace records every frame. The
 * trace's frame reporter says which frames were presented and which dropped (what DevTools' Frames track
 * shows), for the arrow moves and for the swipes apart. Nothing else runs in the page meanwhile (no frame
 * logger of its own, which would add main-thread frames).
 */
import { chromium } from '@playwright/test';
import { STORAGE_KEYS } from '@portal/contract/constants';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { memberToken, PHONE, type WebApp } from './web-app.js';

interface Frames {
  moves: number;
  presented: number;
  dropped: number;
}

export interface CarouselFrames {
  arrows: Frames;
  swipes: Frames;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  args?: { frame_reporter?: { state?: string } };
}

const ARROW_MOVES = 6;
const SWIPES = 4;

export async function measureCarouselFrames(app: WebApp): Promise<CarouselFrames> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const context = await browser.newContext(PHONE);
    const token = await memberToken(app);
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.token)}, ${JSON.stringify(token)});` +
        `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.rememberAgreement)}, 'true');`,
    );
    const page = await context.newPage();
    await page.goto(`${app.webUrl}/user/home`);
    await page.getByTestId('games-total').waitFor();
    // The app's rings replace the pre-drawn picture of the first one in a transition: wait for their arrows.
    await page
      .getByRole('button', { name: /^(เกมถัดไป|ເກມຖັດໄປ|Next game)$/ })
      .first()
      .waitFor();
    const ring = page
      .getByRole('region')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    const next = ring.getByRole('button').nth(1);
    const stage = ring.locator('[tabindex="0"]').first();
    await ring.scrollIntoViewIfNeeded();
    // The pictures are in before the measure: it is the movement that is measured, not the network.
    await page.waitForLoadState('networkidle');

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    /** Frames of the page's renderer while `action` runs, by the trace's frame reporter. */
    const traced = async (action: () => Promise<void>) => {
      await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline.frame'] });
      await action();
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      const reports = trace.traceEvents.filter((event) => event.name === 'PipelineReporter' && event.ph === 'b');
      // The page's renderer is the process that reports the most frames (the browser's own reports one or two).
      const perProcess = new Map<number, number>();
      reports.forEach((event) => perProcess.set(event.pid, (perProcess.get(event.pid) ?? 0) + 1));
      const renderer = [...perProcess].sort((a, b) => b[1] - a[1])[0]?.[0];
      const states = reports
        .filter((event) => event.pid === renderer)
        .map((event) => event.args?.frame_reporter?.state ?? '');
      return {
        presented: states.filter((state) => state.startsWith('STATE_PRESENTED')).length,
        dropped: states.filter((state) => state === 'STATE_DROPPED').length,
      };
    };

    const arrows = await traced(async () => {
      for (let step = 0; step < ARROW_MOVES; step += 1) {
        await next.click();
        await page.waitForTimeout(500);
      }
    });
    const box = (await stage.boundingBox())!;
    const swipes = await traced(async () => {
      for (let swipe = 0; swipe < SWIPES; swipe += 1) {
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * 0.75, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.25, y, { steps: 12 });
        await page.mouse.up();
        await page.waitForTimeout(500);
      }
    });
    await context.close();
    return { arrows: { moves: ARROW_MOVES, ...arrows }, swipes: { moves: SWIPES, ...swipes } };
  } finally {
    await browser.close();
  }
}
