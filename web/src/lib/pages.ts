import type shellTexts from '../i18n/locales/en/shell.json';
import type { Namespace } from '../i18n/namespaces';

/** A page title's key in shell.json `titles`. */
type TitleKey = keyof (typeof shellTexts)['titles'];

/** Where a page is drawn: the visitor's shell, the member's (behind the token), or on its own. */
export type Shell = 'public' | 'member' | 'bare';

/** What the router gives every page: the shell it is drawn in (the contact page differs by it). */
export interface PageProps {
  shell: Shell;
}

interface PageRow {
  path: string;
  shell: Shell;
  /** Its module under src/features/, without `.tsx` (its default export is the page; the router loads it lazily). */
  module: `${string}/${string}-page`;
  /** Its text namespaces beyond those every screen has (i18n/namespaces.ts INITIAL_NAMESPACES). */
  namespaces: readonly Namespace[];
  /** Its title (shell.json `titles`): the document's title and what a screen reader hears on arrival. */
  title: TitleKey;
  /** The support chat opens beside it (spec §2: contact). */
  chat?: true;
  /** The top bar floats over its hero instead of pushing it down (spec §2: public contact). */
  overlayTopBar?: true;
}

/**
 * Every screen of spec §2, one row each. The router (app/router.tsx), the first page's preloads (app/first-page.ts),
 * the pre-drawn HTML (build/prerender.ts), the document titles (app/route-announcer.tsx) and the app's links
 * (`paths`) are all read from here. A new screen is a row here and its module under features/.
 * Plain data: vite.config.ts and the build read it in Node.
 */
export const pages = {
  login: {
    path: '/login',
    shell: 'public',
    module: 'auth/login-page',
    namespaces: ['auth'],
    title: 'login',
  },
  register: {
    path: '/register',
    shell: 'public',
    module: 'register/register-page',
    namespaces: ['register'],
    title: 'register',
  },
  howto: {
    path: '/howto',
    shell: 'public',
    module: 'howto/howto-page',
    namespaces: ['pages'],
    title: 'howto',
  },
  contact: {
    path: '/contact',
    shell: 'public',
    module: 'contact/contact-page',
    namespaces: ['pages'],
    title: 'contact',
    chat: true,
    overlayTopBar: true,
  },
  home: {
    path: '/user/home',
    shell: 'member',
    module: 'home/home-page',
    namespaces: ['home'],
    title: 'home',
  },
  statement: {
    path: '/user/statement',
    shell: 'member',
    module: 'statement/statement-page',
    namespaces: ['pages'],
    title: 'statement',
  },
  memberContact: {
    path: '/user/contact',
    shell: 'member',
    module: 'contact/contact-page',
    namespaces: ['pages'],
    title: 'contact',
    chat: true,
  },
  profile: {
    path: '/user/profile',
    shell: 'member',
    module: 'profile/profile-page',
    namespaces: ['pages'],
    title: 'profile',
  },
  bonus: {
    path: '/user/bonus',
    shell: 'member',
    module: 'bonus/bonus-page',
    namespaces: ['pages', 'bonus'],
    title: 'bonus',
  },
  spin: {
    path: '/user/spin',
    shell: 'member',
    module: 'spin/spin-page',
    namespaces: ['pages', 'spin'],
    title: 'spin',
  },
  terminated: {
    path: '/terminated',
    shell: 'bare',
    module: 'status/terminated-page',
    namespaces: [],
    title: 'terminated',
  },
  notFound: {
    path: '*',
    shell: 'bare',
    module: 'status/not-found-page',
    namespaces: [],
    title: 'notFound',
  },
} as const satisfies Record<string, PageRow>;

type Pages = typeof pages;
export type PageName = keyof Pages;
/** The address of a page (the not-found page has none of its own). */
export type PagePath = Exclude<Pages[PageName]['path'], '*'>;

/** The member's area: its index goes to the home page. */
export const memberArea = '/user';

/** Each page's address, by page: `paths.home` is '/user/home'. */
export const paths = Object.fromEntries(
  Object.entries(pages)
    .filter(([name]) => name !== 'notFound')
    .map(([name, page]) => [name, page.path]),
) as {
  readonly [N in Exclude<PageName, 'notFound'>]: Pages[N]['path'];
};

export const pageRows: readonly (PageRow & { name: PageName })[] = Object.entries(pages).map(([name, page]) => ({
  name: name as PageName,
  ...page,
}));

/** The source file of a page's module, from web/ (as the build names its chunks). */
export const sourceOf = (page: { module: string }) => `src/features/${page.module}.tsx`;

/**
 * The paths of the pages in `shell`, each of which the build writes as HTML already drawn (build/prerender.ts);
 * the bare pages (shut down, not found) it does not.
 */
export function predrawnPaths<S extends Exclude<Shell, 'bare'>>(shell: S): PathIn<S>[] {
  return pageRows.filter((page) => page.shell === shell).map((page) => page.path as PathIn<S>);
}
type PathIn<S extends Shell> = { [N in PageName]: Pages[N] extends { shell: S } ? Pages[N]['path'] : never }[PageName];

/** Public pages drawn without the top offset: the top bar floats over their hero. */
export const pathsWithoutTopOffset: readonly string[] = pageRows
  .filter((page) => page.overlayTopBar)
  .map((page) => page.path);

/** The page at `pathname`, if it is one of the table's addresses. */
export const pageAt = (pathname: string) => pageRows.find((page) => page.path === pathname);

/** The title key (shell.json `titles`) of the page at `pathname`; null where the address only redirects. */
export function titleOf(pathname: string): TitleKey | null {
  if (pathname === '/' || pathname === memberArea) return null;
  return (pageAt(pathname) ?? pages.notFound).title;
}
