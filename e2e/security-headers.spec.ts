import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appIsLive, expect, test } from './fixtures';
import { texts } from './texts';

/**
 * The portal's security headers (docs/decisions/019-portal-security-headers.md), as `vite preview` serves the
 * build's own `_headers`. Every other journey fails on a violation of this policy (e2e/fixtures.ts); these
 * prove that the policy is there and that it refuses what it should.
 */

const shellTh = texts('th', 'shell');

/** A policy read into its directives: name → sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    policy!.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

test('the login, registration and any deep page carry the policy, which allows exactly their own inline scripts', async ({
  request,
}) => {
  for (const path of ['/login', '/register', '/user/statement?page=2', '/user/no/such/page']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const headers = answer.headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['permissions-policy'], path).toContain('microphone=()');
    expect(headers['permissions-policy'], path).toContain('geolocation=()');

    const policy = directives(headers['content-security-policy']);
    const scripts = policy.get('script-src')!;
    expect(scripts, path).toContain("'strict-dynamic'");
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(policy.get('default-src'), path).toEqual(["'none'"]);
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for'), path).toEqual(["'script'"]);
    expect(policy.get('trusted-types'), path).toEqual(['dompurify', 'portal-entry', 'portal-worker']);

    // Each inline script of the page, hashed as the browser hashes it, is one the policy names.
    const html = await answer.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`,
    );
    expect(inline.length, path).toBeGreaterThan(0);
    for (const hash of inline) expect(scripts, path).toContain(hash);
  }
  // The service worker's script is revalidated, so a deploy reaches the installed apps.
  expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  // What the preview forwards to the simulator keeps the simulator's own headers (its API reference).
  const docs = directives((await request.get('/docs')).headers()['content-security-policy']);
  expect(docs.get('trusted-types')).toBeUndefined();
});

test('another site cannot show the login page in a frame', async ({ page, baseURL, policy }) => {
  // The other site: a server of the journey's own on another port of this machine (a page the browser takes
  // for public may not frame a local one at all). Beside the portal's login it frames a page of the portal's
  // origin served without the portal's headers: that one shows, so the login is refused for its headers.
  const otherSite = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      `<h1>Other site</h1><iframe name="control" src="${baseURL}/frame-control"></iframe><iframe name="portal" src="${baseURL}/login"></iframe>`,
    );
  });
  await new Promise<void>((listening) => otherSite.listen(0, '127.0.0.1', listening));
  await page
    .context()
    .route(`${baseURL}/frame-control`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Control</h1>' }),
    );
  try {
    await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    await expect(page.frameLocator('iframe[name="control"]').getByRole('heading', { name: 'Control' })).toBeVisible();
    // Chromium puts its error page in the refused frame: no form to type a password into.
    await expect.poll(() => page.frame({ name: 'portal' })?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe[name="portal"]').getByRole('textbox')).toHaveCount(0);
    expect(policy.take().map((violation) => violation.blocked)).toEqual([
      expect.stringContaining('violates the following Content Security Policy directive: "frame-ancestors \'none\'"'),
    ]);
  } finally {
    otherSite.close();
  }
});

test('a script injected into the page is refused and reported, and the page works on', async ({ page, policy }) => {
  // As if the HTML had been tampered with on its way: an inline script and an inline handler.
  await page.route(
    (url) => url.pathname === '/login',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.injected = "script"</script><img alt="" src="/icons/icon-192.png" onload="window.injected = \'handler\'"></body>',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto('/login');
  await appIsLive(page);
  await expect(page.getByRole('link', { name: shellTh.menu.howto })).toBeVisible();
  expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
  const refused = policy.take();
  expect(refused).toContainEqual(expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' }));
  expect(refused).toContainEqual(expect.objectContaining({ directive: 'script-src-attr', blocked: 'inline' }));
});

test('a script running in the page cannot write HTML or script into it: Trusted Types refuse, the server HTML still shows', async ({
  page,
  policy,
  signIn,
}) => {
  await signIn();
  // The server's HTML goes through DOMPurify's policy, into React's innerHTML, refusing nothing.
  await page.route('**/api/lookup/conditions', (route) =>
    route.fulfill({
      json: ['<h3>Rules</h3><p><b>Bold</b> text</p><script>window.injected = "server"</script>'],
    }),
  );
  await page.goto('/user/statement?modal=conditions');
  const conditions = page.getByRole('dialog', { name: shellTh.conditions.title });
  await expect(conditions.getByRole('heading', { name: 'Rules', level: 3 })).toBeVisible();
  await expect(conditions.locator('b')).toHaveText('Bold');
  expect(policy.take()).toEqual([]);

  const outcomes = await page.evaluate(() => {
    const attempt = (what: () => unknown) => {
      try {
        what();
        return 'allowed';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const script = () => document.createElement('script');
    return {
      html: attempt(() => document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.injected = 1">')),
      scriptText: attempt(() => document.body.append(Object.assign(script(), { textContent: 'window.injected = 2' }))),
      scriptSrc: attempt(() => document.body.append(Object.assign(script(), { src: '/assets/x.js' }))),
      policy: attempt(() => window.trustedTypes!.createPolicy('attacker', { createHTML: (text: string) => text })),
    };
  });
  // Later, as the page's own code (Chromium lets code evaluated by the journey itself make code from strings).
  const evaluation = await page.evaluate(
    () =>
      new Promise((resolve) =>
        setTimeout(() => {
          try {
            window.eval('window.injected = 3');
            resolve('allowed');
          } catch (error) {
            resolve((error as Error).name);
          }
        }),
      ),
  );
  expect(outcomes).toEqual({
    html: 'TypeError',
    scriptText: 'TypeError',
    scriptSrc: 'TypeError',
    policy: 'TypeError',
  });
  expect(evaluation).toBe('EvalError');
  expect(await page.evaluate(() => (window as { injected?: unknown }).injected)).toBeUndefined();
  const refused = policy.take();
  expect(
    refused
      .filter((violation) => violation.directive === 'require-trusted-types-for')
      .map((violation) => violation.sample.split('|')[0]),
  ).toEqual(['Element insertAdjacentHTML', 'HTMLScriptElement textContent', 'HTMLScriptElement src', 'eval']);
  expect(refused).toContainEqual(expect.objectContaining({ directive: 'trusted-types', sample: 'attacker' }));
});
