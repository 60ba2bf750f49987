import { createElement, lazy, useState, type ComponentType } from 'react';
import { whenOnline } from '../components/online';

/** A lazy page whose code can be asked for before it is drawn (main.tsx: the first page of a visit). */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A lazy page (or modal) that waits for the network instead of failing: a tap while offline shows the loader
 * and the offline line, and the page arrives when the connection returns, without a reload. A load that fails
 * while online (a chunk a new deploy removed) goes to the route's error boundary, which offers a reload.
 * A page whose code is already here is drawn at once, with no loader in between: the first page of a visit,
 * preloaded before the app's first render, replaces the pre-drawn page with the same page.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const remember = (module: { default: ComponentType<P> }) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(async () => {
    await whenOnline();
    try {
      return remember(await load());
    } catch (error) {
      if (navigator.onLine) throw error;
      await whenOnline();
      return remember(await load());
    }
  });

  function Page(props: P) {
    // Chosen once per mount: a page drawn through the lazy wrapper keeps it, so it never remounts.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  // Never waits for the network and never fails: a page it could not fetch is fetched again when drawn.
  const preload = () =>
    load()
      .then(remember)
      .then(
        () => undefined,
        () => undefined,
      );
  return Object.assign(Page, { preload });
}
