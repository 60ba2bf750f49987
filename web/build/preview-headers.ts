import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { headersFor, parseHeadersFile, type HeaderRule } from './security-headers.ts';

/**
 * `vite preview` serves the build's own `_headers` (written by build/headers.ts), as a static host would, so
 * every journey runs under the policy that ships. The paths the preview forwards to the simulator (its API,
 * the QA console, the API reference) are other applications with policies of their own (mock-server/src/docs,
 * admin/console-host.ts): they keep theirs. The file is read again when a new build replaces it.
 */
export function previewHeaders(): Plugin {
  let file = '';
  let forwarded: string[] = [];
  let read: { mtimeMs: number; rules: HeaderRule[] } | undefined;
  const rules = () => {
    const { mtimeMs } = statSync(file);
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return read.rules;
  };
  const isForwarded = (path: string) =>
    forwarded.some((key) => (key.startsWith('^') ? new RegExp(key).test(path) : path.startsWith(key)));
  return {
    name: 'portal:preview-headers',
    configResolved(config) {
      file = join(resolve(config.root, config.build.outDir), '_headers');
      forwarded = Object.keys(config.preview.proxy ?? {});
    },
    configurePreviewServer(server) {
      // No build, or one made without its headers: better no preview than one without the policy.
      rules();
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        if (!isForwarded(path)) {
          for (const [name, value] of Object.entries(headersFor(rules(), path))) response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
