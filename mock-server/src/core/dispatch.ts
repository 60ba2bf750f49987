import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { routeCodes, type RouteMeta } from '@portal/contract';
import { CLIENT_HEADER, UPLOAD_LIMITS } from '@portal/contract/constants';
import { errorStatus, type ErrorBody, type ErrorCode } from '@portal/contract/errors';
import type { ZodError, ZodTypeAny } from 'zod';
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
import { answerCheck, type AnswerCheck } from './answer-check.js';
import { authenticate } from './auth.js';
import type { Fault } from '@portal/contract/admin';
import { driftedText, planFaults, type RouteCatalog } from './faults.js';
import type { Handler, Input, RouterImpl } from './types.js';

/**
 * The simulator's answer to one API request, `(world, request) → response`, with no transport in it: the
 * Node adapter (http/node-adapter.ts) and, later, a browser service worker feed it requests and write its
 * responses. Per request: the service's state (gone), the client header, the route, the world's faults,
 * auth by the route's access, the body (JSON or one uploaded file) read through the transport, the input
 * validated by the contract (400 KEY_MISSING / KEY_INVALID with details), the synchronous rule on the
 * world, and the answer checked against the contract before it is sent (docs/decisions/001, 008).
 */

export type UploadKind = NonNullable<RouteMeta['upload']>;

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
  | { kind: 'json'; status: number; text: string }
  /** Close the connection without an answer. */
  | { kind: 'drop' }
  /** Keep the connection open without answering for `ms`, then close it. */
  | { kind: 'hang'; ms: number };

export interface CoreOptions {
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
export type AnsweredLine = Pick<HttpJournalEntry, 'method' | 'path' | 'status' | 'code' | 'ms' | 'fault'>;

type Details = { path: string; issue: 'missing' | 'invalid' }[];

const JSON_LIMIT_BYTES = 100 * 1024;

const uploadLimit: Record<UploadKind, number> = {
  slip: UPLOAD_LIMITS.slipBytes,
  chatImage: UPLOAD_LIMITS.chatImageBytes,
  chatVideo: UPLOAD_LIMITS.chatVideoBytes,
};

export interface ContractRouteEntry {
  name: string;
  route: AppRoute;
  meta: RouteMeta;
}

/** Every route of a contract with its dotted name (wallet.transfer), in declaration order. */
export function flattenRoutes(router: AppRouter, prefix = ''): ContractRouteEntry[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isAppRoute(value as AppRoute | AppRouter)
      ? [{ name, route: value as AppRoute, meta: (value as AppRoute).metadata as RouteMeta }]
      : flattenRoutes(value as AppRouter, name);
  });
}

