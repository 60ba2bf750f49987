import { Router, type Request, type Response } from 'express';
import { AmountInput, ChatMessage } from '@portal/contract/schemas';
import { z } from 'zod';
import { slotOf, type MockServer } from '../app.js';
import { addFault, faultProblems, FaultInput, removeFault } from '../core/faults.js';
import {
  conversationOf,
  endSession,
  listConversations,
  ownerByKey,
  storeSupportMessage,
  supportRead,
  supportTyping,
} from '../domain/chat.js';
import { playResult } from '../domain/game-play.js';
import { payQrCode } from '../domain/qrcode.js';
import { ApiError } from '../api-error.js';
import { sendError, sendJson } from '../http/send.js';
import { detailsOf, refuse } from './body.js';
import { MAX_SESSIONS, SESSION_COOKIE, SESSION_HEADER, SESSION_IDLE_MS } from '../sessions.js';

const ResetBody = z.object({ scenario: z.string().min(1).optional() });
const SessionBody = z.object({ scenario: z.string().min(1).default('default') });
/** A win (> 0) or loss (< 0): bounded and in hundredths like every amount, so money stays exact. */
const PlayBody = z.object({ phone: z.string(), slotCode: z.string(), result: AmountInput }).strict();
const SupportMessageBody = z.object({ message: ChatMessage }).strict();
const TypingBody = z.object({ typing: z.boolean() }).strict();
const ConversationQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
const JournalQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) });
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
 * The QA control surface under /__admin: list and switch scenarios, reset the world, sessions (a world per
 * test run), faults, move the clock, read the request journal and the OTPs sent, pay an open QR, win or lose
 * in a game. Every call acts on the world of the caller's session (cookie or header), or the default world.
 * Not part of the product contract.
 */
