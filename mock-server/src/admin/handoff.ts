import { MOCK_SESSION } from '@portal/contract/admin';
import { STORAGE_KEYS } from '@portal/contract/constants';
import { Router } from 'express';
import { issueToken } from '../domain/account.js';
import { randomToken } from '../world/random.js';
import type { Sessions } from '../core/sessions.js';
import type { OpenAs } from '../routes/qa.js';

/** How long a one-time address opens the web app: time to click it, not to share it. */
export const HANDOFF_MS = 60_000;
/** One-time addresses alive at once. */
const MAX_HANDOFFS = 100;

interface Handoff {
  slotId: string;
  memberId: string;
  expiresAt: number;
}

/**
 * One-time addresses that open the web app logged in as a member, in a simulator session (the QA console's
 * "open as"). The console asks for one (POST /__admin/open-as) and opens it on the web app's origin, whose
 * dev and preview servers forward /__admin here. The page sets the session cookie, writes a fresh token
 * where the app keeps it for the tab (session storage) and goes to the member's home. The address carries a
 * code, used once and valid for HANDOFF_MS, never the token; the token is only in the page's body.
 */
export class Handoffs implements OpenAs {
  private readonly codes = new Map<string, Handoff>();

  /** `webUrl`: where the web app runs (--web-url), for whole addresses; null gives the path alone. */
  constructor(private readonly webUrl: string | null = null) {}

  open(slotId: string, memberId: string): { path: string; url: string; expiresAt: number } {
    const now = Date.now();
    for (const [code, handoff] of this.codes) if (handoff.expiresAt <= now) this.codes.delete(code);
    if (this.codes.size >= MAX_HANDOFFS) this.codes.delete(this.codes.keys().next().value as string);
    const code = randomToken(18);
    const expiresAt = now + HANDOFF_MS;
    this.codes.set(code, { slotId, memberId, expiresAt });
    const path = `/__admin/open/${code}`;
    return { path, url: this.webUrl ? new URL(path, this.webUrl).href : path, expiresAt };
  }

  /** The handoff of a code, once; undefined when unknown, used or expired. */
  take(code: string): Handoff | undefined {
    const handoff = this.codes.get(code);
    this.codes.delete(code);
    return handoff && handoff.expiresAt > Date.now() ? handoff : undefined;
  }

  forgetSession(slotId: string): void {
    for (const [code, handoff] of this.codes) if (handoff.slotId === slotId) this.codes.delete(code);
  }
}

const page = (nonce: string, title: string, body: string, script = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style nonce="${nonce}">body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0b0f1a;color:#f5f7fb;font:16px/1.5 system-ui,sans-serif;padding:24px;text-align:center}h1{font-size:20px}</style></head><body><main><h1>${title}</h1><p>${body}</p></main>${script}</body></html>`;

/** JSON that can sit inside a script element (no `</script>` or line separators can end it early). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** GET /__admin/open/{code}: the page that logs the web app in (outside the JSON contract: it is a page). */
export function handoffRouter(sessions: Sessions, handoffs: Handoffs): Router {
  const router = Router();
  router.get('/open/:code', (req, res) => {
    // A link checker's or a preview's HEAD must not use the code up.
    if (req.method === 'HEAD') {
      res.status(200).setHeader('cache-control', 'no-store').end();
      return;
    }
    const nonce = randomToken(16);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('referrer-policy', 'no-referrer');
    res.setHeader(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-ancestors 'none'`,
    );
    const handoff = handoffs.take(req.params.code);
    const slot = handoff
      ? handoff.slotId === sessions.defaultSlot.id
        ? sessions.defaultSlot
        : sessions.get(handoff.slotId)
      : undefined;
    const world = slot?.world();
    const member = handoff && world?.db.member.findFirst({ where: { id: { equals: handoff.memberId } } });
    if (!slot || !world || !member) {
      res
        .status(404)
        .end(page(nonce, 'This link has been used or has expired', 'Open the member again from the QA console.'));
      return;
    }
    const token = issueToken(world, member, '');
    // The default world is the one reached without a cookie: a cookie of another session is cleared.
    res.setHeader(
      'set-cookie',
      slot === sessions.defaultSlot
        ? `${MOCK_SESSION.cookie}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${MOCK_SESSION.cookie}=${slot.id}; Path=/; SameSite=Lax`,
    );
    const script = `<script nonce="${nonce}">sessionStorage.setItem(${scriptJson(STORAGE_KEYS.token)},${scriptJson(token)});localStorage.removeItem(${scriptJson(STORAGE_KEYS.token)});location.replace('/user/home');</script>`;
    res.end(page(nonce, `Opening the portal as ${member.name.replace(/[<>&"']/g, '')}…`, 'One moment.', script));
  });
  return router;
}
