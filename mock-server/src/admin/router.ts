import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { MockServer } from '../app.js';
import { playResult } from '../domain/game-play.js';
import { payQrCode } from '../domain/qrcode.js';
import { ApiError } from '../api-error.js';
import { sendError, sendJson } from '../http/send.js';

const ResetBody = z.object({ scenario: z.string().min(1).optional() });
const PlayBody = z.object({ phone: z.string(), slotCode: z.string(), result: z.number().finite() });
const ClockBody = z.object({
  advanceSeconds: z
    .number()
    .finite()
    .min(0)
    .max(60 * 60 * 24 * 366)
    .optional(),
  freeze: z.boolean().optional(),
});

/**
 * The QA control surface under /__admin: list and switch scenarios, reset the world, move its clock, read
 * the request journal and the OTPs sent, pay an open QR, win or lose in a game. Not part of the product contract.
 */
export function adminRouter(server: MockServer): Router {
  const router = Router();
  const bad = (res: Response, path: string) => sendError(res, 'KEY_INVALID', [{ path, issue: 'invalid' }]);

  router.get('/scenarios', async (_req, res) => {
    const { scenarios } = await import('../../../scenarios/index.js');
    sendJson(res, 200, {
      current: server.world().scenario.name,
      scenarios: Object.values(scenarios).map(({ name, title, description, login, flags }) => ({
        name,
        title,
        description,
        login,
        flags,
      })),
    });
  });

  router.post('/reset', (req: Request, res: Response) => {
    const body = ResetBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, 'body.scenario');
    if (body.data.scenario && !server.scenarioNames().includes(body.data.scenario)) return bad(res, 'body.scenario');
    const started = process.hrtime.bigint();
    const world = server.reset(body.data.scenario);
    sendJson(res, 200, { scenario: world.scenario.name, ms: Number(process.hrtime.bigint() - started) / 1e6 });
  });

  router.get('/clock', (_req, res) => {
    const { clock } = server.world();
    sendJson(res, 200, { now: new Date(clock.now()).toISOString(), frozen: clock.frozen });
  });

  router.post('/clock', (req, res) => {
    const body = ClockBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, 'body.advanceSeconds');
    const world = server.world();
    if (body.data.freeze) world.clock.freeze();
    world.clock.advance((body.data.advanceSeconds ?? 0) * 1000);
    world.settle();
    sendJson(res, 200, { now: new Date(world.clock.now()).toISOString(), frozen: world.clock.frozen });
  });

  router.get('/journal', (req, res) => {
    const limit = Math.min(Number(req.query.limit) || 100, 500);
    sendJson(res, 200, { entries: server.world().journal.slice(-limit) });
  });

  router.get('/otp', (req, res) => {
    const phone = typeof req.query.phone === 'string' ? req.query.phone : '';
    const sent = server.world().sentOtps.get(phone);
    if (!sent) return sendError(res, 'OTP_NOT_EXIST');
    sendJson(res, 200, { phone, code: sent.code, otpRef: sent.ref, sentAt: new Date(sent.at).toISOString() });
  });

  const run = (res: Response, action: () => unknown) => {
    try {
      sendJson(res, 200, action());
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error.code);
      throw error;
    }
  };

  router.post('/qrcode/:qrcodeId/pay', (req, res) => run(res, () => payQrCode(server.world(), req.params.qrcodeId)));

  router.post('/play', (req, res) => {
    const body = PlayBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, 'body');
    run(res, () => playResult(server.world(), body.data.phone, body.data.slotCode, body.data.result));
  });

  router.use((_req, res) => sendError(res, 'NO_DATA'));
  return router;
}
