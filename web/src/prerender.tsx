import type { Locale } from '@portal/contract/constants';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from './api/client';
import { App } from './app/app';
import MemberShell from './app/shells/member-shell';
import { initI18n } from './i18n';

/**
 * The build's server-side entry (`vite build --ssr src/prerender.tsx`): the HTML of a public page as a
 * first visit in `locale` sees it, every lazy page and text file loaded, every server answer still pending
 * (skeletons). build/prerender.ts writes it into the page's own HTML file.
 */
export async function render(path: string, locale: Locale): Promise<string> {
  await initI18n(locale);
  const { prelude } = await prerender(
    <App
      queryClient={createQueryClient()}
      router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>}
    />,
  );
  return new Response(prelude).text();
}

/**
 * The member's frame in `locale`, as a returning member first sees it: top bar and menu, no menu item marked,
 * the page area empty. index.html draws it in on member paths before the scripts arrive; the app's own first
 * render (the member shell is in the entry) shows the same frame.
 */
export async function renderMemberFrame(locale: Locale): Promise<string> {
  await initI18n(locale);
  const { prelude } = await prerender(
    <App
      queryClient={createQueryClient()}
      router={() => (
        <StaticRouter location="/user">
          <MemberShell />
        </StaticRouter>
      )}
    />,
  );
  return new Response(prelude).text();
}
