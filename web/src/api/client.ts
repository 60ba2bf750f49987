import type { Contract } from '@portal/contract';
import { clientRoutes } from '@portal/contract/client-routes';
import { CLIENT_HEADER, TIMEOUTS } from '@portal/contract/constants';
import { GONE_MESSAGE, isErrorCode, sessionEndingCodes } from '@portal/contract/errors';
import { hasDropped, type Described } from '@portal/contract/described';
import { QueryCache, QueryClient, replaceEqualDeep, type QueryState } from '@tanstack/react-query';
import { tsRestFetchApi, type ApiFetcher, type AppRoute } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { clearSession, getToken } from '../lib/storage';
import { goTo } from './navigation';
import { readBody } from './reading';
import { listenForReturn } from './recovery';
import { recoveryDelay } from './recovery-delay';
import { paths } from '../lib/pages';

/**
 * Origin of the API. Empty (the default) means the same origin as the page: in development and preview Vite
 * proxies /api to the mock server; in production the portal is served beside the backend. Always the page's
 * own in the demo, whose simulator answers only there: a backend's address given to its build is ignored.
 */
export const apiBaseUrl =
  import.meta.env.VITE_DEMO === 'true' ? '' : (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/**
 * A request that got no answer in time (60 s, uploads 300 s), none at all (`offline`: the phone has no
 * connection or the request never left), or only a gateway's (`unreachable`: a proxy answered 502, 503 or
 * 504 without a catalogue code, so the server itself was not reached).
 */
export class NetworkError extends Error {
  constructor(readonly reason: 'timeout' | 'offline' | 'unreachable') {
    super(reason);
    this.name = 'NetworkError';
  }
}

/** An answer whose body lacks what the contract promises and a screen cannot do without (api/reading.ts). */
export class ContractMismatchError extends Error {
  constructor(readonly route: string) {
    super(`the answer of ${route} does not match the contract`);
    this.name = 'ContractMismatchError';
  }
}

const sessionEnding = new Set<unknown>(sessionEndingCodes);
const isSessionEnding = (message: unknown): message is (typeof sessionEndingCodes)[number] =>
  sessionEnding.has(message);

/**
 * The headers of every call: the fixed client header, the bearer token when there is one, and the language the
 * app reads in as Accept-Language (the page's `lang`, set with the language), so what a server words itself,
 * the simulated support agent's answers among them, can be in the player's language.
 */
export function requestHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = getToken();
  const headers: Record<string, string> = { ...extra, [CLIENT_HEADER.name]: CLIENT_HEADER.value };
  if (token) headers.authorization = `Bearer ${token}`;
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['accept-language'] = language;
  return headers;
}

/**
 * What every answer goes through, whichever way it came (fetch, or an upload's XMLHttpRequest): a gateway's
 * 502–504 without a catalogue code is `unreachable`; a `gone` answer sends the app to /terminated; an invalid
 * or expired session (when a token was sent) is cleared and the app goes to /login; a 200 answer is read by
 * the route's description of it (`routes`, below), tolerantly (api/reading.ts): what differs costs only what
 * needs it. Error answers are passed on as they are, so an unknown message from a real backend is still shown
 * (raw).
 */
export function readAnswer<R extends { status: number; body: unknown }>(
  route: AppRoute,
  answer: R,
  sentToken: boolean,
): R {
  const message = (answer.body as { message?: unknown } | null)?.message;
  if (answer.status >= 502 && answer.status <= 504 && !isErrorCode(message)) throw new NetworkError('unreachable');
  if (answer.status === 410 || message === GONE_MESSAGE) goTo(paths.terminated);
  else if (answer.status >= 400 && isSessionEnding(message) && sentToken) {
    clearSession();
    goTo(paths.login, { sessionEnded: message });
  }
  const described = answer.status === 200 ? okAnswerOf(route) : undefined;
  if (described) {
    const name = `${route.method} ${route.path}`;
    const read = readBody(name, described, answer.body);
    if (!read) throw new ContractMismatchError(name);
    return { ...answer, body: read.value };
  }
  return answer;
}

/**
 * Every call goes through here: the headers, 60 s (300 s for uploads) before it gives up, then the answer
 * read as `readAnswer` says.
 */
