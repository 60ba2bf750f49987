import { describe, expect, it } from 'vitest';
import { memberArea, pageRows, pages, paths, predrawnPaths, sourceOf, titleOf } from './pages';

const pageModules = Object.keys(import.meta.glob('../features/*/*-page.tsx')).map((path) =>
  path.replace(/^\.\.\//, 'src/'),
);

describe('the pages table', () => {
  it('gives each page an address of its own, under the member area when it is a member page', () => {
    const addresses = pageRows.map((page) => page.path);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const page of pageRows) {
      if (page.shell === 'member') expect(page.path, page.name).toMatch(new RegExp(`^${memberArea}/[a-z]+$`));
      else if (page.name !== 'notFound') expect(page.path.startsWith(`${memberArea}/`), page.name).toBe(false);
    }
  });

  it('names only page modules that exist, and every page module is a page', () => {
    for (const page of pageRows) expect(pageModules, page.name).toContain(sourceOf(page));
    expect([...new Set(pageRows.map(sourceOf))].sort()).toEqual([...pageModules].sort());
  });

  it('links to the addresses it lists', () => {
    expect(paths.home).toBe('/user/home');
    expect(paths.login).toBe('/login');
    expect(Object.keys(paths)).not.toContain('notFound');
    expect(Object.values(paths).sort()).toEqual(
      pageRows
        .map((p) => p.path)
        .filter((p) => p !== '*')
        .sort(),
    );
  });

  it('lists the pages drawn ahead by shell: the public ones and the member ones', () => {
    expect(predrawnPaths('public')).toEqual(['/login', '/register', '/howto', '/contact']);
    expect(predrawnPaths('member')).toEqual([
      '/user/home',
      '/user/statement',
      '/user/contact',
      '/user/profile',
      '/user/bonus',
      '/user/spin',
    ]);
  });

  it('titles a page by its address, an unknown address as not found, and a redirect not at all', () => {
    expect(titleOf('/user/contact')).toBe('contact');
    expect(titleOf('/terminated')).toBe('terminated');
    expect(titleOf('/user/nothing')).toBe(pages.notFound.title);
    expect(titleOf('/')).toBeNull();
    expect(titleOf(memberArea)).toBeNull();
  });
});
