/**
 * Lighthouse mobile performance of a route (the default mobile emulation: a mid-range phone on a slow 4G link,
 * 4x CPU slowdown). Pages behind the login get the member's token in localStorage first, and Lighthouse is
 * told not to reset storage; the HTTP cache is cleared by hand, so every route is measured as a first visit.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { memberToken, type WebApp } from './web-app.js';

export interface LighthouseScore {
  route: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function measureLighthouse(
  app: WebApp,
  routes: { path: string; member: boolean }[],
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const token = await memberToken(app);
    const results: LighthouseScore[] = [];
    for (const route of routes) {
      if (route.member) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0]!.newPage();
        await page.goto(`${app.webUrl}/terminated`);
        await page.evaluate((value) => localStorage.setItem('token', value), token);
        // Storage is kept for the token, but the HTTP cache must be as cold as for a first visit.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
        await browser.close();
      }
      const result = await lighthouse(`${app.webUrl}${route.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: route.member,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
      const { categories, audits } = result.lhr;
      results.push({
        route: route.path,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
