/**
 * Lighthouse mobile performance, accessibility and best practices of a route (the default mobile emulation: a
 * mid-range phone on a slow 4G link, 4x CPU slowdown), several runs each. Pages behind the login get the
 * member's token in localStorage first, and Lighthouse is told not to reset storage; the HTTP cache is
 * cleared by hand, so every run is a first visit.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.js';
import { memberToken, type WebApp } from './web-app.js';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The ids of accessibility and best-practice audits that did not pass. */
  failing: string[];
  /** What the largest contentful paint was (Lighthouse's label of the element), so a slow one can be acted on. */
  lcpElement: string;
  /** Where the LCP's time went (time to first byte, load delay, load time, render delay), as Lighthouse splits it. */
  lcpPhases: string;
}

/** The LCP element audit's second table: its phases, `TTFB 453 · Load Delay 503 · …` in milliseconds. */
function lcpPhases(details: unknown): string {
  const tables = (details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined)?.items ?? [];
  return tables
    .flatMap((table) => table.items ?? [])
    .filter((row) => row.phase !== undefined)
    .map((row) => `${row.phase} ${Math.round(row.timing ?? 0)}`)
    .join(' · ');
}

/** The first element an audit's details name, by its label (LCP element audits nest it in a table). */
/** The LCP breakdown insight's subparts, as observed (not simulated at 4× / slow 4G): when the element audit has none. */
function observedLcpPhases(details: unknown): string {
  const tables =
    (details as { items?: { items?: { label?: string; duration?: number }[] }[] } | undefined)?.items ?? [];
  const rows = tables.flatMap((table) => table.items ?? []).filter((row) => row.label !== undefined);
  return rows.length
    ? `observed: ${rows.map((row) => `${row.label} ${Math.round(row.duration ?? 0)}`).join(' · ')}`
    : '';
}

function firstNodeLabel(details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const node = (details as { node?: { nodeLabel?: string; selector?: string } }).node;
  if (node)
    return node.nodeLabel && node.nodeLabel !== node.selector
      ? `${node.nodeLabel} <${node.selector ?? ''}>`
      : (node.selector ?? '');
  for (const value of Object.values(details)) {
    const children = Array.isArray(value) ? value : typeof value === 'object' ? [value] : [];
    for (const child of children) {
      const label = firstNodeLabel(child);
      if (label) return label;
    }
  }
  return '';
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { data?: { nodeId?: number; DOMNodeId?: number; nodeName?: string; type?: string; imageUrl?: string } };
}

/**
 * The LCP element as the trace names it, for when Lighthouse's audit shows none (it finds no node for the
 * candidate in the page as it ends, as when the app has drawn the pre-rendered node again): the last
 * candidate's tag and class, its kind, and an image's path.
 */
export function lcpFromTrace(events: TraceEvent[]): string {
  const last = events
    .filter((event) => event.name === 'largestContentfulPaint::Candidate')
    .reduce<TraceEvent | undefined>((latest, event) => (latest && latest.ts > event.ts ? latest : event), undefined);
  const data = last?.args?.data;
  if (!data) return '';
  const image = events.find(
    (event) => event.name === 'LargestImagePaint::Candidate' && event.args?.data?.DOMNodeId === data.nodeId,
  )?.args?.data?.imageUrl;
  return `${data.nodeName ?? '?'} (${data.type ?? '?'}${image ? ` ${new URL(image).pathname}` : ''}, from the trace)`;
}

export interface LighthouseScore {
  route: string;
  runs: LighthouseRun[];
}

/** Every page a visitor or a member can open; LIGHTHOUSE_PATHS=/login,/register measures only those. */
const ALL_ROUTES = [
  { path: '/login', member: false },
  { path: '/register', member: false },
  { path: '/howto', member: false },
  { path: '/contact', member: false },
  { path: '/user/home', member: true },
  { path: '/user/statement', member: true },
  { path: '/user/bonus', member: true },
  { path: '/user/spin', member: true },
  { path: '/user/contact', member: true },
  { path: '/user/profile', member: true },
];
const only = process.env.LIGHTHOUSE_PATHS?.split(',');
export const LIGHTHOUSE_ROUTES = only ? ALL_ROUTES.filter((route) => only.includes(route.path)) : ALL_ROUTES;

export async function measureLighthouse(
  app: WebApp,
  routes: { path: string; member: boolean }[],
  runs: number,
): Promise<LighthouseScore[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const token = await memberToken(app);
    const results: LighthouseScore[] = [];
    for (const route of routes) {
      const score: LighthouseScore = { route: route.path, runs: [] };
      for (let run = 0; run < runs; run += 1) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0]!.newPage();
        // A document of the site that runs none of the app (so it registers no service worker) holds the
        // token for the member's pages; a worker or cache left by an earlier run goes, every run is a first one.
        await page.goto(`${app.webUrl}/manifest.webmanifest`);
        await page.evaluate(
          async (value) => {
            // A returning member: signed in, the agreement closed on an earlier visit.
            if (value) {
              localStorage.setItem('token', value);
              localStorage.setItem('remember-agreement', 'true');
            }
            for (const registration of await navigator.serviceWorker.getRegistrations())
              await registration.unregister();
            for (const key of await caches.keys()) await caches.delete(key);
          },
          route.member ? token : null,
        );
        // Storage is kept for the token, but the HTTP cache must be as cold as for a first visit.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await page.close();
        await browser.close();
        const result = await lighthouse(`${app.webUrl}${route.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: route.member,
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${route.path}`);
        const { categories, audits } = result.lhr;
        const failing = ['accessibility', 'best-practices'].flatMap((category) =>
          (categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => {
              // What the audit found (a console error's text, an element), so a failure can be acted on.
              const items = (audits[ref.id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
              const found = items.map((item) => String(item.description ?? item.url ?? '')).filter(Boolean);
              return found.length ? `${ref.id} (${found.join('; ').slice(0, 300)})` : ref.id;
            }),
        );
        score.runs.push({
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
          fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
          cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          failing,
          lcpElement:
            firstNodeLabel(audits['largest-contentful-paint-element']?.details) ||
            lcpFromTrace((result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? []),
          lcpPhases:
            lcpPhases(audits['largest-contentful-paint-element']?.details) ||
            observedLcpPhases(audits['lcp-breakdown-insight']?.details),
        });
      }
      results.push(score);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
