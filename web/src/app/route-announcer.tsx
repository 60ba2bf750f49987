import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/texts';
import { useLocation } from 'react-router-dom';
import { useSiteInfo } from '../api/queries';
import { titleOf } from '../lib/pages';

/** How long a lazy page may take to draw its heading before focus stops waiting for it. */
const FOCUS_WAIT_MS = 5_000;

/**
 * What a screen-reader user needs when the page changes: the document title names the page (in the reader's
 * language, then the site), and after a move within the app focus goes to the new page's heading, which the
 * reader announces. The first page of a visit keeps the browser's own start.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const site = useSiteInfo().data?.body.name;
  const key = titleOf(pathname);

  useEffect(() => {
    if (!key) return;
    const page = t(`titles.${key}`);
    document.title = site ? `${page} · ${site}` : page;
  }, [key, site, t]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const started = performance.now();
    let frame = 0;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started < FOCUS_WAIT_MS) frame = requestAnimationFrame(focusHeading);
    };
    frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
