import { useSyncExternalStore } from 'react';

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

/** What a visitor typed into a pre-rendered page before the app ran, by field name (taken once). */
const typedEarly = new Map<string, string>();

/**
 * Reads the fields of a pre-rendered page before the app takes it over or draws it afresh: on a slow
 * network a visitor starts typing as soon as the page shows, and that must not be lost (main.tsx).
 */
export function captureTypedEarly(root: HTMLElement): void {
  root.querySelectorAll<HTMLInputElement>('input[name]').forEach((input) => {
    if (input.type === 'checkbox' || input.type === 'radio') return;
    if (input.value !== input.defaultValue) typedEarly.set(input.name, input.value);
  });
}

/**
 * The value typed into a pre-rendered field before the app ran, once; '' when nothing was. Called while the
 * page first renders: a page that is taken over (hydrated) still has its pre-rendered field, read as late as
 * possible (its lazy code may arrive seconds after the app starts); a page drawn afresh has what was captured.
 */
export function takeTypedEarly(name: string): string {
  const captured = typedEarly.get(name) ?? '';
  typedEarly.delete(name);
  if (typeof document === 'undefined') return captured;
  const field = document.querySelector<HTMLInputElement>(`#root input[name="${CSS.escape(name)}"]`);
  return field && field.value !== field.defaultValue ? field.value : captured;
}
