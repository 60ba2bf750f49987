import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createSimulator } from './simulator.js';

const entry = fileURLToPath(new URL('./simulator.ts', import.meta.url));
/**
 * Bundles the simulator as a browser would get it. esbuild cannot resolve a Node built-in for the browser
 * platform (a package's `browser` field may map one away, as crypto-js does), so each one left is an error
 * that names the file asking for it.
 */
async function bundleForBrowser(): Promise<{ ownFiles: string[]; problems: string[] }> {
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      logLevel: 'silent',
      metafile: true,
    });
    const ownFiles = Object.keys(result.metafile.inputs).filter(
      (file) => !file.includes('node_modules') && !file.startsWith('(disabled)'),
    );
    return { ownFiles, problems: [] };
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { file: string } | null }[] }).errors ?? [];
    return { ownFiles: [], problems: errors.map((e) => `${e.location?.file ?? '?'}: ${e.text}`) };
  }
}

describe('the simulator core in a browser', () => {
  it('bundles for the browser with no Node built-in anywhere in it (domain, world, clock, scenarios, core)', async () => {
    const { ownFiles, problems } = await bundleForBrowser();
    expect(problems).toEqual([]);
    expect(ownFiles.length).toBeGreaterThan(40);
    const nodeOnly = ownFiles.filter((file) => {
      const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      return /\bBuffer\b|\bNodeJS\.|\bprocess\.|\brequire\(/.test(code);
    });
    expect(nodeOnly).toEqual([]);
  }, 60_000);

  it('answers a contract request end to end without any transport', async () => {
    const simulator = createSimulator({ onContractViolation: (route, problem) => expect.fail(`${route}: ${problem}`) });
    const request = (method: string, path: string, body?: unknown, token?: string) =>
      simulator.core.handle(simulator.sessions.defaultSlot, {
        method,
        path,
        search: '',
        client: 'test',
        header: (name) =>
          ({ 'x-client': 'wallet-user', authorization: token ? `Bearer ${token}` : undefined })[name] ?? undefined,
        readJson: async () => body,
        readFile: async () => null,
        discard: () => undefined,
      });
    const login = await request('POST', '/api/login', { username: '0812345678', password: 'secret123' });
    expect(login.kind === 'json' && login.status).toBe(200);
    const { token } = JSON.parse(login.kind === 'json' ? login.text : '{}') as { token: string };
    const wallet = await request('GET', '/api/wallet', undefined, token);
    expect(wallet.kind === 'json' && JSON.parse(wallet.text).wallet.amount).toBe(1250.5);
  });
});
