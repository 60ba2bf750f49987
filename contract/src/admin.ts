import { initClient, type ContractNoBodyType } from '@ts-rest/core';
import { z } from 'zod';
import { QR_PROVIDERS, UPLOAD_LIMITS, UPLOAD_STORE } from './constants.js';
import { DRIFT_CHANGES, EXTRA_FIELD, UNKNOWN_CODE_PATTERN, UNKNOWN_VALUE } from './drift.js';
import { errorCodeSchema } from './error-body.js';
import { slipReasonCodes, type ErrorCode } from './errors.js';
import { c, responsesFor, type ErrorResponses } from './route-kit.js';
import { AmountInput, ChatConversation, ChatMessage } from './schemas.js';

/**
 * The simulator's QA surface (`/__admin`), as a contract of its own: the QA console, the e2e fixtures and
 * the mock server share these shapes. Not part of the product: a real backend has none of it.
 *
 * Every call acts on the world of the caller's simulator session, named by the `mock-session` cookie or the
 * `x-mock-session` header; without one it reaches the default world. Errors answer like the product's
 * (`{ message: CODE, details? }`); a write must be sent as JSON (docs/decisions/009).
 */

/** How a request names its simulator session (cookie in a browser, header from tools). */
export const MOCK_SESSION = { cookie: 'mock-session', header: 'x-mock-session' } as const;

// ---------- the shapes ----------

const Iso = z.string().describe('an ISO 8601 time');

export const WorldFlags = z.object({
  terminated: z.boolean().describe('the service is shut down: every /api route answers 410 gone'),
  registerOTP: z.boolean(),
  enableChatWidget: z.boolean(),
  laos: z.boolean().describe('the Laos build: no 10-digit phone rule, LAK or BAHT accounts'),
  inviteActive: z.boolean(),
  refundActive: z.boolean(),
  slipClosed: z.boolean().describe('slip upload is closed for the daily window'),
  slipWindowOff: z
    .boolean()
    .default(false)
    .describe('slips are taken at any hour: the daily closing (site.slipWindow) is not applied; slipClosed still wins'),
  spinActive: z.boolean(),
  otpCode: z
    .string()
    .regex(/^\d{6}$/)
    .nullable()
    .describe('a fixed OTP code; null draws six random digits'),
});
export type WorldFlags = z.infer<typeof WorldFlags>;
/** Every switch optional: a POST changes only what it names. */
export const FlagsPatch = WorldFlags.partial().strict();

export const ScenarioLogin = z.object({ phone: z.string(), password: z.string() });

export const ScenarioSummary = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  login: ScenarioLogin.nullable(),
  flags: WorldFlags.omit({ spinActive: true }),
});

export const SessionSummary = z.object({
  id: z.string().describe('`default` for the world reached without a session'),
  scenario: z.string(),
  createdAt: Iso,
  lastUsedAt: Iso,
});

export const SessionCreated = SessionSummary.extend({
  cookie: z.literal(MOCK_SESSION.cookie),
  header: z.literal(MOCK_SESSION.header),
  idleMinutes: z.number(),
  maxSessions: z.number().int(),
});

export const WorldMember = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** The simulator keeps passwords as typed: QA logs in with them. */
  password: z.string(),
  /** Tokens not yet expired: how many devices are logged in. */
  loggedIn: z.number().int(),
  wallet: z.number(),
  games: z
    .array(z.object({ code: z.string(), active: z.boolean(), amount: z.number() }))
    .describe('the member’s game accounts'),
});

export const QrSummary = z.object({
  qrcodeId: z.string(),
  memberId: z.string(),
  provider: z.enum(QR_PROVIDERS),
  amount: z.number(),
  status: z.enum(['OPEN', 'PAID', 'CANCELLED', 'EXPIRED', 'FAILED']),
  createdAt: Iso,
  expiresAt: Iso,
});

export const SentOtp = z.object({ phone: z.string(), code: z.string(), otpRef: z.string(), sentAt: Iso });

/** Fault limits (core/faults.ts): past the 300 s upload timeout, so any client timeout can be reached. */
export const FAULT_MAX_MS = 310_000;
const FaultMs = z.number().int().min(0).max(FAULT_MAX_MS);
/** Ways a drift fault breaks a route's answers (drift.ts): fields of a successful answer, or the route itself. */
export { DRIFT_CHANGES };

const faultScope = {
  route: z.string().min(1).max(100).describe('a route name such as wallet.transfer, or * for every route'),
  times: z.number().int().min(1).max(1_000_000).optional().describe('fires on the next N calls, then goes'),
  probability: z.number().gt(0).max(1).optional().describe('fires on this share of calls'),
};

