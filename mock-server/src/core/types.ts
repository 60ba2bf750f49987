import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponseBody } from '@ts-rest/core';
import type { Member, UploadedFile, World } from '../world/world.js';

/** What a route's handler gets besides its validated input. */
export interface RequestContext {
  world: World;
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
