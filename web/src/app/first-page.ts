import type { ModalName } from '../components/url-modal';
import type { Namespace } from '../i18n/namespaces';
import { memberArea, pageRows, pages, paths, sourceOf } from '../lib/pages.ts';

/**
 * What the first page of a visit needs beyond the entry chunk: the source modules of its lazy chunks (the
 * same modules `router.tsx` imports lazily) and its text namespaces. The production build writes this into
 * index.html (build/first-page-preload.ts), so the browser fetches them beside the entry instead of after
 * it has run. A module named here that is no chunk of the build fails the build.
 */
export function firstPageNeeds(): Record<string, { modules: string[]; namespaces: readonly Namespace[] }> {
  return Object.fromEntries(
    pageRows
      .filter((page) => page.path !== pages.notFound.path)
      .map((page) => [page.path, { modules: [sourceOf(page)], namespaces: page.namespaces }]),
  );
}

/** The pages a modal named in the address (`?modal=<name>`) opens over: those whose path starts with this. */
export const modalOver: Record<ModalName, string> = {
  conditions: `${memberArea}/`,
  video: paths.howto,
  deposit: paths.home,
  withdraw: paths.home,
  game: paths.home,
  transfer: paths.home,
  invite: paths.home,
  refund: paths.home,
  agreement: paths.home,
  password: paths.profile,
  bonus: paths.bonus,
  slips: paths.statement,
  promotion: paths.bonus,
};

const modalModules: Record<ModalName, { modules: string[]; namespaces: Namespace[] }> = {
  conditions: { modules: ['src/app/shells/conditions-modal.tsx'], namespaces: [] },
  video: { modules: ['src/features/howto/video-modal.tsx'], namespaces: ['pages'] },
  deposit: { modules: ['src/features/wallet/deposit/deposit-modal.tsx'], namespaces: ['deposit'] },
  withdraw: { modules: ['src/features/wallet/withdraw-modal.tsx'], namespaces: ['home'] },
  game: { modules: ['src/features/wallet/game-modal.tsx'], namespaces: ['home'] },
  transfer: { modules: ['src/features/wallet/transfer-modal.tsx'], namespaces: ['home'] },
  invite: { modules: ['src/features/home/invite-modal.tsx'], namespaces: ['home'] },
  refund: { modules: ['src/features/home/refund-modal.tsx'], namespaces: ['home'] },
  agreement: { modules: ['src/features/home/agreement-modal.tsx'], namespaces: ['home'] },
  password: { modules: ['src/features/profile/password-modal.tsx'], namespaces: ['pages'] },
  bonus: { modules: ['src/features/bonus/bonus-modal.tsx'], namespaces: ['bonus'] },
  slips: { modules: ['src/features/statement/slips-modal.tsx'], namespaces: ['pages'] },
  promotion: { modules: ['src/features/bonus/promotion-modal.tsx'], namespaces: ['bonus'] },
};

/**
 * What a modal named in the address needs, for a visit that begins with one open (a shared link, a reload, a tap
 * on a pre-drawn page's menu before the app arrived): the paths it opens over, the source module of its lazy
 * chunk (the one app/modal-outlet.tsx imports) and its text namespaces. The build preloads them beside the
 * page's, so the modal opens with the app, not a round trip after it. (The build's: the app itself reads only
 * `modalOver`.)
 */
export function firstModalNeeds(): Record<ModalName, { over: string; modules: string[]; namespaces: Namespace[] }> {
  return Object.fromEntries(
    Object.entries(modalModules).map(([name, needs]) => [name, { over: modalOver[name as ModalName], ...needs }]),
  ) as Record<ModalName, { over: string; modules: string[]; namespaces: Namespace[] }>;
}
