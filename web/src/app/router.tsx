import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import i18next from 'i18next';
import { registerNavigate } from '../api/navigation';
import { PageLoader } from '../components/loading-overlay';
import type { Namespace } from '../i18n';
import { RequireToken } from './guards';
import { PublicShell } from './shells/public-shell';

/** The lazy chunks, by name, so the page of the first URL can start loading before i18n is ready. */
const chunks = {
  memberShell: () => import('./shells/member-shell'),
  login: () => import('../features/auth/login-page'),
  register: () => import('../features/register/register-page'),
  howto: () => import('../features/howto/howto-page'),
  contact: () => import('../features/contact/contact-page'),
  terminated: () => import('../features/status/terminated-page'),
  notFound: () => import('../features/status/not-found-page'),
  home: () => import('../features/member/home-page'),
  member: () => import('../features/member/member-page'),
};

const MemberShell = lazy(chunks.memberShell);
const LoginPage = lazy(chunks.login);
const RegisterPage = lazy(chunks.register);
const HowToPage = lazy(chunks.howto);
const ContactPage = lazy(chunks.contact);
const TerminatedPage = lazy(chunks.terminated);
const NotFoundPage = lazy(chunks.notFound);
const MemberHomePage = lazy(chunks.home);
const MemberPlaceholderPage = lazy(chunks.member);

/** What the first page of a visit needs: its chunk(s) and its text namespaces, fetched side by side at boot. */
const firstPageNeeds: Record<string, { chunks: (() => Promise<unknown>)[]; namespaces: Namespace[] }> = {
  '/login': { chunks: [chunks.login], namespaces: ['auth'] },
  '/register': { chunks: [chunks.register], namespaces: ['register'] },
  '/howto': { chunks: [chunks.howto], namespaces: ['pages'] },
  '/contact': { chunks: [chunks.contact], namespaces: ['pages'] },
  '/user/home': { chunks: [chunks.memberShell, chunks.home], namespaces: ['pages'] },
};

/** Starts loading what the page at `pathname` needs; the lazy components then find it ready. */
export function preloadFirstPage(pathname: string): void {
  const needs = firstPageNeeds[pathname];
  if (!needs) return;
  for (const load of needs.chunks) void load();
  void i18next.loadNamespaces(needs.namespaces);
}

/**
 * Every route of spec §2, one table; each page and the member shell are lazy chunks, so /login loads only
 * the public shell and its own page. Declarative routes (useRoutes) rather than a data router: the app has
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
      { path: '/contact', element: <ContactPage variant="public" /> },
    ],
  },
  {
    path: '/user',
    element: (
      <RequireToken>
        <MemberShell />
      </RequireToken>
    ),
    children: [
      { index: true, element: <Navigate to="/user/home" replace /> },
      { path: 'home', element: <MemberHomePage /> },
      { path: 'profile', element: <MemberPlaceholderPage screen="profile" /> },
      { path: 'bonus', element: <MemberPlaceholderPage screen="bonus" /> },
      { path: 'statement', element: <MemberPlaceholderPage screen="statement" /> },
      { path: 'spin', element: <MemberPlaceholderPage screen="spin" /> },
      { path: 'contact', element: <ContactPage variant="member" /> },
    ],
  },
  { path: '/terminated', element: <TerminatedPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Lets the API layer (outside React) move the app: gone → /terminated, ended session → /login. */
function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((path, options) => void navigate(path, options)), [navigate]);
  return null;
}

export function AppRoutes() {
  const element = useRoutes(routes);
  return (
    <>
      <NavigationBridge />
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </>
  );
}
