import type { ModalName } from '../components/url-modal';
import type { Namespace } from '../i18n/namespaces';

/**
 * What the first page of a visit needs beyond the entry chunk: the source modules of its lazy chunks (the
 * same modules `router.tsx` imports lazily) and its text namespaces. The production build writes this into
 * index.html (build/first-page-preload.ts), so the browser fetches them beside the entry instead of after
 * it has run. A module named here that is no chunk of the build fails the build.
 */
export const firstPageNeeds: Record<string, { modules: string[]; namespaces: Namespace[] }> = {
  '/login': { modules: ['src/features/auth/login-page.tsx'], namespaces: ['auth'] },
  '/register': { modules: ['src/features/register/register-page.tsx'], namespaces: ['register'] },
  '/howto': { modules: ['src/features/howto/howto-page.tsx'], namespaces: ['pages'] },
  '/contact': { modules: ['src/features/contact/contact-page.tsx'], namespaces: ['pages'] },
  '/user/home': { modules: ['src/features/home/home-page.tsx'], namespaces: ['home'] },
  '/user/statement': { modules: ['src/features/statement/statement-page.tsx'], namespaces: ['pages'] },
  '/user/contact': { modules: ['src/features/contact/contact-page.tsx'], namespaces: ['pages'] },
  '/user/profile': { modules: ['src/features/profile/profile-page.tsx'], namespaces: ['pages'] },
  '/user/bonus': { modules: ['src/features/bonus/bonus-page.tsx'], namespaces: ['pages', 'bonus'] },
  '/user/spin': { modules: ['src/features/spin/spin-page.tsx'], namespaces: ['pages', 'spin'] },
};

/**
 * What a modal named in the address (`?modal=<name>`) needs, for a visit that begins with one open (a shared
 * link, a reload, a tap on a pre-drawn page's menu before the app arrived): the paths it opens over (its page's
 * path starts with `over`), the source module of its lazy chunk (the one app/modal-outlet.tsx imports) and its
 * text namespaces. The build preloads them beside the page's, so the modal opens with the app, not a round
 * trip after it.
 */
export const firstModalNeeds: Record<ModalName, { over: string; modules: string[]; namespaces: Namespace[] }> = {
  conditions: { over: '/user/', modules: ['src/app/shells/conditions-modal.tsx'], namespaces: [] },
  video: { over: '/howto', modules: ['src/features/howto/video-modal.tsx'], namespaces: ['pages'] },
  deposit: { over: '/user/home', modules: ['src/features/wallet/deposit/deposit-modal.tsx'], namespaces: ['deposit'] },
  withdraw: { over: '/user/home', modules: ['src/features/wallet/withdraw-modal.tsx'], namespaces: ['home'] },
  game: { over: '/user/home', modules: ['src/features/wallet/game-modal.tsx'], namespaces: ['home'] },
  transfer: { over: '/user/home', modules: ['src/features/wallet/transfer-modal.tsx'], namespaces: ['home'] },
  invite: { over: '/user/home', modules: ['src/features/home/invite-modal.tsx'], namespaces: ['home'] },
  refund: { over: '/user/home', modules: ['src/features/home/refund-modal.tsx'], namespaces: ['home'] },
  agreement: { over: '/user/home', modules: ['src/features/home/agreement-modal.tsx'], namespaces: ['home'] },
  password: { over: '/user/profile', modules: ['src/features/profile/password-modal.tsx'], namespaces: ['pages'] },
  bonus: { over: '/user/bonus', modules: ['src/features/bonus/bonus-modal.tsx'], namespaces: ['bonus'] },
  slips: { over: '/user/statement', modules: ['src/features/statement/slips-modal.tsx'], namespaces: ['pages'] },
  promotion: { over: '/user/bonus', modules: ['src/features/bonus/promotion-modal.tsx'], namespaces: ['bonus'] },
};

/** The public pages the build also writes as HTML already drawn (build/prerender.ts): `/login` → login.html. */
export const prerenderedPaths = ['/login', '/register', '/howto', '/contact'] as const;

/**
 * The member's pages the build writes as HTML with the page pre-drawn in the member's frame, for a returning
 * member (build/prerender.ts): `/user/home` → user/home.html.
 */
export const predrawnMemberPaths = [
  '/user/home',
  '/user/statement',
  '/user/contact',
  '/user/profile',
  '/user/bonus',
  '/user/spin',
] as const;