/** Zod's issues as details, one per field and kind (an infinite number breaks several rules of one field). */
function zodDetails(error: ZodError, where: string): Details {
  const seen = new Set<string>();
  return error.issues.flatMap((issue): Details => {
    const missing = issue.code === 'invalid_type' && issue.received === 'undefined';
    const detail = {
      path: [where, ...issue.path].join('.'),
      issue: missing ? ('missing' as const) : ('invalid' as const),
    };
    const key = `${detail.path}:${detail.issue}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [detail];
  });
}

function parsePart(schema: unknown, value: unknown, where: string, details: Details): unknown {
  if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return value;
  const result = (schema as ZodTypeAny).safeParse(value);
  if (result.success) return result.data;
  details.push(...zodDetails(result.error, where));
  return undefined;
}

interface CompiledRoute extends ContractRouteEntry {
  handler: Handler<AppRoute>;
  allowedCodes: Set<ErrorCode>;
  okSchema: AnswerCheck;
  takesBody: boolean;
  paramNames: string[];
  /** Path parameters never written to the journal or the log (game passwords of the auto-login path). */
  secretParams: Set<string>;
  pattern: RegExp | null;
  /** The answer text of each answer object already checked: a memoised answer is checked once. */
  checked: WeakMap<object, string>;
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

function compile<T extends AppRouter>(contract: T, impl: RouterImpl<T>): CompiledRoute[] {
  return flattenRoutes(contract).map((entry) => {
    const { route, meta, name } = entry;
    const handler = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], impl) as Handler<AppRoute>;
    if (typeof handler !== 'function') throw new Error(`route ${name} has no implementation`);
    const takesBody = route.method !== 'GET' && 'body' in route && typeof route.body !== 'symbol' && !meta.upload;
    const paramNames = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    const pattern = paramNames.length
      ? new RegExp(
          `^${trimSlash(route.path)
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace(/:[A-Za-z]+/g, '([^/]+)')}$`,
        )
      : null;
    return {
      ...entry,
      handler,
      allowedCodes: new Set(routeCodes(meta, Boolean(route.pathParams || route.query || takesBody || meta.upload))),
      okSchema: answerCheck(route.responses[200] as ZodTypeAny),
      takesBody,
      paramNames,
      secretParams: new Set(paramNames.filter((param) => /password|token|secret/i.test(param))),
      pattern,
      checked: new WeakMap(),
    };
  });
}

function errorText(code: ErrorCode, details?: ErrorBody['details']): string {
  return JSON.stringify(details && details.length > 0 ? { message: code, details } : { message: code });
}

/** What one request went through, for the journal. */
interface RunState {
  route: CompiledRoute | null;
  fault: string | null;
  world: World;
  /** The JSON body read, or an upload's file described. */
  request: unknown;
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Core {
  /**
   * Answers one request (never throws). `current` names the world of the request's session; it is asked
   * again after every wait (a fault's delay, the body), so a reset meanwhile is seen, and a session that
   * ended meanwhile drops the connection rather than acting on a world no one has any more.
   */
  handle(current: () => World, request: CoreRequest): Promise<CoreResponse>;
  /** Every route's name and the error codes it may answer (what a fault may ask for). */
  routes: RouteCatalog;
}

export function createCore<T extends AppRouter>(contract: T, impl: RouterImpl<T>, options: CoreOptions): Core {
  const compiled = compile(contract, impl);
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
        options.onContractViolation(route.name, problem);
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
      route?.name ?? 'dispatch',
      `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return { status: 500, text: errorText('INTERNAL_SERVER_ERROR'), code: 'INTERNAL_SERVER_ERROR' };
  };

  const answer = (route: CompiledRoute, body: unknown): Answered => {
    if (!options.validateResponses) return { status: 200, text: JSON.stringify(body), code: null };
    const reusable = typeof body === 'object' && body !== null;
    const known = reusable ? route.checked.get(body) : undefined;
    if (known !== undefined) return { status: 200, text: known, code: null };
    const checked = route.okSchema.parse(body);
    if (!checked.success) {
      options.onContractViolation(route.name, `answer does not match the contract: ${checked.error.message}`);
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

  const run = async (
    current: () => World,
    request: CoreRequest,
    state: RunState,
  ): Promise<CoreResponse & Partial<Answered>> => {
    let route: CompiledRoute | null = null;
    let world = state.world;
    try {
      if (world.flags.terminated) throw new ApiError('gone');
      if (request.header(CLIENT_HEADER.name) !== CLIENT_HEADER.value) throw new ApiError('UNAUTHORIZED');
      let found: ReturnType<typeof find>;
      try {
        found = find(request.method, request.path);
      } catch {
        throw new ApiError('KEY_INVALID', [{ path: 'params', issue: 'invalid' }]);
      }
      if (!found) throw new ApiError('NO_DATA');
      route = found.route;
      state.route = route;
      const plan = planFaults(world.faults, route.name);
      let outcome: Fault | null = null;
      let drifts: Fault[] = [];
      if (plan) {
        state.fault = plan.fired.join(' ');
        if (plan.delayMs > 0) await sleep(plan.delayMs);
        outcome = plan.outcome;
        drifts = plan.drifts;
      }
      if (outcome?.drift?.change === 'remove-route')
        return { kind: 'json', status: 404, text: 'Not Found', code: null };
      if (outcome?.drift?.change === 'unknown-code')
        return {
          kind: 'json',
          status: 422,
          text: JSON.stringify({ message: outcome.drift.unknownCode }),
          code: null,
        };
      if (outcome?.kind === 'drop') return { kind: 'drop' };
      if (outcome?.kind === 'hang') return { kind: 'hang', ms: outcome.ms ?? 0 };
      if (outcome?.kind === 'error') {
        // The journal shows what was sent even when a fault answered in the route's place.
        if (route.takesBody) state.request = await request.readJson(JSON_LIMIT_BYTES).catch(() => undefined);
        throw new ApiError(outcome.code as ErrorCode);
      }
      if (plan && plan.delayMs > 0) world = state.world = current();
      if (world.disposed) return { kind: 'drop' };
      world.settle();
      authenticate(world, request.header('authorization'), route.meta.access);
      const file = route.meta.upload ? await request.readFile(uploadLimit[route.meta.upload]) : null;
      const rawBody = route.takesBody ? await request.readJson(JSON_LIMIT_BYTES) : undefined;
      if (!route.takesBody && !route.meta.upload) request.discard();
      state.request = file ? { file: { name: file.originalName, type: file.mimeType, size: file.size } } : rawBody;
      // The body took time to arrive: the rules run on the session's world as it is now.
      world = state.world = current();
      if (world.disposed) return { kind: 'drop' };
      world.settle();
      let member = authenticate(world, request.header('authorization'), route.meta.access);
      const details: Details = [];
      const input = {
        params: parsePart(route.route.pathParams, found.params, 'params', details),
        query: parsePart(
          route.route.query,
          route.route.query ? Object.fromEntries(new URLSearchParams(request.search)) : {},
          'query',
          details,
        ),
        body: route.takesBody
          ? parsePart((route.route as { body?: unknown }).body, rawBody, 'body', details)
          : undefined,
      };
      if (details.length > 0)
        throw new ApiError(details.some((d) => d.issue === 'missing') ? 'KEY_MISSING' : 'KEY_INVALID', details);
      const paceMs = options.pacing?.[route.name]?.(world, input, request.client) ?? 0;
      if (paceMs > 0) {
        await sleep(paceMs);
        world = state.world = current();
        if (world.disposed) return { kind: 'drop' };
        world.settle();
        member = authenticate(world, request.header('authorization'), route.meta.access);
      }
      const body = route.handler(input as Input<AppRoute>, {
        world,
        member,
        file,
        client: request.client,
        header: (name) => request.header(name),
      });
      const answered = answer(route, body);
      // Drift faults break the contract on purpose, after the answer was checked, each in turn.
      if (answered.status === 200)
        for (const drift of drifts)
          answered.text = driftedText(answered.text, drift.drift as NonNullable<Fault['drift']>);
      return { kind: 'json', ...answered };
    } catch (error) {
      request.discard();
      return { kind: 'json', ...errorResponse(route, error) };
    }
  };

  return {
    routes: new Map(compiled.map((route) => [route.name, route.allowedCodes])),
    async handle(current, request) {
      const started = performance.now();
      const state: RunState = { route: null, fault: null, world: current(), request: undefined };
      const response = await run(current, request, state);
      const world = state.world;
      // The secrets the request carries, never shown anywhere in its entry: its bearer token, its query's and
      // its body's credential fields.
      const carried: string[] = [];
      const token = bearerToken(request.header('authorization'));
      if (token) addCarried(carried, token);
      if (request.search !== '') querySecrets(request.search, carried);
      if (state.request !== undefined && state.request !== null) carriedSecrets(state.request, carried);
      const line: AnsweredLine = {
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
        },
        carried,
      );
      options.onAnswered?.(line);
      if (response.kind === 'json') return { kind: 'json', status: response.status, text: response.text };
      return response;
    },
  };
}

export { trimSlash };
