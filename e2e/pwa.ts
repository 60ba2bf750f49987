import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The web app manifest as the browser reads it. */
export interface WebManifest {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height of a PNG, from its header (the IHDR chunk right after the 8-byte signature). */
export function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('ascii'), 'a PNG file').toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** The manifest the open page links, fetched from the server. */
export async function linkedManifest(page: Page, request: APIRequestContext): Promise<WebManifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'a <link rel="manifest">').toBeTruthy();
  const answer = await request.get(href!);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as WebManifest;
}

/** Every icon of the manifest is a PNG of the size it claims; returns the purposes present. */
export async function expectIconsResolve(manifest: WebManifest, request: APIRequestContext): Promise<string[]> {
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.ok(), icon.src).toBe(true);
    expect(answer.headers()['content-type']).toBe('image/png');
    expect(pngSize(await answer.body()), icon.src).toBe(icon.sizes);
  }
  return manifest.icons.map((icon) => `${icon.purpose ?? 'any'} ${icon.sizes}`);
}

/**
 * Waits until a service worker controls the page. The app registers it once the page has loaded and the
 * browser is idle; the first worker takes the page over as soon as it has stored the app (clients.claim).
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** The script URL of the worker that controls the page. */
export function controllerScript(page: Page): Promise<string | undefined> {
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
}

/**
 * The version the browser has found beside the one running (a worker installing or waiting), or null: after an
 * update check of its own, which the browser queues behind the app's registration, so it answers once the
 * app's own check is done too.
 */
export function versionFound(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'no registration';
    await registration.update();
    return (registration.installing ?? registration.waiting)?.scriptURL ?? null;
  });
}
