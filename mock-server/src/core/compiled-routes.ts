import type { AppRoute, AppRouter } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { routeCodes, type RouteMeta } from '@portal/contract';
import type { AdminRouteMeta } from '@portal/contract/admin';
import { UPLOAD_LIMITS } from '@portal/contract/constants';
import type { ErrorBody, ErrorCode } from '@portal/contract/errors';
import type { ZodError, ZodTypeAny } from 'zod';
import { ApiError } from '../domain/api-error.js';
import { answerCheck, type AnswerCheck } from './answer-check.js';
import type { AdminHandler, Handler } from './types.js';

/**
 * A contract read once for the dispatch (dispatch.ts): each route with its handler, the codes it may answer,
 * its answer check, its body limits and its path pattern; and how a request's input is read against it (the
 * details of a refusal).
 */

export type UploadKind = NonNullable<RouteMeta['upload']>;

export type Details = NonNullable<ErrorBody['details']>;

export const JSON_LIMIT_BYTES = 100 * 1024;

export const uploadLimit: Record<UploadKind, number> = {
  slip: UPLOAD_LIMITS.slipBytes,
  chatImage: UPLOAD_LIMITS.chatImageBytes,
  chatVideo: UPLOAD_LIMITS.chatVideoBytes,
};

export interface ContractRouteEntry {
  name: string;
  route: AppRoute;
  meta: RouteMeta;
}

/** A route's metadata as the dispatch reads it: the product's, or the QA surface's. */
export type AnyMeta = RouteMeta | AdminRouteMeta;
const isQa = (meta: AnyMeta): meta is AdminRouteMeta => 'admin' in meta;

/** Every route of a contract with its dotted name (wallet.transfer), in declaration order. */
export function flattenRoutes(router: AppRouter, prefix = ''): ContractRouteEntry[] {
  return Object.entries(router).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return isAppRoute(value as AppRoute | AppRouter)
      ? [{ name, route: value as AppRoute, meta: (value as AppRoute).metadata as RouteMeta }]
      : flattenRoutes(value as AppRouter, name);
  });
}

/**
 * Zod's issues as the error body's details: one per field and kind (an infinite number breaks several rules
 * of one field), `missing` when it was not sent, each unexpected key of a strict object named.
 */
function detailsOf(error: ZodError, where = 'body'): Details {
  const seen = new Set<string>();
  return error.issues.flatMap((issue): Details => {
    const found: Details =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ path: [where, ...issue.path, key].join('.'), issue: 'invalid' }))
        : [
            {
              path: [where, ...issue.path].join('.'),
              issue: issue.code === 'invalid_type' && issue.received === 'undefined' ? 'missing' : 'invalid',
            },
          ];
    return found.filter((detail) => {
      const key = `${detail.path}:${detail.issue}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });
}

/** 400 KEY_MISSING when a field is missing, else KEY_INVALID, with the details. */
export const refusal = (details: Details) =>
  new ApiError(details.some((d) => d.issue === 'missing') ? 'KEY_MISSING' : 'KEY_INVALID', details);

type Parse = (value: unknown) => { success: true; data: unknown } | { success: false; error: ZodError };

export function parsePart(schema: unknown, value: unknown, where: string, details: Details, parse?: Parse): unknown {
  if (!parse && (!schema || typeof (schema as ZodTypeAny).safeParse !== 'function')) return value;
  const result = parse ? parse(value) : (schema as ZodTypeAny).safeParse(value);
  if (result.success) return result.data;
  details.push(...detailsOf(result.error, where));
  return undefined;
}

export interface CompiledRoute extends Omit<ContractRouteEntry, 'meta'> {
  meta: AnyMeta;
  /** The product route's access (who may call it); null on the QA surface. */
  access: RouteMeta['access'] | null;
  handler: Handler<AppRoute> | AdminHandler<AppRoute>;
  allowedCodes: Set<ErrorCode>;
  okSchema: AnswerCheck;
  takesBody: boolean;
  /** The largest JSON body read. */
  bodyBytes: number;
  oneAtATime: boolean;
  paramNames: string[];
  /** Path parameters never written to the journal or the log (game passwords of the auto-login path). */
  secretParams: Set<string>;
  pattern: RegExp | null;
  /** The answer text of each answer object already checked: a memoised answer is checked once. */
  checked: WeakMap<object, string>;
}

export const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

export function compile(contract: AppRouter, impl: object): CompiledRoute[] {
  return flattenRoutes(contract).map((entry) => {
    const { route, name } = entry;
    const meta = entry.meta as AnyMeta;
    const qa = isQa(meta);
    const handler = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], impl) as CompiledRoute['handler'];
    if (typeof handler !== 'function') throw new Error(`route ${name} has no implementation`);
    const upload = qa ? undefined : meta.upload;
    const takesBody = route.method !== 'GET' && 'body' in route && typeof route.body !== 'symbol' && !upload;
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
      meta,
      access: qa ? null : meta.access,
      handler,
      allowedCodes: new Set(
        qa ? meta.codes : routeCodes(meta, Boolean(route.pathParams || route.query || takesBody || upload)),
      ),
      // The product's answers are built from entries never changed in place, so each is checked once; QA's
      // hold state that is (a fault's count of firings, an outcome's remaining uses): checked whole each time.
      okSchema: qa
        ? { parse: (body: unknown) => (route.responses[200] as ZodTypeAny).safeParse(body) }
        : answerCheck(route.responses[200] as ZodTypeAny),
      takesBody,
      bodyBytes: (qa && meta.bodyBytes) || JSON_LIMIT_BYTES,
      oneAtATime: qa && meta.oneAtATime === true,
      paramNames,
      secretParams: new Set(paramNames.filter((param) => /password|token|secret/i.test(param))),
      pattern,
      checked: new WeakMap(),
    };
  });
}
