/**
 * Writes each public page's own HTML file (`login.html`, …) into a finished client build: index.html with
 * the page already drawn, so its heading is in the first paint instead of waiting for the scripts
 * (docs/decisions/006-prerendered-public-pages.md). The page is drawn in every language: the build's default
 * in #root, the others in templates that a line of script swaps in before the first paint for a reader who
 * chose one. The app then takes that markup over (hydration).
 * Each member page gets its own file too (`user/home.html`, …) with the member's frame and that page in it
 * (skeletons where the server's answers go), and index.html (every other path) the frame alone; both are
 * drawn in for a returning member, so the page is on screen before the scripts arrive.
 * The stylesheets are inlined, in these pages and in index.html, so the first paint waits for no request.
 *
 * A member page's file also carries its early read (src/early/): a few lines at the top of its head that ask for
 * the page's first answer while the rest of the HTML arrives, and a few after its markup that fill its figures
 * in, bundled here from the same modules the app uses. The
 * login page's file carries its early log-in the same way: the pre-drawn form logs in before the app arrives.
 *
 * Usage (after `vite build` and `vite build --ssr src/prerender.tsx --outDir .ssr`):
 *   tsx build/prerender.ts <client outDir> <locale> [vite mode, for the API's origin]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { loadEnv } from 'vite';
import { LOCALES, STORAGE_KEYS, type Locale } from '../../contract/src/constants.ts';
import { routeCodes } from '../../contract/src/route-kit.ts';
import { accountContract } from '../../contract/src/routes/account.ts';
import { earlyAsks } from '../src/early/early-asks.ts';
import { predrawnPaths } from '../src/lib/pages.ts';

const prerenderedPaths = predrawnPaths('public');
const predrawnMemberPaths = predrawnPaths('member');

const [outDir, locale, mode = 'production'] = process.argv.slice(2) as [string, Locale, string?];
if (!outDir || !LOCALES.includes(locale)) {
  throw new Error(`usage: tsx build/prerender.ts <outDir> <${LOCALES.join('|')}> [vite mode]`);
}

const web = resolve(import.meta.dirname, '..');
const { render, renderMember } = (await import(pathToFileURL(join(web, '.ssr/prerender.js')).href)) as {
  render: (path: string, locale: Locale) => Promise<string>;
  renderMember: (locale: Locale, path?: string) => Promise<string>;
};

const template = readFileSync(join(web, outDir, 'index.html'), 'utf8');
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>/;
if (!ROOT.test(template)) throw new Error(`${outDir}/index.html has no boot markup in #root to replace`);
// A page pre-rendered in another language than the reader's (the preload script of index.html sets
// <html data-locale>) stays hidden until its own language is swapped in: never a flash of the wrong language.
const hideOtherLanguage = `<style>html[data-locale]:not([data-locale="${locale}"]) #root[data-prerendered="${locale}"]{visibility:hidden}</style>`;

/**
 * Drawings of a page in `locales`, as inert templates after #root; one after the other, since the language
 * of the drawing is the app's one global language.
 */
async function templates(locales: readonly Locale[], draw: (locale: Locale) => Promise<string>): Promise<string> {
  let html = '';
  for (const each of locales) html += `<template data-predrawn="${each}">${await draw(each)}</template>`;
  return html;
}

/**
 * Runs as the parser reaches it, right after #root and the templates, before the first paint: puts the
 * reader's language in when `when` holds. A pre-rendered page is then marked with its language, and the app
 * hydrates a #root marked with its own (main.tsx); the member's frame is not marked, the app draws afresh
 * over it (the same frame, so nothing moves).
 */
const swapIn = (when: string, mark: boolean) =>
  `<script>(function () {
  var root = document.getElementById('root');
  var locale = document.documentElement.getAttribute('data-locale');
  if (!(${when})) return;
  var drawn = document.querySelector('template[data-predrawn="' + locale + '"]');
  if (drawn) {
    root.replaceChildren(drawn.content.cloneNode(true));
    document.documentElement.lang = locale;
  }
  ${mark ? `if (drawn || locale === '${locale}') root.setAttribute('data-prerendered', locale);` : ''}
})();</script>`;

/** The app's one stylesheet, inline: the first paint waits for no request (about 8 KB gzipped). */
const inlineStyle = (href: string) => `<style>${readFileSync(join(web, outDir, href), 'utf8')}</style>`;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

const env = loadEnv(mode, web);
// The demo's API runs in the page, started by the app's scripts: a call before them would find no one to answer.
const demo = env.VITE_DEMO === 'true';
const API_BASE_URL = JSON.stringify((env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''));

