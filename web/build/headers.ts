/**
 * Writes `<outDir>/_headers` (Netlify, Cloudflare Pages; `vite preview` serves the same file) from the build's
 * pages as they finally are: it runs after build/prerender.ts, which writes the last of their inline scripts.
 * With --nginx it prints the same rules as an nginx snippet instead (README, "Hosting").
 *
 * Usage:
 *   tsx build/headers.ts <client outDir> [vite mode, for the API's origin]
 *   tsx build/headers.ts --nginx <client outDir>
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { buildRules, headersFile, inlineHashes, nginxSnippet, parseHeadersFile } from './security-headers.ts';

const web = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (args[0] === '--nginx') {
  if (!args[1]) throw new Error('usage: tsx build/headers.ts --nginx <outDir>');
  process.stdout.write(nginxSnippet(parseHeadersFile(readFileSync(join(resolve(args[1]), '_headers'), 'utf8'))));
} else {
  const [outDir, mode = 'production'] = args;
  if (!outDir) throw new Error('usage: tsx build/headers.ts <outDir> [vite mode]');
  const dir = join(web, outDir);
  const pages = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const page of pages) {
    const hashes = inlineHashes(readFileSync(join(dir, page), 'utf8'));
    hashes.scripts.forEach((hash) => scripts.add(hash));
    hashes.styles.forEach((hash) => styles.add(hash));
  }
  const env = loadEnv(mode, web);
  const demo = env.VITE_DEMO === 'true';
  const rules = buildRules({
    demo,
    scriptHashes: [...scripts],
    styleHashes: [...styles],
    // The demo's API runs in the page (src/api/client.ts ignores the base URL there).
    apiBaseUrl: demo ? undefined : env.VITE_API_BASE_URL,
    driftReportUrl: env.VITE_DRIFT_REPORT_URL,
  });
  writeFileSync(join(dir, '_headers'), headersFile(rules));
  process.stdout.write(
    `security headers: ${scripts.size} inline scripts and ${styles.size} styles of ${pages.length} pages → ${outDir}/_headers\n`,
  );
}