export const FaultInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('delay'),
      ms: FaultMs.optional(),
      minMs: FaultMs.optional(),
      maxMs: FaultMs.optional(),
      ...faultScope,
    })
    .strict(),
  z.object({ kind: z.literal('error'), code: errorCodeSchema, ...faultScope }).strict(),
  z.object({ kind: z.literal('drop'), ...faultScope }).strict(),
  z.object({ kind: z.literal('hang'), ms: FaultMs.optional(), ...faultScope }).strict(),
  z
    .object({
      kind: z.literal('drift'),
      change: z
        .enum(DRIFT_CHANGES)
        .describe('how the answer breaks the contract, as a backend that drifted would (for the drift check)'),
      field: z
        .string()
        .min(1)
        .max(100)
        .optional()
        .describe('every change of a field (all but extra-field, unknown-code, remove-route): its name, at any depth'),
      to: z
        .string()
        .min(1)
        .max(100)
        .optional()
        .describe(
          `rename-field: the new name; unknown-value: the value sent (${UNKNOWN_VALUE} by default); extra-field: the added field's name (${EXTRA_FIELD} by default)`,
        ),
      unknownCode: z
        .string()
        .regex(UNKNOWN_CODE_PATTERN)
        .optional()
        .describe('unknown-code: a code the catalogue does not have'),
      ...faultScope,
    })
    .strict(),
]);
export type FaultInput = z.infer<typeof FaultInput>;

export const Fault = z.object({
  id: z.string(),
  route: z.string(),
  kind: z.enum(['delay', 'error', 'drop', 'hang', 'drift']),
  ms: z.number().nullable(),
  minMs: z.number().nullable(),
  maxMs: z.number().nullable(),
  code: errorCodeSchema.nullable(),
  drift: z
    .object({
      change: z.enum(DRIFT_CHANGES),
      field: z.string().nullable(),
      to: z.string().nullable(),
      unknownCode: z.string().nullable(),
    })
    .nullable(),
  remaining: z.number().int().nullable().describe('calls left before it goes (null: until removed)'),
  probability: z.number().nullable(),
  fired: z.number().int(),
});
export type Fault = z.infer<typeof Fault>;

export const RouteInfo = z.object({
  name: z.string().describe('the contract name, such as wallet.transfer'),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  access: z.enum(['public', 'member', 'optional']).describe('member: a bearer token; optional: used when sent'),
  codes: z.array(errorCodeSchema).describe('every error code the route may answer: what a fault may ask for'),
});

const outcomeCount = z
  .number()
  .int()
  .min(1)
  .max(1000)
  .default(1)
  .describe('how many of the next operations of this kind it applies to');
const SlotCode = z.string().min(1).max(40);
const SlipAmount = AmountInput.refine((amount) => amount > 0, 'Number must be greater than 0');

/** The outcome QA arms for the next operations of a kind (mock-server/src/domain/outcomes.ts tells each). */
export const outcomeSchemas = {
  transfer: z
    .object({
      kind: z.literal('transfer'),
      slotCode: SlotCode.optional().describe('only transfers to this game account; any game when absent'),
      count: outcomeCount,
    })
    .strict(),
  withdraw: z.object({ kind: z.literal('withdraw'), count: outcomeCount }).strict(),
  deposit: z.object({ kind: z.literal('deposit'), count: outcomeCount }).strict(),
  slip: z.discriminatedUnion('status', [
    z
      .object({ kind: z.literal('slip'), status: z.literal('SUCCESS'), amount: SlipAmount, count: outcomeCount })
      .strict(),
    z
      .object({
        kind: z.literal('slip'),
        status: z.literal('FAILED'),
        note: z.enum(slipReasonCodes),
        count: outcomeCount,
      })
      .strict(),
  ]),
  qr: z
    .object({
      kind: z.literal('qr'),
      stage: z.enum(['create', 'pay']),
      provider: z.enum(QR_PROVIDERS).optional().describe('only this provider; any when absent'),
      count: outcomeCount,
    })
    .strict(),
} as const;
export type OutcomeKind = keyof typeof outcomeSchemas;
export const OUTCOME_KINDS = Object.keys(outcomeSchemas) as OutcomeKind[];
/** Any outcome (OpenAPI and typing); the server reads the kind first, then that kind's fields. */
export const OutcomeInput = z.union([
  outcomeSchemas.transfer,
  outcomeSchemas.withdraw,
  outcomeSchemas.deposit,
  outcomeSchemas.slip,
  outcomeSchemas.qr,
]);
export type OutcomeInput = z.input<typeof OutcomeInput>;
export type Outcome = z.output<typeof OutcomeInput>;

