/**
 * The backend-less demo's download: what the simulator adds to the app and whether it all comes after the first
 * paint (budgets: decision 024). Both builds are made and served in this run (vite preview, nothing behind
 * them); /login is opened in a fresh browser of each until the network is idle (the demo until its bar is
 * there), and every JavaScript file is gzipped at level 9 as a static host would serve it.
 *  - added: the demo's JavaScript minus the product build's, on the same page;
 *  - its own chunks (the build manifest's graph: what the demo's boot and the bar's texts load beyond the
 *    app's entry) and how much of them was requested before the first contentful paint;
 *  - ready: from navigation to the demo bar on screen (the simulator started, its world loaded).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { startServer, stopServer } from './processes.js';

export interface DemoFigures {
  productKB: number;
  demoKB: number;
  addedKB: number;
  /**
   * The demo's own chunks (from the build's manifest: what src/demo/boot.ts and the bar's texts load that the
   * app's entry does not), as loaded, and how much of them was requested before the first contentful paint.
   */
  ownKB: number;
  ownBeforePaintKB: number;
  ownBeforePaint: string[];
  firstPaintMs: number;
  readyMs: number;
  largestFile: { path: string; gzipKB: number };
}

const PORTS = { product: 3207, demo: 3208 };

function build(script: string): void {
  const result = spawnSync('npm', ['run', script, '-w', 'web', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run ${script} -w web failed`);
}

function preview(port: number, mode: string): ChildProcess {
  return startServer('npm', ['run', 'preview', '-w', 'web', '--', '--mode', mode, '--port', String(port)], {
    stdio: 'ignore',
  });
}

async function ready(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

interface Loaded {
  files: { path: string; gzip: number; startMs: number }[];
  firstPaintMs: number;
  readyMs: number;
}

async function load(browser: Browser, url: string, demo: boolean): Promise<Loaded> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js') || response.url().includes('mockServiceWorker')) return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  if (demo) await page.locator('[data-demo-bar]').waitFor();
  const readyMs = Date.now() - started;
  await sleep(300);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    starts: Object.fromEntries(
      performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]),
    ),
  }));
  const files = await Promise.all(
    [...bodies].map(async ([fileUrl, body]) => {
      const path = new URL(fileUrl).pathname;
      const bytes = await body;
      return { path, gzip: bytes ? gzipSync(bytes, { level: 9 }).length : 0, startMs: timing.starts[path] ?? 0 };
    }),
  );
  await context.close();
  return { files, firstPaintMs: timing.paint, readyMs };
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The chunks only the demo loads: what its boot and the bar's texts reach that no page of the app reaches. */
function demoChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync('web/dist-demo/.vite/manifest.json', 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const demoRoots = [
    'src/demo/boot.ts',
    ...Object.keys(manifest).filter((key) => /locales\/\w+\/demo\.json$/.test(key)),
  ];
  const closure = (keys: string[], skip: Set<string>, seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || skip.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure([...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])], skip, seen);
    }
    return seen;
  };
  const app = closure(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    new Set(demoRoots),
  );
  const own = [...closure(demoRoots, new Set())].filter((key) => !app.has(key));
  return new Set(own.map((key) => `/${manifest[key]!.file}`));
}

export async function measureDemo(): Promise<DemoFigures> {
  build('build');
  build('build:demo');
  const servers = [preview(PORTS.product, 'production'), preview(PORTS.demo, 'demo')];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    await ready(`http://127.0.0.1:${PORTS.product}/login`);
    await ready(`http://127.0.0.1:${PORTS.demo}/login`);
    const product = await load(browser, `http://127.0.0.1:${PORTS.product}/login`, false);
    const demo = await load(browser, `http://127.0.0.1:${PORTS.demo}/login`, true);
    const sum = (files: Loaded['files']) => files.reduce((total, file) => total + file.gzip, 0);
    const ownPaths = demoChunks();
    const own = demo.files.filter((file) => ownPaths.has(file.path));
    const largest = [...demo.files].sort((a, b) => b.gzip - a.gzip)[0];
    return {
      productKB: kb(sum(product.files)),
      demoKB: kb(sum(demo.files)),
      addedKB: kb(sum(demo.files) - sum(product.files)),
      ownKB: kb(sum(own)),
      ownBeforePaintKB: kb(sum(own.filter((file) => file.startMs <= demo.firstPaintMs))),
      ownBeforePaint: own.filter((file) => file.startMs <= demo.firstPaintMs).map((file) => file.path),
      firstPaintMs: Math.round(demo.firstPaintMs),
      readyMs: demo.readyMs,
      largestFile: { path: largest?.path ?? '-', gzipKB: kb(largest?.gzip ?? 0) },
    };
  } finally {
    await browser.close();
    servers.forEach(stopServer);
  }
}
