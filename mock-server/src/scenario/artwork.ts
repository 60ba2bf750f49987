import { qrSvg } from '../domain/qrcode.js';

/**
 * Placeholder artwork for the simulator (game backgrounds and logos, banners; a `…-qr.svg` name, such as the
 * support QR, draws a QR-looking code), drawn as SVG from the file name so that a demo without a backend
 * still looks finished. Served by the Node server (admin/assets.ts) and in the backend-less demo.
 */

const palette = ['#f5b941', '#3fb68b', '#4c8dff', '#e5484d', '#a371f7', '#ff8a3d'];

function nameSeed(name: string): number {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + char.charCodeAt(0)) >>> 0;
  return sum;
}

function hue(name: string): string {
  return palette[nameSeed(name) % palette.length];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A promotion banner: the colour's gradient, two soft circles, a scatter of confetti placed from the name (the
 * same every time) and the name. Detailed enough to count as content where a browser judges a picture by its
 * bytes per displayed pixel (Chrome's largest paint skips an image under 0.05 bits per pixel as a backdrop),
 * as a real banner photo would, at the largest size the portal draws it (BANNER_LARGEST_AREA).
 */
function bannerSvg(label: string, color: string, seed: number): string {
  let state = seed || 1;
  const next = (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % below;
  };
  const confetti = Array.from({ length: 18 }, () => {
    const fill = palette[next(palette.length)];
    return `<rect x="${40 + next(520)}" y="${30 + next(250)}" width="${8 + next(10)}" height="${4 + next(6)}" rx="2" fill="${fill}" fill-opacity="0.${5 + next(5)}" transform="rotate(${next(180)} ${300} ${160})"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="422" viewBox="0 0 600 422"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient></defs><rect width="600" height="422" fill="url(#g)"/><circle cx="500" cy="90" r="140" fill="#ffffff" fill-opacity="0.08"/><circle cx="120" cy="330" r="100" fill="#ffffff" fill-opacity="0.05"/>${confetti}<text x="40" y="380" font-family="system-ui,sans-serif" font-size="44" font-weight="700" fill="#f5f7fb">${label}</text></svg>`;
}

/** The largest a banner is drawn, in CSS pixels: a phone's leading bonus card across the screen (412 wide). */
export const BANNER_LARGEST_AREA = 380 * 267;

/** The SVG for an asset path's last part without `.svg` (`PG-logo`, `banner-1`, `support-qr`). */
export function placeholderSvg(name: string): string {
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
  return name.endsWith('-qr')
    ? qrSvg(name)
    : isBackground
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="422" viewBox="0 0 600 422"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient></defs><rect width="600" height="422" fill="url(#g)"/><circle cx="520" cy="80" r="150" fill="#ffffff" fill-opacity="0.08"/><circle cx="440" cy="300" r="90" fill="#ffffff" fill-opacity="0.05"/></svg>`
      : isLogo
        ? `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><circle cx="60" cy="60" r="56" fill="${color}"/><text x="60" y="68" font-family="system-ui,sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#0b0f1a">${label.slice(0, 6)}</text></svg>`
        : bannerSvg(label, color, nameSeed(name));
}

/** The headers an uploaded file (slip, chat media) is served with: never run as a document, never cached. */
export function uploadHeaders(file: { mimeType: string; name: string }): Record<string, string> {
  return {
    'content-type': file.mimeType,
    'content-disposition': `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}
