/**
 * The address of the app's service worker script as the page's policy wants it (docs/decisions/019): with
 * Trusted Types on, `navigator.serviceWorker.register` takes a TrustedScriptURL, and the `portal-worker` policy
 * makes one for /sw.js only. A browser without Trusted Types gets the address as it is.
 */
const SERVICE_WORKER = `${import.meta.env.BASE_URL}sw.js`;

let policy: Pick<TrustedTypePolicy, 'createScriptURL'> | undefined;

export function serviceWorkerUrl(): TrustedScriptURL | string {
  if (!window.trustedTypes) return SERVICE_WORKER;
  policy ??= window.trustedTypes.createPolicy('portal-worker', {
    createScriptURL: (input: string) => {
      if (input !== SERVICE_WORKER) throw new TypeError(`not the app's service worker: ${input}`);
      return input;
    },
  });
  return policy.createScriptURL(SERVICE_WORKER);
}

declare global {
  interface ServiceWorkerContainer {
    /** The browser takes a TrustedScriptURL too (lib.dom does not say so yet). */
    register(
      scriptURL: string | URL | TrustedScriptURL,
      options?: RegistrationOptions,
    ): Promise<ServiceWorkerRegistration>;
  }
}
