import { MOCK_SESSION, type AdminContract } from '@portal/contract/admin';
import { contract } from '@portal/contract';
import type { QrProvider } from '@portal/contract/constants';
import type { ErrorCode } from '@portal/contract/errors';
import type { Response } from 'express';
import { slotOf, type MockServer } from '../http/app.js';
import { scenarioByName } from '../scenario/seed.js';
import { exportWorld, importWorld } from '../scenario/snapshot.js';
import { ApiError, fail } from '../domain/api-error.js';
import { addFault, faultProblems, removeFault } from '../core/faults.js';
import { flattenRoutes } from '../core/dispatch.js';
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
import { armedOutcomes, armOutcome, disarmOutcomes, parseOutcome } from '../domain/outcomes.js';
import { payQrCode } from '../domain/qrcode.js';
import { toMajor } from '../world/money.js';
import { MAX_SESSIONS, SESSION_IDLE_MS, type Slot } from '../core/sessions.js';
import { initialFlags, type World } from '../world/world.js';
import type { AdminImpl } from './contract-router.js';
import type { Handoffs } from './handoff.js';
import { journalPage } from './journal-view.js';

const iso = (ms: number) => new Date(ms).toISOString();

const describeSession = (slot: Slot) => ({
  id: slot.id,
  scenario: slot.world().scenario.name,
  createdAt: iso(slot.createdAt),
  lastUsedAt: iso(slot.lastUsed),
});

/** The clock as QA reads it, with what is scheduled. */
const clockState = (world: World) => ({
  now: iso(world.clock.now()),
  frozen: world.clock.frozen,
  pending: world.upcoming().map((event) => ({
    at: iso(event.at),
    kind: event.kind,
    memberId: event.memberId,
    subject: event.kind === 'slip' ? event.slipId : event.kind === 'qrExpiry' ? event.qrcodeId : event.statementId,
  })),
});

/** A refusal naming one field, as the contract's reading of a body would. */
const invalid = (path: string): never => {
  throw new ApiError('KEY_INVALID', [{ path, issue: 'invalid' }]);
};

/**
 * The QA surface's rules (contract/src/admin.ts): each acts on the world of the caller's session (cookie or
 * header), or the default world. The contract router reads the input and checks the answers.
 */
