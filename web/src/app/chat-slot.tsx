import { lazy, Suspense, useEffect, useState } from 'react';

const ChatWidget = lazy(() => import('../features/chat/chat-widget'));

/**
 * Where the contact pages' chat widget goes (spec §2). Its code loads once the page has painted and the
 * browser is idle, so the chat never delays the page itself; pre-rendered markup has nothing here, so
 * hydration matches.
 */
export function ChatSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setReady(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}
