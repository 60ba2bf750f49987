import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { armedOutcomes, armOutcome, disarmOutcomes, parseOutcome } from '../domain/outcomes.js';
import { sendError, sendJson } from '../http/send.js';
import { detailsOf, refuse } from './body.js';
import type { World } from '../world.js';

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
 * `getWorld` names the world a call acts on (the caller's session's, or the default one). Bodies are read
 * by admin/body.ts; a bad one answers 400 KEY_INVALID (KEY_MISSING when a field is missing) with details.
 */
export function rulesRouter(getWorld: (req: Request, res: Response) => World): Router {
  const router = Router();

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
