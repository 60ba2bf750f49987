import { InlineNotice } from './inline-failure';

/**
 * Where a pre-drawn page's own script says something before the app arrives (early/early-login-script.ts):
 * drawn hidden and empty while the app is not live (the script fills it in; React leaves what it wrote), and
 * its words taken over by the page when the app is (`takeEarlyNotice`). Drawn only before the app is live, so
 * React never writes its (empty) markup itself.
 */
export function EarlyNotice({ name }: { name: string }) {
  return (
    <div data-early-notice={name} hidden suppressHydrationWarning>
      <InlineNotice tone="error">
        {/* A space React expects as text: the words the script writes over it are a text difference React
            is told to let be (not markup of its own, so no HTML goes in here, and nothing to hydrate). */}
        <p suppressHydrationWarning>{'\u00a0'}</p>
      </InlineNotice>
    </div>
  );
}

/** The words a page's own script showed in its `EarlyNotice`, read as the app takes the page over; '' if none. */
export function takeEarlyNotice(name: string): string {
  if (typeof document === 'undefined') return '';
  const notice = document.querySelector<HTMLElement>(`#root [data-early-notice="${CSS.escape(name)}"]`);
  return notice && !notice.hidden ? (notice.textContent ?? '') : '';
}
