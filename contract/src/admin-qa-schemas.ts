import { z } from 'zod';
import { errorCodeSchema } from './error-body.js';
import { ChatConversation } from './schemas.js';
import {
  Iso,
  MOCK_SESSION,
  OUTCOME_KINDS,
  WORLD_CLOCK_MAX,
  WORLD_CLOCK_MIN,
  WORLD_SEED_MAX,
  WorldFlags,
  type Outcome,
  type OutcomeKind,
} from './admin-schemas.js';

/**
 * The shapes only the QA surface's routes answer or take (admin.ts): sessions, members, routes, armed outcomes,
 * the journal, passthrough, the clock, conversations. Apart from admin-schemas.ts, which a saved world needs
 * and the demo loads at once, so the demo's page takes these only with its QA surface (decision 031).
 */

/**
 * A replayable world's start (decision 034): naming either makes the world replay exactly. Its clock stands
 * at `clock` (default REPLAY_CLOCK_DEFAULT) until QA or a test moves it, and its random draws (spins, OTP
 * codes, fault probabilities) and credentials (tokens, guest ids, game passwords) follow `seed` (default: the
 * scenario's own).
 */
export const WorldStart = z.object({
  seed: z
    .number()
    .int()
    .min(0)
    .max(WORLD_SEED_MAX)
    .optional()
    .describe(`an integer from 0 to ${WORLD_SEED_MAX}: the world's random draws and credentials`),
  clock: z
    .string()
    .datetime({ offset: true })
    .refine((value) => {
      const at = Date.parse(value);
      return at >= WORLD_CLOCK_MIN && at <= WORLD_CLOCK_MAX;
    })
    .optional()
    .describe('an ISO 8601 time with its offset, from 2000-01-01 to 2099-01-01: where the frozen clock starts'),
});
export type WorldStart = z.output<typeof WorldStart>;

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
  specOnly: z.boolean().describe("whether the session answers only the spec's routes"),
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

export const SentOtp = z.object({ phone: z.string(), code: z.string(), otpRef: z.string(), sentAt: Iso });

export const RouteInfo = z.object({
  name: z.string().describe('the contract name, such as wallet.transfer'),
  method: z.string(),
  path: z.string(),
  summary: z.string(),
  access: z.enum(['public', 'member', 'optional']).describe('member: a bearer token; optional: used when sent'),
  codes: z.array(errorCodeSchema).describe('every error code the route may answer: what a fault may ask for'),
});

type WithoutCount<T> = T extends unknown ? Omit<T, 'count'> : never;
/** An armed outcome as QA reads it back: its id and how many operations it still applies to. */
export type ArmedOutcome = WithoutCount<Outcome> & { id: string; remaining: number };
export const ArmedOutcome = z
  .object({ id: z.string(), kind: z.enum(OUTCOME_KINDS as [OutcomeKind, ...OutcomeKind[]]), remaining: z.number() })
  .passthrough() as unknown as z.ZodType<ArmedOutcome>;

export const ContractIssue = z.object({ path: z.string(), message: z.string() });

// ---------- passthrough (mock-server/src/core/passthrough.ts, docs/decisions/030) ----------

/** What a passthrough takes and keeps: a bounded proxy, not a way to grow memory or wait forever. */
export const PASSTHROUGH_LIMITS = {
  /** Route name patterns per passthrough. */
  patterns: 50,
  /** How long a real backend may take to answer (then INTERNAL_SERVER_ERROR, the journal saying so). */
  timeoutMs: 15_000,
  /** The largest real answer passed on (a larger one is cut off: INTERNAL_SERVER_ERROR). */
  answerBytes: 8 * 1024 * 1024,
  /** Real log-ins mapped to simulated members per world (the oldest forgotten first). */
  logins: 1_000,
} as const;

/** A route name pattern: a contract name (`wallet.get`), a group (`lookup.*`), or `*` for every route. */
export const RoutePattern = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z*][A-Za-z0-9.*]*$/)
  .describe('a contract route name such as wallet.get, a group such as lookup.*, or * for every route');

/** Where a real backend answers: http or https, no credentials, no query or fragment (the contract's paths follow it). */
export const BackendUrl = z
  .string()
  .max(500)
  .superRefine((text, ctx) => {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'an absolute http or https address' });
      return;
    }
    const problem =
      url.protocol !== 'http:' && url.protocol !== 'https:'
        ? 'http or https only'
        : url.username || url.password
          ? 'no user name or password in the address (they would reach the journal)'
          : /[?#\s\\]/.test(text) || !/^https?:\/\//i.test(text)
            ? 'written as http(s)://host[:port][/path], with no query, fragment, space or backslash'
            : url.port === '0'
              ? 'a port from 1 to 65535'
              : null;
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  })
  .describe(
    'the real backend’s origin, with the path its API hangs under if any (the contract’s /api/… paths follow it)',
  );

export const PassthroughInput = z
  .object({
    baseUrl: BackendUrl,
    routes: z.array(RoutePattern).min(1).max(PASSTHROUGH_LIMITS.patterns),
    compare: z
      .boolean()
      .default(false)
      .describe(
        'the simulator answers each call that passed through as well; the journal shows how the two answers differ',
      ),
    member: z
      .string()
      .min(1)
      .max(20)
      .nullable()
      .default(null)
      .describe(
        'a real log-in maps to the simulated member with its phone, else to the member with this phone (default: the scenario’s log-in, else the first member)',
      ),
  })
  .strict();
export type PassthroughInput = z.input<typeof PassthroughInput>;

export const PassthroughState = z.object({
  baseUrl: z.string(),
  patterns: z.array(z.string()).describe('as QA gave them'),
  routes: z.array(z.string()).describe('the contract routes that pass through, in the contract’s order'),
  broughtAlong: z
    .array(z.string())
    .describe('routes passing through though no pattern named them: a member route needs the real log-in'),
  compare: z.boolean(),
  member: z.string().nullable(),
  logins: z.number().int().describe('real log-ins mapped to a simulated member in the session’s world'),
});
export type PassthroughState = z.infer<typeof PassthroughState>;

/** One field where the real and the simulated answers differ in form: a type name, or `absent`. */
export const ShapeDifference = z.object({
  path: z.string().describe('the field, `[]` for the items of a list'),
  real: z.string(),
  simulated: z.string(),
});
export type ShapeDifference = z.infer<typeof ShapeDifference>;

export const PassthroughRecord = z.object({
  verdict: z
    .enum(['pass', 'tolerated', 'drift', 'missing', 'unreachable'])
    .describe('the real answer read by the contract (contract/src/verdict.ts); unreachable: no answer came'),
  issues: z
    .array(z.string())
    .describe('each difference from the contract and what the portal makes of it; an unknown code; why no answer came'),
  member: z.string().nullable().describe('a real log-in: the simulated member the session maps it to (null: none)'),
  compared: z
    .object({
      status: z.number().int(),
      code: z.string().nullable(),
      differences: z.array(ShapeDifference),
    })
    .nullable()
    .describe('compare mode: the simulator’s own answer to the same call, and how its form differs from the real one'),
});
export type PassthroughRecord = z.infer<typeof PassthroughRecord>;

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
  source: z
    .enum(['simulator', 'real'])
    .describe('real: the call passed through to the real backend, which answered it'),
  passthrough: PassthroughRecord.nullable().describe('a call that passed through: how its answer was read'),
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

export const ConversationSummary = z.object({
  owner: z.string().describe('the member id, or the guest id'),
  kind: z.enum(['member', 'guest']),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  total: z.number().int(),
  unread: z.number().int().describe("the customer's messages support has not read"),
  last: ChatConversation.nullable(),
});
