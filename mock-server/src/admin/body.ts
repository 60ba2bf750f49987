import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { WORLD_IMPORT_MAX_BYTES } from '@portal/contract/admin';
import type { ErrorBody } from '@portal/contract/errors';
import type { z } from 'zod';
import { sendError } from '../http/send.js';

export type Details = NonNullable<ErrorBody['details']>;

/** Zod's issues as the error body's details: one per field, `missing` when it was not sent, no repeats. */
export function detailsOf(error: z.ZodError, where = 'body'): Details {
  const details = error.issues.flatMap((issue): Details => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: [where, ...issue.path, key].join('.'), issue: 'invalid' }));
    const missing = issue.code === 'invalid_type' && issue.received === 'undefined';
    return [{ path: [where, ...issue.path].join('.'), issue: missing ? 'missing' : 'invalid' }];
  });
  const seen = new Set<string>();
  return details.filter((detail) => {
    const key = `${detail.path}:${detail.issue}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 400 KEY_MISSING when a field is missing, else KEY_INVALID, with the details. */
export function refuse(res: Response, details: Details): void {
  sendError(res, details.some((d) => d.issue === 'missing') ? 'KEY_MISSING' : 'KEY_INVALID', details);
}

/**
 * Writes to the QA surface must say they are JSON: a page on another site can send a form or a `text/plain`
 * POST without asking first, but a JSON one (like a DELETE or PUT) needs a CORS preflight, which this server
 * never grants. A JSON write may have no body at all (curl -X POST without -d).
 */
function requireJson(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') return next();
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    req.resume();
    return refuse(res, [{ path: 'headers.content-type', issue: 'invalid' }]);
  }
  next();
}

/**
 * The body reading of every /__admin call: JSON only, up to 100 kB (a saved world up to
 * WORLD_IMPORT_MAX_BYTES); a malformed or too large one is the caller's 400.
 */
export function adminBody(): Router {
  const router = Router();
  // A saved world carries its uploads: the one body allowed to be large, and one at a time (each is read and
  // checked in about a second; six at once held every other call for seconds and took a gigabyte).
  let importing = false;
  router.post('/world', (req, res, next) => {
    if (importing) {
      req.resume();
      return sendError(res, 'REQUEST_LIMIT');
    }
    importing = true;
    res.once('close', () => {
      importing = false;
    });
    next();
  });
  router.post('/world', express.json({ limit: WORLD_IMPORT_MAX_BYTES }));
  router.use(
    requireJson,
    express.json({ limit: '100kb' }),
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      // Malformed, too large, an unknown charset or content encoding: the body parser says 4xx.
      const status = (error as { status?: number }).status;
      if (status !== undefined && status >= 400 && status < 500)
        return refuse(res, [{ path: 'body', issue: 'invalid' }]);
      next(error);
    },
  );
  return router;
}