type WithoutCount<T> = T extends unknown ? Omit<T, 'count'> : never;
/** An armed outcome as QA reads it back: its id and how many operations it still applies to. */
export type ArmedOutcome = WithoutCount<Outcome> & { id: string; remaining: number };
export const ArmedOutcome = z
  .object({ id: z.string(), kind: z.enum(OUTCOME_KINDS as [OutcomeKind, ...OutcomeKind[]]), remaining: z.number() })
  .passthrough() as unknown as z.ZodType<ArmedOutcome>;

export const ContractIssue = z.object({ path: z.string(), message: z.string() });

export const HttpJournalEntry = z.object({
  kind: z.literal('http'),
  id: z.number().int().describe('the order of recording in the world: the cursor of `after`'),
  at: Iso.describe('world time of the answer'),
  method: z.string(),
  path: z.string().describe('secret path parameters, and any segment holding a credential, are replaced by [redacted]'),
  search: z.string().describe('the query string without ?; credential parameters and values redacted'),
  route: z.string().nullable().describe('the contract name of the route, or null when none matched'),
  status: z.number().int().describe('0 when the connection was dropped or left hanging'),
  code: z.string().nullable(),
  ms: z.number(),
  fault: z.string().nullable().describe('the faults that fired, as id:kind'),
  request: z
    .unknown()
    .describe(
      'the JSON body (an upload: its file described); credentials redacted by name, by value and by form; cut at about 4,096 characters, marked',
    ),
  response: z
    .unknown()
    .describe(
      'the answer as sent (JSON, or text); when it broke the contract, the route’s own answer; credentials redacted; cut at about 16,000 characters, marked',
    ),
  violation: z.array(ContractIssue).nullable().describe('how the route’s answer broke the contract (sent as 500)'),
});

export const SocketJournalEntry = z.object({
  kind: z.literal('socket'),
  id: z.number().int(),
  at: Iso,
  direction: z.enum(['in', 'out', 'connect', 'disconnect']),
  event: z.string(),
  owner: z.string().describe('whose socket: a member id, or [redacted] for a guest id (a credential)'),
  payload: z.unknown().describe('credentials redacted; cut at about 4,096 characters, marked'),
});

export const JournalEntry = z.discriminatedUnion('kind', [HttpJournalEntry, SocketJournalEntry]);
export type JournalEntry = z.infer<typeof JournalEntry>;

export const EVENT_KINDS = ['deposit', 'withdrawal', 'slip', 'qrExpiry'] as const;

export const PendingEvent = z.object({
  at: Iso.describe('when it falls due, in world time'),
  kind: z.enum(EVENT_KINDS),
  memberId: z.string(),
  subject: z.string().describe('the statement entry, slip or QR it settles'),
});

export const SettledEvent = PendingEvent.extend({
  outcome: z.enum(['SUCCESS', 'FAILED', 'EXPIRED']),
  amount: z.number(),
  note: z.string().nullable().describe('a failed slip’s reason code'),
});

export const ClockState = z.object({
  now: Iso,
  frozen: z.boolean(),
  pending: z.array(PendingEvent).describe('what is scheduled, soonest first'),
});

/** The largest world an import takes (uploads included, as base64); a save leaves out uploads beyond it. */
export const WORLD_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** The most rows a saved world may hold, all tables together (a world's memory stays bounded). */
export const WORLD_MAX_ROWS = 50_000;
/** World times a saved world may name: from 1970 to 2100. */
export const WORLD_MAX_TIME = Date.UTC(2100, 0, 1);
const WorldTime = z.number().int().min(0).max(WORLD_MAX_TIME);
/**
 * An amount one request moved (a deposit, a withdrawal, a QR, a slip), as a saved world keeps it: in minor
 * units, from 0, and in major units one AmountInput takes (at most AMOUNT_MAX).
 */
export const MinorAmountInput = z
  .number()
  .int()
  .min(0)
  .refine((minor) => AmountInput.safeParse(minor / 100).success, 'at most AMOUNT_MAX in major units')
  .describe('minor units (hundredths), from 0; as an amount, at most AMOUNT_MAX');

/** A scheduled event as a saved world keeps it (times in ms of world time). */
export const PendingEventRecord = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.enum(['deposit', 'withdrawal']),
      at: WorldTime,
      memberId: z.string(),
      statementId: z.string(),
      amountMinor: MinorAmountInput,
      status: z.enum(['SUCCESS', 'FAILED']),
    })
    .strict(),
  z
    .object({
      kind: z.literal('slip'),
      at: WorldTime,
      memberId: z.string(),
      slipId: z.string(),
      outcome: z.discriminatedUnion('status', [
        z.object({ status: z.literal('SUCCESS'), amount: SlipAmount }).strict(),
        z.object({ status: z.literal('FAILED'), note: z.enum(slipReasonCodes) }).strict(),
      ]),
    })
    .strict(),
  z.object({ kind: z.literal('qrExpiry'), at: WorldTime, memberId: z.string(), qrcodeId: z.string() }).strict(),
]);

