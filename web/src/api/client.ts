import { contract } from '@portal/contract';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { QueryClient } from '@tanstack/react-query';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';

/**
 * Origin of the API. Empty (the default) means the same origin as the page: in development and preview Vite
 * proxies /api to the mock server; in production the portal is served beside the backend.
 */
export const apiBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/**
 * The typed client of the whole contract: `tsr.<area>.<route>.useQuery(...)` / `.useMutation(...)`.
 * Every request carries the fixed client header; answers with a schema are parsed by the contract's zod
 * schema, so a page never sees a shape the contract does not declare.
 * (Bearer token, timeouts and the `gone` → /terminated redirect come with the full API layer.)
 */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: apiBaseUrl,
  baseHeaders: { [CLIENT_HEADER.name]: CLIENT_HEADER.value },
  validateResponse: true,
});

/** A ts-rest error answer (thrown by the hooks for any non-2xx status). */
function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** One QueryClient per app (and per test): answers of the API stay fresh for 30 s; 4xx answers are final. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          const status = httpStatusOf(error);
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
