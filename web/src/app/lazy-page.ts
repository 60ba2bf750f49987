import { lazy, type ComponentType } from 'react';
import { whenOnline } from '../components/online';

/**
 * A lazy page (or modal) that waits for the network instead of failing: a tap while offline shows the loader
 * and the offline line, and the page arrives when the connection returns, without a reload. A load that fails
 * while online (a chunk a new deploy removed) goes to the route's error boundary, which offers a reload.
 */
export function lazyPage<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      await whenOnline();
      return load();
    }
  });
}
