import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router, type Response } from 'express';

/**
 * The reference page's policy: our own files only. swagger-ui sets inline styles and draws its icons as data:
 * SVG, so those two are allowed; no inline script (init.js is a file), nothing from another origin.
 */
export const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ownDir = dirname(fileURLToPath(import.meta.url));

/** Every file /docs/ serves, by name, with its type: no other name reaches the disk, so no path can escape. */
const files = new Map<string, { path: string; type: string }>([
  ['index.html', { path: join(ownDir, 'index.html'), type: 'text/html; charset=utf-8' }],
  ['init.js', { path: join(ownDir, 'init.js'), type: 'text/javascript; charset=utf-8' }],
  ['theme.css', { path: join(ownDir, 'theme.css'), type: 'text/css; charset=utf-8' }],
  // The portal's design tokens, one source for the product, the console and this page.
  ['tokens.css', { path: join(ownDir, '../../../web/src/styles/tokens.css'), type: 'text/css; charset=utf-8' }],
  ['swagger-ui.css', { path: join(swaggerDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' }],
  ['swagger-ui-bundle.js', { path: join(swaggerDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' }],
  ['favicon-16x16.png', { path: join(swaggerDir, 'favicon-16x16.png'), type: 'image/png' }],
  ['favicon-32x32.png', { path: join(swaggerDir, 'favicon-32x32.png'), type: 'image/png' }],
]);

/** Files are revalidated on every use (ETag / Last-Modified from `send`), so an upgrade shows at once. */
function sendFile(res: Response, name: string): void {
  const file = files.get(name)!;
  res.setHeader('content-type', file.type);
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('x-content-type-options', 'nosniff');
  if (name === 'index.html') {
    res.setHeader('content-security-policy', DOCS_CSP);
    res.setHeader('referrer-policy', 'no-referrer');
  }
  res.sendFile(file.path, { cacheControl: false });
}

/**
 * The API reference (docs/decisions/015-api-reference-renderer.md): `GET /openapi.json`, the contract's
 * OpenAPI document, and `GET /docs`, swagger-ui over it. Neither needs a world, so they answer whatever the
 * session cookie says.
 */
export function docsRouter(): Router {
  const router = Router();

  // Built on the first request, once per process: the generator is not loaded at all before (cold start).
  let document: Promise<{ body: string; etag: string }> | undefined;
  const loadDocument = async () => {
    const { openApiDocument } = await import('@portal/contract/openapi');
    const body = JSON.stringify(openApiDocument());
    return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
  };
  router.get('/openapi.json', async (req, res, next) => {
    try {
      const { body, etag } = await (document ??= loadDocument());
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('etag', etag);
      if (req.fresh) res.status(304).end();
      else res.end(body);
    } catch (error) {
      document = undefined;
      next(error);
    }
  });

  router.get('/docs', (_req, res) => sendFile(res, 'index.html'));
  router.get('/docs/:name', (req, res, next) => {
    if (files.has(req.params.name)) sendFile(res, req.params.name);
    else next();
  });
  // Anything else under /docs is not ours: a 404 here rather than the session check's answer.
  router.use('/docs', (_req, res) => {
    res.status(404).json({ message: 'NO_DATA' });
  });
  return router;
}
