import { MOCK_SESSION, type AdminContract } from '@portal/contract/admin';
import { contract } from '@portal/contract';
import type { QrProvider } from '@portal/contract/constants';
import type { ErrorCode } from '@portal/contract/errors';
import { replayStart, scenarioByName } from '../scenario/seed.js';
import { exportWorld, importWorld } from '../scenario/snapshot.js';
import { ApiError, fail } from '../domain/api-error.js';
import { addFault, faultProblems, removeFault, type RouteCatalog } from '../core/faults.js';
import type { PassthroughFactory } from '../core/passthrough.js';
import { flattenRoutes, refusal } from '../core/compiled-routes.js';
import { endSession, ownerByKey, storeSupportMessage, supportRead } from '../domain/chat.js';
import { conversationOf, listConversations, supportTyping } from '../domain/chat-support.js';
import { playResult } from '../domain/game-play.js';
import { armedOutcomes, armOutcome, disarmOutcomes, parseOutcome } from '../domain/outcomes.js';
import { decideSlipsNow } from '../domain/pending.js';
import { payQrCode } from '../domain/qrcode.js';
import { toMajor } from '../world/money.js';
import { MAX_SESSIONS, SESSION_IDLE_MS, type Sessions } from '../core/sessions.js';
import type { WorldSlot } from '../core/slot.js';
import { initialFlags, type Member, type ReplayStart, type World } from '../world/world.js';
import type { SettledEvent } from '../world/records.js';
import type { AdminImpl } from '../core/types.js';
import { scenarios } from '../../../scenarios/index.js';
import { journalPage } from './qa-journal.js';

const iso = (ms: number) => new Date(ms).toISOString();

