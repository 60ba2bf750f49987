/**
 * Writes each public page's own HTML file (`login.html`, …) into a finished client build: index.html with
 * the page already drawn in the build's default language, so its heading is in the first paint instead of
 * waiting for the scripts (docs/decisions/006-prerendered-public-pages.md). The app then takes that markup
 * over (hydration). A visitor who chose another language gets the page hidden until the app draws it anew.
 * The stylesheets are inlined, in these pages and in index.html, so the first paint waits for no request.
 *
 * Usage (after `vite build` and `vite build --ssr src/prerender.tsx --outDir .ssr`):
 *   tsx build/prerender.ts <client outDir> <locale>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LOCALES, type Locale } from '../../contract/src/constants.ts';
import { prerenderedPaths } from '../src/app/first-page.ts';
import type { FirstPagePlan } from './first-page-preload.ts';

const [outDir, locale] = process.argv.slice(2) as [string, Locale];
if (!outDir || !LOCALES.includes(locale)) {
  throw new Error(`usage: tsx build/prerender.ts <outDir> <${LOCALES.join('|')}>`);
}

const web = resolve(import.meta.dirname, '..');
const { render } = (await import(pathToFileURL(join(web, '.ssr/prerender.js')).href)) as {
  render: (path: string, locale: Locale) => Promise<string>;
};

const template = readFileSync(join(web, outDir, 'index.html'), 'utf8');
const plan = JSON.parse(readFileSync(join(web, outDir, '.vite/first-page.json'), 'utf8')) as FirstPagePlan;
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
if (!ROOT.test(template)) throw new Error(`${outDir}/index.html has no boot markup in #root to replace`);
// Until the app has drawn it again, a page pre-rendered in another language than the reader's stays hidden
// (the preload script of index.html sets <html data-locale>).
const hideOtherLanguage = `<style>html[data-locale]:not([data-locale="${locale}"]) #root[data-prerendered]{visibility:hidden}</style>`;

/** A stylesheet of the build, inline: the first paint waits for no request (the files are a few KB each). */
const inlineStyle = (href: string) => `<style>${readFileSync(join(web, outDir, href), 'utf8')}</style>`;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

for (const path of prerenderedPaths) {
  const html = await render(path, locale);
  // The page's own styles (a lazy chunk's CSS) must be there for the first paint too, or it would jump.
  const pageStyles = (plan.routes[path]?.css ?? []).map(inlineStyle).join('');
  const page = template
    .replace(STYLESHEET, (_link, href: string) => inlineStyle(href))
    .replace('</head>', `${pageStyles}${hideOtherLanguage}</head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${locale}">${html}</div>`);
  writeFileSync(join(web, outDir, `${path.slice(1)}.html`), page);
  process.stdout.write(`pre-rendered ${path} (${locale}) → ${outDir}${path}.html\n`);
}

// Every other path gets index.html: its stylesheets inline too.
writeFileSync(
  join(web, outDir, 'index.html'),
  template.replace(STYLESHEET, (_link, href: string) => inlineStyle(href)),
);
