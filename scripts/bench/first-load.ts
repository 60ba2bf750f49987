/**
 * First-load JavaScript of a route: every JavaScript file the page fetches until the network is idle, each
 * gzipped (level 9, as a static host would serve it), summed. A member route is opened with a member's token.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { STORAGE_KEYS } from '@portal/contract/constants';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import type { WebApp } from './web-app.js';

export interface FirstLoad {
  route: string;
  files: number;
  rawKB: number;
  gzipKB: number;
  /** Each file's gzipped size in bytes, by its path. */
  gzipBytes: Record<string, number>;
}

export async function measureFirstLoad(app: WebApp, routes: string[], token?: string): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const results: FirstLoad[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      // A returning member: signed in, the agreement closed on an earlier visit (else it opens over the home).
      if (route.startsWith('/user') && token) {
        await context.addInitScript(
          ({ keys, value }) => {
            localStorage.setItem(keys.token, value);
            localStorage.setItem(keys.rememberAgreement, 'true');
          },
          { keys: STORAGE_KEYS, value: token },
        );
      }
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer | null>>();
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!response.url().endsWith('.js') && !type.includes('javascript')) return;
        scripts.set(
          response.url(),
          response.body().catch(() => null),
        );
      });
      await page.goto(`${app.webUrl}${route}`, { waitUntil: 'networkidle' });
      await sleep(300);
      const files = (await Promise.all([...scripts].map(async ([url, body]) => [url, await body] as const))).filter(
        (file): file is readonly [string, Buffer] => file[1] !== null,
      );
      const gzipBytes = Object.fromEntries(
        files.map(([url, body]) => [new URL(url).pathname, gzipSync(body, { level: 9 }).length]),
      );
      results.push({
        route,
        files: files.length,
        rawKB: +(files.reduce((sum, [, body]) => sum + body.length, 0) / 1024).toFixed(1),
        gzipKB: +(Object.values(gzipBytes).reduce((sum, bytes) => sum + bytes, 0) / 1024).toFixed(1),
        gzipBytes,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
