import { describe, expect, it } from 'vitest';
import { modalParams } from '../components/url-modal';
import { firstModalNeeds } from './first-page';
import outlet from './modal-outlet.tsx?raw';

/**
 * The build preloads, for a modal in the first address, the module first-page.ts names; the outlet draws the
 * one its lazy import names. If they parted, a visit would preload one modal's code and wait for another's.
 */
/** An import's path from src/app as the build names the module: `../features/x` → `src/features/x.tsx`. */
function sourceOf(path: string): string {
  const parts = ['src', 'app'];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return `${parts.join('/')}.tsx`;
}

describe('the modals the build preloads', () => {
  const imported = Object.fromEntries(
    [...outlet.matchAll(/^\s+(\w+): lazyPage\(\(\) => import\('([^']+)'\)\),$/gm)].map(([, name, path]) => [
      name,
      sourceOf(path!),
    ]),
  );

  it('are every modal of the address book, each the module the outlet imports', () => {
    expect(Object.keys(firstModalNeeds()).sort()).toEqual(Object.keys(modalParams).sort());
    expect(Object.keys(imported).sort()).toEqual(Object.keys(modalParams).sort());
    for (const [name, needs] of Object.entries(firstModalNeeds()))
      expect(needs.modules, name).toEqual([imported[name]]);
  });
});
