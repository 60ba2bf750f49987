/**
 * `npm run bench` in its smoke size (BENCH_SMOKE=1): every part runs whole (the mock server, the web app with
 * Lighthouse and slow 3G, the QA console, the demo), prints its figures against their budgets, and leaves no
 * server behind, on success and on failure. The figures themselves are not judged here: speed is measured by
 * the bench, never in tests. `npm test` runs this file as a part of its own (`npm run test:bench`), beside the
 * checks and the unit tests and before the journeys (scripts/test.mjs).
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
/** The ports the server part listens on (run.ts): mock, bare, Express, history. */
const PORTS = [3201, 3202, 3203, 3204];
/** The other parts': the web app's mock server and preview (web-app.ts), the console's (console.ts), the demo's two previews (demo.ts). */
const OTHER_PORTS = [3211, 4211, 3206, 3207, 3208];

/**
 * The environment `npm run bench` has in a shell: without what vitest sets (NODE_ENV=test, VITEST…), under which
 * the bench's `vite build`s would take packages' development builds (socket.io's, with `debug`).
 */
function shellEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
}

function bench(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/run.ts'], {
      cwd: ROOT,
      env: { ...shellEnv(), BENCH_SMOKE: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm run bench, smoke size', () => {
  it('runs every part whole, prints each figure against its budget, and stops every server', async () => {
    const { code, out } = await bench({});
    expect(code, out).toBe(0);
    expect(out).toContain('Wallet read: mock');
    expect(out).toContain('List reads after 200 entries per list');
    expect(out).toMatch(/chat history, newest 10\) p99, ms/);
    expect(out).toMatch(/First-load JavaScript of \/login: [\d.]+ KB gzipped/);
    expect(out).toMatch(/\/login, first visit \(Thai\) +painted \d+/);
    expect(out).toMatch(/\/user\/home +performance \d+ .*LCP element: \S/);
    expect(out).toMatch(/QA console first load \(\/__console\): [\d.]+ KB/);
    expect(out).toMatch(/Demo \(npm run build:demo\) \/login: [\d.]+ KB/);
    expect(out).toMatch(/Budgets \(scripts\/bench\/budgets\.json\): \d+ of \d+ held/);
    for (const port of [...PORTS, ...OTHER_PORTS]) expect(await listening(port), `port ${port}`).toBe(false);
  }, 300_000);

  it('stops the servers it started when a part fails', async () => {
    // The bare server's port is taken by one that never answers /health: the part fails after the mock server
    // has started.
    const squatter: Server = createServer((_request, response) => response.writeHead(503).end());
    await new Promise<void>((resolve) => squatter.listen(PORTS[1], '127.0.0.1', resolve));
    try {
      const { code, out } = await bench({ BENCH_ONLY: 'server', BENCH_WAIT_MS: '2000' });
      expect(code, out).toBe(1);
      expect(out).toContain('did not answer');
      expect(await listening(PORTS[0]), 'the mock server').toBe(false);
      expect(await listening(PORTS[2]), 'the Express server').toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 120_000);
});
