import { createHash } from 'node:crypto';

/**
 * The portal's security headers (docs/decisions/019-portal-security-headers.md), in one place: what the build
 * writes into `<outDir>/_headers`, what `vite preview` serves (build/preview-headers.ts) and what the nginx
 * snippet says (build/headers.ts --nginx).
 *
 * A static host gives every visitor the same bytes, so there is no per-request nonce: every inline script and
 * style of the built pages is allowed by its hash, and `'strict-dynamic'` lets those scripts load the app's
 * chunks. Trusted Types allow only the policies the app makes itself.
 */

/**
 * The Trusted Types policies a build creates, and nothing else may: DOMPurify's own for the server's HTML
 * (src/components/safe-html.tsx), the pages' first script's for the app's entry (build/first-page-preload.ts),
 * and for the service worker's script the app's own (src/lib/worker-script.ts) or, in the demo, a `default`
 * policy that lets MSW register its worker and nothing else (src/demo/boot.ts).
 */
export function trustedTypesPolicies(demo: boolean): string[] {
  return ['dompurify', 'portal-entry', demo ? 'default' : 'portal-worker'];
}

/** Powerful features the app never uses; fullscreen (videos), clipboard-write (copy) and web-share keep 'self'. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export interface PolicyInputs {
  /** The backend-less demo (MSW's worker instead of the app's). */
  demo: boolean;
  /** `'sha256-…'` of every inline `<script>` of the built pages. */
  scriptHashes: readonly string[];
  /** `'sha256-…'` of every inline `<style>` of the built pages. */
  styleHashes: readonly string[];
  /** The API's address when it is not this origin (VITE_API_BASE_URL): its calls, chat socket, slips and media. */
  apiBaseUrl?: string;
  /** Where the app reports a backend's drift (VITE_DRIFT_REPORT_URL). */
  driftReportUrl?: string;
}

/** The origin of an absolute http(s) URL; nothing for a relative one (this origin). */
function originOf(url: string | undefined): string[] {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
}

/** The chat socket's address beside the API's: wss://api for https://api. */
const socketOrigin = (origin: string) => origin.replace(/^http/i, 'ws');

export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const api = originOf(inputs.apiBaseUrl);
  const report = originOf(inputs.driftReportUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // 'self' only for browsers without 'strict-dynamic' (which then ignore it).
    ['script-src', "'self'", "'strict-dynamic'", ...inputs.scriptHashes],
    ['style-src', "'self'", ...inputs.styleHashes],
    // React's style props (a carousel's offsets) are drawn into the pre-rendered markup as attributes.
    ['style-src-attr', "'unsafe-inline'"],
    // The server's pictures (banners, games, QR codes, chat) may live on any https host; data: for the
    // drawn QR codes and the boot mark, blob: for the preview of a file being uploaded.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...api],
    ['media-src', "'self'", 'blob:', 'https:', ...api],
    ['font-src', "'self'"],
    // 'self' covers the chat socket on this origin (ws: and wss: match 'self' in CSP 3).
    ['connect-src', "'self'", ...new Set([...api, ...api.map(socketOrigin), ...report])],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['form-action', "'none'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...trustedTypesPolicies(inputs.demo)],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers of every file of the portal. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/** A CSP hash source of a script's or style's text, as the browser computes it (after the parser's line ends). */
export function hashSource(text: string): string {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

/** The hashes of a page's inline scripts (not those with a `src`) and inline styles, in order, without repeats. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , text]) => hashSource(text!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text]) => hashSource(text!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** One rule of a `_headers` file: a path (exact, or a prefix ending in `*`) and the headers it gets. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * The rules of a build: the security headers on every path, and `no-cache` on the service worker's script so
 * that a deploy reaches the installed apps (docs/decisions/010, 017).
 */
export function buildRules(inputs: PolicyInputs): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(inputs) },
    { path: inputs.demo ? '/mockServiceWorker.js' : '/sw.js', headers: { 'Cache-Control': 'no-cache' } },
  ];
}

/** The `_headers` file of Netlify and Cloudflare Pages. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) =>
      [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n')
    .concat('\n');
}

/** Reads a `_headers` file (paths at the line's start, `Name: value` lines indented under them, `#` comments). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a path, or without a value: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

const matches = (pattern: string, path: string) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;

/** The headers a path gets, as those hosts give them: every matching rule's, a repeated name joined by commas. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((each) => matches(each.path, path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}

/**
 * The same rules for nginx, to `include` in the portal's `server` block: `add_header … always` for every path,
 * and a `location` per exact path that repeats them (an nginx location with an add_header of its own inherits
 * none from the server).
 */
export function nginxSnippet(rules: readonly HeaderRule[]): string {
  const addHeaders = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  const everyPath = rules.filter((rule) => rule.path === '/*');
  const common = Object.assign({}, ...everyPath.map((rule) => rule.headers)) as Record<string, string>;
  const lines = addHeaders(common, '');
  for (const rule of rules.filter((each) => each.path !== '/*')) {
    if (rule.path.includes('*')) throw new Error(`nginx snippet: only /* and exact paths, not ${rule.path}`);
    lines.push(`location = ${rule.path} {`, ...addHeaders({ ...common, ...rule.headers }, '  '), '}');
  }
  return `${lines.join('\n')}\n`;
}