/** One of src/early/'s scripts, bundled for inlining (the same modules the app uses). */
async function inlineScript(file: string, define: Record<string, string>): Promise<string> {
  const built = await build({
    entryPoints: [join(web, 'src/early', file)],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    // Thai and Lao as they are, not as \u escapes: a third of the size.
    charset: 'utf8',
    define: { API_BASE_URL, ...define },
  });
  return `<script>${built.outputFiles[0]!.text.trim()}</script>`;
}

/** The texts the login page's own log-in says, per language: its checks, the log-in's codes, a failed request. */
function loginTexts(): Record<string, Record<string, string>> {
  const codes = routeCodes(accountContract.login.metadata, true);
  const read = (each: Locale, namespace: string) =>
    JSON.parse(readFileSync(join(web, 'src/i18n/locales', each, `${namespace}.json`), 'utf8')) as Record<
      string,
      Record<string, string> | string
    >;
  return Object.fromEntries(
    LOCALES.map((each) => {
      const errors = read(each, 'errors');
      const own = Object.fromEntries(codes.map((code) => [code, errors[code]]).filter(([, text]) => text));
      return [each, { ...(read(each, 'auth').errors as Record<string, string>), ...(errors.client as object), ...own }];
    }),
  );
}
const earlyLogin = demo
  ? ''
  : await inlineScript('early-login-script.ts', {
      LAOS: JSON.stringify(env.VITE_FLAVOUR === 'laos'),
      LOGIN_TEXTS: JSON.stringify(loginTexts()),
    });

const earlyReadScript = demo ? '' : await inlineScript('early-read-script.ts', {});
const earlyAskScript = demo ? '' : await inlineScript('early-ask-script.ts', {});
/**
 * A page with an early read asks for its answer first thing in its head, while its markup still arrives: right
 * after the charset, which must stay within the document's first 1,024 bytes.
 */
const askingEarly = (page: string) =>
  page.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}${earlyAskScript}`);
/** What a public page carries after its markup: the login's own log-in, the contact page's early read. */
const publicScripts: Partial<Record<(typeof prerenderedPaths)[number], string>> = {
  '/login': earlyLogin,
  '/contact': earlyReadScript,
};

for (const path of prerenderedPaths) {
  const others = await templates(
    LOCALES.filter((other) => other !== locale),
    (other) => render(path, other),
  );
  const html = await render(path, locale);
  const page = template
    .replace(STYLESHEET, (_link, href: string) => inlineStyle(href))
    .replace('</head>', `${hideOtherLanguage}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${locale}">${html}</div>${others}${swapIn('true', true)}${publicScripts[path] ?? ''}`,
    );
  writeFileSync(join(web, outDir, `${path.slice(1)}.html`), path in earlyAsks ? askingEarly(page) : page);
  process.stdout.write(`pre-rendered ${path} (${locale}) → ${outDir}${path}.html\n`);
}

// A member's page gets its own file (`/user/home` → user/home.html) and every other path index.html, both with
// their stylesheets inline. For a returning member (a stored token) on a member path, the member's frame is
// drawn in, in every language: with the page in it in a page's own file, empty in index.html. Anyone else
// keeps the boot markup (the brand mark) until the app sends them to /login.
const returningMember = `/^\\/user(\\/|$)/.test(location.pathname) && (function () {
    try { return !!(localStorage.getItem('${STORAGE_KEYS.token}') || sessionStorage.getItem('${STORAGE_KEYS.token}')); }
    catch (e) { return false; }
  })()`;
const withMemberDrawn = async (path?: string, after = '') => {
  const drawn = await templates(LOCALES, (each) => renderMember(each, path));
  return template
    .replace(STYLESHEET, (_link, href: string) => inlineStyle(href))
    .replace(ROOT, (boot) => `${boot}${drawn}${swapIn(returningMember, false)}${after}`);
};
mkdirSync(join(web, outDir, 'user'), { recursive: true });
for (const path of predrawnMemberPaths) {
  // Only a page with an early read carries its scripts (the statement and the wheel have none).
  const drawn = await withMemberDrawn(path, path in earlyAsks ? earlyReadScript : '');
  writeFileSync(join(web, outDir, `${path.slice(1)}.html`), path in earlyAsks ? askingEarly(drawn) : drawn);
  process.stdout.write(`pre-drawn ${path} for a returning member → ${outDir}${path}.html\n`);
}
writeFileSync(join(web, outDir, 'index.html'), await withMemberDrawn());
