import { initClient, type ContractNoBodyType } from '@ts-rest/core';
import { z } from 'zod';
import {
  Fault,
  FaultInput,
  FlagsPatch,
  Iso,
  MOCK_SESSION,
  OutcomeInput,
  QrSummary,
  SlipAmount,
  SupportMessage,
  WORLD_IMPORT_MAX_BYTES,
  WorldFlags,
  WorldSnapshot,
} from './admin-schemas.js';
import {
  ArmedOutcome,
  ClockState,
  ConversationSummary,
  JournalEntry,
  PassthroughInput,
  PassthroughState,
  RouteInfo,
  ScenarioSummary,
  SentOtp,
  SessionCreated,
  SessionSummary,
  SettledEvent,
  WorldStart,
  WorldMember,
} from './admin-qa-schemas.js';
import { slipReasonCodes, type ErrorCode } from './errors.js';
import { c, responsesFor, type ErrorResponses } from './route-kit.js';
import { AmountInput, ChatConversation } from './schemas.js';

export * from './admin-schemas.js';
export * from './admin-qa-schemas.js';

/**
 * The simulator's QA surface (`/__admin`), as a contract of its own: the QA console, the e2e fixtures and
 * the mock server share these shapes. Not part of the product: a real backend has none of it.
 *
 * Every call acts on the world of the caller's simulator session, named by the `mock-session` cookie or the
 * `x-mock-session` header; without one it reaches the default world. Errors answer like the product's
 * (`{ message: CODE, details? }`); a write must be sent as JSON (docs/decisions/009).
 */

// ---------- the routes ----------

/** Codes every admin call may answer besides its own. */
const always: ErrorCode[] = ['INTERNAL_SERVER_ERROR'];
const input: ErrorCode[] = ['KEY_MISSING', 'KEY_INVALID'];

interface AdminRouteInput {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  summary: string;
  ok: z.ZodTypeAny;
  /** The catalogue codes it may answer (KEY_MISSING and KEY_INVALID come with any input). */
  codes?: ErrorCode[];
  pathParams?: z.AnyZodObject;
  query?: z.AnyZodObject;
  body?: z.ZodTypeAny;
  /** The largest JSON body taken (default 100 kB). */
  bodyBytes?: number;
  /** Served one at a time: another call while one runs answers REQUEST_LIMIT (declare it in `codes`). */
  oneAtATime?: true;
}

/** What the simulator's dispatch reads of a QA route (beside its schemas). */
export interface AdminRouteMeta {
  admin: true;
  codes: ErrorCode[];
  bodyBytes?: number;
  oneAtATime?: true;
}

type BuiltAdmin<R extends AdminRouteInput> = Omit<R, 'ok' | 'codes' | 'body'> &
  (R['method'] extends 'GET' ? unknown : { body: R['body'] extends z.ZodTypeAny ? R['body'] : ContractNoBodyType }) & {
    responses: { 200: R['ok'] } & ErrorResponses;
    metadata: AdminRouteMeta;
  };

function adminRoute<const R extends AdminRouteInput>(route: R): BuiltAdmin<R> {
  const { ok, codes = [], body, bodyBytes, oneAtATime, ...rest } = route;
  const takesInput = Boolean(route.pathParams || route.query || body);
  // Every write must say it is JSON (KEY_INVALID at headers.content-type), with a body or without.
  const all = [...(takesInput ? input : route.method === 'POST' ? (['KEY_INVALID'] as ErrorCode[]) : []), ...codes];
  const metadata: AdminRouteMeta = {
    admin: true,
    codes: all,
    ...(bodyBytes !== undefined && { bodyBytes }),
    ...(oneAtATime && { oneAtATime }),
  };
  return {
    ...rest,
    ...(route.method === 'GET' ? {} : { body: body ?? c.noBody() }),
    metadata,
    responses: responsesFor(ok, [...always, ...all]),
  } as unknown as BuiltAdmin<R>;
}

const Owner = z.object({ owner: z.string().min(1).max(100) });
const Id = z.object({ id: z.string().min(1).max(100) });

