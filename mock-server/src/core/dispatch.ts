import type { AppRoute, AppRouter } from '@ts-rest/core';
import type { RouteMeta } from '@portal/contract';
import type { Fault, PassthroughRecord } from '@portal/contract/admin';
import { CLIENT_HEADER } from '@portal/contract/constants';
import { errorStatus, type ErrorBody, type ErrorCode } from '@portal/contract/errors';
import { ApiError } from '../domain/api-error.js';
import { recordJournal } from '../world/journal.js';
import {
  addCarried,
  bearerToken,
  carriedSecrets,
  decoded,
  querySecrets,
  redactedPath,
  redactedQuery,
} from '../world/redaction.js';
import type { ContractIssue, HttpJournalEntry, UploadedFile, World } from '../world/world.js';
import { authenticate } from './auth.js';
import {
  compile,
  parsePart,
  refusal,
  trimSlash,
  uploadLimit,
  type CompiledRoute,
  type Details,
} from './compiled-routes.js';
import { driftedText, planFaults, type RouteCatalog } from './faults.js';
import type { Passthrough } from './passthrough.js';
import type { WorldSlot } from './slot.js';
import type { AdminHandler, AdminImpl, Handler, Input, RouterImpl } from './types.js';

/**
 * The simulator's answer to one request, `(session, request) → response`, with no transport in it: the
 * Node adapter (http/node-adapter.ts) and the demo's service worker (browser/fetch-adapter.ts) feed it
 * requests and write its responses. One pipeline serves both surfaces (docs/decisions/001, 008, 027):
 *
 * - the product API: the service's state (gone), the client header, the route, the world's faults, auth by
 *   the route's access, the body (JSON or one uploaded file), the input validated by the contract (400
 *   KEY_MISSING / KEY_INVALID with details), the synchronous rule on the world, the answer checked against
 *   the contract, the journal;
 * - the QA surface (/__admin, the admin contract): the route, a JSON write (a cross-site form cannot reach
 *   it), the body up to the route's size and one at a time where it says so, the same validation, the
 *   handler (which may replace the session's world), the same check of the answer. No faults, no log-in, no
 *   journal: QA's calls are not the product's traffic.
 */

/** What the transport provides for one request. */
export interface CoreRequest {
  method: string;
  /** The path without the query, no trailing slash. */
  path: string;
  /** The query string without `?`. */
  search: string;
  header(name: string): string | undefined;
  /** The remote address (per-client limits). */
  client: string;
  /** The JSON body: undefined when there is none or it is not JSON; throws ApiError KEY_INVALID when malformed or too large. */
  readJson(limitBytes: number): Promise<unknown>;
  /** The one file of a multipart upload (field `file`), or null; throws ApiError FILE_TOO_LARGE or KEY_INVALID. */
  readFile(limitBytes: number): Promise<UploadedFile | null>;
  /** Drops an unread body. */
  discard(): void;
}

export type CoreResponse =
  /** An answer: JSON, unless `type` says otherwise (a real backend's answer passed on as it came). */
  | { kind: 'json'; status: number; text: string; type?: string }
  /** Close the connection without an answer. */
  | { kind: 'drop' }
  /** Keep the connection open without answering for `ms`, then close it. */
  | { kind: 'hang'; ms: number };

export interface CoreOptions {
  /** Which surface the contract is: the product API (default) or the QA surface. */
  surface?: 'product' | 'qa';
  /** Validate every answer against the contract before it is sent (on by default). */
  validateResponses: boolean;
  onContractViolation: (routeName: string, problem: string) => void;
  /** Called after each answer (the request log): method, redacted path (as the journal's), status, code, ms, faults. */
  onAnswered?: (line: AnsweredLine) => void;
  /** How long a route's valid request waits before its rules run, by route name (the log-in's pace). */
  pacing?: Pacing;
}

/** A wait before a route's rules run, in ms, from the world and the request's valid input. */
export type Pacing = Record<string, (world: World, input: { body?: unknown }, client: string) => number>;

/** What the request log prints of an answer. */
export type AnsweredLine = Pick<HttpJournalEntry, 'method' | 'path' | 'status' | 'code' | 'ms' | 'fault'> & {
  /** Who answered: the simulator, the real backend (passthrough), or no one (the real backend was unreachable). */
  source: 'simulator' | 'real' | 'unreachable';
};

function errorText(code: ErrorCode, details?: ErrorBody['details']): string {
  return JSON.stringify(details && details.length > 0 ? { message: code, details } : { message: code });
}

