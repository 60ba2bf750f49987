import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponseBody } from '@ts-rest/core';
import type { z } from 'zod';
import type { Member, UploadedFile, World } from '../world/world.js';
import type { WorldSlot } from './slot.js';

/** What a route's handler gets besides its validated input. */
export interface RequestContext {
  world: World;
  /** The session the request reached: the QA surface replaces its world (a reset, a loaded save). */
  slot: WorldSlot;
  /** The member behind the bearer token: always there on member routes, there on chat routes when sent. */
  member: Member | null;
  file: UploadedFile | null;
  /** Who is calling, for per-client limits: the remote address (an API client behind one proxy shares it). */
  client: string;
  /** A request header (the chat upload's guest id), as sent. */
  header(name: string): string | undefined;
}

export type Input<R extends AppRoute> = Omit<ServerInferRequest<R>, 'headers'>;

/** A route's implementation: synchronous, so every rule runs atomically against the world. */
export type Handler<R extends AppRoute> = (input: Input<R>, ctx: RequestContext) => ServerInferResponseBody<R, 200>;

export type RouterImpl<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? Handler<T[K]> : T[K] extends AppRouter ? RouterImpl<T[K]> : never;
};

/**
 * A QA route's implementation: it acts on the session's world (or replaces it), and may wait (a scenario
 * list loaded on first use). `parseBody` may replace the contract's reading of the body, to name the right
 * fields of a union (the outcome kinds do).
 */
export type AdminHandler<R extends AppRoute> = ((
  input: Input<R>,
  ctx: Pick<RequestContext, 'world' | 'slot'>,
) => ServerInferResponseBody<R, 200> | Promise<ServerInferResponseBody<R, 200>>) & {
  parseBody?: (body: unknown) => z.SafeParseReturnType<unknown, unknown>;
};

export type AdminImpl<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? AdminHandler<T[K]> : never;
};
