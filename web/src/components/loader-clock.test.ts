import { afterEach, describe, expect, it } from 'vitest';
import { captureLoaderClock, continueLoaderClock } from './loader-clock';
import loader from './loader.module.css';

interface Drawn {
  /** A loader (composes `delayed`), or some other element. */
  loader?: boolean;
  /** Its wait's start (a number), a wait not started yet (null), or none left: the wait is over (undefined). */
  startTime?: number | null;
  /** Not on screen (`hidden`, display none). */
  hidden?: boolean;
  /** A figure an early read filled in. */
  filled?: boolean;
}

/** A stand-in for the browser's CSS animations (jsdom has none): each element with its wait, if any. */
function page(elements: Drawn[]) {
  const root = document.createElement('div');
  root.getAnimations = () => [];
  const waits = elements.map(({ loader: isLoader = true, startTime, hidden = false, filled = false }) => {
    const element = document.createElement('span');
    if (isLoader) element.classList.add(loader.delayed);
    if (filled) element.dataset.filled = '';
    element.checkVisibility = () => !hidden;
    root.append(element);
    const wait = startTime === undefined ? null : ({ effect: { target: element }, startTime } as unknown as Animation);
    element.getAnimations = () => (wait ? [wait] : []);
    return wait;
  });
  return { root, waits };
}

afterEach(() => continueLoaderClock(document.createElement('div')));

describe('the loaders’ clock across the app’s first render', () => {
  it('lets the loaders of the first render go on from when the pre-drawn ones started to wait', () => {
    captureLoaderClock(page([{ startTime: 120 }, { startTime: 135 }, { loader: false, startTime: 40 }]).root);
    const drawn = page([{ startTime: 900 }, { loader: false, startTime: 900 }]);
    continueLoaderClock(drawn.root);
    // Still waiting since 120 ms, it shows at 320 ms, not 200 ms after the app drew it; other animations keep their time.
    expect(drawn.waits.map((wait) => wait?.startTime)).toEqual([120, 900]);
  });

  it('shows at once the loaders of the first render when the pre-drawn ones had been shown', () => {
    captureLoaderClock(page([{}, { hidden: true }]).root);
    const drawn = page([{ startTime: 900 }]);
    continueLoaderClock(drawn.root);
    expect(drawn.waits[0]?.startTime).toBe(0);
  });

  it('does so once: loaders drawn later wait their own 200 ms', () => {
    captureLoaderClock(page([{ startTime: 120 }]).root);
    continueLoaderClock(page([{ startTime: 900 }]).root);
    const later = page([{ startTime: 5000 }]);
    continueLoaderClock(later.root);
    expect(later.waits[0]?.startTime).toBe(5000);
  });

  it('takes no clock from a page with no loader on screen: hidden ones and filled-in figures do not count', () => {
    captureLoaderClock(page([{ hidden: true }, { filled: true }, { loader: false }]).root);
    const drawn = page([{ startTime: 900 }]);
    continueLoaderClock(drawn.root);
    expect(drawn.waits[0]?.startTime).toBe(900);
  });
});
