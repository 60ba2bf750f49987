import { useLayoutEffect, useSyncExternalStore } from 'react';
import { continueLoaderClock } from './loader-clock';

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

/**
 * What was typed while the app was taking a pre-rendered page over: the page had read its fields (its first
 * render), React had not yet taken them, so the text is on screen but not in the page's state, and the next
 * render would put the older value back over it (a phone filled in that instant was cleared). React sets each
 * field's default to its state as it takes the field over, so a field whose text differs from its default holds
 * what the player typed meanwhile: it is told to React as an input now, as if typed again. Called once the
 * app has committed its first render, before anything draws again.
 */
export function keepTypedDuringTakeOver(root: HTMLElement): void {
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea').forEach((field) => {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) return;
      // React's own record of the box is set to its state first, so the click that follows reads as a change.
      field.checked = field.defaultChecked;
      field.click();
      return;
    }
    if (field.value === field.defaultValue || (field instanceof HTMLInputElement && field.type === 'file')) return;
    const typed = field.value;
    // Through React's record of the field (its state), then the typed text back past that record: the input
    // event that follows is a change to React.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/**
 * Drawn after the whole app (main.tsx): once the app's first render is committed, what was typed while it took
 * the page over is kept, its loaders go on waiting where the pre-drawn ones were (loader-clock.ts), and the page is marked as the app's (`#root[data-app="live"]`: the journeys wait for
 * it before they test what only the running app does).
 */
export function TakeOver({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => tookOver(root), [root]);
  return null;
}

function tookOver(root: HTMLElement): void {
  keepTypedDuringTakeOver(root);
  continueLoaderClock(root);
  root.dataset.app = 'live';
}