/**
 * A whole world as JSON: what a QA hands a developer so they see the bug's exact state. Everything that
 * decides what the simulator does next is in it: the data, the clock, the switches, the scheduled events,
 * faults and armed outcomes, uploads, OTPs sent, and the positions of its random draws. Not in it: the
 * journal, rate-limit counts, and support answers still on their way (they are timers).
 */
export const WorldSnapshot = z
  .object({
    format: z.literal('wallet-portal-world'),
    version: z.literal(1),
    scenario: z.string().min(1),
    exportedAt: Iso,
    clock: z.object({ now: WorldTime, frozen: z.boolean() }).strict(),
    flags: WorldFlags,
    ids: z.number().int().min(0),
    random: z.object({ world: z.number().int(), faults: z.number().int() }).strict(),
    tables: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .refine((tables) => Object.values(tables).reduce((sum, rows) => sum + rows.length, 0) <= WORLD_MAX_ROWS, {
        message: `at most ${WORLD_MAX_ROWS} rows in all`,
      })
      .describe('each model’s rows as stored (money in minor units, times in ms); no log-in tokens'),
    pending: z.array(PendingEventRecord).max(WORLD_MAX_ROWS),
    faults: z.object({ counter: z.number().int().min(0), list: z.array(Fault).max(100) }).strict(),
    outcomes: z
      .object({
        next: z.number().int().min(1),
        list: z
          .array(z.object({ id: z.string(), remaining: z.number().int().min(1), outcome: OutcomeInput }).strict())
          .max(1000),
      })
      .strict(),
    files: z
      .array(
        z
          .object({
            id: z.string().min(1).max(100),
            name: z.string().max(300),
            mimeType: z.string().max(100),
            owner: z.string().optional(),
            base64: z.string(),
          })
          .strict(),
      )
      .max(UPLOAD_STORE.files),
    otps: z
      .array(z.object({ phone: z.string(), code: z.string(), ref: z.string(), at: z.number().int() }).strict())
      .max(10_000),
    omittedFiles: z
      .array(z.string())
      .optional()
      .describe('uploads left out of the save to keep it loadable (their messages and slips stay)'),
  })
  .strict();
export type WorldSnapshot = z.infer<typeof WorldSnapshot>;

/** How deep a support message's values may nest (an unknown type's payload is any JSON). */
const SUPPORT_MESSAGE_DEPTH = 32;

/** Where a value holds a text longer than a chat message may carry, or nests deeper than SUPPORT_MESSAGE_DEPTH. */
function chatTextProblems(value: unknown, path: (string | number)[] = []): z.IssueData[] {
  if (typeof value === 'string')
    return value.length > UPLOAD_LIMITS.chatTextChars
      ? [{ code: z.ZodIssueCode.custom, path, message: `at most ${UPLOAD_LIMITS.chatTextChars} characters` }]
      : [];
  if (typeof value !== 'object' || value === null) return [];
  if (path.length >= SUPPORT_MESSAGE_DEPTH)
    return [{ code: z.ZodIssueCode.custom, path, message: `nested at most ${SUPPORT_MESSAGE_DEPTH} deep` }];
  return Object.entries(value).flatMap(([key, item]) =>
    chatTextProblems(item, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

/**
 * A message support sends (POST /__admin/chat/{owner}/messages): any type of the contract, each of its texts
 * at most UPLOAD_LIMITS.chatTextChars, as a customer's. A saved world's support messages are read by it too.
 */
export const SupportMessage = ChatMessage.superRefine((message, ctx) =>
  chatTextProblems(message).forEach((issue) => ctx.addIssue(issue)),
);

export const ConversationSummary = z.object({
  owner: z.string().describe('the member id, or the guest id'),
  kind: z.enum(['member', 'guest']),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  total: z.number().int(),
  unread: z.number().int().describe("the customer's messages support has not read"),
  last: ChatConversation.nullable(),
});

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
        body: z.object({ scenario: z.string().min(1).optional() }).strict(),
        ok: z.object({ scenario: z.string(), ms: z.number().describe('how long the reset took') }),
      }),
      createSession: adminRoute({
        method: 'POST',
        path: '/__admin/sessions',
        summary: 'A simulator session: a world of its own, named by cookie or header',
        body: z.object({ scenario: z.string().min(1).default('default') }).strict(),
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
          lossSinceRefund: z.number(),
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
