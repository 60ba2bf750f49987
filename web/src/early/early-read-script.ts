/**
 * The page's early fills (early-reads.ts), inlined by build/prerender.ts into each pre-drawn member page (and
 * the public contact page) right after the pre-drawn markup: the answer its head asked for (early-ask-script.ts)
 * fills the figures in; a remembered picture is drawn at once. Nothing here may throw: the app does the real
 * work when it arrives.
 */
import { EARLY_READ_KEY } from './constants';
import { getEarlyHints, storeEarlyHints } from '../lib/storage';
import { earlyReads, type EarlyFill, type EarlyRead } from './early-reads';

const early = (window as unknown as Record<string, EarlyRead | undefined>)[EARLY_READ_KEY];
const fills = early && (earlyReads as Record<string, Record<string, EarlyFill<never>> | undefined>)[early.path];
if (early && fills) {
  const hints = getEarlyHints();
  const show = (name: string, fill: EarlyFill<never>, value: string) => {
    document.querySelectorAll(`#root [data-early="${name}"]`).forEach((element) => {
      if ('text' in fill) element.textContent = value;
      else if ('src' in fill) element.setAttribute('src', value);
      element.setAttribute('data-filled', '');
    });
    // A choice shows its one variant: the others (a remembered choice corrected by the answer) hide again.
    document.querySelectorAll(`#root [data-early-show]`).forEach((element) => {
      const mark = element.getAttribute('data-early-show') ?? '';
      if ('choose' in fill && mark.startsWith(`${name}:`))
        element.toggleAttribute('hidden', mark !== `${name}:${value}`);
      else if (mark === name) element.removeAttribute('hidden');
    });
    document.querySelectorAll(`#root [data-early-hide="${name}"]`).forEach((element) => {
      element.setAttribute('hidden', '');
    });
  };
  for (const [name, fill] of Object.entries(fills)) {
    const hint = hints[name];
    if (fill.remember && hint !== undefined) show(name, fill, hint);
  }
  void early.answer.then((result) => {
    if (result?.status !== 200) return;
    const remembered: Record<string, string> = {};
    for (const [name, fill] of Object.entries(fills)) {
      let value: string;
      try {
        value =
          'text' in fill
            ? fill.text(result.body as never)
            : 'src' in fill
              ? fill.src(result.body as never)
              : fill.choose(result.body as never);
      } catch {
        continue;
      }
      show(name, fill, value);
      if (fill.remember) remembered[name] = value;
    }
    storeEarlyHints({ ...hints, ...remembered });
  });
}
