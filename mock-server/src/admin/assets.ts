import { Router, type Response } from 'express';
import { qrSvg } from '../domain/qrcode.js';
import type { World } from '../world.js';

const palette = ['#f5b941', '#3fb68b', '#4c8dff', '#e5484d', '#a371f7', '#ff8a3d'];

function hue(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return palette[sum % palette.length];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Placeholder artwork for the simulator (game backgrounds and logos, banners; a `…-qr.svg` name, such as the support QR, draws a QR-looking code), drawn as
 * SVG from the file name so that a demo without a backend still looks finished.
 */
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
    res.setHeader('content-type', file.mimeType);
    res.setHeader('content-disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    res.setHeader('cache-control', 'private, no-store');
    res.end(file.buffer);
  });
  router.get(/^\/(.+)\.svg$/, (req, res) => {
    const name = (req.params as unknown as string[])[0].split('/').pop() ?? 'asset';
    const label = escapeXml(
      name
        .replace(/-(bg|logo)$/, '')
        .replace(/[-_]/g, ' ')
        .toUpperCase(),
    );
    const color = hue(name);
    const isLogo = name.endsWith('-logo');
    // A game's background is artwork behind the card's own text: no words of its own.
    const isBackground = name.endsWith('-bg');
    const svg = name.endsWith('-qr')
      ? qrSvg(name)
      : isBackground
        ? `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="422" viewBox="0 0 600 422"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient></defs><rect width="600" height="422" fill="url(#g)"/><circle cx="520" cy="80" r="150" fill="#ffffff" fill-opacity="0.08"/><circle cx="440" cy="300" r="90" fill="#ffffff" fill-opacity="0.05"/></svg>`
        : isLogo
          ? `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="${color}"/><text x="60" y="68" font-family="system-ui,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#0b0f1a">${label.slice(0, 6)}</text></svg>`
          : `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="422" viewBox="0 0 600 422"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient></defs><rect width="600" height="422" rx="24" fill="url(#g)"/><text x="40" y="380" font-family="system-ui,sans-serif" font-size="44" font-weight="700" fill="#f5f7fb">${label}</text></svg>`;
    res.setHeader('content-type', 'image/svg+xml');
    res.setHeader('cache-control', 'public, max-age=86400');
    res.end(svg);
  });
  return router;
}
