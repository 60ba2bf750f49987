import type { AppRoute, AppRouter, ServerInferRequest, ServerInferResponseBody } from '@ts-rest/core';
import { isAppRoute } from '@ts-rest/core';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { z, ZodTypeAny } from 'zod';
import { ApiError } from '../domain/api-error.js';
import { sendError, sendJson } from '../http/send.js';
import { detailsOf, refuse, type Details } from './body.js';

/** What an admin handler gets besides its input: the Express request and answer (the session's slot). */
export interface AdminContext {
  req: Request;
  res: Response;
}

export type AdminInput<R extends AppRoute> = Omit<ServerInferRequest<R>, 'headers'>;

/**
 * An admin route's implementation: its validated input in, the 200 body out (or a promise of it). A refusal
 * throws ApiError with a code the route declares; `parse` may replace the contract's body reading (to name
 * the right fields of a union, as the outcome kinds do).
 */
export type AdminHandler<R extends AppRoute> = ((
  input: AdminInput<R>,
  ctx: AdminContext,
) => ServerInferResponseBody<R, 200> | Promise<ServerInferResponseBody<R, 200>>) & {
  parseBody?: (body: unknown) => z.SafeParseReturnType<unknown, unknown>;
};

export type AdminImpl<T extends AppRouter> = {
  [K in keyof T]: T[K] extends AppRoute ? AdminHandler<T[K]> : never;
};

const hasSchema = (schema: unknown): schema is ZodTypeAny =>
  typeof (schema as ZodTypeAny | undefined)?.safeParse === 'function';

/**
 * Serves a ts-rest contract of the QA surface on Express: each route's path parameters, query and JSON body
 * are read by the contract (a bad one answers 400 KEY_MISSING or KEY_INVALID with details), the handler runs,
 * and its answer is checked against the contract's 200 schema before it is sent: an answer that breaks the
 * contract is the simulator's bug, reported and answered 500. A code the route does not declare is too.
 */
export function contractRouter<T extends AppRouter>(
  contract: T,
  impl: AdminImpl<T>,
  onContractViolation: (route: string, problem: string) => void,
): Router {
  const router = Router();
  for (const [name, route] of Object.entries(contract)) {
    if (!isAppRoute(route as AppRoute | AppRouter)) throw new Error(`admin route ${name} is not a route`);
    const appRoute = route as AppRoute;
    const handler = (impl as unknown as Record<string, AdminHandler<AppRoute>>)[name];
    const declared = new Set((appRoute.metadata as { codes: string[] }).codes);
    const ok = appRoute.responses[200] as ZodTypeAny;
    const body = 'body' in appRoute ? appRoute.body : undefined;
    const method = appRoute.method.toLowerCase() as 'get' | 'post' | 'delete';

    router[method](appRoute.path, async (req: Request, res: Response, next: NextFunction) => {
      const details: Details = [];
      const read = (schema: unknown, value: unknown, where: string, parse?: AdminHandler<AppRoute>['parseBody']) => {
        if (!parse && !hasSchema(schema)) return undefined;
        const result = parse ? parse(value) : (schema as ZodTypeAny).safeParse(value);
        if (result.success) return result.data;
        details.push(...detailsOf(result.error, where));
        return undefined;
      };
      const input = {
        params: read(appRoute.pathParams, req.params, 'params'),
        query: read(appRoute.query, req.query, 'query'),
        body: read(body, req.body ?? {}, 'body', handler.parseBody),
      };
      if (details.length > 0) return refuse(res, details);
      try {
        const answer = await handler(input as AdminInput<AppRoute>, { req, res });
        if (res.headersSent) return;
        const checked = ok.safeParse(answer);
        if (!checked.success) {
          onContractViolation(`admin.${name}`, `answer does not match the contract: ${checked.error.message}`);
          return sendError(res, 'INTERNAL_SERVER_ERROR');
        }
        sendJson(res, 200, checked.data);
      } catch (error) {
        // Express 4 does not see a rejected promise: the app's error handler answers 500 and reports it.
        if (!(error instanceof ApiError)) return next(error);
        if (!declared.has(error.code)) {
          onContractViolation(`admin.${name}`, `answered ${error.code}, which the contract does not declare for it`);
          return sendError(res, 'INTERNAL_SERVER_ERROR');
        }
        sendError(res, error.code, error.details);
      }
    });
  }
  return router;
}