export function adminHandlers(server: MockServer, handoffs: Handoffs, webUrl: string | null): AdminImpl<AdminContract> {
  const world = (res: Response): World => slotOf(res).world();
  const knownScenario = (name: string | undefined) => !name || server.scenarioNames().includes(name);
  /** The owner of the conversation named in the path (a member id or an issued guest id), or NO_DATA. */
  const ownerIn = (res: Response, key: string) => ownerByKey(world(res), key) ?? fail('NO_DATA');
  const catalogue = flattenRoutes(contract);

  const armOutcomeHandler: AdminImpl<AdminContract>['armOutcome'] = (input, { res }) => {
    const current = world(res);
    const outcome = input.body;
    if (
      outcome.kind === 'transfer' &&
      outcome.slotCode &&
      !current.scenario.games.some((g) => g.code === outcome.slotCode)
    )
      invalid('body.slotCode');
    return { outcome: armOutcome(current, parseOutcome(outcome).data ?? fail('KEY_INVALID')) };
  };
  armOutcomeHandler.parseBody = parseOutcome;

  return {
    health: (_input, { res }) => {
      const current = world(res);
      return { ok: true, scenario: current.scenario.name, now: iso(current.clock.now()) };
    },

    routes: () => ({
      routes: catalogue.map(({ name, route, meta }) => ({
        name,
        method: route.method,
        path: route.path,
        summary: route.summary ?? '',
        access: meta.access,
        codes: [...(server.core.routes.get(name) ?? [])] as ErrorCode[],
      })),
    }),

    scenarios: async (_input, { res }) => {
      const { scenarios } = await import('../../../scenarios/index.js');
      return {
        current: world(res).scenario.name,
        scenarios: Object.values(scenarios).map(({ name, title, description, login, flags }) => ({
          name,
          title,
          description,
          login,
          flags,
        })),
      };
    },

    reset: ({ body }, { res }) => {
      if (!knownScenario(body.scenario)) invalid('body.scenario');
      const started = performance.now();
      const next = server.resetSlot(slotOf(res), body.scenario);
      return { scenario: next.scenario.name, ms: performance.now() - started };
    },

    // ---------- sessions ----------

    createSession: ({ body }) => {
      if (!knownScenario(body.scenario)) invalid('body.scenario');
      const slot = server.sessions.create(server.buildWorld(body.scenario));
      return {
        ...describeSession(slot),
        cookie: MOCK_SESSION.cookie,
        header: MOCK_SESSION.header,
        idleMinutes: SESSION_IDLE_MS / 60_000,
        maxSessions: MAX_SESSIONS,
      };
    },

    sessions: () => ({ sessions: server.sessions.list().map(describeSession), maxSessions: MAX_SESSIONS }),

    deleteSession: ({ params }) => {
      if (!server.sessions.delete(params.id)) fail('NO_DATA');
      handoffs.forgetSession(params.id);
      return { deleted: params.id };
    },

    members: (_input, { res }) => {
      const current = world(res);
      const now = current.clock.now();
      const sessions = current.db.session.getAll();
      return {
        members: current.db.member.getAll().map((member) => ({
          id: member.id,
          phone: member.phone,
          name: member.name,
          active: member.active,
          password: member.password,
          loggedIn: sessions.filter((s) => s.memberId === member.id && s.expiresAt > now).length,
          wallet: toMajor(member.walletMinor),
          games: current.db.gameAccount
            .findMany({ where: { memberId: { equals: member.id } } })
            .map((game) => ({ code: game.code, active: game.isActive, amount: toMajor(game.amountMinor) })),
        })),
      };
    },

    openAs: ({ body }, { res }) => {
      const slot = slotOf(res);
      const member = slot.world().db.member.findFirst({ where: { id: { equals: body.memberId } } });
      if (!member) fail('NO_USER');
      const handoff = handoffs.create(slot.id, member.id);
      return {
        path: handoff.path,
        url: webUrl ? new URL(handoff.path, webUrl).href : handoff.path,
        expiresAt: iso(handoff.expiresAt),
      };
    },

    // ---------- faults, outcomes, flags ----------

    faults: (_input, { res }) => ({ faults: world(res).faults.list, routes: [...server.core.routes.keys()] }),

    addFault: ({ body }, { res }) => {
      const problems = faultProblems(body, server.core.routes);
      if (problems.length > 0)
        throw new ApiError(problems.some((p) => p.issue === 'missing') ? 'KEY_MISSING' : 'KEY_INVALID', problems);
      return addFault(world(res).faults, body);
    },

    clearFaults: (_input, { res }) => {
      const { faults } = world(res);
      const removed = faults.list.length;
      faults.list.length = 0;
      return { removed };
    },

    removeFault: ({ params }, { res }) => {
      if (!removeFault(world(res).faults, params.id)) fail('NO_DATA');
      return { removed: 1 };
    },

    outcomes: (_input, { res }) => ({ outcomes: armedOutcomes(world(res)) }),
    armOutcome: armOutcomeHandler,
    disarmOutcomes: (_input, { res }) => ({ removed: disarmOutcomes(world(res)) }),
    disarmOutcome: ({ params }, { res }) => {
      const removed = disarmOutcomes(world(res), params.id);
      if (removed === 0) fail('NO_DATA');
      return { removed };
    },

    flags: (_input, { res }) => ({ flags: world(res).flags }),
    setFlags: ({ body }, { res }) => {
      const current = world(res);
      Object.assign(current.flags, body);
      // Answers kept for the current data (World.memo) must be computed again under the new switches.
      current.changed();
      return { flags: current.flags };
    },

    // ---------- clock, journal, OTPs ----------

    clock: (_input, { res }) => {
      // Whatever fell due has happened by now: what is listed as scheduled is still to come.
      world(res).settle();
      return clockState(world(res));
    },

    setClock: ({ body }, { res }) => {
      const current = world(res);
      if (body.freeze === true) current.clock.freeze();
      if (body.freeze === false) current.clock.unfreeze();
      current.clock.advance((body.advanceSeconds ?? 0) * 1000);
      const settled = current.settle().map(({ amountMinor, ...event }) => ({
        ...event,
        at: iso(event.at),
        amount: toMajor(amountMinor),
      }));
      return { ...clockState(current), settled };
    },

    journal: ({ query }, { res }) => {
      const current = world(res);
      return { world: current.id, ...journalPage(current.journal, query.limit, query.after) };
    },

    qrcodes: (_input, { res }) => {
      const current = world(res);
      current.settle();
      return {
        qrcodes: current.db.qrcode
          .getAll()
          .sort((a, b) => b.createdAt - a.createdAt)
          .map((qr) => ({
            qrcodeId: qr.id,
            memberId: qr.memberId,
            provider: qr.provider as QrProvider,
            amount: toMajor(qr.amountMinor),
            status: qr.status as 'OPEN' | 'PAID' | 'CANCELLED' | 'EXPIRED' | 'FAILED',
            createdAt: iso(qr.createdAt),
            expiresAt: iso(qr.expiresAt),
          })),
      };
    },

    otps: (_input, { res }) => ({
      otps: [...world(res).sentOtps]
        .sort(([, a], [, b]) => b.at - a.at)
        .map(([phone, sent]) => ({ phone, code: sent.code, otpRef: sent.ref, sentAt: iso(sent.at) })),
    }),

    clearAll: (_input, { res }) => {
      const current = world(res);
      const faults = current.faults.list.length;
      current.faults.list.length = 0;
      const outcomes = disarmOutcomes(current);
      Object.assign(current.flags, initialFlags(scenarioByName(current.scenario.name)));
      current.changed();
      return { faults, outcomes, flags: current.flags };
    },

    exportWorld: (_input, { res }) => exportWorld(world(res)),

    importWorld: ({ body }, { res }) => {
      if (!server.scenarioNames().includes(body.scenario)) invalid('body.scenario');
      const started = performance.now();
      const next = importWorld(scenarioByName(body.scenario), body, server.core.routes);
      slotOf(res).replace(next);
      return { scenario: next.scenario.name, members: next.db.member.count(), ms: performance.now() - started };
    },

    otp: ({ query }, { res }) => {
      const sent = world(res).sentOtps.get(query.phone) ?? fail('OTP_NOT_EXIST');
      return { phone: query.phone, code: sent.code, otpRef: sent.ref, sentAt: iso(sent.at) };
    },

    // ---------- the business ----------

    payQr: ({ params }, { res }) => payQrCode(world(res), params.qrcodeId),

    play: ({ body }, { res }) => playResult(world(res), body.phone, body.slotCode, body.result),

    // ---------- support chat: QA answers as support ----------

    conversations: (_input, { res }) => ({ conversations: listConversations(world(res)) }),

    conversation: ({ params, query }, { res }) => {
      const who = ownerIn(res, params.owner);
      return { owner: who.owner, messages: conversationOf(world(res), who.owner, query.limit) };
    },

    answer: ({ params, body }, { res }) => {
      const who = ownerIn(res, params.owner);
      supportTyping(world(res), who.owner, false);
      return storeSupportMessage(world(res), who, body.message);
    },

    typing: ({ params, body }, { res }) => {
      const who = ownerIn(res, params.owner);
      supportTyping(world(res), who.owner, body.typing);
      return { typing: body.typing };
    },

    read: ({ params }, { res }) => {
      const who = ownerIn(res, params.owner);
      return { updated: supportRead(world(res), who.owner) };
    },

    disconnect: ({ params }, { res }) => {
      const who = ownerIn(res, params.owner);
      world(res).events.emit('chatDropped', who.owner);
      return { disconnected: who.owner };
    },

    endChat: ({ params }, { res }) => {
      const who = ownerIn(res, params.owner);
      endSession(world(res), who.owner);
      return { ended: who.owner };
    },
  };
}
