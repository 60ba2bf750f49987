import { useSyncExternalStore, type ReactNode } from 'react';
import styles from './hydration.module.css';

const never = () => () => undefined;

/**
 * False while the app renders on the server and while it takes over pre-rendered markup (hydration), true
 * from then on. A page the build pre-rendered (docs/decisions/006) is on screen before its code runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * The controls of a form that may be pre-rendered: disabled until the app runs, so nothing typed is lost
 * and the form is never sent by the browser itself (which would put the fields into the URL).
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fieldset} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
