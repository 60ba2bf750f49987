import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface FirstPagePreloadOptions {
  /** Route path → the source modules of its lazy chunks and its text namespaces (src/app/first-page.ts). */
  pages: Record<string, { modules: string[]; namespaces: readonly string[] }>;
  /** Routes whose own HTML file carries their CSS inline (build/prerender.ts): no CSS preload there. */
  cssInline: readonly string[];
  /** Namespaces every page loads at start. */
  initialNamespaces: readonly string[];
  locales: readonly string[];
  /** The build's language when none is stored. */
  defaultLocale: string;
  /** The localStorage key of the stored language. */
  localeKey: string;
}

interface Files {
  js: string[];
  css: string[];
}

/** What the build preloads, by route and language; also written to `<outDir>/.vite/first-page.json`. */
export interface FirstPagePlan {
  routes: Record<string, Files & { ns: readonly string[] }>;
  texts: Record<string, Record<string, string>>;
  initial: readonly string[];
  locales: readonly string[];
  fallback: string;
  key: string;
}

/** The chunk and every chunk it imports statically, with their CSS, minus what the entry preloads already. */
function closure(chunk: OutputChunk, chunks: Map<string, OutputChunk>, skip: Set<string>): Files {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (file: string) => {
    if (skip.has(file) || js.includes(file)) return;
    const next = chunks.get(file);
    if (!next) return;
    js.push(file);
    for (const sheet of next.viteMetadata?.importedCss ?? []) css.add(sheet);
    next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return { js, css: [...css] };
}

/**
 * Lazy pages and language files cost a second round trip: the browser learns of them only once the entry
 * has run. This writes a few lines into the built index.html that, for the URL being opened and the stored
 * (or default) language, add preload links for the page's chunks, its CSS and its text files, so they load
 * beside the entry. Development is unchanged.
 */
export function firstPagePreload(options: FirstPagePreloadOptions): Plugin {
  let root = '';
  let base = '/';
  let written: FirstPagePlan | null = null;
  return {
    name: 'portal:first-page-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle: OutputBundle | undefined = context.bundle;
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle)
            .filter((output): output is OutputChunk => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const chunkOf = (module: string): OutputChunk => {
          const id = resolve(root, module);
          const found = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
          if (!found) throw new Error(`first-page preload: ${module} is not a chunk of this build`);
          return found;
        };
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        if (!entry) throw new Error('first-page preload: the build has no entry chunk');
        const inEntry = new Set(closure(entry, chunks, new Set()).js);
        const url = (file: string) => `${base}${file}`;

        const routes: FirstPagePlan['routes'] = {};
        for (const [path, needs] of Object.entries(options.pages)) {
          const js = new Set<string>();
          const css = new Set<string>();
          for (const module of needs.modules) {
            const files = closure(chunkOf(module), chunks, inEntry);
            files.js.forEach((file) => js.add(url(file)));
            files.css.forEach((file) => css.add(url(file)));
          }
          routes[path] = { js: [...js], css: [...css], ns: needs.namespaces };
        }
        const namespaces = new Set([
          ...options.initialNamespaces,
          ...Object.values(options.pages).flatMap((page) => page.namespaces),
        ]);
        const texts: Record<string, Record<string, string>> = {};
        for (const locale of options.locales) {
          texts[locale] = {};
          for (const namespace of namespaces) {
            texts[locale][namespace] = url(chunkOf(`src/i18n/locales/${locale}/${namespace}.json`).fileName);
          }
        }

        const plan: FirstPagePlan = {
          routes,
          texts,
          initial: options.initialNamespaces,
          locales: options.locales,
          fallback: options.defaultLocale,
          key: options.localeKey,
        };
        const script = `(function (plan, cssInline) {
  var locale = null;
  try { locale = localStorage.getItem(plan.key); } catch (e) {}
  if (plan.locales.indexOf(locale) < 0) locale = plan.fallback;
  document.documentElement.setAttribute('data-locale', locale);
  var path = location.pathname.replace(/\\/+$/, '');
  var page = plan.routes[path] || { js: [], css: [], ns: [] };
  function link(rel, href, as) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    element.crossOrigin = '';
    if (as) element.as = as;
    document.head.appendChild(element);
  }
  page.js.forEach(function (href) { link('modulepreload', href); });
  if (cssInline.indexOf(path) < 0) page.css.forEach(function (href) { link('preload', href, 'style'); });
  plan.initial.concat(page.ns).forEach(function (ns) { link('modulepreload', plan.texts[locale][ns]); });
})(${JSON.stringify(plan)}, ${JSON.stringify(options.cssInline)});`;
        written = plan;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
    writeBundle(output) {
      if (!written || !output.dir) return;
      mkdirSync(join(output.dir, '.vite'), { recursive: true });
      writeFileSync(join(output.dir, '.vite', 'first-page.json'), JSON.stringify(written, null, 2));
    },
  };
}
