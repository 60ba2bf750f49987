import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '../components/hydration';
import { LoadingOverlay } from '../components/loading-overlay';
import { useModalAddress, type ModalName, type ModalParams, type UrlModalProps } from '../components/url-modal';
import { lazyPage, type LazyPage } from './lazy-page';

/** Each modal is a lazy chunk of its own, drawn only over the pages whose path starts with `over`. */
const modals: { [N in ModalName]: { over: string; Modal: LazyPage<UrlModalProps<N>> } } = {
  conditions: { over: '/user/', Modal: lazyPage(() => import('./shells/conditions-modal')) },
  video: { over: '/howto', Modal: lazyPage(() => import('../features/howto/video-modal')) },
  deposit: { over: '/user/home', Modal: lazyPage(() => import('../features/home/deposit/deposit-modal')) },
  withdraw: { over: '/user/home', Modal: lazyPage(() => import('../features/home/withdraw-modal')) },
  game: { over: '/user/home', Modal: lazyPage(() => import('../features/home/game-modal')) },
  transfer: { over: '/user/home', Modal: lazyPage(() => import('../features/home/transfer-modal')) },
  invite: { over: '/user/home', Modal: lazyPage(() => import('../features/home/invite-modal')) },
  refund: { over: '/user/home', Modal: lazyPage(() => import('../features/home/refund-modal')) },
  agreement: { over: '/user/home', Modal: lazyPage(() => import('../features/home/agreement-modal')) },
  password: { over: '/user/profile', Modal: lazyPage(() => import('../features/profile/password-modal')) },
  bonus: { over: '/user/bonus', Modal: lazyPage(() => import('../features/bonus/bonus-modal')) },
  slips: { over: '/user/statement', Modal: lazyPage(() => import('../features/statement/slips-modal')) },
  promotion: { over: '/user/bonus', Modal: lazyPage(() => import('../features/bonus/promotion-modal')) },
};

/**
 * Draws the modal the URL names (`?modal=<name>`), over the page that is there. Nothing while the app takes a
 * pre-rendered page over: the page's HTML has no modal, so it opens right after.
 */
export function ModalOutlet() {
  const { name, params, close } = useModalAddress();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (!name || !hydrated || !pathname.startsWith(modals[name].over)) return null;
  const { Modal } = modals[name] as { Modal: ComponentType<UrlModalProps<ModalName>> };
  return (
    <Suspense fallback={<LoadingOverlay active />}>
      <Modal key={name} params={params as ModalParams<ModalName>} onClose={close} />
    </Suspense>
  );
}
