import { lazy, Suspense, useEffect, useState } from 'react';

const ChatWidget = lazy(() => import('../features/chat/chat-widget'));

/**
 * How long after the page has loaded the chat starts: its code, its flag and (for a member) its history and
 * socket then never compete with the page's own pictures and answers for a slow phone line.
 */
const AFTER_LOAD_MS = 2_000;

/**
 * Where the contact pages' chat widget goes (spec §2). It loads once the page has loaded, a moment later, when
 * the browser is idle, so the chat never delays the page itself; pre-rendered markup has nothing here, so
 * hydration matches.
 */
export function ChatSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const begin = () => {
      timer = setTimeout(() => {
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(() => setReady(true), { timeout: 1_000 });
        else setReady(true);
      }, AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') begin();
    else window.addEventListener('load', begin, { once: true });
    return () => {
      window.removeEventListener('load', begin);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
