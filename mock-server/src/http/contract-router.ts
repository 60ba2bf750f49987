import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponseBody } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { routeCodes, type RouteMeta } from '@portal/contract';
import { CLIENT_HEADER, UPLOAD_LIMITS } from '@portal/contract/constants';
import type { ErrorCode } from '@portal/contract/errors';
import multer from 'multer';
import type { ZodError, ZodTypeAny } from 'zod';
import { ApiError } from '../api-error.js';
import { recordRequest, type Member, type UploadedFile, type World } from '../world.js';
import { authenticate } from './auth.js';
import { sendError, sendJson } from './send.js';

export interface RequestContext {
  world: World;
  /** The member behind the bearer token: always there on member routes, there on chat routes when sent. */
  member: Member | null;
  file: UploadedFile | null;
  /** Who is calling, for per-client limits: the remote address (an API client behind one proxy shares it). */
  client: string;
}

type Input<R extends AppRoute> = Omit<ServerInferRequest<R>, 'headers'>;

/** A route's implementation: synchronous, so every rule runs atomically against the world. */
export type Handler<R extends AppRoute> = (input: Input<R>, ctx: RequestContext) => ServerInferResponseBody<R, 200>;

export type RouterImpl<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? Handler<T[K]> : T[K] extends AppRouter ? RouterImpl<T[K]> : never;
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

export interface DispatchOptions {
  getWorld: () => World;
  /** Validate every answer against the contract before it is sent (on by default). */
  validateResponses: boolean;
  onContractViolation: (routeName: string, problem: string) => void;
  /** Called after each answer (the request log). */
  onAnswered?: (line: { method: string; path: string; status: number; code: string | null; ms: number }) => void;
}

type Details = { path: string; issue: 'missing' | 'invalid' }[];

const JSON_LIMIT_BYTES = 100 * 1024;

const uploadLimit: Record<NonNullable<RouteMeta['upload']>, number> = {
  slip: UPLOAD_LIMITS.slipBytes,
  chatImage: UPLOAD_LIMITS.chatImageBytes,
  chatVideo: UPLOAD_LIMITS.chatVideoBytes,
};

function zodDetails(error: ZodError, where: string): Details {
  return error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && issue.received === 'undefined';
    return { path: [where, ...issue.path].join('.'), issue: missing ? 'missing' : 'invalid' };
  });
}

function parsePart(schema: unknown, value: unknown, where: string, details: Details): unknown {
  if (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function') return value;
  const result = (schema as ZodTypeAny).safeParse(value);
  if (result.success) return result.data;
  details.push(...zodDetails(result.error, where));
  return undefined;
}

/** Reads a JSON body (up to 100 kB). Not JSON by its content type: undefined, so the schema says what is missing. */
function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!(req.headers['content-type'] ?? '').toLowerCase().includes('json')) {
      req.resume();
      req.once('end', () => resolve(undefined));
      req.once('error', reject);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > JSON_LIMIT_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        reject(new ApiError('KEY_INVALID', [{ path: 'body', issue: 'invalid' }]));
        return;
      }
      chunks.push(chunk);
    });
    req.once('end', () => {
      if (size > JSON_LIMIT_BYTES) return;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ApiError('KEY_INVALID', [{ path: 'body', issue: 'invalid' }]));
      }
    });
    req.once('error', reject);
  });
}

function readUpload(kind: NonNullable<RouteMeta['upload']>) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: uploadLimit[kind], files: 1, fields: 10 },
  }).single('file');
  return (req: IncomingMessage, res: ServerResponse): Promise<UploadedFile | null> =>
    new Promise((resolve, reject) => {
      upload(req as never, res as never, (error: unknown) => {
        if (error) {
          const code = (error as { code?: string }).code;
          req.resume();
          reject(
            new ApiError(code === 'LIMIT_FILE_SIZE' ? 'FILE_TOO_LARGE' : 'KEY_INVALID', [
              { path: 'body.file', issue: 'invalid' },
            ]),
          );
          return;
        }
        const file = (req as IncomingMessage & { file?: Express.Multer.File }).file;
        resolve(
          file
            ? { originalName: file.originalname, mimeType: file.mimetype, size: file.size, buffer: file.buffer }
            : null,
        );
      });
    });
}

