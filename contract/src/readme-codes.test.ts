import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorStatus } from './errors.js';

/** README.md "Codes and their situations": one row per code, `| CODE | HTTP | situation |`. */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('### Codes and their situations'), readme.indexOf('### The QA console'));
const rows = new Map(
  [...section.matchAll(/^\| ([A-Za-z0-9_]+) +\| ([^|]+?) +\| (.+?) +\|$/gm)]
    .filter(([, code]) => code !== 'code')
    .map(([, code, status, situation]) => [code, { status, situation }]),
);

describe("the README's table of codes and their situations", () => {
  it('has a row for every code of the catalogue, in its order, and no other', () => {
    expect([...rows.keys()]).toEqual(Object.values(errorCatalogue).flat());
  });

  it('gives each its status (or says it comes in a success answer) and a situation', () => {
    for (const [code, { status, situation }] of rows) {
      const expected = String(errorStatus[code as keyof typeof errorStatus]);
      expect(status === expected || status.startsWith('200 body'), `${code}: ${status}`).toBe(true);
      expect(situation.length, code).toBeGreaterThan(20);
    }
  });
});
