import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { WorldSnapshot } from '@portal/contract/admin';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHarness } from './testing/harness.js';

/** `npm run mock -- …` as QA types it: the mock server's command line (main.ts) in a process of its own. */
const MAIN = 'mock-server/src/main.ts';
const running: ReturnType<typeof spawn>[] = [];
/** What each started server printed, in start order. */
const output: string[][] = [];

/** Starts the server on a free port; resolves with its address and what it printed once it is ready. */
function startMock(args: string[]): Promise<{ url: string; printed: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', ...args], { stdio: 'pipe' });
  running.push(child);
  const seen: string[] = [];
  output.push(seen);
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => {
      seen.push(chunk.toString());
      printed += chunk.toString();
      const url = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(printed)?.[1];
      if (url && printed.endsWith('\n') && (!args.includes('--passthrough') || printed.includes('passthrough to')))
        resolve({ url, printed });
    });
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${printed}`)));
  });
}

/** Runs the command line to its end: its exit code and what it wrote to stderr. */
async function runMock(args: string[]): Promise<{ code: number; stderr: string }> {
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', MAIN, '--port', '0', ...args]);
    return { code: 0, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, stderr: failed.stderr };
  }
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill();
  output.splice(0);
});

const backend = useHarness('laos');
const headers = { [CLIENT_HEADER.name]: CLIENT_HEADER.value, 'content-type': 'application/json' };

describe('npm run mock', () => {
  it('--world FILE starts the default world as the file holds it', async () => {
    const saved = (await backend.api('GET', '/__admin/world')).body as WorldSnapshot;
    const member = saved.tables.member.find((row) => row.phone === '02055512345')!;
    member.walletMinor = 123_456_00;
    const file = join(mkdtempSync(join(tmpdir(), 'world-')), 'saved.world.json');
    writeFileSync(file, JSON.stringify(saved));
    const { url, printed } = await startMock(['--world', file]);
    expect(printed).toContain(`world ${file}`);
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: '02055512345', password: member.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const wallet = await fetch(`${url}/api/wallet`, { headers: { ...headers, authorization: `Bearer ${token}` } });
    expect(((await wallet.json()) as { wallet: { amount: number } }).wallet.amount).toBe(123_456);
  }, 30_000);

  it('--passthrough URL --routes sends the routes named there and says which', async () => {
    const { url, printed } = await startMock([
      '--passthrough',
      backend.baseUrl,
      '--routes',
      'lookup.info',
      '--compare',
    ]);
    expect(printed).toContain(`passthrough to ${backend.baseUrl}: lookup.info (compared)`);
    const info = await fetch(`${url}/api/lookup/info`, { headers });
    expect(((await info.json()) as { name: string }).name).toBe('Gold Wallet Laos');
  }, 30_000);

  it("--spec-only answers the contract's additions 404 and the spec's routes as ever", async () => {
    const { url } = await startMock(['--spec-only']);
    const guest = await fetch(`${url}/api/chat/guest`, { method: 'POST', headers });
    expect([guest.status, await guest.json()]).toEqual([404, { message: 'NO_DATA' }]);
    const config = await fetch(`${url}/api/chat/config`, { headers });
    expect(config.status).toBe(200);
  }, 30_000);

  it('--log says which calls the real backend answered, and which it could not', async () => {
    const started = await startMock(['--passthrough', backend.baseUrl, '--routes', 'lookup.info', '--log']);
    await fetch(`${started.url}/api/lookup/info`, { headers });
    await fetch(`${started.url}/api/lookup/notice`, { headers });
    const closed = await startMock(['--passthrough', 'http://127.0.0.1:9', '--routes', 'lookup.info', '--log']);
    await fetch(`${closed.url}/api/lookup/info`, { headers });
    // Each line is printed once its answer is written: waited for as it comes.
    const printed = (child: number, line: RegExp) => vi.waitFor(() => expect(output[child].join('')).toMatch(line));
    await printed(0, /GET \/api\/lookup\/info 200 \(real\) [\d.]+ms\n/);
    await printed(0, /GET \/api\/lookup\/notice 200 [\d.]+ms\n/);
    await printed(1, /GET \/api\/lookup\/info 500 INTERNAL_SERVER_ERROR \(real backend unreachable\)/);
  }, 30_000);

  it('--seed N --clock ISO starts a world that two runs replay alike', async () => {
    const replay = async () => {
      const { url } = await startMock(['--seed', '7', '--clock', '2026-01-15T23:55:00+07:00']);
      const call = async (path: string, body?: unknown) =>
        (await (
          await fetch(url + path, { method: body ? 'POST' : 'GET', headers, body: JSON.stringify(body) })
        ).json()) as Record<string, unknown>;
      return {
        login: await call('/api/login', { username: '0812345678', password: 'secret123' }),
        otp: await call('/api/otp/send', { phoneNumber: '0870000001' }),
        slip: await call('/api/lookup/slip'),
        health: await call('/health'),
      };
    };
    const first = await replay();
    expect(await replay()).toEqual(first);
    expect(first.health.now).toBe('2026-01-15T16:55:00.000Z');
    expect(first.slip.isOpen).toBe(false);
    await vi.waitFor(() =>
      expect(output[0].join('')).toContain('replaying: seed 7, clock frozen at 2026-01-15T16:55:00.000Z'),
    );
  }, 30_000);

  it('refuses a seed or a clock out of bounds', async () => {
    expect(await runMock(['--seed', 'seven'])).toEqual({
      code: 2,
      stderr: expect.stringContaining('--seed: an integer from 0 to 4294967295'),
    });
    expect(await runMock(['--clock', '2026-01-15 10:00'])).toEqual({
      code: 2,
      stderr: expect.stringContaining('--clock: an ISO 8601 time with its offset'),
    });
  }, 30_000);

  it('refuses a pattern naming no route, an address that is not one, and a file that is not a world', async () => {
    const unknown = await runMock(['--passthrough', backend.baseUrl, '--routes', 'lookup.info,walet.get']);
    expect(unknown).toEqual({
      code: 2,
      stderr: expect.stringContaining('no route of the contract is named by walet.get'),
    });
    const address = await runMock(['--passthrough', 'ftp://example.test', '--routes', 'lookup.*']);
    expect(address).toEqual({ code: 2, stderr: expect.stringContaining('--passthrough: http or https only') });
    const file = join(mkdtempSync(join(tmpdir(), 'world-')), 'other.json');
    writeFileSync(file, '{"format":"something else"}');
    const notWorld = await runMock(['--world', file]);
    expect(notWorld).toEqual({ code: 2, stderr: expect.stringContaining('--world: format') });
  }, 60_000);
});
