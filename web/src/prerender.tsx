import type { Locale } from '@portal/contract/constants';
import { prerender } from 'react-dom/static';
import { StaticRouter, useRoutes } from 'react-router-dom';
import { createQueryClient } from './api/client';
import { App } from './app/app';
import { memberPages } from './app/router';
import MemberShell from './app/shells/member-shell';
import { initI18n } from './i18n';
import { memberArea } from './lib/pages';

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
 * The member's frame in `locale` as a returning member first sees it, with the page at `path` drawn in it
 * (server answers pending: skeletons), or at `/user` with the page area empty. The member's page files and
 * index.html draw it in before the scripts arrive (build/prerender.ts); the app's first render, with the
 * page's code and texts already loaded (main.tsx), shows the same.
 */
export async function renderMember(locale: Locale, path: string = memberArea): Promise<string> {
  await initI18n(locale);
  const { prelude } = await prerender(
    <App
      queryClient={createQueryClient()}
      router={() => (
        <StaticRouter location={path}>
          <MemberRoutes />
        </StaticRouter>
      )}
    />,
  );
  return new Response(prelude).text();
}

function MemberRoutes() {
  return useRoutes([{ path: memberArea, element: <MemberShell />, children: memberPages }]);
}
