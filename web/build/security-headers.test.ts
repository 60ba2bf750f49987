import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildRules,
  contentSecurityPolicy,
  hashSource,
  headersFile,
  headersFor,
  inlineHashes,
  nginxSnippet,
  parseHeadersFile,
  type PolicyInputs,
} from './security-headers.ts';

const inputs: PolicyInputs = {
  demo: false,
  scriptHashes: ["'sha256-one'", "'sha256-two'"],
  styleHashes: ["'sha256-style'"],
};

/** A policy read into its directives: name → sources. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('hashSource', () => {
  it('gives the hash source of CSP 3’s own example', () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('hashes the text as the parser hands it over: line ends as \\n, characters as UTF-8', () => {
    expect(hashSource('a\r\nb\rc')).toBe(hashSource('a\nb\nc'));
    const utf8 = createHash('sha256')
      .update(Buffer.from([0xe0, 0xb8, 0xa2]))
      .digest('base64');
    expect(hashSource('ย')).toBe(`'sha256-${utf8}'`);
  });
});

describe('inlineHashes', () => {
  it('hashes each inline script and style once, not the scripts with a src, templates included', () => {
    const html = [
      '<head><style>body{margin:0}</style><script>boot()</script><script type="module" src="/assets/x.js"></script>',
      '<style media="print">p{}</style></head><body><template><script>swap()</script></template>',
      '<script>boot()</script><SCRIPT>upper()</SCRIPT></body>',
    ].join('\n');
    expect(inlineHashes(html)).toEqual({
      scripts: [hashSource('boot()'), hashSource('swap()'), hashSource('upper()')],
      styles: [hashSource('body{margin:0}'), hashSource('p{}')],
    });
  });

  it('keeps a script’s text exactly, whitespace and all', () => {
    expect(inlineHashes('<script>\n  go();\n</script>').scripts).toEqual([hashSource('\n  go();\n')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts by hash and by the trust of those scripts only, and nothing is framed, embedded or based', () => {
    const policy = directives(contentSecurityPolicy(inputs));
    expect(policy.get('script-src')).toEqual(["'self'", "'strict-dynamic'", "'sha256-one'", "'sha256-two'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-style'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(['dompurify', 'portal-entry', 'portal-worker']);
    expect(contentSecurityPolicy(inputs)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('names the API of another origin for its calls, its chat socket and its pictures, and the drift report', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...inputs,
        apiBaseUrl: 'https://api.example.test/v1/',
        driftReportUrl: 'https://drift.example.test/report',
      }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.test',
      'wss://api.example.test',
      'https://drift.example.test',
    ]);
    expect(policy.get('img-src')).toContain('https://api.example.test');
    expect(policy.get('media-src')).toContain('https://api.example.test');
  });

  it('adds nothing for an API on this origin', () => {
    expect(contentSecurityPolicy({ ...inputs, apiBaseUrl: '/api-base' })).toBe(contentSecurityPolicy(inputs));
  });

  it('lets the demo make the default policy that MSW’s registration needs, instead of the app’s worker policy', () => {
    expect(directives(contentSecurityPolicy({ ...inputs, demo: true })).get('trusted-types')).toEqual([
      'dompurify',
      'portal-entry',
      'default',
    ]);
  });
});

describe('the _headers file', () => {
  it('reads back as it was written', () => {
    const rules = buildRules(inputs);
    expect(parseHeadersFile(headersFile(rules))).toEqual(rules);
  });

  it('fits Cloudflare Pages’ 2,000 characters a header with three times the hashes a build has', () => {
    const hashes = (count: number) => Array.from({ length: count }, () => hashSource(Math.random().toString()));
    const file = headersFile(buildRules({ ...inputs, scriptHashes: hashes(12), styleHashes: hashes(9) }));
    for (const line of file.split('\n')) expect(line.length).toBeLessThan(2000);
  });

  it('gives every path the security headers, and the service worker’s script no-cache besides', () => {
    const rules = buildRules(inputs);
    expect(Object.keys(headersFor(rules, '/user/home'))).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(headersFor(rules, '/sw.js')).toMatchObject({ 'Cache-Control': 'no-cache', 'X-Frame-Options': 'DENY' });
    expect(headersFor(rules, '/sw.js.map')['Cache-Control']).toBeUndefined();
    expect(headersFor(buildRules({ ...inputs, demo: true }), '/mockServiceWorker.js')['Cache-Control']).toBe(
      'no-cache',
    );
  });

  it('joins a header two rules give, as the hosts do', () => {
    const rules = parseHeadersFile('# comment\n/*\n  Link: </a>\n/assets/*\n  Link: </b>\n');
    expect(headersFor(rules, '/assets/x.js')).toEqual({ Link: '</a>, </b>' });
    expect(headersFor(rules, '/login')).toEqual({ Link: '</a>' });
  });

  it('refuses a header outside a path', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/outside a path/);
  });
});

describe('nginxSnippet', () => {
  it('adds the headers on every answer and repeats them where a location adds its own', () => {
    const snippet = nginxSnippet(buildRules(inputs));
    const lines = snippet.trimEnd().split('\n');
    expect(lines[0]).toBe(`add_header Content-Security-Policy "${contentSecurityPolicy(inputs)}" always;`);
    expect(lines).toContain('location = /sw.js {');
    expect(lines).toContain('  add_header X-Frame-Options "DENY" always;');
    expect(lines).toContain('  add_header Cache-Control "no-cache" always;');
    expect(lines.at(-1)).toBe('}');
  });
});
