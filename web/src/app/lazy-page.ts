import { createElement, lazy, useState, type ComponentType } from 'react';
import { whenOnline } from '../components/online';

/** A lazy page whose code can be asked for before it is drawn (main.tsx: the first page of a visit). */
export type LazyPage<P> = ComponentType<P> & { preload: () => Promise<void> };

/** What asks again for the code of a page (or modal) that failed to arrive while online, by the failure. */
const reloads = new WeakMap<object, () => Promise<unknown>>();

/**
 * Asks again for the code whose failure to arrive is `error` (the route's error boundary, before it draws the
 * page again): true when it is here now, so the page draws at once, with no loader and no second failure. An
 * error of no page's (a stylesheet's, say) answers true: drawing again is all there is to try.
 */
export function reloadFailedPage(error: unknown): Promise<boolean> {
  const reload = typeof error === 'object' && error !== null ? reloads.get(error) : undefined;
  if (!reload) return Promise.resolve(true);
  return reload().then(
    () => true,
    () => false,
  );
}

/**
 * A lazy page (or modal) that waits for the network instead of failing: a tap while offline shows the loader
 * and the offline line, and the page arrives when the connection returns, without a reload. A load that fails
 * while online (the server unreachable, or a chunk a new deploy removed) goes to the route's error boundary,
 * which offers a reload and asks for the code again by itself (`reloadFailedPage`; React's `lazy` keeps its
 * failure for good, so the page, once its code is here, is drawn without it). A page whose code is already
 * here is drawn at once, with no loader in between: the first page of a visit, preloaded before the app's
 * first render, replaces the pre-drawn page with the same page.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const remember = (module: { default: ComponentType<P> }) => {
    loaded = module.default;
    return module;
  };
  const loadWhenOnline = async () => {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      await whenOnline();
      return load();
    }
  };
  const Lazy = lazy(async () => {
    try {
      return remember(await loadWhenOnline());
    } catch (error) {
      if (typeof error === 'object' && error !== null) reloads.set(error, () => load().then(remember));
      throw error;
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
