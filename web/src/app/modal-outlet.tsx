import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../components/hydration';
import { LoadingOverlay } from '../components/loading-overlay';
import { useModalAddress, type ModalName, type ModalParams, type UrlModalProps } from '../components/url-modal';
import { modalOver } from './first-page';
import { lazyPage, type LazyPage } from './lazy-page';

/**
 * Each modal is a lazy chunk of its own, drawn only over the pages whose path starts with its `over`
 * (first-page.ts, where the build also learns what to preload for it).
 */
const modals: { [N in ModalName]: LazyPage<UrlModalProps<N>> } = {
  conditions: lazyPage(() => import('./shells/conditions-modal')),
  video: lazyPage(() => import('../features/howto/video-modal')),
  deposit: lazyPage(() => import('../features/wallet/deposit/deposit-modal')),
  withdraw: lazyPage(() => import('../features/wallet/withdraw-modal')),
  game: lazyPage(() => import('../features/wallet/game-modal')),
  transfer: lazyPage(() => import('../features/wallet/transfer-modal')),
  invite: lazyPage(() => import('../features/home/invite-modal')),
  refund: lazyPage(() => import('../features/home/refund-modal')),
  agreement: lazyPage(() => import('../features/home/agreement-modal')),
  password: lazyPage(() => import('../features/profile/password-modal')),
  bonus: lazyPage(() => import('../features/bonus/bonus-modal')),
  slips: lazyPage(() => import('../features/statement/slips-modal')),
  promotion: lazyPage(() => import('../features/bonus/promotion-modal')),
};

/**
 * Draws the modal the URL names (`?modal=<name>`), over the page that is there. Nothing while the app takes a
 * pre-rendered page over: the page's HTML has no modal, so it opens right after.
 */
export function ModalOutlet() {
  const { name, params, close } = useModalAddress();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (!name || !hydrated || !pathname.startsWith(modalOver[name])) return null;
  const Modal = modals[name] as ComponentType<UrlModalProps<ModalName>>;
  return (
    <Suspense fallback={<LoadingOverlay active />}>
      <Modal key={name} params={params as ModalParams<ModalName>} onClose={close} />
    </Suspense>
  );
}
