import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { AdminFailure } from './api';

interface Notice {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

interface Notices {
  /** Says what an action did (or why it failed), for 5 s, in a live region. */
  say(tone: Notice['tone'], text: string): void;
  /** Runs an action and says its result: the success text, or the failure's reason. */
  run<T>(action: () => Promise<T>, success: (result: T) => string): Promise<T | undefined>;
}

const NoticeContext = createContext<Notices | null>(null);

export function useNotices(): Notices {
  const value = useContext(NoticeContext);
  if (!value) throw new Error('useNotices outside the console');
  return value;
}

/** The console's feedback after an action: a polite live region at the bottom of the screen. */
export function NoticeProvider(props: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(1);
  const say = useCallback((tone: Notice['tone'], text: string) => {
    const id = next.current++;
    setNotices((list) => [...list.slice(-2), { id, tone, text }]);
    setTimeout(() => setNotices((list) => list.filter((notice) => notice.id !== id)), 5_000);
  }, []);
  const run = useCallback(
    async <T,>(action: () => Promise<T>, success: (result: T) => string) => {
      try {
        const result = await action();
        say('success', success(result));
        return result;
      } catch (error) {
        say('error', error instanceof AdminFailure || error instanceof Error ? error.message : 'Failed');
        return undefined;
      }
    },
    [say],
  );
  return (
    <NoticeContext.Provider value={{ say, run }}>
      {props.children}
      <div className="notices" role="status" aria-live="polite">
        {notices.map((notice) => (
          <p key={notice.id} className={`notice ${notice.tone}`}>
            {notice.text}
          </p>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}