/** What one request went through, for the journal. */
interface RunState {
  route: CompiledRoute | null;
  fault: string | null;
  /** The drift faults to apply to the answer. */
  drifts: Fault[];
  /** A one-at-a-time route this request holds until it is answered. */
  holds: CompiledRoute | null;
  world: World;
  /** The JSON body read, or an upload's file described. */
  request: unknown;
  /** A call that passed through to the real backend: how its answer was read. */
  passthrough: PassthroughRecord | null;
}

/** An answer, and when the route's own answer broke the contract, that answer and how (for the journal). */
interface Answered {
  status: number;
  text: string;
  code: ErrorCode | null;
  broken?: { text: string; issues: ContractIssue[] };
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A body compressed or in a charset other than UTF-8: the simulator does not guess at it (the caller's 400). */
function unreadable(request: CoreRequest): boolean {
  const encoding = request.header('content-encoding');
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') return true;
  const charset = /;\s*charset\s*=\s*"?([^";]+)/i.exec(request.header('content-type') ?? '')?.[1];
  return charset !== undefined && charset.trim().toLowerCase() !== 'utf-8';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The request with a real log-in's token swapped for its simulated twin's (passthrough.ts), when it has one. */
function withSimulatedLogin(request: CoreRequest, passthrough: Passthrough, world: World): CoreRequest {
  const token = bearerToken(request.header('authorization'));
  const twin = token === null ? undefined : passthrough.simulatedToken(world, token);
  if (twin === undefined) return request;
  return { ...request, header: (name) => (name === 'authorization' ? `Bearer ${twin}` : request.header(name)) };
}

export interface Core {
  /**
   * Answers one request (never throws). The slot holds the world of the request's session; it is asked again
   * after every wait (a fault's delay, the body), so a reset meanwhile is seen, and a session that ended
   * meanwhile drops the connection rather than acting on a world no one has any more.
   */
  handle(slot: WorldSlot, request: CoreRequest): Promise<CoreResponse>;
  /** Every route's name and the error codes it may answer (what a fault may ask for). */
  routes: RouteCatalog;
}

/** The core of the product API (`surface` 'product') or of the QA surface ('qa', the admin contract). */
export function createCore<T extends AppRouter>(
  contract: T,
  impl: NoInfer<RouterImpl<T>> | NoInfer<AdminImpl<T>>,
  options: CoreOptions,
): Core {
  const compiled = compile(contract, impl);
  const product = options.surface !== 'qa';
  /** A route as a contract violation names it: the QA surface's under `admin.`. */
  const label = (route: CompiledRoute) => (product ? route.name : `admin.${route.name}`);
  /** The routes served one at a time that are being served now. */
  const busy = new Set<CompiledRoute>();
  const exact = new Map<string, CompiledRoute>();
  const patterned = new Map<string, CompiledRoute[]>();
  for (const route of compiled) {
    if (route.pattern) patterned.set(route.route.method, [...(patterned.get(route.route.method) ?? []), route]);
    else exact.set(`${route.route.method} ${trimSlash(route.route.path)}`, route);
  }

  const find = (method: string, path: string): { route: CompiledRoute; params: Record<string, string> } | null => {
    const hit = exact.get(`${method} ${path}`);
    if (hit) return { route: hit, params: {} };
    for (const route of patterned.get(method) ?? []) {
      const match = route.pattern?.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.paramNames.forEach((key, i) => {
        params[key] = decodeURIComponent(match[i + 1]);
      });
      return { route, params };
    }
    return null;
  };

  // The segments before a secret path parameter (the auto-login game password), lower case, '' for any
  // parameter: from the segment after them on, a path is never written to the journal or the log, whether or
  // not the rest matches a route (a password with a slash, a wrong method, bad %-encoding, another letter case,
  // doubled slashes).
  const secretPrefixes = compiled
    .filter((route) => route.secretParams.size > 0)
    .map((route) => {
      const segments = trimSlash(route.route.path).split('/').filter(Boolean);
      const first = segments.findIndex((s) => s.startsWith(':') && route.secretParams.has(s.slice(1)));
      return segments.slice(0, first).map((segment) => (segment.startsWith(':') ? '' : segment.toLowerCase()));
    });

  /** The index of the segment where a secret parameter starts, or -1. */
  const secretStart = (segments: readonly string[]): number => {
    for (const prefix of secretPrefixes) {
      let matched = 0;
      for (let i = 0; i < segments.length; i += 1) {
        if (segments[i] === '') continue;
        if (matched === prefix.length) return i;
        if (prefix[matched] !== '' && prefix[matched] !== decoded(segments[i], false).toLowerCase()) break;
        matched += 1;
      }
    }
    return -1;
  };

  /**
   * The path as the journal and the log show it: anything from a secret parameter on replaced, and each
   * segment holding a secret the world knows or the request carries. A route without parameters that matched
   * has the contract's own path: nothing to look at.
   */
  const shownPath = (path: string, route: CompiledRoute | null, world: World, carried: readonly string[]): string => {
    if (route && route.paramNames.length === 0) return path;
    const segments = path.split('/');
    return redactedPath(segments, secretStart(segments), world.secrets, carried);
  };

  const errorResponse = (route: CompiledRoute | null, error: unknown): Answered => {
    if (error instanceof ApiError) {
      if (route && !route.allowedCodes.has(error.code)) {
        const problem = `answered ${error.code}, which the contract does not declare for it`;
        options.onContractViolation(label(route), problem);
        return {
          status: 500,
          text: errorText('INTERNAL_SERVER_ERROR'),
          code: 'INTERNAL_SERVER_ERROR',
          broken: { text: errorText(error.code, error.details), issues: [{ path: 'message', message: problem }] },
        };
      }
      return { status: errorStatus[error.code], text: errorText(error.code, error.details), code: error.code };
    }
    options.onContractViolation(
      route ? label(route) : 'dispatch',
      `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return { status: 500, text: errorText('INTERNAL_SERVER_ERROR'), code: 'INTERNAL_SERVER_ERROR' };
  };

  const answer = (route: CompiledRoute, body: unknown): Answered => {
    if (!options.validateResponses) return { status: 200, text: JSON.stringify(body), code: null };
    const reusable = product && typeof body === 'object' && body !== null;
    const known = reusable ? route.checked.get(body) : undefined;
    if (known !== undefined) return { status: 200, text: known, code: null };
    const checked = route.okSchema.parse(body);
    if (!checked.success) {
      options.onContractViolation(label(route), `answer does not match the contract: ${checked.error.message}`);
      return {
        status: 500,
        text: errorText('INTERNAL_SERVER_ERROR'),
        code: 'INTERNAL_SERVER_ERROR',
        broken: {
          text: safeStringify(body),
          issues: checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        },
      };
    }
    const text = JSON.stringify(checked.data);
    if (reusable) route.checked.set(body, text);
    return { status: 200, text, code: null };
  };

  /** The product's gates before the body: the service, the client header, faults, a log-in. */
  const productGates = async (
    route: CompiledRoute,
    request: CoreRequest,
    state: RunState,
    slot: WorldSlot,
    real: boolean,
  ): Promise<CoreResponse | null> => {
    // A call passing through is the real backend's to let in: the simulator checks no log-in for it.
    const access = real ? 'public' : (route.access ?? 'public');
    const plan = planFaults(state.world.faults, route.name);
    if (!plan) {
      state.world.settle();
      authenticate(state.world, request.header('authorization'), access, request.client);
      return null;
    }
    state.fault = plan.fired.join(' ');
    if (plan.delayMs > 0) await sleep(plan.delayMs);
    const outcome = plan.outcome;
    state.drifts = plan.drifts;
    if (outcome?.drift?.change === 'remove-route') return { kind: 'json', status: 404, text: 'Not Found' };
    if (outcome?.drift?.change === 'unknown-code')
      return { kind: 'json', status: 422, text: JSON.stringify({ message: outcome.drift.unknownCode }) };
    if (outcome?.kind === 'drop') return { kind: 'drop' };
    if (outcome?.kind === 'hang') return { kind: 'hang', ms: outcome.ms ?? 0 };
    if (outcome?.kind === 'error') {
      // The journal shows what was sent even when a fault answered in the route's place.
      if (route.takesBody) state.request = await request.readJson(route.bodyBytes).catch(() => undefined);
      throw new ApiError(outcome.code as ErrorCode);
    }
    if (plan.delayMs > 0) state.world = slot.world();
    if (state.world.disposed) return { kind: 'drop' };
    state.world.settle();
    authenticate(state.world, request.header('authorization'), access, request.client);
    return null;
  };

  /**
   * The simulator's own answer to a request whose body was read: the input validated by the contract, the
   * route's rule on the session's world, the answer checked. Throws ApiError for the caller's answer.
   */
  const simulate = async (
    route: CompiledRoute,
    params: Record<string, string>,
    request: CoreRequest,
    slot: WorldSlot,
    state: RunState,
    rawBody: unknown,
    file: UploadedFile | null,
  ): Promise<CoreResponse & Partial<Answered>> => {
    // The body took time to arrive: the rules run on the session's world as it is now.
    let world = (state.world = slot.world());
    if (world.disposed) return { kind: 'drop' };
    let member: ReturnType<typeof authenticate> = null;
    if (product) {
      world.settle();
      member = authenticate(world, request.header('authorization'), route.access ?? 'public', request.client);
    }
    const details: Details = [];
    const input = {
      params: parsePart(route.route.pathParams, params, 'params', details),
      query: parsePart(
        route.route.query,
        route.route.query ? Object.fromEntries(new URLSearchParams(request.search)) : {},
        'query',
        details,
      ),
      body: route.takesBody
        ? parsePart(
            (route.route as { body?: unknown }).body,
            rawBody,
            'body',
            details,
            (route.handler as AdminHandler<AppRoute>).parseBody,
          )
        : undefined,
    };
    if (details.length > 0) throw refusal(details);
    const paceMs = options.pacing?.[route.name]?.(world, input, request.client) ?? 0;
    if (paceMs > 0) {
      await sleep(paceMs);
      world = state.world = slot.world();
      if (world.disposed) return { kind: 'drop' };
      world.settle();
      member = authenticate(world, request.header('authorization'), route.access ?? 'public', request.client);
    }
    const made = (route.handler as Handler<AppRoute>)(input as Input<AppRoute>, {
      world,
      slot,
      member,
      file,
      client: request.client,
      header: (name) => request.header(name),
    }) as unknown;
    const body = made instanceof Promise ? ((await made) as unknown) : made;
    const answered = answer(route, body);
    // Drift faults break the contract on purpose, after the answer was checked, each in turn.
    if (answered.status === 200)
      for (const drift of state.drifts)
        answered.text = driftedText(answered.text, drift.drift as NonNullable<Fault['drift']>);
    return { kind: 'json', ...answered };
  };

  /**
   * A call sent on to the real backend (core/passthrough.ts, which the Node server alone loads): its answer as it
   * came, read by the contract for the journal; in compare mode beside the simulator's own answer to it.
   */
  const passOn = async (
    real: Passthrough,
    route: CompiledRoute,
    params: Record<string, string>,
    request: CoreRequest,
    slot: WorldSlot,
    state: RunState,
    sent: unknown,
    file: UploadedFile | null,
  ): Promise<CoreResponse & Partial<Answered>> => {
    // A parameter a URL reads as a step (`..`, `.`) would reach another path of the real backend.
    if (Object.values(params).some((value) => value === '.' || value === '..'))
      throw new ApiError('KEY_INVALID', [{ path: 'params', issue: 'invalid' }]);
    // A token the simulator issued (a log-in from before the passthrough, of a world since reset, of another
    // session) is never sent to the real backend: a public route goes without it, a member route answers as
    // for any token the backend does not know.
    const token = bearerToken(request.header('authorization'));
    let sending = request;
    if (token !== null && state.world.issued.has(token)) {
      if (route.access !== 'public') throw new ApiError('INVALID_USER_1');
      sending = { ...request, header: (name) => (name === 'authorization' ? undefined : request.header(name)) };
    }
    const passed = await real.pass(
      route.name,
      route.route,
      { request: sending, params, sent, file },
      {
        world: () => (state.world = slot.world()),
        drifted: (text) =>
          state.drifts.reduce((answer, drift) => driftedText(answer, drift.drift as NonNullable<Fault['drift']>), text),
        simulated: async () => {
          const own = await simulate(
            route,
            params,
            withSimulatedLogin(request, real, state.world),
            slot,
            state,
            sent,
            file,
          ).catch((error: unknown) => ({ kind: 'json' as const, ...errorResponse(route, error) }));
          return own.kind === 'json' ? { status: own.status ?? 0, text: own.text ?? '' } : null;
        },
      },
    );
    if (passed === null) return { kind: 'drop' };
    state.passthrough = passed.record;
    return {
      kind: 'json',
      status: passed.status,
      text: passed.text,
      code: passed.code as ErrorCode | null,
      ...(passed.type !== null && { type: passed.type }),
    };
  };

  const run = async (
    slot: WorldSlot,
    given: CoreRequest,
    state: RunState,
  ): Promise<CoreResponse & Partial<Answered>> => {
    let route: CompiledRoute | null = null;
    let request = given;
    try {
      if (product) {
        if (state.world.flags.terminated) throw new ApiError('gone');
        if (request.header(CLIENT_HEADER.name) !== CLIENT_HEADER.value) throw new ApiError('UNAUTHORIZED');
      }
      let found: ReturnType<typeof find>;
      // QA's reads answer a HEAD too (a readiness probe, a link checker): the transport sends no body.
      const method = !product && request.method === 'HEAD' ? 'GET' : request.method;
      try {
        found = find(method, request.path);
      } catch {
        throw new ApiError('KEY_INVALID', [{ path: 'params', issue: 'invalid' }]);
      }
      // A route the contract adds to the spec's is not there for a slot that has only the spec's.
      if (!found || (product && slot.specOnly === true && (found.route.meta as RouteMeta).addition === true))
        throw new ApiError('NO_DATA');
      route = found.route;
      state.route = route;
      const passthrough = product ? (slot.passthrough ?? null) : null;
      const real = passthrough?.covers(route.name) ? passthrough : null;
      // A simulated route reached with a real log-in's token answers for the member it was mapped to.
      if (passthrough && !real) request = withSimulatedLogin(request, passthrough, state.world);
      if (product) {
        const early = await productGates(route, request, state, slot, real !== null);
        if (early) return early;
      } else if (
        request.method === 'POST' &&
        !(request.header('content-type') ?? '').toLowerCase().startsWith('application/json')
      ) {
        // A page on another site can send a form or a text/plain POST without asking first; a JSON one needs
        // a CORS preflight, which this server never grants.
        throw new ApiError('KEY_INVALID', [{ path: 'headers.content-type', issue: 'invalid' }]);
      }
      if (route.oneAtATime && !real) {
        if (busy.has(route)) throw new ApiError('REQUEST_LIMIT');
        busy.add(route);
        state.holds = route;
      }
      const upload = route.access === null ? undefined : (route.meta as RouteMeta).upload;
      const file = upload ? await request.readFile(uploadLimit[upload]) : null;
      if (route.takesBody && unreadable(request))
        throw new ApiError('KEY_INVALID', [{ path: 'body', issue: 'invalid' }]);
      const sent = route.takesBody ? await request.readJson(route.bodyBytes) : undefined;
      // A QA write may come with no body at all (curl -X POST without -d): an empty object.
      const rawBody = sent === undefined && !product && route.takesBody ? {} : sent;
      if (!route.takesBody && !upload) request.discard();
      state.request = file ? { file: { name: file.originalName, type: file.mimeType, size: file.size } } : rawBody;
      if (real) return await passOn(real, route, found.params, request, slot, state, sent, file);
      return await simulate(route, found.params, request, slot, state, rawBody, file);
    } catch (error) {
      request.discard();
      return { kind: 'json', ...errorResponse(route, error) };
    }
  };

  return {
    routes: new Map(compiled.map((route) => [route.name, route.allowedCodes])),
    async handle(slot, request) {
      const started = performance.now();
      const state: RunState = {
        route: null,
        fault: null,
        drifts: [],
        holds: null,
        world: slot.world(),
        request: undefined,
        passthrough: null,
      };
      const response = await run(slot, request, state).finally(() => {
        if (state.holds) busy.delete(state.holds);
      });
      if (!product)
        return response.kind === 'json' ? { kind: 'json', status: response.status, text: response.text } : response;
      const world = state.world;
      // The secrets the request carries, never shown anywhere in its entry: its bearer token, its query's and
      // its body's credential fields.
      const carried: string[] = [];
      const token = bearerToken(request.header('authorization'));
      if (token) addCarried(carried, token);
      if (request.search !== '') querySecrets(request.search, carried);
      if (state.request !== undefined && state.request !== null) carriedSecrets(state.request, carried);
      const line: Omit<AnsweredLine, 'source'> = {
        method: request.method,
        path: shownPath(request.path, state.route, world, carried),
        status: response.kind === 'json' ? response.status : 0,
        code: response.kind === 'json' ? (response.code ?? null) : null,
        ms: performance.now() - started,
        fault: state.fault,
      };
      recordJournal(
        world,
        {
          kind: 'http',
          at: world.clock.now(),
          ...line,
          search: redactedQuery(request.search, world.secrets, carried),
          route: state.route?.name ?? null,
          request: state.request ?? null,
          response: response.kind === 'json' ? (response.broken?.text ?? response.text) : null,
          violation: (response.kind === 'json' && response.broken?.issues) || null,
          passthrough: state.passthrough,
        },
        carried,
      );
      const source = !state.passthrough
        ? 'simulator'
        : state.passthrough.verdict === 'unreachable'
          ? 'unreachable'
          : 'real';
      options.onAnswered?.({ ...line, source });
      if (response.kind === 'json')
        return {
          kind: 'json',
          status: response.status,
          text: response.text,
          ...(response.type !== undefined && { type: response.type }),
        };
      return response;
    },
  };
}
