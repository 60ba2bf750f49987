/**
 * The login page's own log-in, inlined by build/prerender.ts into login.html right after the pre-drawn form:
 * on a slow network the app's scripts take many seconds more than the page, and a player can log in before
 * they arrive. It checks the fields as the app does (the same functions), posts the log-in in the body (never
 * in a URL), stores the token as the app does and opens the member's home. A refusal is said where the app
 * says it (the page's `EarlyNotice`, which the app keeps when it takes the page over); a log-in still in
 * flight when the app arrives is left to it (window[EARLY_LOGIN_KEY]). Once the app is live
 * (`#root[data-app="live"]`) the form is the app's and this does nothing. Nothing here may throw.
 */
import { CLIENT_HEADER, STORAGE_KEYS, TIMEOUTS } from '@portal/contract/constants';
import { loginErrors } from '../lib/login-validation';
import { EARLY_LOGIN_KEY } from './constants';
import { phoneDigits } from '../lib/phone';
import type { PagePath } from '../lib/pages';

declare const API_BASE_URL: string;
declare const LAOS: boolean;
/** Per language: the texts of the checks, of the codes the log-in can answer, and of a failed request. */
declare const LOGIN_TEXTS: Record<string, Record<string, string>>;

/** Where a member goes once logged in (lib/pages.ts: the home page; typed, not imported, to keep this small). */
const home: PagePath = '/user/home';

const root = document.getElementById('root');
const form = root?.querySelector('form');
const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');

/** Says `text` in the page's notice, or hides it. */
function say(text: string | null): void {
  const notice = root?.querySelector<HTMLElement>('[data-early-notice="login"]');
  const words = notice?.querySelector('p');
  if (!notice || !words) return;
  words.textContent = text ?? '';
  notice.hidden = text === null;
}

function textOf(key: string): string {
  const texts = LOGIN_TEXTS[document.documentElement.lang] ?? LOGIN_TEXTS.en ?? {};
  return texts[key] ?? texts.unexpected ?? key;
}

/** What the answer says went wrong: the code's text, a message the catalogue does not know as it came. */
async function refusalOf(response: Response): Promise<string> {
  let message: unknown;
  try {
    message = ((await response.json()) as { message?: unknown } | null)?.message;
  } catch {
    message = undefined;
  }
  const texts = LOGIN_TEXTS[document.documentElement.lang] ?? {};
  if (typeof message === 'string' && message in texts) return textOf(message);
  if (response.status >= 502 && response.status <= 504) return textOf('unreachable');
  if (typeof message === 'string' && message && response.status < 500) return message;
  return textOf('unexpected');
}

/** Logs in: null once the home is opening, else the words of what went wrong. */
async function logIn(username: string, password: string, remember: boolean): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_HEADER.name]: CLIENT_HEADER.value,
        'accept-language': document.documentElement.lang,
      },
      body: JSON.stringify({ username, password }),
      signal: AbortSignal.timeout(TIMEOUTS.requestMs),
    });
  } catch (error) {
    return textOf(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline');
  }
  if (response.status !== 200) return refusalOf(response);
  const token = ((await response.json().catch(() => null)) as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !token) return textOf('unexpected');
  try {
    (remember ? localStorage : sessionStorage).setItem(STORAGE_KEYS.token, token);
  } catch {
    // Storage refused (a private window without it): the app, when it arrives, logs in as usual.
    return textOf('unexpected');
  }
  location.replace(home);
  return null;
}

if (root && form && button) {
  form.addEventListener('submit', (event) => {
    if (root.dataset.app === 'live') return;
    event.preventDefault();
    if (button.disabled) return;
    const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const phone = field('username');
    const password = field('password');
    if (!phone || !password) return;
    const problems = loginErrors({ phone: phone.value, password: password.value }, LAOS);
    const problem = problems.phone ?? problems.password;
    if (problem) {
      say(textOf(problem));
      (problems.phone ? phone : password).focus();
      return;
    }
    say(null);
    const remember = form.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false;
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
    const pending = logIn(phoneDigits(phone.value, LAOS), password.value, remember);
    // The app, arriving meanwhile, takes the log-in in flight over (features/auth/login-page.tsx).
    (window as unknown as Record<string, Promise<string | null>>)[EARLY_LOGIN_KEY] = pending;
    void pending.then((refusal) => {
      // Once the app is live, the button and the words are its own.
      if (root.dataset.app === 'live' || refusal === null) return;
      button.removeAttribute('aria-busy');
      button.disabled = false;
      say(refusal);
    });
  });
  // Only now may the form be sent: before this listener, the browser would send it itself (into the URL).
  button.disabled = false;
}
