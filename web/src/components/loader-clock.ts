import loader from './loader.module.css';

/*
 * A loader's 200 ms wait (loader.module.css) is a CSS animation, which starts when its element is drawn. A member
 * page pre-drawn in its HTML (docs/decisions/006) shows its skeletons from the first paint; the app then draws
 * the page afresh with new elements, whose wait would start again: skeletons already shown would vanish for
 * 200 ms and come back. So the new loaders take the clock of the pre-drawn ones: shown if those were.
 */

/** When the pre-drawn page's loaders started to wait (document timeline, ms), until the app's first render. */
let predrawnStart: number | null = null;

/** The loader's own wait (not a spinner's turning ring, drawn on its `::before`). */
function waitOf(element: Element): Animation | undefined {
  return element.getAnimations().find((animation) => {
    const effect = animation.effect as KeyframeEffect | null;
    return effect?.target === element && !effect.pseudoElement;
  });
}

/**
 * Reads when the loaders on screen in `root` started to wait, before the app draws over it (main.tsx). A loader
 * whose wait is over has no animation left (a finished one is no longer listed): it has been shown since the
 * page began. A figure an early read filled in is no loader any more.
 */
export function captureLoaderClock(root: Element): void {
  predrawnStart = null;
  if (typeof root.getAnimations !== 'function') return;
  const starts = [...root.querySelectorAll(`.${CSS.escape(loader.delayed)}:not([data-filled])`)]
    .filter((element) => element.checkVisibility?.() ?? true)
    .map((element) => {
      const wait = waitOf(element);
      if (!wait) return 0;
      return typeof wait.startTime === 'number' ? wait.startTime : Number(document.timeline.currentTime ?? 0);
    });
  if (starts.length > 0) predrawnStart = Math.min(...starts);
}

/** Once the app's first render is committed: its loaders continue the pre-drawn ones' wait, once. */
export function continueLoaderClock(root: Element): void {
  if (predrawnStart === null) return;
  for (const element of root.querySelectorAll(`.${CSS.escape(loader.delayed)}`)) {
    const wait = waitOf(element);
    if (wait) wait.startTime = predrawnStart;
  }
  predrawnStart = null;
}
