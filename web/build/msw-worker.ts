import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The demo build's service worker: MSW's own script, from the installed msw package (so it always matches the
 * library that talks to it), emitted at the site's root as /mockServiceWorker.js.
 */
export function mswWorker(): Plugin {
  return {
    name: 'portal:msw-worker',
    apply: 'build',
    generateBundle() {
      const script = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: readFileSync(script, 'utf8') });
    },
  };
}
