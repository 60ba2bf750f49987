/**
 * Draws the install icons of the web app manifest from the brand's gold mark (the favicon of index.html: a
 * rounded square in the gold gradient) into `public/icons/`. The PNGs are committed; run this again only
 * when the mark changes:  npx tsx web/build/icons.ts
 *
 * - `icon-192.png`, `icon-512.png`: the mark alone on a transparent canvas, as the favicon draws it.
 * - `maskable-512.png`: the page's dark background to the edges, the mark inside the central safe circle
 *   (a launcher may cut the icon to a circle or a squircle down to 80 % of its width).
 * - `apple-touch-icon.png` (180): the dark background to the edges (iOS fills transparency with black and
 *   rounds the corners itself), the mark a little larger than in the maskable one.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.ts';

const BACKGROUND = '#0b0f1a';

/** The mark, `share` of the canvas wide, centred; the corner radius is a quarter of its side (8 of 32). */
function svg(size: number, share: number, background: string | null): string {
  const side = size * share;
  const at = (size - side) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3ca6a"/><stop offset="1" stop-color="#b8862a"/></linearGradient></defs>
  ${background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : ''}
  <rect x="${at}" y="${at}" width="${side}" height="${side}" rx="${side / 4}" fill="url(#g)"/>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, share: 1, background: null },
  { file: 'icon-512.png', size: 512, share: 1, background: null },
  { file: 'maskable-512.png', size: 512, share: 0.6, background: BACKGROUND },
  { file: 'apple-touch-icon.png', size: 180, share: 0.64, background: BACKGROUND },
];

const out = resolve(import.meta.dirname, '../public/icons');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(icon.size, icon.share, icon.background)}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: join(out, icon.file), omitBackground: true });
    await page.close();
    process.stdout.write(`public/icons/${icon.file} (${icon.size}x${icon.size})\n`);
  }
} finally {
  await browser.close();
}