export const api: ApiFetcher = async (args) => {
  const headers = requestHeaders(args.headers);
  const timeout = args.contentType === 'multipart/form-data' ? TIMEOUTS.uploadMs : TIMEOUTS.requestMs;
  const signals = [AbortSignal.timeout(timeout), args.fetchOptions?.signal].filter(Boolean) as AbortSignal[];
  let response: Awaited<ReturnType<ApiFetcher>>;
  try {
    response = await tsRestFetchApi({
      ...args,
      headers,
      validateResponse: false,
      fetchOptions: { ...args.fetchOptions, signal: AbortSignal.any(signals) },
    });
  } catch (error) {
    if (args.fetchOptions?.signal?.aborted) throw error;
    throw new NetworkError(error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline');
  }
  return readAnswer(args.route, response, 'authorization' in headers);
};

/**
 * The routes of the contract as the app calls them: typed as the contract, but at run time the client's route
 * table (contract/src/client-routes.gen.ts), whose 200 answers are described as data for the tolerant reading
 * (api/reading.ts). The contract's zod schemas, and zod, stay out of the app's first load (decision 022).
 */
export const routes = clientRoutes as unknown as Contract;

/**
 * How a route of `routes` describes its 200 answer. A route of the contract itself (a zod schema there) is a
 * mistake this says at once: its answers would go unread.
 */
export function okAnswerOf(route: AppRoute): Described | undefined {
  const described = (route.responses as { 200?: Described })[200];
  if (described !== undefined && typeof described.kind !== 'string')
    throw new TypeError(`${route.method} ${route.path}: a route of the contract, not of the client's table (routes)`);
  return described;
}

/** The typed client of the whole contract: `tsr.<area>.<route>.useQuery(...)` / `.useMutation(...)`. */
export const tsr = initTsrReactQuery(routes, {
  baseUrl: apiBaseUrl,
  baseHeaders: { [CLIENT_HEADER.name]: CLIENT_HEADER.value },
  api,
});

/** The HTTP status of a ts-rest error answer (the hooks throw one for any non-2xx status). */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/**
 * Whether a failed call may succeed if asked again: no answer (offline, a timeout, a gateway) or a server
 * error. A refusal (4xx) stands, and an answer the portal cannot read (decision 018) will read the same.
 */
export function mayPass(error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return !(error instanceof ContractMismatchError);
}

/** What the recovery of a failed read looks at: a query's state (any query's, whatever its data). */
interface Recoverable {
  state: Pick<QueryState<unknown, unknown>, 'status' | 'error' | 'fetchStatus' | 'errorUpdateCount'>;
}

/** Per query, how many of its reads had failed when it last got an answer: the failures since are in a row. */
const failuresAtAnswer = new WeakMap<Recoverable, number>();

const failedForNow = (query: Recoverable) => query.state.status === 'error' && mayPass(query.state.error);

/**
 * A query's `refetchInterval` while it has failed for a reason that may pass: the next try `recoveryDelay`
 * after the failure (2 s, 4 s, 8 s … a minute), none while a try is under way. Undefined when it has not
 * failed so: a query that polls uses its own interval then (`recoveryInterval(query) ?? poll`).
 */
export function recoveryInterval(query: Recoverable): number | false | undefined {
  if (!failedForNow(query)) return undefined;
  if (query.state.fetchStatus !== 'idle') return false;
  return recoveryDelay(query.state.errorUpdateCount - (failuresAtAnswer.get(query) ?? 0));
}

/**
 * One QueryClient per app (and per test): answers of the API stay fresh for 30 s; 4xx answers are final.
 * Calls run whatever the browser says of the network (`networkMode: 'always'`): offline, a call fails at once
 * with "no connection" instead of waiting paused, unseen, and then acting by itself when the network returns.
 * A read that failed for a reason that may pass is read again by itself while on screen (api/recovery.ts): on
 * the player's return to the tab or window, on reconnect (which `networkMode: 'always'` alone would not do),
 * and by `recoveryInterval`. Mutations never retry.
 */
export function createQueryClient(): QueryClient {
  listenForReturn();
  const queryCache = new QueryCache();
  queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success')
      failuresAtAnswer.set(event.query, event.query.state.errorUpdateCount);
  });
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        // An answer some list of which left items out is kept as read: merged into the older one, its lists
        // would be copies without the count the screen shows ("1 item could not be shown", decision 018). A
        // query holds the whole answer (the hooks) or its body (okBody: the paged lists).
        structuralSharing: (old, next) =>
          hasDropped(next) || hasDropped((next as { body?: unknown } | undefined)?.body)
            ? next
            : replaceEqualDeep(old, next),
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: failedForNow,
        refetchOnReconnect: failedForNow,
        refetchInterval: (query) => recoveryInterval(query) ?? false,
        retry: (failureCount, error) => mayPass(error) && failureCount < 2,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/**
 * The body of a 200 answer of a plain call (`tsr.….query()` / `.mutate()`); any other answer is thrown, as the
 * query hooks do, so `failureOf` names it and the query client's retry rule applies.
 */
export function okBody<R extends { status: number; body: unknown }>(response: R): Extract<R, { status: 200 }>['body'] {
  if (response.status !== 200) throw response;
  return response.body;
}
