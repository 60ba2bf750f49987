/**
 * First-load JavaScript of a route: every JavaScript file the page fetches until the network is idle, each
 * gzipped (level 9, as a static host would serve it), summed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import type { WebApp } from './web-app.js';

export interface FirstLoad {
  route: string;
  files: number;
  rawKB: number;
  gzipKB: number;
}

export async function measureFirstLoad(app: WebApp, routes: string[]): Promise<FirstLoad[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const results: FirstLoad[] = [];
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
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
      const bodies = (await Promise.all(scripts.values())).filter((body): body is Buffer => body !== null);
      results.push({
        route,
        files: bodies.length,
        rawKB: +(bodies.reduce((sum, b) => sum + b.length, 0) / 1024).toFixed(1),
        gzipKB: +(bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) / 1024).toFixed(1),
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
