import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/texts';
import { useChatWidgetFlag } from '../../api/queries';
import { ChatIcon, CloseIcon } from '../../components/icons';
import { getGuestId, getToken } from '../../lib/storage';
import { chatStoreFor } from './chat-store';
import styles from './chat.module.css';
import { unreadCount } from './timeline';

const ChatPanel = lazy(() => import('./chat-panel'));

const OPEN_KEY = 'chat-open';
const INVITED_KEY = 'chat-invitation-seen';

function sessionFlag(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
function setSessionFlag(key: string, on: boolean): void {
  try {
    if (on) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
  } catch {
    // Storage refused: the choice lasts as long as the page.
  }
}

/**
 * The support chat widget of the contact pages (spec §2), shown when the operator's enableChatWidget flag
 * is on: a floating button with an invitation bubble, expanding into the chat panel and collapsing again.
 * The panel's code, the socket and a visitor's guest id wait for the first tap; a member (or a visitor who
 * chatted before) is connected at once, so the button can show unread answers. Open or not is kept for the
 * tab, so a reload leaves the panel as it was.
 */
export default function ChatWidget() {
  const { t } = useTranslation('chat');
  const flag = useChatWidgetFlag();
  const enabled = flag.data?.body.enableChatWidget === true;
  const [open, setOpen] = useState(() => sessionFlag(OPEN_KEY));
  const [invited, setInvited] = useState(() => !sessionFlag(INVITED_KEY));
  const store = chatStoreFor();
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!enabled) return;
    if (open || getToken() || getGuestId()) void store.start();
  }, [enabled, open, store]);

  useEffect(() => () => store.stop(), [store]);

  if (!enabled) return null;

  const unread = unreadCount(state.timeline);
  const toggle = (next: boolean) => {
    setOpen(next);
    setSessionFlag(OPEN_KEY, next);
    if (next) {
      setInvited(false);
      setSessionFlag(INVITED_KEY, true);
    } else {
      requestAnimationFrame(() => launcher.current?.focus());
    }
  };

  return (
    <div className={styles.widget}>
      {open ? (
        <Suspense fallback={<div className={styles.panel} data-loading aria-busy="true" />}>
          <ChatPanel store={store} onClose={() => toggle(false)} />
        </Suspense>
      ) : (
        <>
          {invited && (
            <div className={styles.invitation}>
              <button type="button" className={styles.invitationText} onClick={() => toggle(true)}>
                {t('invitation')}
              </button>
              <button
                type="button"
                className={styles.invitationClose}
                aria-label={t('dismissInvitation')}
                onClick={() => {
                  setInvited(false);
                  setSessionFlag(INVITED_KEY, true);
                }}
              >
                <CloseIcon size={16} />
              </button>
            </div>
          )}
          <button
            ref={launcher}
            type="button"
            className={styles.launcher}
            aria-expanded={false}
            aria-label={unread > 0 ? t('openUnread', { count: unread }) : t('open')}
            onClick={() => toggle(true)}
          >
            <ChatIcon size={26} />
            {unread > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </button>
        </>
      )}
    </div>
  );
}