const describeSession = (slot: WorldSlot & { createdAt: number; lastUsed: number }) => ({
  id: slot.id,
  scenario: slot.world().scenario.name,
  createdAt: iso(slot.createdAt),
  lastUsedAt: iso(slot.lastUsed),
  specOnly: slot.specOnly ?? false,
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

/** Settled events as QA reads them: times and amounts as the contract writes them. */
const settledView = (settled: SettledEvent[]) =>
  settled.map(({ amountMinor, ...event }) => ({ ...event, at: iso(event.at), amount: toMajor(amountMinor) }));

/** Every log-in still alive lives `ms` longer (the clock moves on, the session being shown does not end). */
function shiftLogins(world: World, ms: number): void {
  const now = world.clock.now();
  for (const { token, expiresAt } of world.db.session.getAll())
    if (expiresAt > now)
      world.db.session.update({ where: { token: { equals: token } }, data: { expiresAt: expiresAt + ms } });
}

/** A refusal naming one field, as the contract's reading of a body would. */
const invalid = (path: string): never => {
  throw new ApiError('KEY_INVALID', [{ path, issue: 'invalid' }]);
};

/** What the QA surface acts on besides the caller's session: the simulator's sessions and the product's routes. */
export interface QaHost {
  sessions: Sessions;
  /** A fresh world of a named scenario, replayable from `replay` (null: not; absent: as the simulator starts them). */
  buildWorld(scenario: string, replay?: ReplayStart | null): World;
  /** The product API's routes with the codes each may answer. */
  routes: RouteCatalog;
  /** Makes a passthrough to a real backend (the Node server's; null in the demo in a page, which cannot). */
  passthrough: PassthroughFactory | null;
}

/**
 * One-time addresses that open the web app logged in as a member of a session (the Node server's, in
 * admin/handoff.ts); null where there are none (the demo in the page answers NO_DATA).
 */
export interface OpenAs {
  open(slotId: string, memberId: string): { path: string; url: string; expiresAt: number };
  /** A session ended: its addresses open nothing any more. */
  forgetSession(slotId: string): void;
}

const scenarioNames = Object.keys(scenarios);

/**
 * The QA surface's rules (contract/src/admin.ts): each acts on the world of the caller's session (cookie or
 * header), or the default world. The dispatch (core/dispatch.ts) reads the input and checks the answers, on
 * the Node server and in the demo's page alike.
 */
/** A member as QA sees it: seeded password, live log-ins (not expired, not ended), money and games. */
function worldMember(world: World, member: Member) {
  const now = world.clock.now();
  return {
    id: member.id,
    phone: member.phone,
    name: member.name,
    active: member.active,
    password: member.password,
    loggedIn: world.db.session
      .findMany({ where: { memberId: { equals: member.id }, endedBy: { equals: '' } } })
      .filter((session) => session.expiresAt > now).length,
    wallet: toMajor(member.walletMinor),
    games: world.db.gameAccount
      .findMany({ where: { memberId: { equals: member.id } } })
      .map((game) => ({ code: game.code, active: game.isActive, amount: toMajor(game.amountMinor) })),
  };
}

export function qaRoutes(host: QaHost, openAs: OpenAs | null): AdminImpl<AdminContract> {
  const knownScenario = (name: string | undefined) => !name || scenarioNames.includes(name);
  /** The owner of the conversation named in the path (a member id or an issued guest id), or NO_DATA. */
  const ownerIn = (world: World, key: string) => ownerByKey(world, key) ?? fail('NO_DATA');
  const catalogue = flattenRoutes(contract);

  const armOutcomeHandler: AdminImpl<AdminContract>['armOutcome'] = (input, { world }) => {
    const outcome = input.body;
    if (
      outcome.kind === 'transfer' &&
      outcome.slotCode &&
      !world.scenario.games.some((g) => g.code === outcome.slotCode)
    )
      invalid('body.slotCode');
    return { outcome: armOutcome(world, parseOutcome(outcome).data ?? fail('KEY_INVALID')) };
  };
  armOutcomeHandler.parseBody = parseOutcome;

  return {
    health: (_input, { world }) => {
      return { ok: true, scenario: world.scenario.name, now: iso(world.clock.now()) };
    },

    routes: () => ({
      routes: catalogue.map(({ name, route, meta }) => ({
        name,
        method: route.method,
        path: route.path,
        summary: route.summary ?? '',
        access: meta.access,
        codes: [...(host.routes.get(name) ?? [])] as ErrorCode[],
      })),
    }),

    scenarios: (_input, { world }) => {
      return {
        current: world.scenario.name,
        scenarios: Object.values(scenarios).map(({ name, title, description, login, flags }) => ({
          name,
          title,
          description,
          login,
          flags,
        })),
      };
    },

    reset: ({ body }, { slot }) => {
      if (!knownScenario(body.scenario)) invalid('body.scenario');
      const started = performance.now();
      const name = body.scenario ?? slot.world().scenario.name;
      const named = replayStart(scenarioByName(name), body);
      const next = host.buildWorld(name, named ?? slot.world().replay);
      slot.replace(next);
      return { scenario: next.scenario.name, ms: performance.now() - started };
    },

    // ---------- sessions ----------

    createSession: ({ body }) => {
      if (!knownScenario(body.scenario)) invalid('body.scenario');
      const replay = replayStart(scenarioByName(body.scenario), body);
      const slot = host.sessions.create(host.buildWorld(body.scenario, replay ?? undefined));
      slot.specOnly = body.specOnly;
      return {
        ...describeSession(slot),
        cookie: MOCK_SESSION.cookie,
        header: MOCK_SESSION.header,
        idleMinutes: SESSION_IDLE_MS / 60_000,
        maxSessions: MAX_SESSIONS,
      };
    },

    sessions: () => ({ sessions: host.sessions.list().map(describeSession), maxSessions: MAX_SESSIONS }),

    deleteSession: ({ params }) => {
      if (!host.sessions.delete(params.id)) fail('NO_DATA');
      openAs?.forgetSession(params.id);
      return { deleted: params.id };
    },

    members: (_input, { world }) => ({ members: world.db.member.getAll().map((member) => worldMember(world, member)) }),

    setMemberActive: ({ params, body }, { world }) => {
      const member = world.db.member.findFirst({ where: { id: { equals: params.memberId } } }) ?? fail('NO_USER');
      const updated = world.db.member.update({ where: { id: { equals: member.id } }, data: { active: body.active } });
      return { member: worldMember(world, updated ?? member) };
    },

    openAs: ({ body }, { world, slot }) => {
      const member = world.db.member.findFirst({ where: { id: { equals: body.memberId } } });
      if (!member) fail('NO_USER');
      const handoff = openAs?.open(slot.id, member.id) ?? fail('NO_DATA');
      return { ...handoff, expiresAt: iso(handoff.expiresAt) };
    },

    // ---------- faults, outcomes, flags ----------

    faults: (_input, { world }) => ({ faults: world.faults.list, routes: [...host.routes.keys()] }),

    addFault: ({ body }, { world }) => {
      const problems = faultProblems(body, host.routes);
      if (problems.length > 0) throw refusal(problems);
      return addFault(world.faults, body);
    },

    clearFaults: (_input, { world }) => {
      const { faults } = world;
      const removed = faults.list.length;
      faults.list.length = 0;
      return { removed };
    },

    removeFault: ({ params }, { world }) => {
      if (!removeFault(world.faults, params.id)) fail('NO_DATA');
      return { removed: 1 };
    },

    outcomes: (_input, { world }) => ({ outcomes: armedOutcomes(world) }),
    armOutcome: armOutcomeHandler,
    disarmOutcomes: (_input, { world }) => ({ removed: disarmOutcomes(world) }),
    disarmOutcome: ({ params }, { world }) => {
      const removed = disarmOutcomes(world, params.id);
      if (removed === 0) fail('NO_DATA');
      return { removed };
    },

    flags: (_input, { world }) => ({ flags: world.flags }),
    setFlags: ({ body }, { world }) => {
      Object.assign(world.flags, body);
      // Answers kept for the current data (World.memo) must be computed again under the new switches.
      world.changed();
      return { flags: world.flags };
    },

    // ---------- clock, journal, OTPs ----------

    clock: (_input, { world }) => {
      // Whatever fell due has happened by now: what is listed as scheduled is still to come.
      world.settle();
      return clockState(world);
    },

    setClock: ({ body }, { world }) => {
      if (body.freeze === true) world.clock.freeze();
      if (body.freeze === false) world.clock.unfreeze();
      const ms = (body.advanceSeconds ?? 0) * 1000;
      if (body.keepLogins) shiftLogins(world, ms);
      world.clock.advance(ms);
      const settled = settledView(world.settle());
      return { ...clockState(world), settled };
    },

    decideSlips: ({ body }, { world }) => {
      world.settle();
      const settled = decideSlipsNow(world, body);
      return { decided: settled.filter((event) => event.kind === 'slip').length, settled: settledView(settled) };
    },

    journal: ({ query }, { world }) => {
      return { world: world.id, ...journalPage(world.journal, query.limit, query.after) };
    },

    qrcodes: (_input, { world }) => {
      world.settle();
      return {
        qrcodes: world.db.qrcode
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

    otps: (_input, { world }) => ({
      otps: [...world.sentOtps]
        .sort(([, a], [, b]) => b.at - a.at)
        .map(([phone, sent]) => ({ phone, code: sent.code, otpRef: sent.ref, sentAt: iso(sent.at) })),
    }),

    passthrough: (_input, { world, slot }) => ({ passthrough: slot.passthrough?.state(world) ?? null }),
    setPassthrough: ({ body }, { world, slot }) => {
      if (!host.passthrough) fail('NO_DATA');
      // The member real log-ins map to must be one of this world (a typo would map them elsewhere unseen).
      if (body.member !== null && !world.db.member.findFirst({ where: { phone: { equals: body.member } } }))
        invalid('body.member');
      // The same backend again (a setting changed): the log-ins mapped so far stay.
      const next = host.passthrough(body, slot.passthrough);
      slot.passthrough = next;
      return { passthrough: next.state(world) };
    },
    clearPassthrough: (_input, { slot }) => {
      slot.passthrough = null;
      return { passthrough: null };
    },

    clearAll: (_input, { world }) => {
      const faults = world.faults.list.length;
      world.faults.list.length = 0;
      const outcomes = disarmOutcomes(world);
      Object.assign(world.flags, initialFlags(scenarioByName(world.scenario.name)));
      world.changed();
      return { faults, outcomes, flags: world.flags };
    },

    exportWorld: (_input, { world }) => exportWorld(world),

    importWorld: ({ body }, { slot }) => {
      if (!scenarioNames.includes(body.scenario)) invalid('body.scenario');
      const started = performance.now();
      const next = importWorld(scenarioByName(body.scenario), body, host.routes);
      slot.replace(next);
      return { scenario: next.scenario.name, members: next.db.member.count(), ms: performance.now() - started };
    },

    otp: ({ query }, { world }) => {
      const sent = world.sentOtps.get(query.phone) ?? fail('OTP_NOT_EXIST');
      return { phone: query.phone, code: sent.code, otpRef: sent.ref, sentAt: iso(sent.at) };
    },

    // ---------- the business ----------

    payQr: ({ params }, { world }) => payQrCode(world, params.qrcodeId),

    play: ({ body }, { world }) => playResult(world, body.phone, body.slotCode, body.result),

    // ---------- support chat: QA answers as support ----------

    conversations: (_input, { world }) => ({ conversations: listConversations(world) }),

    conversation: ({ params, query }, { world }) => {
      const who = ownerIn(world, params.owner);
      return { owner: who.owner, messages: conversationOf(world, who.owner, query.limit) };
    },

    answer: ({ params, body }, { world }) => {
      const who = ownerIn(world, params.owner);
      supportTyping(world, who.owner, false);
      return storeSupportMessage(world, who, body.message);
    },

    typing: ({ params, body }, { world }) => {
      const who = ownerIn(world, params.owner);
      supportTyping(world, who.owner, body.typing);
      return { typing: body.typing };
    },

    read: ({ params }, { world }) => {
      const who = ownerIn(world, params.owner);
      return { updated: supportRead(world, who.owner) };
    },

    disconnect: ({ params }, { world }) => {
      const who = ownerIn(world, params.owner);
      world.events.emit('chatDropped', who.owner);
      return { disconnected: who.owner };
    },

    endChat: ({ params }, { world }) => {
      const who = ownerIn(world, params.owner);
      endSession(world, who.owner);
      return { ended: who.owner };
    },
  };
}
