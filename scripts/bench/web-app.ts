/**
 * The production web app for the bench: built once, served by `vite preview` beside a mock server (scenario
 * default), opened in Chromium at 390x844.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer, stopServer } from './processes.js';

/** The phone the bench opens pages on: 390x844 at 2×, touch, no service worker (fresh loads). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const;

export interface WebApp {
  webUrl: string;
  mockUrl: string;
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      await sleep(100);
    }
  }
  throw new Error(`${url} did not answer`);
}

function run(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return startServer(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function withWebApp<T>(use: (app: WebApp) => Promise<T>): Promise<T> {
  const mockPort = 3211;
  const webPort = 4211;
  const build = run('npm', ['run', 'build', '-w', 'web']);
  const built = await new Promise<number>((resolve) => build.once('exit', (code) => resolve(code ?? 1)));
  if (built !== 0) throw new Error('the web build failed');
  // The bench's web origin may open the chat socket (the mock server allows only the dev and preview ports).
  const mock = run(process.execPath, ['--import', 'tsx', 'mock-server/src/main.ts', '--port', String(mockPort)], {
    MOCK_ALLOWED_ORIGINS: `http://127.0.0.1:${webPort},http://localhost:${webPort}`,
  });
  const preview = run('npm', ['run', 'preview', '-w', 'web', '--', '--port', String(webPort), '--strictPort'], {
    MOCK_PORT: String(mockPort),
  });
  try {
    const app = { webUrl: `http://127.0.0.1:${webPort}`, mockUrl: `http://127.0.0.1:${mockPort}` };
    await waitFor(`${app.mockUrl}/health`);
    await waitFor(`${app.webUrl}/`);
    return await use(app);
  } finally {
    stopServer(mock);
    stopServer(preview);
  }
}

/** A member's token from the mock server (the default scenario's member), for pages behind the login. */
export async function memberToken(app: WebApp): Promise<string> {
  const response = await fetch(`${app.mockUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client': 'wallet-user' },
    body: JSON.stringify({ username: '0812345678', password: 'secret123' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`log-in for the bench failed: ${response.status}`);
  return body.token;
}
