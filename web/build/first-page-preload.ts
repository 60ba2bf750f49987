import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export interface FirstPagePreloadOptions {
  /** Route path → the source modules of its lazy chunks and its text namespaces (src/app/first-page.ts). */
  pages: Record<string, { modules: string[]; namespaces: readonly string[] }>;
  /** Modal name (`?modal=`) → the paths it opens over, the source modules of its lazy chunk, its namespaces. */
  modals: Record<string, { over: string; modules: string[]; namespaces: readonly string[] }>;
  /**
   * Packages the entry imports lazily, so that they run in a task of their own rather than in the entry's
   * (a shorter longest task while the page loads), though every page needs them: loaded beside the entry.
   */
  besideEntry: readonly string[];
  /** Namespaces every page loads at start. */
  initialNamespaces: readonly string[];
  locales: readonly string[];
  /** The build's language when none is stored. */
  defaultLocale: string;
  /** The localStorage key of the stored language. */
  localeKey: string;
  /** Where a member page's early read leaves its answer (src/early/early-reads.ts). */
  earlyReadKey: string;
  /** How long the scripts wait for that answer before they start anyway. */
  earlyReadWaitMs: number;
  /** The wait before the app's code, failed to arrive, is asked for again: the first, and the longest. */
  recoveryMs: { first: number; max: number };
}

/** What the build preloads, by route and language. */
export interface FirstPagePlan {
  routes: Record<string, { js: string[]; ns: readonly string[] }>;
  modals: Record<string, { over: string; js: string[]; ns: readonly string[] }>;
  texts: Record<string, Record<string, string>>;
  initial: readonly string[];
  locales: readonly string[];
  fallback: string;
  key: string;
  early: string;
  earlyWait: number;
  retry: { first: number; max: number };
}

/**
 * The chunk and every chunk it imports statically, minus what the entry preloads already. (No stylesheets:
 * the app has one, inlined into every page.)
 */
