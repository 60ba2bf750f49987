import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
// By path, not by package name: the config loader bundles relative imports but leaves packages to Node.
import { LOCALES, STORAGE_KEYS } from '../contract/src/constants.ts';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { firstModalNeeds, firstPageNeeds } from './src/app/first-page.ts';
import { RECOVERY_FIRST_MS, RECOVERY_MAX_MS } from './src/api/recovery-delay.ts';
import { EARLY_READ_KEY, EARLY_READ_WAIT_MS } from './src/early/constants.ts';
import { INITIAL_NAMESPACES } from './src/i18n/namespaces.ts';
import { firstPagePreload } from './build/first-page-preload.ts';
import { mswWorker } from './build/msw-worker.ts';
import { previewHeaders } from './build/preview-headers.ts';
import { pwa } from './build/pwa.ts';
import { unreadZodSchema } from './build/unread-zod-schema.ts';

/** The mock server the dev and preview servers forward to (npm start: 3001; Playwright: 3101). */
const mockServer = `http://127.0.0.1:${process.env.MOCK_PORT ?? 3001}`;
/** A real backend instead, for /api and the chat socket: API_PROXY_TARGET=https://backend.example npm run dev -w web */
const apiServer = process.env.API_PROXY_TARGET ?? mockServer;

// changeOrigin: the Host header names the target, which the mock server requires (it refuses other names,
// a guard against DNS rebinding). xfwd: X-Forwarded-For names each visitor, so the server's per-client limits
// count visitors and not the proxy (it believes the header from loopback, MOCK_TRUSTED_PROXIES).
const forward = (target: string): ProxyOptions => ({ target, changeOrigin: true, xfwd: true });
const proxy: Record<string, ProxyOptions> = {
  '/api': forward(apiServer),
  '/socket.io': { ...forward(apiServer), ws: true },
  '/__admin': forward(mockServer),
  '/__console': forward(mockServer),
  '/health': forward(mockServer),
  '/mock-assets': forward(mockServer),
  // The simulator's API reference (mock-server/src/docs) and the OpenAPI document it renders.
  '/docs': forward(mockServer),
  '/openapi.json': forward(mockServer),
};

// `vite build` = Thai flavour (web/.env); `vite build --mode laos` = Laos flavour (web/.env.laos).
const root = fileURLToPath(new URL('.', import.meta.url));
/** The build's language when the reader has chosen none: Lao in the Laos build, else Thai. */
const flavourLocale = (mode: string) => (loadEnv(mode, root, 'VITE_').VITE_FLAVOUR === 'laos' ? 'lo' : 'th');
/** The backend-less demo (`--mode demo` / `demo-laos`): the simulator answers in the page (docs/decisions/017). */
const isDemo = (mode: string) => loadEnv(mode, root, 'VITE_').VITE_DEMO === 'true';
/** Packages the simulator's libraries bring that it never runs: left out of the demo (build/demo-shims/README.md). */
const demoShims = [
  { find: /^\.\/model\/generate(Rest|GraphQL)Handlers$/, replacement: shim('mswjs-data-handlers') },
  { find: /^\.\/extensions\/sync$/, replacement: shim('mswjs-data-sync') },
  { find: /^lodash$/, replacement: shim('lodash') },
  { find: /^date-fns$/, replacement: shim('date-fns') },
  { find: /^tough-cookie$/, replacement: shim('tough-cookie') },
  { find: /^debug$/, replacement: shim('debug') },
  { find: /^md5$/, replacement: shim('md5') },
];
function shim(name: string): string {
  return fileURLToPath(new URL(`./build/demo-shims/${name}.ts`, import.meta.url));
}
const outDirOf = (mode: string) =>
  ({ laos: 'dist-laos', demo: 'dist-demo', 'demo-laos': 'dist-demo-laos' })[mode] ?? 'dist';

export default defineConfig(({ mode, isSsrBuild }) => ({
  // Absolute, so the config also works when vite runs from the repository root (--config web/vite.config.ts).
  root,
  plugins: [
    react(),
    unreadZodSchema(),
    firstPagePreload({
      pages: firstPageNeeds(),
      modals: firstModalNeeds(),
      besideEntry: ['react-dom/client'],
      initialNamespaces: INITIAL_NAMESPACES,
      locales: LOCALES,
      defaultLocale: flavourLocale(mode),
      localeKey: STORAGE_KEYS.locale,
      earlyReadKey: EARLY_READ_KEY,
      earlyReadWaitMs: EARLY_READ_WAIT_MS,
      recoveryMs: { first: RECOVERY_FIRST_MS, max: RECOVERY_MAX_MS },
    }),
    // The manifest and the service worker belong to the client build, not to the pre-rendering server build.
    // The demo has MSW's worker instead of the app's: one service worker for the scope, never two.
    isSsrBuild ? [] : isDemo(mode) ? mswWorker() : pwa({ root, locale: flavourLocale(mode) }),
    // The preview serves the build's security headers (build/headers.ts writes them after the pages).
    previewHeaders(),
  ],
  resolve: { alias: isDemo(mode) ? demoShims : [] },
  // Lightning CSS resolves `composes: … from '…'` between CSS modules itself (PostCSS warns on it).
  css: { transformer: 'lightningcss' },
  // No CORS answers (Vite's default allows any localhost origin): a page on another port must not drive the
  // simulator's QA surface through this proxy.
  server: { port: 5173, strictPort: true, proxy, cors: false },
  // The demo is previewed as a static host serves it: nothing forwarded anywhere.
  preview: isDemo(mode)
    ? { port: mode === 'demo-laos' ? 4176 : 4175, strictPort: true, host: '127.0.0.1', cors: false }
    : { port: 4173, strictPort: true, host: '127.0.0.1', proxy, cors: false },
  // Each flavour builds to its own folder, so both can be previewed side by side.
  build: {
    outDir: outDirOf(mode),
    // The demo's chunk graph, for the bench to tell the simulator's own chunks from the app's (scripts/bench/demo.ts).
    manifest: isDemo(mode),
    emptyOutDir: true,
    // One stylesheet for the whole app, inlined into every page by build/prerender.ts (about 8 KB gzipped): a
    // lazy page then waits for no stylesheet, which cost a round trip per page (2 s on slow 3G).
    cssCodeSplit: false,
  },
}));