interface CompiledRoute extends ContractRouteEntry {
  handler: Handler<AppRoute>;
  allowedCodes: Set<ErrorCode>;
  okSchema: ZodTypeAny;
  takesBody: boolean;
  paramNames: string[];
  pattern: RegExp | null;
  upload: ((req: IncomingMessage, res: ServerResponse) => Promise<UploadedFile | null>) | null;
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
      okSchema: route.responses[200] as ZodTypeAny,
      takesBody,
      paramNames,
      pattern,
      upload: meta.upload ? readUpload(meta.upload) : null,
    };
  });
}

/**
 * Serves every route of the contract straight on node:http (Express keeps the admin surface and assets):
 * the client header, auth by the route's access, the request validated by the contract (400 KEY_MISSING /
 * KEY_INVALID with details), the handler run on the world, and the answer parsed with the contract's
 * schema before it is sent. See docs/decisions/001-contract-router-adapter.md.
 * Returns a function that answers a request and says whether it was an /api request.
 */
export function createContractDispatcher<T extends AppRouter>(
  contract: T,
  impl: RouterImpl<T>,
  options: DispatchOptions,
) {
  const routes = compile(contract, impl);
  const exact = new Map<string, CompiledRoute>();
  const patterned = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
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

  const answerError = (res: ServerResponse, route: CompiledRoute | null, error: unknown): string => {
    if (error instanceof ApiError) {
      if (route && !route.allowedCodes.has(error.code)) {
        options.onContractViolation(route.name, `answered ${error.code}, which the contract does not declare for it`);
        sendError(res, 'INTERNAL_SERVER_ERROR');
        return 'INTERNAL_SERVER_ERROR';
      }
      sendError(res, error.code, error.details);
      return error.code;
    }
    options.onContractViolation(
      route?.name ?? 'dispatch',
      `threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    sendError(res, 'INTERNAL_SERVER_ERROR');
    return 'INTERNAL_SERVER_ERROR';
  };

  const handle = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    search: string,
  ): Promise<string | null> => {
    const world = options.getWorld();
    let route: CompiledRoute | null = null;
    try {
      if (world.scenario.flags.terminated) throw new ApiError('gone');
      if (req.headers[CLIENT_HEADER.name] !== CLIENT_HEADER.value) throw new ApiError('UNAUTHORIZED');
      let found: ReturnType<typeof find>;
      try {
        found = find(req.method ?? 'GET', path);
      } catch {
        throw new ApiError('KEY_INVALID', [{ path: 'params', issue: 'invalid' }]);
      }
      if (!found) throw new ApiError('NO_DATA');
      route = found.route;
      world.settle();
      const member = authenticate(world, req.headers.authorization, route.meta.access);
      const file = route.upload ? await route.upload(req, res) : null;
      const rawBody = route.takesBody ? await readJson(req) : undefined;
      if (!route.takesBody && !route.upload) req.resume();
      const details: Details = [];
      const input = {
        params: parsePart(route.route.pathParams, found.params, 'params', details),
        query: parsePart(
          route.route.query,
          route.route.query ? Object.fromEntries(new URLSearchParams(search)) : {},
          'query',
          details,
        ),
        body: route.takesBody
          ? parsePart((route.route as { body?: unknown }).body, rawBody, 'body', details)
          : undefined,
      };
      if (details.length > 0)
        throw new ApiError(details.some((d) => d.issue === 'missing') ? 'KEY_MISSING' : 'KEY_INVALID', details);
      const body = route.handler(input as Input<AppRoute>, {
        world,
        member,
        file,
        client: req.socket.remoteAddress ?? 'unknown',
      });
      if (!options.validateResponses) {
        sendJson(res, 200, body);
        return null;
      }
      const checked = route.okSchema.safeParse(body);
      if (!checked.success) {
        options.onContractViolation(route.name, `answer does not match the contract: ${checked.error.message}`);
        sendError(res, 'INTERNAL_SERVER_ERROR');
        return 'INTERNAL_SERVER_ERROR';
      }
      sendJson(res, 200, checked.data);
      return null;
    } catch (error) {
      if (!req.complete) req.resume();
      return answerError(res, route, error);
    }
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = trimSlash(q === -1 ? url : url.slice(0, q));
    if (path !== '/api' && !path.startsWith('/api/')) return false;
    const started = performance.now();
    const world = options.getWorld();
    void handle(req, res, path, q === -1 ? '' : url.slice(q + 1)).then((code) => {
      const line = { method: req.method ?? 'GET', path, status: res.statusCode, code, ms: performance.now() - started };
      recordRequest(world, { at: new Date(world.clock.now()).toISOString(), ...line });
      options.onAnswered?.(line);
    });
    return true;
  };
}
