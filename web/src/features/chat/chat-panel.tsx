import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/texts';
import { Button } from '../../components/button';
import { AlertCircleIcon, ChatIcon, ChevronDownIcon, WifiOffIcon } from '../../components/icons';
import { lockBodyScroll } from '../../components/scroll-lock';
import type { ChatStore } from './chat-store';
import styles from './chat.module.css';
import { Composer } from './composer';
import { MessageList } from './message-list';

/**
 * The visible part of the phone's screen while the on-screen keyboard is up (visualViewport): the panel
 * takes exactly that, so the field stays above the keyboard. Without visualViewport, 100dvh.
 */
function useVisibleViewport(): { height: number; top: number } | null {
  const read = () => {
    const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
    return viewport ? { height: viewport.height, top: viewport.offsetTop } : null;
  };
  const [box, setBox] = useState(read);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setBox({ height: viewport.height, top: viewport.offsetTop });
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
    };
  }, []);
  return box;
}

/**
 * The open chat: who the player talks to and whether the line is up, the conversation, and the field.
 * On a phone it covers the screen above the keyboard; from 600 px it floats above the launcher. Escape or
 * the minimise button collapses it.
 */
export default function ChatPanel({ store, onClose }: { store: ChatStore; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const viewport = useVisibleViewport();
  const panel = useRef<HTMLDivElement>(null);
  const [sent, setSent] = useState(0);

  // On a phone the panel is the whole screen, so it is modal: the page under it stays still and out of
  // reach (inert: no focus, no screen reader) until the panel collapses.
  const [fullScreen] = useState(() => window.matchMedia('(max-width: 599px)').matches);
  useEffect(() => {
    if (!fullScreen) return;
    const unlock = lockBodyScroll();
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    return () => {
      unlock();
      app?.removeAttribute('inert');
    };
  }, [fullScreen]);

  useEffect(() => {
    store.setOpen(true);
    void store.start();
    panel.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus({ preventScroll: true });
    return () => store.setOpen(false);
  }, [store]);

  const connection = state.load === 'ready' ? state.connection : 'connecting';
  return createPortal(
    <div
      ref={panel}
      className={styles.panel}
      role="dialog"
      aria-modal={fullScreen}
      aria-labelledby="chat-title"
      style={
        viewport
          ? { ['--chat-height' as string]: `${viewport.height}px`, ['--chat-top' as string]: `${viewport.top}px` }
          : undefined
      }
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <ChatIcon size={20} />
        </span>
        <div className={styles.heading}>
          <h2 id="chat-title" className={styles.title}>
            {t('title')}
          </h2>
          <span className={styles.connection} data-connection={connection}>
            {t(`connection.${connection}`)}
          </span>
        </div>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={t('minimise')}>
          <ChevronDownIcon size={24} />
        </button>
      </header>

      {state.load === 'ready' && connection !== 'live' && (
        <p className={styles.banner} role="status">
          <WifiOffIcon size={16} />
          {t(connection === 'offline' ? 'banner.offline' : 'banner.connecting')}
        </p>
      )}

      {state.load === 'ready' ? (
        state.timeline.server.length === 0 && state.timeline.local.length === 0 ? (
          <div className={styles.empty}>
            <span className={styles.emptyIcon} aria-hidden="true">
              <ChatIcon size={28} />
            </span>
            <p>{t('empty')}</p>
          </div>
        ) : (
          <MessageList state={state} store={store} sent={sent} />
        )
      ) : state.load === 'failed' ? (
        <div className={styles.empty} role="alert">
          <AlertCircleIcon size={28} />
          <p>{t('failed')}</p>
          <Button variant="secondary" onClick={() => void store.start()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.skeletons} role="status" aria-label={t('loading')}>
          <span className={styles.skeleton} data-side="other" />
          <span className={styles.skeleton} data-side="customer" />
          <span className={styles.skeleton} data-side="other" data-tall />
        </div>
      )}

      {state.alert && (
        <div className={styles.alert} role="alert">
          <AlertCircleIcon size={18} />
          <span>{t(state.alert.key, state.alert.values)}</span>
          <button type="button" className={styles.linkButton} onClick={() => store.dismissAlert()}>
            {t('common:close')}
          </button>
        </div>
      )}

      <Composer store={store} onSent={() => setSent((count) => count + 1)} />
    </div>,
    document.body,
  );
}
