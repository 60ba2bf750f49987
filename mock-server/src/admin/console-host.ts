import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';

/** Where `npm run build` (and `npm start`, `npm run mock`) put the QA console. */
const CONSOLE_DIST = fileURLToPath(new URL('../../../console/dist', import.meta.url));

/**
 * The QA console at /__console: its built files, hashed assets kept a year, the page itself always asked
 * again. The console talks only to this origin (connect-src 'self'); nothing runs that is not its own file.
 * Without a build it says how to make one.
 */
export function consoleRouter(dist = CONSOLE_DIST): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader(
      'content-security-policy',
      "default-src 'self'; img-src 'self' data: blob:; style-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    res.setHeader('x-content-type-options', 'nosniff');
    next();
  });
  router.use('/assets', express.static(`${dist}/assets`, { immutable: true, maxAge: '365d', index: false }));
  router.get('/', (_req, res) => {
    const page = `${dist}/index.html`;
    if (!existsSync(page)) {
      res
        .status(503)
        .type('text/plain')
        .send('The QA console is not built: run `npm run build` (npm start and npm run mock build it themselves).');
      return;
    }
    res.setHeader('cache-control', 'no-cache');
    res.sendFile(page);
  });
  return router;
}