function closure(chunk: OutputChunk, chunks: Map<string, OutputChunk>, skip: Set<string>): string[] {
  const js: string[] = [];
  const visit = (file: string) => {
    if (skip.has(file) || js.includes(file)) return;
    const next = chunks.get(file);
    if (!next) return;
    js.push(file);
    next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return js;
}

/**
 * Lazy pages and language files cost a second round trip: the browser learns of them only once the entry
 * has run. This writes a few lines into the built index.html that, for the URL being opened and the stored
 * (or default) language, add preload links for the page's chunks and its text files, so they load
 * beside the entry. Development is unchanged.
 */
export function firstPagePreload(options: FirstPagePreloadOptions): Plugin {
  let root = '';
  let base = '/';
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
        const inEntry = new Set(closure(entry, chunks, new Set()));
        const url = (file: string) => `${base}${file}`;

        const filesOf = (modules: string[]) => {
          const js = new Set<string>();
          for (const module of modules) closure(chunkOf(module), chunks, inEntry).forEach((file) => js.add(url(file)));
          return [...js];
        };
        const routes: FirstPagePlan['routes'] = {};
        for (const [path, needs] of Object.entries(options.pages)) {
          routes[path] = { js: filesOf(needs.modules), ns: needs.namespaces };
        }
        const modals: FirstPagePlan['modals'] = {};
        for (const [name, needs] of Object.entries(options.modals)) {
          modals[name] = { over: needs.over, js: filesOf(needs.modules), ns: needs.namespaces };
        }
        const namespaces = new Set([
          ...options.initialNamespaces,
          ...[...Object.values(options.pages), ...Object.values(options.modals)].flatMap((page) => page.namespaces),
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
          modals,
          texts,
          initial: options.initialNamespaces,
          locales: options.locales,
          fallback: options.defaultLocale,
          key: options.localeKey,
          early: options.earlyReadKey,
          earlyWait: options.earlyReadWaitMs,
          retry: options.recoveryMs,
        };
        // The entry and its imports, which Vite wrote into the page as tags, start from the script below.
        const boot = { entry: '', imports: [] as string[] };
        const page = html
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/, (_tag, src: string) => {
            boot.entry = src;
            return '';
          })
          .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
            boot.imports.push(href);
            return '';
          });
        if (!boot.entry) throw new Error('first-page preload: index.html has no entry script');
        const require = createRequire(resolve(root, 'package.json'));
        for (const name of options.besideEntry) {
          const id = require.resolve(name);
          const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
          if (!chunk) throw new Error(`first-page preload: ${name} is not a chunk of its own in this build`);
          closure(chunk, chunks, inEntry).forEach((file) => boot.imports.push(url(file)));
        }
        // Paint first, then fetch and run the app: once the whole page is parsed, the frame that paints it is
        // shown (the next frame begins) before any script is asked for (on a slow network the HTML takes far
        // longer than a frame anyway). A hidden tab, which draws no frames, starts at once, or when it is shown or
        // hidden. A member page whose own script reads its first answer (src/early/) lets that answer come first,
        // for a moment at most: the money, and the pictures the answer names, are painted before the scripts
        // compete with them for the network. An entry that fails to arrive (the server unreachable) is asked for
        // again as a failed read is (src/api/recovery.ts): when the network returns, when the player comes back,
        // or after 2 s, 4 s … a minute; meanwhile the pre-drawn page keeps what is typed into it, and the app takes
        // it over when it comes.
        const script = `(function (plan, boot) {
  var locale = null;
  try { locale = localStorage.getItem(plan.key); } catch (e) {}
  if (plan.locales.indexOf(locale) < 0) locale = plan.fallback;
  document.documentElement.setAttribute('data-locale', locale);
  var path = location.pathname.replace(/\\/+$/, '');
  var page = plan.routes[path] || { js: [], ns: [] };
  // A modal the address opens over this page (a link, a reload, a tap on the pre-drawn menu) comes with it, by
  // the test the app's modal outlet makes.
  var named = new URLSearchParams(location.search).get('modal');
  var modal = named !== null && Object.prototype.hasOwnProperty.call(plan.modals, named) &&
    location.pathname.indexOf(plan.modals[named].over) === 0 ? plan.modals[named] : { js: [], ns: [] };
  function preload(href) {
    var element = document.createElement('link');
    element.rel = 'modulepreload';
    element.href = href;
    element.crossOrigin = '';
    element.setAttribute('data-first', '');
    document.head.appendChild(element);
  }
  // One link a task: adding a modulepreload link costs 1 to 30 ms on a slow phone, and twenty of them in one
  // task kept a tap waiting up to 90 ms. A message, unlike a timer, is not held back after a few in a row.
  function preloadInTurn(hrefs) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      if (hrefs.length === 0) return channel.port1.close();
      preload(hrefs.shift());
      channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }
  // Trusted Types (docs/decisions/019): a script's address must come from a policy; this one names the entry only.
  var entryPolicy = window.trustedTypes && trustedTypes.createPolicy('portal-entry', {
    createScriptURL: function (url) {
      if (url !== boot.entry) throw new TypeError('not the entry script: ' + url);
      return url;
    }
  });
  function retryLater(retry, failures) {
    var done = false;
    var timer = setTimeout(fire, Math.min(plan.retry.first * Math.pow(2, failures - 1), plan.retry.max));
    function fire() {
      if (done || document.visibilityState === 'hidden') return;
      done = true;
      clearTimeout(timer);
      removeEventListener('online', fire);
      removeEventListener('focus', fire);
      document.removeEventListener('visibilitychange', fire);
      retry();
    }
    addEventListener('online', fire);
    addEventListener('focus', fire);
    document.addEventListener('visibilitychange', fire);
  }
  var failures = 0;
  function run() {
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = entryPolicy ? entryPolicy.createScriptURL(boot.entry) : boot.entry;
    entry.onerror = function () {
      entry.remove();
      failures += 1;
      retryLater(run, failures);
    };
    document.head.appendChild(entry);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    run();
    var ns = plan.initial.concat(page.ns, modal.ns).filter(function (each, index, all) {
      return all.indexOf(each) === index;
    });
    preloadInTurn(boot.imports.concat(page.js, modal.js.filter(function (href) {
      return page.js.indexOf(href) < 0;
    }), ns.map(function (each) { return plan.texts[locale][each]; })));
  }
  function afterEarlyRead() {
    var early = window[plan.early];
    if (!early) return start();
    setTimeout(start, plan.earlyWait);
    early.answer
      .then(function () {
        var pictures = [].slice.call(document.querySelectorAll('#root img[data-early][src]'));
        return Promise.all(pictures.map(function (picture) { return picture.decode().catch(function () {}); }));
      })
      .then(function () { requestAnimationFrame(function () { requestAnimationFrame(start); }); });
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (document.visibilityState === 'hidden') return start();
    requestAnimationFrame(function () { requestAnimationFrame(afterEarlyRead); });
  });
  document.addEventListener('visibilitychange', start);
})(${JSON.stringify(plan)}, ${JSON.stringify(boot)});`;
        return { html: page, tags: [{ tag: 'script', children: script, injectTo: 'head' }] };
      },
    },
  };
}
