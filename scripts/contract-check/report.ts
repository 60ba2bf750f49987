import type { RouteResult } from './check.js';

/** The report for a person: one line a route, then the issues of those that drifted, then the counts. */
export function table(results: RouteResult[]): string {
  const lines = results.map(
    (r) =>
      `${r.verdict.toUpperCase().padEnd(8)} ${r.method.padEnd(6)} ${r.route.padEnd(28)} ${r.status === null ? '   -' : String(r.status).padStart(4)}  ${r.verdict === 'skipped' ? r.issues[0] : (r.how ?? '')}`,
  );
  const differing = results.filter(
    (r) => r.verdict === 'drift' || r.verdict === 'missing' || r.verdict === 'tolerated',
  );
  for (const r of differing) {
    lines.push('', `${r.route} (${r.method} ${r.path})${r.verdict === 'tolerated' ? ', a warning' : ''}:`);
    for (const issue of r.issues) lines.push(`  ${plain(issue)}`);
    if (r.unknownCodes.length)
      lines.push(`  error codes the catalogue does not know: ${plain(r.unknownCodes.join(', '))}`);
  }
  const count = (verdict: RouteResult['verdict']) => results.filter((r) => r.verdict === verdict).length;
  lines.push(
    '',
    `${count('pass') + count('tolerated')} passed, ${count('drift') + count('missing')} failed, ${count('skipped')} skipped (${count('tolerated')} tolerated, ${count('drift')} drift, ${count('missing')} missing)`,
  );
  return lines.join('\n');
}

/** A backend's text as the report may show it: no control characters (a terminal's escapes, XML 1.0's forbidden). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g, '\uFFFD');

const xml = (text: string) =>
  plain(text).replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/**
 * The same as JUnit XML: a test case a route, a failure for drift or a missing route, skipped for skipped; a
 * tolerated difference passes with its warnings in the case's system-out.
 */
export function junit(results: RouteResult[], suite = 'contract drift'): string {
  const failures = results.filter((r) => r.verdict === 'drift' || r.verdict === 'missing').length;
  const skipped = results.filter((r) => r.verdict === 'skipped').length;
  const cases = results.map((r) => {
    const head = `  <testcase classname="contract" name="${xml(`${r.route} ${r.method} ${r.path}`)}" time="${(r.ms / 1000).toFixed(3)}"`;
    if (r.verdict === 'pass') return `${head}/>`;
    if (r.verdict === 'tolerated')
      return `${head}><system-out>${xml(['tolerated:', ...r.issues].join('\n'))}</system-out></testcase>`;
    if (r.verdict === 'skipped') return `${head}><skipped message="${xml(r.issues[0] ?? '')}"/></testcase>`;
    const detail = [...r.issues, ...r.unknownCodes.map((code) => `unknown error code ${code}`)].join('\n');
    return `${head}><failure message="${xml(`${r.verdict}: HTTP ${r.status}`)}">${xml(detail)}</failure></testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite name="${xml(suite)}" tests="${results.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '</testsuite>',
    '',
  ].join('\n');
}
