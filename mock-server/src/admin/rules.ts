import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { ErrorBody } from '@portal/contract/errors';
import { z } from 'zod';
import { armedOutcomes, armOutcome, disarmOutcomes, parseOutcome } from '../domain/outcomes.js';
import { sendError, sendJson } from '../http/send.js';
import type { World } from '../world.js';

type Details = NonNullable<ErrorBody['details']>;

/** Every switch of a world, each optional: a POST changes only what it names. */
const FlagsBody = z
  .object({
    terminated: z.boolean(),
    registerOTP: z.boolean(),
    enableChatWidget: z.boolean(),
    laos: z.boolean(),
    inviteActive: z.boolean(),
    refundActive: z.boolean(),
    slipClosed: z.boolean(),
    spinActive: z.boolean(),
    otpCode: z
      .string()
      .regex(/^\d{6}$/)
      .nullable(),
  })
  .partial()
  .strict();

/** Zod's issues as the error body's details: one per field, `missing` when the field was not sent. */
function detailsOf(error: z.ZodError): Details {
  return error.issues.flatMap((issue): Details => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({ path: ['body', ...issue.path, key].join('.'), issue: 'invalid' }));
    const missing = issue.code === 'invalid_type' && issue.received === 'undefined';
    return [{ path: ['body', ...issue.path].join('.'), issue: missing ? 'missing' : 'invalid' }];
  });
}

function refuse(res: Response, details: Details): void {
  sendError(res, details.some((d) => d.issue === 'missing') ? 'KEY_MISSING' : 'KEY_INVALID', details);
}

/** Writes must say they are JSON (a cross-site form or text/plain POST needs no CORS preflight). */
function requireJson(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') return next();
  if (!req.is('application/json')) {
    req.resume();
    return refuse(res, [{ path: 'headers.content-type', issue: 'invalid' }]);
  }
  next();
}

/**
 * The QA surface for the simulator's rules, mounted under /__admin beside the admin router:
 *
 * - `GET /outcomes`: the armed outcomes, oldest first, `{ outcomes: [{ id, kind, …, remaining }] }`;
 * - `POST /outcomes` `{ kind, …, count? }`: arms one (domain/outcomes.ts lists the kinds), answers
 *   `{ outcome }`;
 * - `DELETE /outcomes` (all) and `DELETE /outcomes/{id}`: disarm, answer `{ removed }`;
 * - `GET /flags`: the world's switches, `{ flags }`;
 * - `POST /flags` `{ terminated?, registerOTP?, enableChatWidget?, laos?, inviteActive?, refundActive?,
 *   slipClosed?, spinActive?, otpCode? }`: changes the named ones, answers `{ flags }`.
 *
 * `getWorld` names the world a call acts on (the caller's session's, or the default one). A bad body
 * answers 400 KEY_INVALID (KEY_MISSING when a field is missing) with details naming the fields.
 */
export function rulesRouter(getWorld: (req: Request, res: Response) => World): Router {
  const router = Router();
  router.use(
    requireJson,
    express.json({ limit: '100kb' }),
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      // A body that is not JSON (or not an object, or too large) is the caller's mistake, answered here.
      if ((error as { type?: string }).type?.startsWith('entity.'))
        return refuse(res, [{ path: 'body', issue: 'invalid' }]);
      next(error);
    },
  );

  router.get('/outcomes', (req, res) => sendJson(res, 200, { outcomes: armedOutcomes(getWorld(req, res)) }));

  router.post('/outcomes', (req, res) => {
    const world = getWorld(req, res);
    const parsed = parseOutcome(req.body);
    if (!parsed.success) return refuse(res, detailsOf(parsed.error));
    const outcome = parsed.data;
    if (
      outcome.kind === 'transfer' &&
      outcome.slotCode &&
      !world.scenario.games.some((g) => g.code === outcome.slotCode)
    )
      return refuse(res, [{ path: 'body.slotCode', issue: 'invalid' }]);
    sendJson(res, 200, { outcome: armOutcome(world, outcome) });
  });

  router.delete('/outcomes', (req, res) => sendJson(res, 200, { removed: disarmOutcomes(getWorld(req, res)) }));

  router.delete('/outcomes/:id', (req, res) => {
    const removed = disarmOutcomes(getWorld(req, res), req.params.id);
    if (removed === 0) return sendError(res, 'NO_DATA');
    sendJson(res, 200, { removed });
  });

  router.get('/flags', (req, res) => sendJson(res, 200, { flags: getWorld(req, res).flags }));

  router.post('/flags', (req, res) => {
    const world = getWorld(req, res);
    const parsed = FlagsBody.safeParse(req.body);
    if (!parsed.success) return refuse(res, detailsOf(parsed.error));
    Object.assign(world.flags, parsed.data);
    // Answers kept for the current data (World.memo) must be computed again under the new switches.
    world.revision += 1;
    sendJson(res, 200, { flags: world.flags });
  });

  return router;
}
