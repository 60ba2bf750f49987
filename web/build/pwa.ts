import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { Plugin, PluginOption } from 'vite';
import { paths } from '../src/lib/pages.ts';

export interface PwaOptions {
  /** The web app's root folder (web/). */
  root: string;
  /** The build's language (th, or lo for the Laos build): the manifest's language and texts. */
  locale: string;
}

/** The texts of the manifest, from the build language's common namespace (`app.name`, `app.description`). */
function appTexts(root: string, locale: string): { name: string; description: string } {
  const common = JSON.parse(readFileSync(join(root, 'src/i18n/locales', locale, 'common.json'), 'utf8')) as {
    app: { name: string; description: string };
  };
  return common.app;
}

/** iOS reads its home-screen icon from a link, not from the manifest. */
function appleTouchIcon(): Plugin {
  return {
    name: 'portal:apple-touch-icon',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
    ],
  };
}

/**
 * The installable app (docs/decisions/010-pwa-service-worker.md): vite-plugin-pwa writes the web app manifest
 * and links it from index.html (so from every pre-rendered page too), and compiles `sw/sw.ts` to `sw.js`
 * without its precache list: the pages are not final until build/prerender.ts has run, so the list is filled
 * in by build/service-worker.ts, the build's last step. The app registers the worker itself (src/pwa/).
 */
export function pwa({ root, locale }: PwaOptions): PluginOption[] {
  const { name, description } = appTexts(root, locale);
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      injectManifest: { injectionPoint: undefined },
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name,
        short_name: name,
        description,
        lang: locale,
        dir: 'ltr',
        // Members land on their home; the app sends a visitor without a session on to /login.
        start_url: paths.home,
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0b0f1a',
        background_color: '#0b0f1a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    appleTouchIcon(),
  ];
}
