import { Children, Fragment, isValidElement, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { registerNavigate } from '../api/navigation';
import { PageLoader } from '../components/loading-overlay';
import { ChatSlot } from './chat-slot';
import { RequireToken } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';
import { ModalOutlet } from './modal-outlet';
import { memberArea, pageRows, paths, type PageProps, type Shell } from '../lib/pages';
import { RouteAnnouncer } from './route-announcer';
import { RouteErrorBoundary } from './route-error-boundary';
import MemberShell from './shells/member-shell';
import { PublicShell } from './shells/public-shell';

/**
 * Each page is a lazy chunk, loaded from the module its row in pages.ts names; the first page's are preloaded
 * by index.html (first-page.ts). The member shell is not lazy: a returning member's first render must be the
 * frame index.html drew in (build/prerender.ts), not a loader in its place.
 */
const modules = import.meta.glob<{ default: ComponentType<PageProps> }>('../features/*/*-page.tsx');
const lazyPages = new Map<string, LazyPage<PageProps>>();

/** The lazy page of a row (one per module: the public and the member's contact share theirs). */
function pageOf(module: string): LazyPage<PageProps> {
  let page = lazyPages.get(module);
  if (!page) {
    const load = modules[`../features/${module}.tsx`];
    if (!load) throw new Error(`pages.ts names ${module}, which is no page module`);
    lazyPages.set(module, (page = lazyPage(load)));
  }
  return page;
}

function routeOf(row: (typeof pageRows)[number], path: string): RouteObject {
  const Page = pageOf(row.module);
  const page = <Page shell={row.shell} />;
  return {
    path,
    element: row.chat ? (
      <>
        {page}
        <ChatSlot />
      </>
    ) : (
      page
    ),
  };
}

const rowsIn = (shell: Shell) => pageRows.filter((row) => row.shell === shell);

/** The member's pages, inside the member shell (relative paths); the build also pre-draws each (build/prerender.ts). */
export const memberPages: RouteObject[] = rowsIn('member').map((row) =>
  routeOf(row, row.path.slice(memberArea.length + 1)),
);

/**
 * Every route of spec §2, from the pages table; each page is a lazy chunk, so /login loads only the shells
 * and its own page. Declarative routes (useRoutes) rather than a data router: the app has no loaders or
 * actions, and the data router's code would cost the login page about 16 KB gzipped.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to={memberArea} replace /> },
  { element: <PublicShell />, children: rowsIn('public').map((row) => routeOf(row, row.path)) },
  {
    path: memberArea,
    element: (
      <RequireToken>
        <MemberShell />
      </RequireToken>
    ),
    children: [{ index: true, element: <Navigate to={paths.home} replace /> }, ...memberPages],
  },
  ...rowsIn('bare').map((row) => routeOf(row, row.path)),
];

/**
 * Asks for the code of the page at `pathname` (main.tsx, before the app's first render): the app then
 * replaces a pre-drawn page with the same page at once, never with a loader first.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matched
      .flatMap(({ route }) => typesOf(route.element))
      .map((type) =>
        typeof type === 'function' && 'preload' in type ? (type as LazyPage<object>).preload() : undefined,
      ),
  );
}

/** The component types a route's element draws (looking into a fragment: a page beside its chat slot). */
function typesOf(element: ReactNode): unknown[] {
  if (!isValidElement<{ children?: ReactNode }>(element)) return [];
  if (element.type === Fragment) return Children.toArray(element.props.children).flatMap(typesOf);
  return [element.type];
}

/** Lets the API layer (outside React) move the app: gone → /terminated, ended session → /login. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((path, options) => void navigate(path, options)), [navigate]);
  return null;
}

export function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <>
      <NavigationBridge />
      <RouteAnnouncer />
      <RouteErrorBoundary resetKey={pathname} standalone>
        <Suspense fallback={<PageLoader />}>{element}</Suspense>
        <ModalOutlet />
      </RouteErrorBoundary>
    </>
  );
}
