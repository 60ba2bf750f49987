import { z } from 'zod';
import { CapturedSite } from './captured-site.js';
import { withinCharacters } from './characters.js';
import { QR_PROVIDERS, UPLOAD_LIMITS, UPLOAD_STORE } from './constants.js';
import { DRIFT_CHANGES, EXTRA_FIELD, UNKNOWN_CODE_PATTERN, UNKNOWN_VALUE } from './drift.js';
import { errorCodeSchema } from './error-body.js';
import { slipReasonCodes } from './errors.js';
import { AmountInput, ChatMessage } from './schemas.js';

/**
 * The shapes of the simulator's QA surface (admin.ts has its routes): the world's switches, sessions, faults,
 * armed outcomes, the journal, the clock and a whole saved world. The demo's page imports these alone.
 */

/** How a request names its simulator session (cookie in a browser, header from tools). */
export const MOCK_SESSION = { cookie: 'mock-session', header: 'x-mock-session' } as const;

export { CapturedSite };

export const Iso = z.string().describe('an ISO 8601 time');

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
  oneDevice: z
    .boolean()
    .default(false)
    .describe("one device per member: a log-in ends the member's other log-ins (they answer INVALID_USER_4)"),
  ipBound: z
    .boolean()
    .default(false)
    .describe('a token works only from the client address it was issued to (elsewhere: INVALID_IP)'),
  otpCode: z
    .string()
    .regex(/^\d{6}$/)
    .nullable()
    .describe('a fixed OTP code; null draws six random digits'),
});
export type WorldFlags = z.infer<typeof WorldFlags>;
/** Every switch optional: a POST changes only what it names. */
export const FlagsPatch = WorldFlags.partial().strict();

export const QrSummary = z.object({
  qrcodeId: z.string(),
  memberId: z.string(),
  provider: z.enum(QR_PROVIDERS),
  amount: z.number(),
  status: z.enum(['OPEN', 'PAID', 'CANCELLED', 'EXPIRED', 'FAILED']),
  createdAt: Iso,
  expiresAt: Iso,
});

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

const outcomeCount = z
  .number()
  .int()
  .min(1)
  .max(1000)
  .default(1)
  .describe('how many of the next operations of this kind it applies to');
const SlotCode = z.string().min(1).max(40);
export const SlipAmount = AmountInput.refine((amount) => amount > 0, 'Number must be greater than 0');

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
  slipTime: z
    .object({
      kind: z.literal('slipTime'),
      minutesAgo: z
        .number()
        .int()
        .min(0)
        .max(60 * 24 * 365)
        .describe(
          'the next slips whose image carries no transfer time were transferred this long before upload: over ' +
            'the site’s slipWindow.uploadWithinMinutes (60) they are EXPIRED_SLIP',
        ),
      count: outcomeCount,
    })
    .strict(),
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
  outcomeSchemas.slipTime,
  outcomeSchemas.qr,
]);
export type OutcomeInput = z.input<typeof OutcomeInput>;
export type Outcome = z.output<typeof OutcomeInput>;

/** The largest world an import takes (uploads included, as base64); a save leaves out uploads beyond it. */
export const WORLD_IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** The most rows a saved world may hold, all tables together (a world's memory stays bounded). */
export const WORLD_MAX_ROWS = 50_000;
/** The most compacted history entries a saved world may hold, all lists together (decision 033). */
export const WORLD_MAX_HISTORY = 90_000;
/** One compacted entry: a row's fields in the model's order, without its owner. */
const HistoryTuple = z.array(z.union([z.string(), z.number(), z.boolean(), z.null()])).max(20);
/** World times a saved world may name: from 1970 to 2100. */
export const WORLD_MAX_TIME = Date.UTC(2100, 0, 1);
const WorldTime = z.number().int().min(0).max(WORLD_MAX_TIME);

/** The largest seed of a replayable world: its generators' whole 32-bit state. */
export const WORLD_SEED_MAX = 0xffff_ffff;
/**
 * The instants a replayable world's clock may start at: from 2000-01-01 to 2099-01-01 (UTC), so a year of
 * moves still leaves a time a saved world may name.
 */
export const WORLD_CLOCK_MIN = Date.UTC(2000, 0, 1);
export const WORLD_CLOCK_MAX = Date.UTC(2099, 0, 1);
/**
 * Where a replayable world's clock starts when no `clock` is named: a Thursday morning at the site, outside the
 * daily slip closing (23:50–00:10 UTC+7), the same day and week however long a run takes (decision 034).
 */
export const REPLAY_CLOCK_DEFAULT = '2026-01-15T10:00:00+07:00';

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
    history: z
      .record(
        z.string(),
        z.record(
          z.string(),
          z
            .object({ forgotten: z.number().int().min(0).max(1e9), rows: z.array(HistoryTuple).max(WORLD_MAX_HISTORY) })
            .strict(),
        ),
      )
      .refine(
        (history) =>
          Object.values(history)
            .flatMap((owners) => Object.values(owners))
            .reduce((sum, owner) => sum + owner.rows.length, 0) <= WORLD_MAX_HISTORY,
        { message: `at most ${WORLD_MAX_HISTORY} compacted entries in all` },
      )
      .optional()
      .describe(
        'per listed model and owner, the entries compacted past the row limits (oldest first, each the row’s ' +
          'fields in the model’s order without the owner) and how many were forgotten beyond those',
      ),
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
    captured: CapturedSite.optional(),
  })
  .strict();
export type WorldSnapshot = z.infer<typeof WorldSnapshot>;

/** How deep a support message's values may nest (an unknown type's payload is any JSON). */
const SUPPORT_MESSAGE_DEPTH = 32;

/** Where a value holds a text longer than a chat message may carry, or nests deeper than SUPPORT_MESSAGE_DEPTH. */
function chatTextProblems(value: unknown, path: (string | number)[] = []): z.IssueData[] {
  if (typeof value === 'string')
    return !withinCharacters(value, UPLOAD_LIMITS.chatTextChars)
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
