import { Children, Fragment, isValidElement, Suspense, useEffect, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { registerNavigate } from '../api/navigation';
import { PageLoader } from '../components/loading-overlay';
import { ChatSlot } from './chat-slot';
import { RequireToken } from './guards';
import { lazyPage, type LazyPage } from './lazy-page';
import { ModalOutlet } from './modal-outlet';
import { RouteAnnouncer } from './route-announcer';
import { RouteErrorBoundary } from './route-error-boundary';
import MemberShell from './shells/member-shell';
import { PublicShell } from './shells/public-shell';

/**
 * Each page is a lazy chunk; the first page's are preloaded by index.html (first-page.ts). The member shell is
 * not: a returning member's first render must be the frame index.html drew in (build/prerender.ts), not a
 * loader in its place.
 */
const LoginPage = lazyPage(() => import('../features/auth/login-page'));
const RegisterPage = lazyPage(() => import('../features/register/register-page'));
const HowToPage = lazyPage(() => import('../features/howto/howto-page'));
const ContactPage = lazyPage(() => import('../features/contact/contact-page'));
const TerminatedPage = lazyPage(() => import('../features/status/terminated-page'));
const NotFoundPage = lazyPage(() => import('../features/status/not-found-page'));
const HomePage = lazyPage(() => import('../features/home/home-page'));
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'));
const StatementPage = lazyPage(() => import('../features/statement/statement-page'));
const BonusPage = lazyPage(() => import('../features/bonus/bonus-page'));
const SpinPage = lazyPage(() => import('../features/spin/spin-page'));

/** The member's pages, inside the member shell; the build also pre-draws each (build/prerender.ts). */
export const memberPages: RouteObject[] = [
  { path: 'home', element: <HomePage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'bonus', element: <BonusPage /> },
  { path: 'statement', element: <StatementPage /> },
  { path: 'spin', element: <SpinPage /> },
  {
    path: 'contact',
    element: (
      <>
        <ContactPage variant="member" />
        <ChatSlot />
      </>
    ),
  },
];

/**
 * Every route of spec §2, one table; each page is a lazy chunk, so /login loads only the shells and its own
 * page. Declarative routes (useRoutes) rather than a data router: the app has
 * no loaders or actions, and the data router's code would cost the login page about 16 KB gzipped.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/user" replace /> },
  {
    element: <PublicShell />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/howto', element: <HowToPage /> },
      {
        path: '/contact',
        element: (
          <>
            <ContactPage variant="public" />
            <ChatSlot />
          </>
        ),
      },
    ],
  },
  {
    path: '/user',
    element: (
      <RequireToken>
        <MemberShell />
      </RequireToken>
    ),
    children: [{ index: true, element: <Navigate to="/user/home" replace /> }, ...memberPages],
  },
  { path: '/terminated', element: <TerminatedPage /> },
  { path: '*', element: <NotFoundPage /> },
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
