/**
 * A link or picture address from a chat message (server-provided, so never trusted): an http(s) address as a
 * browser at `origin` reads it, or null when it must stay text (javascript:, data:, a malformed or relative
 * address). A path on the site (`/…`) stays a path; `//host` and `/\host` are other origins, as a browser
 * takes them. The player's widget and the QA console's copy of the conversation judge links by this one rule.
 */
export function safeUrl(url: string, origin: string): string | null {
  if (!url.startsWith('/') && !/^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  try {
    const parsed = new URL(url, origin);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin === origin && url.startsWith('/')
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : parsed.href;
  } catch {
    return null;
  }
}