export function adminRouter(server: MockServer): Router {
  const router = Router();
  const bad = refuse;
  const world = (res: Response) => slotOf(res).world();

  router.get('/scenarios', async (_req, res) => {
    const { scenarios } = await import('../../../scenarios/index.js');
    sendJson(res, 200, {
      current: world(res).scenario.name,
      scenarios: Object.values(scenarios).map(({ name, title, description, login, flags }) => ({
        name,
        title,
        description,
        login,
        flags,
      })),
    });
  });

  const knownScenario = (name: string | undefined) => !name || server.scenarioNames().includes(name);

  router.post('/reset', (req: Request, res: Response) => {
    const body = ResetBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, detailsOf(body.error));
    if (!knownScenario(body.data.scenario)) return bad(res, [{ path: 'body.scenario', issue: 'invalid' }]);
    const started = performance.now();
    const next = server.resetSlot(slotOf(res), body.data.scenario);
    sendJson(res, 200, { scenario: next.scenario.name, ms: performance.now() - started });
  });

  // ---------- sessions ----------

  const describeSession = (slot: ReturnType<typeof slotOf>) => ({
    id: slot.id,
    scenario: slot.world().scenario.name,
    createdAt: new Date(slot.createdAt).toISOString(),
    lastUsedAt: new Date(slot.lastUsed).toISOString(),
  });

  router.post('/sessions', (req, res) => {
    const body = SessionBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, detailsOf(body.error));
    if (!knownScenario(body.data.scenario)) return bad(res, [{ path: 'body.scenario', issue: 'invalid' }]);
    const slot = server.sessions.create(server.buildWorld(body.data.scenario));
    sendJson(res, 200, {
      ...describeSession(slot),
      cookie: SESSION_COOKIE,
      header: SESSION_HEADER,
      idleMinutes: SESSION_IDLE_MS / 60_000,
      maxSessions: MAX_SESSIONS,
    });
  });

  router.get('/sessions', (_req, res) => {
    sendJson(res, 200, { sessions: server.sessions.list().map(describeSession), maxSessions: MAX_SESSIONS });
  });

  router.delete('/sessions/:id', (req, res) => {
    if (!server.sessions.delete(req.params.id)) return sendError(res, 'NO_DATA');
    sendJson(res, 200, { deleted: req.params.id });
  });

  // ---------- faults ----------

  router.get('/faults', (_req, res) => {
    sendJson(res, 200, { faults: world(res).faults.list, routes: [...server.core.routes.keys()] });
  });

  router.post('/faults', (req, res) => {
    const parsed = FaultInput.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, detailsOf(parsed.error));
    const problems = faultProblems(parsed.data, server.core.routes);
    if (problems.length > 0) return bad(res, problems);
    sendJson(res, 200, addFault(world(res).faults, parsed.data));
  });

  router.delete('/faults', (_req, res) => {
    const { faults } = world(res);
    const removed = faults.list.length;
    faults.list.length = 0;
    sendJson(res, 200, { removed });
  });

  router.delete('/faults/:id', (req, res) => {
    if (!removeFault(world(res).faults, req.params.id)) return sendError(res, 'NO_DATA');
    sendJson(res, 200, { removed: 1 });
  });

  // ---------- clock, journal, OTPs ----------

  router.get('/clock', (_req, res) => {
    const { clock } = world(res);
    sendJson(res, 200, { now: new Date(clock.now()).toISOString(), frozen: clock.frozen });
  });

  router.post('/clock', (req, res) => {
    const body = ClockBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, detailsOf(body.error));
    const current = world(res);
    if (body.data.freeze === true) current.clock.freeze();
    if (body.data.freeze === false) current.clock.unfreeze();
    current.clock.advance((body.data.advanceSeconds ?? 0) * 1000);
    current.settle();
    sendJson(res, 200, { now: new Date(current.clock.now()).toISOString(), frozen: current.clock.frozen });
  });

  router.get('/journal', (req, res) => {
    const query = JournalQuery.safeParse(req.query);
    if (!query.success) return bad(res, detailsOf(query.error, 'query'));
    const { limit } = query.data;
    sendJson(res, 200, {
      entries: world(res)
        .journal.slice(-limit)
        .map((entry) => ({ ...entry, at: new Date(entry.at).toISOString() })),
    });
  });

  router.get('/otp', (req, res) => {
    const phone = typeof req.query.phone === 'string' ? req.query.phone : '';
    const sent = world(res).sentOtps.get(phone);
    if (!sent) return sendError(res, 'OTP_NOT_EXIST');
    sendJson(res, 200, { phone, code: sent.code, otpRef: sent.ref, sentAt: new Date(sent.at).toISOString() });
  });

  // ---------- the business ----------

  const run = (res: Response, action: () => unknown) => {
    try {
      sendJson(res, 200, action());
    } catch (error) {
      if (error instanceof ApiError) return sendError(res, error.code, error.details);
      throw error;
    }
  };

  router.post('/qrcode/:qrcodeId/pay', (req, res) => run(res, () => payQrCode(world(res), req.params.qrcodeId)));

  router.post('/play', (req, res) => {
    const body = PlayBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, detailsOf(body.error));
    run(res, () => playResult(world(res), body.data.phone, body.data.slotCode, body.data.result));
  });

  // ---------- support chat: QA answers as support ----------

  /** The conversation named in the path (a member id or an issued guest id), or NO_DATA. */
  const ownerIn = (req: Request, res: Response) => {
    const who = ownerByKey(world(res), req.params.owner);
    if (!who) sendError(res, 'NO_DATA');
    return who;
  };

  router.get('/chat', (_req, res) => sendJson(res, 200, { conversations: listConversations(world(res)) }));

  router.get('/chat/:owner', (req, res) => {
    const query = ConversationQuery.safeParse(req.query);
    if (!query.success) return bad(res, detailsOf(query.error, 'query'));
    const who = ownerIn(req, res);
    if (who)
      sendJson(res, 200, { owner: who.owner, messages: conversationOf(world(res), who.owner, query.data.limit) });
  });

  router.post('/chat/:owner/messages', (req, res) => {
    const body = SupportMessageBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, detailsOf(body.error));
    const who = ownerIn(req, res);
    if (!who) return;
    supportTyping(world(res), who.owner, false);
    sendJson(res, 200, storeSupportMessage(world(res), who, body.data.message));
  });

  router.post('/chat/:owner/typing', (req, res) => {
    const body = TypingBody.safeParse(req.body ?? {});
    if (!body.success) return bad(res, detailsOf(body.error));
    const who = ownerIn(req, res);
    if (!who) return;
    supportTyping(world(res), who.owner, body.data.typing);
    sendJson(res, 200, { typing: body.data.typing });
  });

  router.post('/chat/:owner/read', (req, res) => {
    const who = ownerIn(req, res);
    if (who) sendJson(res, 200, { updated: supportRead(world(res), who.owner) });
  });

  router.post('/chat/:owner/disconnect', (req, res) => {
    const who = ownerIn(req, res);
    if (!who) return;
    world(res).events.emit('chatDropped', who.owner);
    sendJson(res, 200, { disconnected: who.owner });
  });

  router.post('/chat/:owner/end', (req, res) => {
    const who = ownerIn(req, res);
    if (!who) return;
    endSession(world(res), who.owner);
    sendJson(res, 200, { ended: who.owner });
  });

  router.use((_req, res) => sendError(res, 'NO_DATA'));
  return router;
}
