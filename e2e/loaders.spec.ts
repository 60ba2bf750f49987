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
  /** Time since the first skeleton went into the page (ms). */
  since: number;
  opacity: number;
}

/** Before the page loads: the frames' record of the skeleton, kept in `window.loaderFrames`. */
async function recordSkeleton(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const record = { drawnAt: null as number | null, frames: [] as { since: number; opacity: number }[] };
    Object.assign(window, { loaderFrames: record });
    new MutationObserver(() => {
      if (record.drawnAt === null && document.querySelector(selector)) record.drawnAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
    const frame = (time: number) => {
      const element = document.querySelector(selector);
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
}, testInfo) => {
  await mock.post('/__admin/faults', { data: { route: 'statement.list', kind: 'delay', ms: 1_500 } });
  await signIn();
  await recordSkeleton(page);
  await page.goto('/user/home');
  await appIsLive(page);
  await page.getByRole('link', { name: texts('th', 'shell').menu.statement }).click();
  await expect(page.locator(skeleton).first()).toHaveCSS('opacity', '1');
  await shot(page, testInfo, 'statement-loading-th-390');
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