// Built in a function marked pure: a bundle that imports only the schemas above (the demo) leaves the routes out.
export const adminContract = /* @__PURE__ */ (() =>
  c.router(
    {
      health: adminRoute({
        method: 'GET',
        path: '/health',
        summary: 'Liveness: the default world (or the session’s) with its scenario and clock',
        ok: z.object({ ok: z.literal(true), scenario: z.string(), now: Iso }),
      }),
      routes: adminRoute({
        method: 'GET',
        path: '/__admin/routes',
        summary: 'Every route of the product contract with the error codes it may answer',
        ok: z.object({ routes: z.array(RouteInfo) }),
      }),
      scenarios: adminRoute({
        method: 'GET',
        path: '/__admin/scenarios',
        summary: 'The scenarios, and the one the world was built from',
        ok: z.object({ current: z.string(), scenarios: z.array(ScenarioSummary) }),
      }),
      reset: adminRoute({
        method: 'POST',
        path: '/__admin/reset',
        summary: 'A fresh world of the scenario (default: the current one); faults, clock and chats start over',
        body: WorldStart.extend({ scenario: z.string().min(1).optional() })
          .strict()
          .describe('seed or clock: a replayable world; neither: started as the world being reset was'),
        ok: z.object({ scenario: z.string(), ms: z.number().describe('how long the reset took') }),
      }),
      createSession: adminRoute({
        method: 'POST',
        path: '/__admin/sessions',
        summary: 'A simulator session: a world of its own, named by cookie or header',
        body: WorldStart.extend({
          scenario: z.string().min(1).default('default'),
          specOnly: z
            .boolean()
            .default(false)
            .describe("answer only the spec's routes: the contract's additions are 404 NO_DATA (decision 036)"),
        })
          .strict()
          .describe('seed or clock: a replayable world; neither: as the simulator was started (--seed, --clock)'),
        ok: SessionCreated,
      }),
      sessions: adminRoute({
        method: 'GET',
        path: '/__admin/sessions',
        summary: 'Every live session (the default world is not listed)',
        ok: z.object({ sessions: z.array(SessionSummary), maxSessions: z.number().int() }),
      }),
      deleteSession: adminRoute({
        method: 'DELETE',
        path: '/__admin/sessions/:id',
        pathParams: Id,
        summary: 'Ends a session and its world',
        codes: ['NO_DATA'],
        ok: z.object({ deleted: z.string() }),
      }),
      members: adminRoute({
        method: 'GET',
        path: '/__admin/members',
        summary: 'The members of the world, with their seeded passwords and how many devices are logged in',
        ok: z.object({ members: z.array(WorldMember) }),
      }),
      setMemberActive: adminRoute({
        method: 'POST',
        path: '/__admin/members/:memberId/active',
        summary:
          "Deactivates or reactivates a member: a deactivated member's live log-ins answer INVALID_USER_2, a new " +
          'log-in INACTIVE_USER',
        pathParams: z.object({ memberId: z.string().min(1).max(100) }),
        body: z.object({ active: z.boolean() }).strict(),
        codes: ['NO_USER'],
        ok: z.object({ member: WorldMember }),
      }),
      openAs: adminRoute({
        method: 'POST',
        path: '/__admin/open-as',
        summary:
          'A one-time address (valid 60 s, used once) that opens the web app logged in as the member, in this session',
        body: z.object({ memberId: z.string().min(1).max(100) }).strict(),
        // NO_DATA: this simulator opens no pages (the backend-less demo runs inside the web app).
        codes: ['NO_USER', 'NO_DATA'],
        ok: z.object({
          path: z.string().describe('the address on the web app’s origin, whose server forwards /__admin here'),
          url: z.string().describe('the whole address when the server knows the web app’s (--web-url), else the path'),
          expiresAt: Iso,
        }),
      }),
      faults: adminRoute({
        method: 'GET',
        path: '/__admin/faults',
        summary: 'The faults of the world and the route names they may name',
        ok: z.object({ faults: z.array(Fault), routes: z.array(z.string()) }),
      }),
      addFault: adminRoute({
        method: 'POST',
        path: '/__admin/faults',
        summary: 'Adds a fault: a route answers late, with a declared error code, not at all, or hangs',
        body: FaultInput,
        ok: Fault,
      }),
      clearFaults: adminRoute({
        method: 'DELETE',
        path: '/__admin/faults',
        summary: 'Removes every fault',
        ok: z.object({ removed: z.number().int() }),
      }),
      removeFault: adminRoute({
        method: 'DELETE',
        path: '/__admin/faults/:id',
        pathParams: Id,
        summary: 'Removes one fault',
        codes: ['NO_DATA'],
        ok: z.object({ removed: z.number().int() }),
      }),
      outcomes: adminRoute({
        method: 'GET',
        path: '/__admin/outcomes',
        summary: 'The armed outcomes, oldest first (the order they are consumed)',
        ok: z.object({ outcomes: z.array(ArmedOutcome) }),
      }),
      armOutcome: adminRoute({
        method: 'POST',
        path: '/__admin/outcomes',
        summary:
          'Arms an outcome for the next operations: a refused transfer, a failed withdrawal or deposit, a slip verdict, a failing QR',
        body: OutcomeInput,
        ok: z.object({ outcome: ArmedOutcome }),
      }),
      disarmOutcomes: adminRoute({
        method: 'DELETE',
        path: '/__admin/outcomes',
        summary: 'Disarms every outcome',
        ok: z.object({ removed: z.number().int() }),
      }),
      disarmOutcome: adminRoute({
        method: 'DELETE',
        path: '/__admin/outcomes/:id',
        pathParams: Id,
        summary: 'Disarms one outcome',
        codes: ['NO_DATA'],
        ok: z.object({ removed: z.number().int() }),
      }),
      flags: adminRoute({
        method: 'GET',
        path: '/__admin/flags',
        summary: 'The world’s switches',
        ok: z.object({ flags: WorldFlags }),
      }),
      setFlags: adminRoute({
        method: 'POST',
        path: '/__admin/flags',
        summary: 'Changes the named switches',
        body: FlagsPatch,
        ok: z.object({ flags: WorldFlags }),
      }),
      clock: adminRoute({
        method: 'GET',
        path: '/__admin/clock',
        summary: 'The world’s time, whether it is frozen, and what is scheduled',
        ok: ClockState,
      }),
      setClock: adminRoute({
        method: 'POST',
        path: '/__admin/clock',
        summary: 'Freezes or runs the clock, moves it on, and settles what fell due',
        body: z
          .object({
            advanceSeconds: z
              .number()
              .finite()
              .min(0)
              .max(60 * 60 * 24 * 366)
              .optional(),
            freeze: z.boolean().optional(),
            keepLogins: z
              .boolean()
              .optional()
              .describe('log-ins move with the clock: a day ahead does not end the session being shown'),
          })
          .strict(),
        ok: ClockState.extend({ settled: z.array(SettledEvent).describe('what fell due and was carried out') }),
      }),
      decideSlips: adminRoute({
        method: 'POST',
        path: '/__admin/slips/decide',
        summary:
          'Every slip waiting for its verdict gets one now: approved (at the amount read from it, or this amount where it was going to be refused) or refused with a reason',
        body: z.discriminatedUnion('status', [
          z.object({ status: z.literal('SUCCESS'), amount: SlipAmount }).strict(),
          z.object({ status: z.literal('FAILED'), note: z.enum(slipReasonCodes) }).strict(),
        ]),
        ok: z.object({
          decided: z.number().int().describe('how many slips got the verdict'),
          settled: z.array(SettledEvent).describe('what fell due and was carried out'),
        }),
      }),
      journal: adminRoute({
        method: 'GET',
        path: '/__admin/journal',
        summary:
          'The latest HTTP requests and chat socket frames of the world, oldest first (at least the last 500 are kept); `after` reads only newer ones',
        query: z
          .object({
            limit: z.coerce.number().int().min(1).max(500).default(100),
            after: z.coerce.number().int().min(0).optional().describe('the id of the last entry already read'),
          })
          .strict(),
        ok: z.object({
          world: z.string().describe('the world’s id: a reset starts a new journal, with ids from 1 again'),
          entries: z.array(JournalEntry),
          last: z.number().int().describe('the id of the newest entry (0 when none): the next `after`'),
          skipped: z.number().int().describe('newer entries not in this answer (over the limit or already trimmed)'),
        }),
      }),
      qrcodes: adminRoute({
        method: 'GET',
        path: '/__admin/qrcodes',
        summary: 'Every QR deposit of the world, the newest first (open ones can be paid)',
        ok: z.object({ qrcodes: z.array(QrSummary) }),
      }),
      otps: adminRoute({
        method: 'GET',
        path: '/__admin/otps',
        summary: 'The last OTP sent to each phone, the newest first',
        ok: z.object({ otps: z.array(SentOtp) }),
      }),
      clearAll: adminRoute({
        method: 'POST',
        path: '/__admin/clear',
        summary: 'Removes every fault and armed outcome and puts the switches back as the scenario set them',
        ok: z.object({ faults: z.number().int(), outcomes: z.number().int(), flags: WorldFlags }),
      }),
      exportWorld: adminRoute({
        method: 'GET',
        path: '/__admin/world',
        summary: 'The whole world as JSON, to hand a bug’s exact state to someone else',
        ok: WorldSnapshot,
      }),
      importWorld: adminRoute({
        method: 'POST',
        path: '/__admin/world',
        summary:
          'Replaces the world with a saved one (of a known scenario); open pages of the portal read it on their next call. One at a time: another answers REQUEST_LIMIT',
        body: WorldSnapshot,
        bodyBytes: WORLD_IMPORT_MAX_BYTES,
        oneAtATime: true,
        codes: ['REQUEST_LIMIT'],
        ok: z.object({ scenario: z.string(), members: z.number().int(), ms: z.number() }),
      }),
      passthrough: adminRoute({
        method: 'GET',
        path: '/__admin/passthrough',
        summary: 'Which routes pass through to a real backend (null: the simulator answers every route)',
        ok: z.object({ passthrough: PassthroughState.nullable() }),
      }),
      setPassthrough: adminRoute({
        method: 'POST',
        path: '/__admin/passthrough',
        summary:
          'Sends the routes the patterns name to a real backend and simulates the rest; each real answer is read by the contract and journaled (docs/decisions/030). Member routes bring the log-in along: a real log-in is mapped to a simulated member for the simulated routes. NO_DATA where the simulator cannot reach another backend (the demo in a browser); KEY_INVALID at body.routes.N for a pattern naming no route',
        body: PassthroughInput,
        codes: ['NO_DATA'],
        ok: z.object({ passthrough: PassthroughState }),
      }),
      clearPassthrough: adminRoute({
        method: 'DELETE',
        path: '/__admin/passthrough',
        summary: 'The simulator answers every route again (real log-ins mapped so far are forgotten)',
        ok: z.object({ passthrough: z.null() }),
      }),
      otp: adminRoute({
        method: 'GET',
        path: '/__admin/otp',
        summary: 'The last OTP sent to a phone',
        query: z.object({ phone: z.string().min(1).max(20) }).strict(),
        codes: ['OTP_NOT_EXIST'],
        ok: SentOtp,
      }),
      payQr: adminRoute({
        method: 'POST',
        path: '/__admin/qrcode/:qrcodeId/pay',
        pathParams: z.object({ qrcodeId: z.string().min(1).max(100) }),
        summary: 'The member pays an open QR in their bank app (or the payment fails, when armed)',
        codes: ['NO_DATA'],
        ok: z.object({
          qrcodeId: z.string(),
          status: z.enum(['PAID', 'FAILED']),
          memberId: z.string(),
          amount: z.number(),
          wallet: z.object({ amount: z.number() }).describe('the member’s wallet after it'),
        }),
      }),
      play: adminRoute({
        method: 'POST',
        path: '/__admin/play',
        summary: 'A win (> 0) or a loss (< 0) inside a game, on the member’s game account',
        body: z.object({ phone: z.string(), slotCode: z.string(), result: AmountInput }).strict(),
        codes: ['NO_USER', 'SLOT_NO_ACCOUNT', 'MONEY_NOT_ENOUGH'],
        ok: z.object({
          slotCode: z.string(),
          amount: z.number(),
          lossSinceRefund: z
            .number()
            .describe('the net loss since the last refund: losses add, wins take away, below 0 while ahead'),
          bonusTurnoverLeft: z.number(),
        }),
      }),
      conversations: adminRoute({
        method: 'GET',
        path: '/__admin/chat',
        summary: 'Every conversation of the world, the most recent first',
        ok: z.object({ conversations: z.array(ConversationSummary) }),
      }),
      conversation: adminRoute({
        method: 'GET',
        path: '/__admin/chat/:owner',
        pathParams: Owner,
        query: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }).strict(),
        summary: 'A conversation’s latest messages, oldest first',
        codes: ['NO_DATA'],
        ok: z.object({ owner: z.string(), messages: z.array(ChatConversation) }),
      }),
      answer: adminRoute({
        method: 'POST',
        path: '/__admin/chat/:owner/messages',
        pathParams: Owner,
        summary: 'Answers as support, with any message type; the player sees it at once',
        body: z.object({ message: SupportMessage }).strict(),
        codes: ['NO_DATA'],
        ok: ChatConversation,
      }),
      typing: adminRoute({
        method: 'POST',
        path: '/__admin/chat/:owner/typing',
        pathParams: Owner,
        summary: 'Support starts or stops typing',
        body: z.object({ typing: z.boolean() }).strict(),
        codes: ['NO_DATA'],
        ok: z.object({ typing: z.boolean() }),
      }),
      read: adminRoute({
        method: 'POST',
        path: '/__admin/chat/:owner/read',
        pathParams: Owner,
        summary: 'Support reads the customer’s messages',
        codes: ['NO_DATA'],
        ok: z.object({ updated: z.number().int() }),
      }),
      disconnect: adminRoute({
        method: 'POST',
        path: '/__admin/chat/:owner/disconnect',
        pathParams: Owner,
        summary: 'Cuts the player’s chat sockets (they reconnect and catch up)',
        codes: ['NO_DATA'],
        ok: z.object({ disconnected: z.string() }),
      }),
      endChat: adminRoute({
        method: 'POST',
        path: '/__admin/chat/:owner/end',
        pathParams: Owner,
        summary: 'Ends the chat session (an End Conversation marker)',
        codes: ['NO_DATA'],
        ok: z.object({ ended: z.string() }),
      }),
    },
    {
      baseHeaders: z.object({ [MOCK_SESSION.header]: z.string().optional() }),
      strictStatusCodes: true,
    },
  ))();
export type AdminContract = typeof adminContract;

/**
 * A typed client of the QA surface for the console, the e2e fixtures and tests: every write goes as JSON
 * (the surface refuses anything else, so a cross-site form cannot reach it), with `{}` when it has no body.
 * `session` names the simulator session the calls act on; `fetch` replaces the global one (Playwright's
 * request context, a test's).
 */
export function adminClient(
  baseUrl: string,
  options: { session?: string | null; fetch?: typeof fetch; credentials?: RequestInit['credentials'] } = {},
) {
  const send = options.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  return initClient(adminContract, {
    baseUrl,
    throwOnUnknownStatus: false,
    api: async ({ path, method, headers, body }) => {
      const write = method !== 'GET';
      const response = await send(path, {
        method,
        credentials: options.credentials,
        headers: {
          ...headers,
          ...(write && { 'content-type': 'application/json' }),
          ...(options.session && { [MOCK_SESSION.header]: options.session }),
        },
        body: write ? ((body as string | null | undefined) ?? '{}') : undefined,
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // An answer that is not JSON (a proxy's error page) stays text: the caller sees its status.
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
  });
}
export type AdminClient = ReturnType<typeof adminClient>;
