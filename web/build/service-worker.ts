/**
 * The build's last step: writes the precache list into the service worker that `vite build` compiled
 * (`<outDir>/sw.js`, see build/pwa.ts), from the files as they finally are. It must run after
 * build/prerender.ts, which rewrites index.html and writes login.html, register.html, … after vite is done:
 * a list made during `vite build` would carry a stale revision of index.html and miss those pages.
 *
 * Usage: tsx build/service-worker.ts <client outDir>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getManifest } from 'workbox-build';

const [outDir] = process.argv.slice(2);
if (!outDir) throw new Error('usage: tsx build/service-worker.ts <outDir>');

const INJECTION_POINT = 'self.__WB_MANIFEST';
const dir = resolve(import.meta.dirname, '..', outDir);
const swPath = join(dir, 'sw.js');
const source = readFileSync(swPath, 'utf8');
if (source.split(INJECTION_POINT).length !== 2) {
  throw new Error(`${outDir}/sw.js must name ${INJECTION_POINT} once: run this once, right after the build`);
}

const { manifestEntries, count, size, warnings } = await getManifest({
  globDirectory: dir,
  // The pages, every script and style chunk (the text files of every language are script chunks), the
  // fonts and the manifest. Not the icons: the browser fetches those itself when it installs the app.
  globPatterns: ['*.html', 'user/*.html', 'assets/**/*.{js,css,woff2}', 'manifest.webmanifest'],
  // Names with a content hash need no revision: the name changes with the content.
  dontCacheBustURLsMatching: /^assets\//,
});
if (warnings.length > 0) throw new Error(`precache list: ${warnings.join('; ')}`);

writeFileSync(
  swPath,
  source.replace(INJECTION_POINT, () => JSON.stringify(manifestEntries)),
);
process.stdout.write(`service worker: ${count} files to precache, ${(size / 1024).toFixed(0)} KB → ${outDir}/sw.js\n`);
