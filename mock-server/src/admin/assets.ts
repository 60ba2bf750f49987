import { Router, type Response } from 'express';
import { placeholderSvg, uploadHeaders } from '../scenario/artwork.js';
import type { World } from '../world/world.js';

/** The simulator's artwork and uploads (artwork.ts) under /mock-assets. */
export function assetsRouter(getWorld: (res: Response) => World): Router {
  const router = Router();
  // Uploads (slips, chat media) by their unguessable id (domain/uploads.ts): whoever holds the address may
  // read the file, no one can list or guess one. The answer is never run as a document (sandbox, no sniffing)
  // and is not kept by shared caches.
  router.get('/uploads/:id', (req, res) => {
    const file = getWorld(res).files.get(req.params.id);
    if (!file) {
      res.status(404).end();
      return;
    }
    res.set(uploadHeaders(file));
    res.end(file.buffer);
  });
  router.get(/^\/(.+)\.svg$/, (req, res) => {
    const svg = placeholderSvg((req.params as unknown as string[])[0].split('/').pop() ?? 'asset');
    res.setHeader('content-type', 'image/svg+xml');
    res.setHeader('cache-control', 'public, max-age=86400');
    res.end(svg);
  });
  return router;
}
