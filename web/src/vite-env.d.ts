/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Which build: `th` (default, web/.env) or `laos` (`vite build --mode laos`, web/.env.laos). */
  readonly VITE_FLAVOUR: 'th' | 'laos';
  /** Origin of the API; empty (the default) means the same origin, through the dev/preview proxy. */
  readonly VITE_API_BASE_URL?: string;
  /** `true` in the backend-less demo (`npm run build:demo`, web/.env.demo): the simulator runs in the page. */
  readonly VITE_DEMO?: string;
  /** Where the app tells differences between the backend's answers and the contract (api/reading.ts); none when unset. */
  readonly VITE_DRIFT_REPORT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
