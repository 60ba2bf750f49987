import type { Page } from '@playwright/test';
import { appIsLive, expect, shot, test } from './fixtures';
import { texts } from './texts';

/*
 * Loaders appear only after 200 ms (spec §9; web/src/components/loader.module.css). A browser cannot be timed to
 * the millisecond, so these journeys do not wait and look: they record, in every frame the browser draws, how
 * opaque the statement's skeleton is and how long it has been in the page, then check what the player saw.
 */

const pages = texts('th', 'pages');
const skeleton = `ul[aria-label="${pages.statement.loading}"] span`;

interface Frame {
  /** Time since the last frame drawn before the skeleton went into the page (ms). */
  since: number;
  opacity: number;
}

/** Before the page loads: the frames' record of the skeleton, kept in `window.loaderFrames`. */
async function recordSkeleton(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const record = { drawnAt: null as number | null, frames: [] as { since: number; opacity: number }[] };
    Object.assign(window, { loaderFrames: record });
    // The animation's clock is the frames' clock: it can start at the time of the last frame drawn before the
    // skeleton came (the timeline stands still between frames), so that frame is where its 200 ms begin.
    let lastWithout: number | null = null;
    new MutationObserver(() => {
      if (record.drawnAt === null && document.querySelector(selector))
        record.drawnAt = lastWithout ?? performance.now();
    }).observe(document, { childList: true, subtree: true });
    const frame = (time: number) => {
      const element = document.querySelector(selector);
      if (!element && record.drawnAt === null) lastWithout = time;
      if (element && record.drawnAt !== null)
        record.frames.push({ since: time - record.drawnAt, opacity: Number(getComputedStyle(element).opacity) });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, skeleton);
}

async function framesOf(page: Page): Promise<Frame[]> {
  const record = await page.evaluate(
    () => (window as unknown as { loaderFrames: { drawnAt: number | null; frames: Frame[] } }).loaderFrames,
  );
  expect(record.drawnAt, 'the statement drew its skeleton while it waited').not.toBeNull();
  return record.frames;
}

/** No frame drawn before the skeleton had waited 200 ms shows any of it. */
function expectHiddenFor200ms(frames: Frame[]): void {
  const early = frames.filter((frame) => frame.since < 200);
  expect(early.filter((frame) => frame.opacity > 0)).toEqual([]);
}

/** Once fully shown, it stays so until the list replaces it: it never blinks. */
function expectShownUntilReplaced(frames: Frame[]): void {
  const shown = frames.findIndex((frame) => frame.opacity === 1);
  expect(shown, 'the skeleton was seen').toBeGreaterThanOrEqual(0);
  expect(frames.slice(shown).filter((frame) => frame.opacity < 1)).toEqual([]);
}

const list = (page: Page) => page.getByRole('list', { name: pages.member.screens.statement });

test('a statement page loading slowly: its pre-drawn skeleton shows after 200 ms and stays through the app’s take-over', async ({
  page,
  signIn,
}) => {
  await signIn();
  await recordSkeleton(page);
  // The app's code arrives a second after the page: the pre-drawn skeleton is what shows, then the app's.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  });
  await page.goto('/user/statement');
  await expect(list(page)).toBeVisible();
  const frames = await framesOf(page);
  expectHiddenFor200ms(frames);
  expectShownUntilReplaced(frames);
});

test('a slow statement answer: the skeleton shows after 200 ms and stays until the list comes', async ({
  page,
  signIn,
  mock,
}) => {
  await mock.post('/__admin/faults', { data: { route: 'statement.list', kind: 'delay', ms: 1_500 } });
  await signIn();
  await recordSkeleton(page);
  await page.goto('/user/home');
  await appIsLive(page);
  await page.getByRole('link', { name: texts('th', 'shell').menu.statement }).click();
  await expect(page.locator(skeleton).first()).toHaveCSS('opacity', '1');
  await shot(page, 'statement-loading-th-390');
  await expect(list(page)).toBeVisible();
  const frames = await framesOf(page);
  expectHiddenFor200ms(frames);
  expectShownUntilReplaced(frames);
});

test('a quick statement answer: the skeleton is in the page while it waits, but not seen', async ({ page, signIn }) => {
  await signIn();
  await recordSkeleton(page);
  await page.goto('/user/home');
  await appIsLive(page);
  await page.getByRole('link', { name: texts('th', 'shell').menu.statement }).click();
  await expect(list(page)).toBeVisible();
  // Every frame drawn while the answer was under way and under 200 ms old showed nothing of the skeleton. (On a
  // machine so loaded that the answer took longer, the skeleton rightly showed after 200 ms.)
  expectHiddenFor200ms(await framesOf(page));
});

interface OverlayFrame {
  /** Time since the last frame drawn before the overlay went into the page (ms). */
  since: number;
  visibility: string;
  opacity: number;
  /** A tap in the middle of the screen would land on the overlay. */
  hit: boolean;
}

/** From now on: each frame's record of the loading overlay, kept in `window.overlayFrames`. */
async function recordOverlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = { drawnAt: null as number | null, frames: [] as OverlayFrame[] };
    Object.assign(window, { overlayFrames: record });
    const find = () => document.querySelector('[data-testid="loading-overlay"]');
    // As for the skeleton: its 200 ms are counted from the last frame drawn without it.
    let lastWithout: number | null = null;
    new MutationObserver(() => {
      if (record.drawnAt === null && find()) record.drawnAt = lastWithout ?? performance.now();
    }).observe(document, { childList: true, subtree: true });
    const frame = (time: number) => {
      const overlay = find();
      if (!overlay && record.drawnAt === null) lastWithout = time;
      if (overlay && record.drawnAt !== null) {
        const style = getComputedStyle(overlay);
        const under = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
        record.frames.push({
          since: time - record.drawnAt,
          visibility: style.visibility,
          opacity: Number(style.opacity),
          hit: under !== null && overlay.contains(under),
        });
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

test('a dialog whose code is slow: its overlay lets taps through and is not announced until it shows after 200 ms', async ({
  page,
  signIn,
}) => {
  const loading = texts('th', 'common').loading;
  await signIn();
  await page.goto('/user/home');
  await appIsLive(page);
  // The conditions dialog's code is held until the overlay has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/conditions-modal-[^/]+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  await recordOverlay(page);
  await page.getByRole('link', { name: texts('th', 'shell').menu.conditions }).click();
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toHaveCSS('opacity', '1');
  // Shown, its words are in its live region for a screen reader to hear.
  await expect(page.getByRole('status').filter({ hasText: loading })).toMatchAriaSnapshot(`- status: ${loading}`);
  await shot(page, 'dialog-loading-th-390', { fullPage: false });
  release();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(overlay).toHaveCount(0);

  const { drawnAt, frames } = await page.evaluate(
    () => (window as unknown as { overlayFrames: { drawnAt: number | null; frames: OverlayFrame[] } }).overlayFrames,
  );
  expect(drawnAt, 'the overlay was drawn while the code was on its way').not.toBeNull();
  // Every frame under 200 ms: hidden (out of the accessibility tree), and a tap went to the page under it.
  const early = frames.filter((frame) => frame.since < 200);
  expect(early.length, 'frames drawn in the first 200 ms').toBeGreaterThan(0);
  expect(early.filter((frame) => frame.visibility !== 'hidden' || frame.hit)).toEqual([]);
  // Once seen, it was a layer over the page.
  expect(
    frames.filter((frame) => frame.opacity === 1).every((frame) => frame.visibility === 'visible' && frame.hit),
  ).toBe(true);
});
