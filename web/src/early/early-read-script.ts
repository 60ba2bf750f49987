/**
 * The page's own early read (early-reads.ts), inlined by build/prerender.ts into each pre-drawn member page
 * (and the public contact page) right after the pre-drawn markup: for a returning member (anyone, for a read
 * that needs no log-in) it asks for the page's first answer at once and fills the figures in. Nothing here may throw: the app does the real work when it arrives.
 */
import { CLIENT_HEADER, STORAGE_KEYS } from '@portal/contract/constants';
import { EARLY_READ_KEY } from './constants';
import { getEarlyHints, storeEarlyHints } from '../lib/storage';
import { earlyReads, type EarlyFill, type EarlyRead } from './early-reads';

declare const API_BASE_URL: string;

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

const path = location.pathname;
const read = earlyReads[path];
const token = storedToken();
if (read && (token || read.public)) {
  const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = fetch(`${API_BASE_URL}${read.api}`, { headers }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
    () => null,
  );
  const early: EarlyRead = { path, answer: answer.catch(() => null) };
  (window as unknown as Record<string, EarlyRead>)[EARLY_READ_KEY] = early;
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
  for (const [name, fill] of Object.entries(read.fills)) {
    const hint = hints[name];
    if (fill.remember && hint !== undefined) show(name, fill, hint);
  }
  void early.answer.then((result) => {
    if (result?.status !== 200) return;
    const remembered: Record<string, string> = {};
    for (const [name, fill] of Object.entries(read.fills)) {
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
