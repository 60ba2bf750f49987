import { request } from 'node:http';
import { contract } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { ADMIN_TAG, openApiDocument } from '@portal/contract/openapi';
import { describe, expect, it } from 'vitest';
import { flattenRoutes } from '../core/compiled-routes.js';
import { useHarness } from '../testing/harness.js';
import { DOCS_CSP } from './docs-router.js';

const h = useHarness('default');

const get = (path: string, headers: Record<string, string> = {}) => fetch(h.baseUrl + path, { headers });

/**
 * A GET sent exactly as written: fetch would resolve `..` in the path, and it adds `cache-control: no-cache`
 * to a conditional request, which forbids a 304.
 */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { port } = new URL(h.baseUrl);
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });

type Operation = { tags: string[]; parameters?: { name: string; in: string; schema: { enum?: string[] } }[] };

describe('GET /openapi.json', () => {
  it("is the contract's OpenAPI document, every product route with the fixed client header", async () => {
    const response = await get('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const document = (await response.json()) as { paths: Record<string, Record<string, Operation>> };
    expect(document).toEqual(JSON.parse(JSON.stringify(openApiDocument())));

    // The simulator's own routes are in it too, under their tag; the product's are the contract's 71.
    const product = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((operation) => !operation.tags.includes(ADMIN_TAG));
    const routes = flattenRoutes(contract);
    expect(routes).toHaveLength(71);
    expect(product).toHaveLength(routes.length);
    for (const { name, route } of routes) {
      const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const header = operation?.parameters?.find((p) => p.in === 'header' && p.name === CLIENT_HEADER.name);
      expect(header?.schema.enum, name).toEqual([CLIENT_HEADER.value]);
    }
  });

  it('lets a browser revalidate: the same ETag answers 304 without a body', async () => {
    const etag = (await get('/openapi.json')).headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await rawGet('/openapi.json', { 'if-none-match': etag! })).toEqual({ status: 304, body: '' });
  });
});

describe('GET /docs', () => {
  it('is a page under a strict policy that loads only same-origin files, each served with its type', async () => {
    for (const path of ['/docs', '/docs/']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(DOCS_CSP);
    }
    // No script-src: scripts fall back to default-src 'self', so no inline script and nothing from elsewhere.
    expect(DOCS_CSP).toMatch(/^default-src 'self';/);
    expect(DOCS_CSP).not.toMatch(/script-src|https?:|\*/);

    const html = await (await get('/docs')).text();
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const references = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(references.every((url) => url.startsWith('/') && !url.startsWith('//'))).toBe(true);

    const types: Record<string, string> = {
      '/docs/swagger-ui.css': 'text/css; charset=utf-8',
      '/docs/theme.css': 'text/css; charset=utf-8',
      '/docs/tokens.css': 'text/css; charset=utf-8',
      '/docs/swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
      '/docs/init.js': 'text/javascript; charset=utf-8',
      '/docs/favicon-32x32.png': 'image/png',
      '/docs/favicon-16x16.png': 'image/png',
    };
    const assets = references.filter((url) => url.startsWith('/docs/'));
    // The tokens come through the theme's @import, not the page.
    expect(assets.sort()).toEqual(
      Object.keys(types)
        .filter((path) => path !== '/docs/tokens.css')
        .sort(),
    );
    expect(await (await get('/docs/theme.css')).text()).toContain("@import url('/docs/tokens.css');");
    for (const [path, type] of Object.entries(types)) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe(type);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect((await response.arrayBuffer()).byteLength, path).toBeGreaterThan(0);
    }
    expect(references).toContain('/openapi.json');
    expect(references).toContain('/__console');
  });

  it('answers whatever the session cookie says (the API itself refuses an unknown session)', async () => {
    const stale = { cookie: 'mock-session=gone-long-ago' };
    expect((await get('/api/lookup/info', { ...stale, [CLIENT_HEADER.name]: CLIENT_HEADER.value })).status).toBe(400);
    for (const path of ['/docs', '/docs/init.js', '/openapi.json']) expect((await get(path, stale)).status).toBe(200);
    expect((await get('/docs/nothing-here.js', stale)).status).toBe(404);
  });

  it('serves no other file: not the source maps, its own code, nor anything outside by any spelling of ..', async () => {
    for (const path of [
      '/docs/swagger-ui.css.map',
      '/docs/index.js',
      '/docs/docs-router.ts',
      '/docs/../package.json',
      '/docs/../../package.json',
      '/docs/%2e%2e/package.json',
      '/docs/..%2fpackage.json',
      '/docs/%2e%2e%2f%2e%2e%2fpackage.json',
      '/docs/..%5c..%5cpackage.json',
      '/docs/%252e%252e%252fpackage.json',
      '/docs/swagger-ui-dist%2fpackage.json',
      '/docs/%2fetc%2fpasswd',
      '/docs/constructor',
    ]) {
      const { status, body } = await rawGet(path);
      expect([400, 404], path).toContain(status);
      expect(body, path).not.toMatch(/"name"|docsRouter|root:/);
    }
  });
});
