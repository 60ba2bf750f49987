import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/client';
import { App } from './app/app';
import { firstPageNeeds } from './app/first-page';
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
  // The demo build's simulator answers the app's first call: it starts before the app does, and is asked for
  // once the pre-drawn page is painted (the frame after the first), so its download never holds the first paint. Other
  // builds drop this line.
  import.meta.env.VITE_DEMO === 'true'
    ? new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
        .then(() => import('./demo/boot'))
        .then(({ bootDemo }) => bootDemo(queryClient))
    : null,
  takeEarlyRead(queryClient, pathname),
  initI18n().then(() => texts.loadNamespaces(firstPageNeeds[pathname]?.namespaces ?? [])),
  preloadPage(pathname),
]).then(() => {
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
  // so the screen never goes blank in between.
  if (root.dataset.prerendered === currentLocale()) {
    hydrateRoot(root, app);
  } else {
    delete root.dataset.prerendered;
    createRoot(root).render(app);
  }
});
