import { startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/client';
import { App } from './app/app';
import { pageAt } from './lib/pages';
import { preloadPage } from './app/router';
import { captureTypedEarly, TakeOver } from './components/hydration';
import { captureLoaderClock } from './components/loader-clock';
import { takeEarlyRead } from './early/take-early-read';
import { currentLocale, initI18n, texts } from './i18n';
import './styles/fonts.css';
import './styles/tokens.css';

document.documentElement.dataset.flavour = import.meta.env.VITE_FLAVOUR;

const root = document.getElementById('root')!;

// The first page's code, texts and early answer (early/) come before the first render (index.html asked for
// them beside the entry), so the app replaces a pre-drawn page with the same page, never with a loader.
const { pathname } = window.location;
const queryClient = createQueryClient();
void Promise.all([
  // React's renderer (about half of the code the first page runs) is evaluated in a task of its own, not in
  // the entry's: each stays short, so a tap on the pre-drawn page is answered in between. The page's first
  // script loads it beside the entry (build/first-page-preload.ts).
  import('react-dom/client'),
  // The demo build's simulator answers the app's first call: it starts before the app does, and is asked for
  // once the pre-drawn page is painted (the frame after the first), so its download never holds the first paint. Other
  // builds drop this line.
  import.meta.env.VITE_DEMO === 'true'
    ? new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
        .then(() => import('./demo/boot'))
        .then(({ bootDemo }) => bootDemo(queryClient))
    : null,
  takeEarlyRead(queryClient, pathname),
  initI18n().then(() => texts.loadNamespaces(pageAt(pathname)?.namespaces ?? [])),
  preloadPage(pathname),
])
  // The renderer's evaluation ends a task; drawing the page starts another.
  .then(([client]) => new Promise<typeof client>((next) => setTimeout(() => next(client))))
  .then(({ createRoot, hydrateRoot }) => {
    captureTypedEarly(root);
    captureLoaderClock(root);
    const app = (
      <>
        <App queryClient={queryClient} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
        <TakeOver root={root} />
      </>
    );
    // A public page pre-rendered by the build, with the reader's language swapped in (build/prerender.ts), is
    // taken over as it is. Anything else (the boot mark, the member's frame) is drawn over when React commits,
    // so the screen never goes blank in between. That first render is a transition: React draws it in slices
    // of a few milliseconds with the pre-drawn page on screen, not in one long task. Not when the page drawn
    // over has fields a player can use: between the slices they could type into a field about to be replaced.
    if (root.dataset.prerendered === currentLocale()) {
      hydrateRoot(root, app);
    } else {
      delete root.dataset.prerendered;
      const fresh = createRoot(root);
      if (root.querySelector('input:enabled, textarea:enabled, select:enabled')) fresh.render(app);
      else startTransition(() => fresh.render(app));
    }
  });
