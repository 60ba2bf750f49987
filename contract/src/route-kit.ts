import { initContract } from '@ts-rest/core';
import type { z } from 'zod';
import { errorBodyOf, type errorBodySchema } from './error-body.js';
import { errorStatus, sessionEndingCodes, type ErrorCode } from './errors.js';

export const c = initContract();

/**
 * Who may call a route. `member`: the bearer token of a member is required. `public`: no token is read.
 * `optional`: a token is used when sent (the chat, which visitors use as guests).
 */
export type Access = 'public' | 'member' | 'optional';

export interface RouteMeta {
  access: Access;
  /** The catalogue codes the route's own rules can answer with (transport and auth codes come on top). */
  codes: readonly ErrorCode[];
  /** Routes the web app does not call (spec §7: "exist but are unused"). */
  unused?: boolean;
  /**
   * A route this contract adds to the spec's §7: a backend that has only the spec's routes answers it 404. The
   * portal reads that 404 as "not offered" and goes on without it (the simulator's spec-only mode, decision 036).
   */
  addition?: boolean;
  upload?: 'slip' | 'chatImage' | 'chatVideo';
}

/** Codes any route can answer: the shut-down service, a missing client header, our own failure. */
const everyRoute: ErrorCode[] = ['gone', 'UNAUTHORIZED', 'INTERNAL_SERVER_ERROR'];
/**
 * A member route's log-in answers: every code that ends a session (mock-server/src/core/auth.ts says when each
 * is answered), UNAUTHORIZED being every route's already.
 */
const memberRoute: readonly ErrorCode[] = sessionEndingCodes;
const inputRoute: ErrorCode[] = ['KEY_MISSING', 'KEY_INVALID'];

type ErrorHttpStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502;
export type ErrorResponses = Record<ErrorHttpStatus, typeof errorBodySchema>;

/** Every code a route can answer with, given its access, whether it takes input, and its own codes. */
export function routeCodes(meta: RouteMeta, takesInput: boolean): ErrorCode[] {
  const codes = new Set<ErrorCode>(everyRoute);
  if (meta.access === 'member') memberRoute.forEach((code) => codes.add(code));
  if (meta.access === 'optional') memberRoute.forEach((code) => codes.add(code));
  if (takesInput) inputRoute.forEach((code) => codes.add(code));
  meta.codes.forEach((code) => codes.add(code));
  return [...codes].filter((code) => errorStatus[code] >= 400);
}

/**
 * The responses of a route: the success schema at 200 and, for each error status the route can give, the
 * error body restricted to the codes it can carry there. The static type lists every error status with the
 * general error body; the runtime object (what validation and OpenAPI see) lists only the route's own.
 */
export function responses<S extends z.ZodTypeAny>(
  ok: S,
  meta: RouteMeta,
  takesInput: boolean,
): { 200: S } & ErrorResponses {
  return responsesFor(ok, routeCodes(meta, takesInput));
}

/** The same from a list of codes (the simulator's QA contract has codes of its own, not the product's access). */
export function responsesFor<S extends z.ZodTypeAny>(ok: S, codes: readonly ErrorCode[]): { 200: S } & ErrorResponses {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<number, z.ZodTypeAny> = { 200: ok };
  for (const [status, list] of byStatus) out[status] = errorBodyOf(list);
  return out as { 200: S } & ErrorResponses;
}

export function member(...codes: ErrorCode[]): RouteMeta {
  return { access: 'member', codes };
}

export function visitor(...codes: ErrorCode[]): RouteMeta {
  return { access: 'public', codes };
}

interface RouteInput {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  ok: z.ZodTypeAny;
  meta: RouteMeta;
  pathParams?: z.AnyZodObject;
  query?: z.AnyZodObject;
  headers?: z.AnyZodObject;
  body?: unknown;
  contentType?: 'application/json' | 'multipart/form-data';
}

type Built<R extends RouteInput> = Omit<R, 'ok' | 'meta'> & {
  responses: { 200: R['ok'] } & ErrorResponses;
  metadata: RouteMeta;
};

/** A route of the contract: its success schema and meta become `responses` and `metadata`. */
export function route<const R extends RouteInput>(input: R): Built<R> {
  const { ok, meta, ...rest } = input;
  const takesInput = Boolean(input.pathParams || input.query || input.body || input.headers);
  return { ...rest, metadata: meta, responses: responses(ok, meta, takesInput) } as Built<R>;
}
