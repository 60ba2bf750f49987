/**
 * A pre-drawn page's early ask (early-asks.ts), inlined by build/prerender.ts at the top of the page's head: for a
 * returning member (anyone, for a read that needs no log-in) it asks for the page's first answer while the rest
 * of the HTML is still arriving, and leaves the answer for the page's fills (early-read-script.ts) and the app
 * (take-early-read.ts). Nothing here may throw: the app does the real work when it arrives.
 */
import { CLIENT_HEADER } from '@portal/contract/constants';
import { getToken } from '../lib/storage';
import { EARLY_READ_KEY } from './constants';
import { earlyAsks, type EarlyAsk } from './early-asks';
import type { EarlyRead } from './early-reads';

declare const API_BASE_URL: string;

const path = location.pathname;
const ask = (earlyAsks as Record<string, EarlyAsk | undefined>)[path];
const token = getToken();
if (ask && (token || ask.public)) {
  const headers: Record<string, string> = { [CLIENT_HEADER.name]: CLIENT_HEADER.value };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = fetch(`${API_BASE_URL}${ask.api}`, { headers }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
    () => null,
  );
  const early: EarlyRead = { path, answer: answer.catch(() => null) };
  (window as unknown as Record<string, EarlyRead>)[EARLY_READ_KEY] = early;
}
