import {
  MinorAmountInput,
  QrSummary,
  WORLD_IMPORT_MAX_BYTES,
  WORLD_MAX_TIME,
  type WorldSnapshot,
} from '@portal/contract/admin-schemas';
import type { ErrorBody } from '@portal/contract/errors';
import {
  ChatClientId,
  ChatMessage,
  ChatSender,
  Coupon,
  ProfileCore,
  Slip,
  StatementStatus,
  StatementType,
  WalletResponse,
} from '@portal/contract/schemas';
import type { ZodTypeAny } from 'zod';
import { ApiError } from '../domain/api-error.js';
import { faultProblems, type RouteCatalog } from '../core/faults.js';
import { outcomeState, restoreOutcomes } from '../domain/outcomes.js';
import type { ScenarioDefinition } from './scenario.js';
import { MODELS, type HistoryState, type PendingEvent, type World } from '../world/world.js';
import { compactFields } from '../world/timelines.js';
import { capturedScenario } from './captured.js';
import { buildWorld } from './seed.js';
import { worldRuleProblems } from './world-rules.js';
import { HISTORY_LIMITS, isUnderWay, MEMBER_LIMIT, ROW_LIMITS } from '../world/row-limits.js';

type Details = NonNullable<ErrorBody['details']>;
type ModelName = keyof typeof MODELS;

/**
 * A saved world holds no log-in tokens: a file handed on must not log anyone in. The backend-less demo keeps
 * its world in the browser that made it, where the member stays logged in across a reload (`logins`).
 */
const ALL_MODELS = Object.keys(MODELS) as ModelName[];
const SAVED_MODELS = ALL_MODELS.filter((name) => name !== 'session');
const modelsOf = (options: SnapshotOptions) => (options.logins ? ALL_MODELS : SAVED_MODELS);

export interface SnapshotOptions {
  /** Keep the log-in tokens (the demo's own world in the browser's storage): never for a file. */
  logins?: boolean;
}
/** Problems listed at most, so a file of junk costs its reading and no more. */
const MAX_PROBLEMS = 50;

/** A field holds what a contract schema takes (the enumerations are the contract's, not copied here). */
const by = (schema: ZodTypeAny) => (value: unknown) => schema.safeParse(value).success;

/**
 * What a field must hold beyond its type, where the rules count on it: the enumerations they switch on, a
 * chat message they draw, the coins and client ids the contract bounds, and the amounts one request moves (at
 * most AMOUNT_MAX, as AmountInput takes them). Money (`…Minor`) is whole hundredths from 0, times (`…At`)
 * fall in 1970–2100, other numbers are bounded (generic rules in `fits`); balances and entries that add up
 * several requests (a wallet, a transfer of a whole game balance) are bounded there only.
 */
const FIELD_RULES: Record<string, (value: unknown) => boolean> = {
  'member.currency': by(WalletResponse.shape.wallet.shape.currency),
  'member.coin': by(ProfileCore.shape.coin),
  'slip.amountMinor': by(MinorAmountInput),
  'qrcode.amountMinor': by(MinorAmountInput),
  'coupon.amountMinor': by(MinorAmountInput),
  'giftVoucher.amountMinor': by(MinorAmountInput),
  'invite.amountMinor': by(MinorAmountInput),
  'chatMessage.clientId': by(ChatClientId),
  'statement.statementType': by(StatementType),
  'statement.status': by(StatementStatus),
  'slip.status': by(Slip.shape.status),
  'slip.note': by(Slip.shape.note),
  'qrcode.status': by(QrSummary.shape.status),
  'qrcode.provider': by(QrSummary.shape.provider),
  'coupon.status': by(Coupon.shape.status),
  'chatMessage.sender': by(ChatSender),
  'chatMessage.messageJson': (value) => {
    try {
      return ChatMessage.safeParse(JSON.parse(value as string)).success;
    } catch {
      return false;
    }
  },
};

/**
 * A whole world as data and back (GET and POST /__admin/world): QA hands a bug's exact state to a developer.
 * The rows are the database's own (money in minor units, times in ms); each field is checked against the
 * model's definition on the way in, so a hand-edited file cannot put a string where the rules count money.
 */
export function exportWorld(world: World, options: SnapshotOptions = {}): WorldSnapshot {
  world.settle();
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const name of modelsOf(options))
    tables[name] = (world.db[name].getAll() as unknown as Record<string, unknown>[]).map((row) => ({ ...row }));
  const outcomes = outcomeState(world);
  const snapshot: WorldSnapshot = {
    format: 'wallet-portal-world',
    version: 1,
    scenario: world.scenario.name,
    exportedAt: new Date(world.clock.now()).toISOString(),
    clock: { now: world.clock.now(), frozen: world.clock.frozen },
    flags: { ...world.flags },
    ids: world.idCount,
    random: { world: world.random.state(), faults: world.faults.random.state() },
    tables,
    ...history(world),
    pending: world.upcoming().map((event) => ({ ...event })) as WorldSnapshot['pending'],
    faults: { counter: world.faults.counter, list: world.faults.list.map((fault) => ({ ...fault })) },
    outcomes,
    files: [...world.files].map(([id, file]) => ({
      id,
      name: file.name,
      mimeType: file.mimeType,
      ...(file.owner !== undefined && { owner: file.owner }),
      base64: toBase64(file.buffer),
    })),
    otps: [...world.sentOtps].map(([phone, sent]) => ({ phone, ...sent })),
    ...(world.scenario.captured && { captured: world.scenario.captured }),
  };
  return withinImportSize(snapshot);
}

/** The compacted histories (row-limits.ts), when there are any: a world that never passed a limit has none. */
function history(world: World): Pick<WorldSnapshot, 'history'> {
  const state = world.timeline.history();
  return Object.keys(state).length > 0 ? { history: state } : {};
}

/** A text's size as the import's body limit counts it (Thai and Lao letters are three bytes each). */
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The save, with the largest uploads left out (and named) until it fits what an import takes. */
function withinImportSize(snapshot: WorldSnapshot): WorldSnapshot {
  const rest = utf8Bytes(JSON.stringify({ ...snapshot, files: [] }));
  const budget = WORLD_IMPORT_MAX_BYTES - rest - 1024;
  const kept: WorldSnapshot['files'] = [];
  const omitted: string[] = [];
  let used = 0;
  for (const file of [...snapshot.files].sort((a, b) => a.base64.length - b.base64.length)) {
    const size = file.base64.length + 200;
    if (used + size <= budget) {
      kept.push(file);
      used += size;
    } else omitted.push(file.id);
  }
  if (omitted.length === 0) return snapshot;
  const order = new Map(snapshot.files.map((file, index) => [file.id, index]));
  kept.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { ...snapshot, files: kept, omittedFiles: omitted };
}

/**
 * The world a snapshot describes, on its scenario (its faults checked against `routes`); throws ApiError
 * KEY_INVALID naming what does not fit the models or what the API's rules refuse (world-rules.ts).
 */
export function importWorld(
  named: ScenarioDefinition,
  saved: WorldSnapshot,
  routes: RouteCatalog,
  options: SnapshotOptions = {},
): World {
  const snapshot = withAddedFields(saved);
  // A world captured from a real backend carries its site, laid over the named scenario.
  const scenario = snapshot.captured ? capturedScenario(named, snapshot.captured) : named;
  const details = [
    ...snapshotProblems(scenario, snapshot, routes, modelsOf(options)),
    ...rowLimitProblems(snapshot.tables),
    ...historyProblems(snapshot),
  ];
  if (details.length > 0) throw new ApiError('KEY_INVALID', details.slice(0, MAX_PROBLEMS));

  const world = buildWorld(scenario, { now: snapshot.clock.now, empty: true });
  // At the saved time to the millisecond: building the world took real time, which a frozen clock never saw.
  if (snapshot.clock.frozen) world.clock.freezeAt(snapshot.clock.now);
  Object.assign(world.flags, snapshot.flags);
  world.idCount = snapshot.ids;
  world.random.restore(snapshot.random.world);
  world.faults.random.restore(snapshot.random.faults);
  for (const name of modelsOf(options)) {
    // In the order they were written: the per-member timelines break ties between equal times by it.
    const rows = snapshot.tables[name] ?? [];
    const model = world.db[name] as unknown as { create(row: Record<string, unknown>): unknown };
    rows.forEach((row, index) => {
      try {
        model.create(row);
      } catch {
        // The database refuses a second row with the same key.
        world.dispose();
        throw new ApiError('KEY_INVALID', [{ path: `body.tables.${name}.${index}`, issue: 'invalid' }]);
      }
    });
  }
  if (snapshot.history) world.timeline.restoreHistory(snapshot.history as HistoryState);
  snapshot.pending.forEach((event) => world.schedule(event as PendingEvent));
  world.faults.counter = snapshot.faults.counter;
  world.faults.list.push(...snapshot.faults.list);
  restoreOutcomes(world, snapshot.outcomes as Parameters<typeof restoreOutcomes>[1]);
  for (const file of snapshot.files) {
    const buffer = fromBase64(file.base64);
    if (!buffer) {
      world.dispose();
      throw new ApiError('KEY_INVALID', [{ path: `body.files.${file.id}`, issue: 'invalid' }]);
    }
    world.files.set(file.id, {
      name: file.name,
      mimeType: file.mimeType,
      buffer,
      ...(file.owner !== undefined && { owner: file.owner }),
    });
  }
  for (const otp of snapshot.otps) world.sentOtps.set(otp.phone, { code: otp.code, ref: otp.ref, at: otp.at });
  world.changed();
  return world;
}

/**
 * Fields the models gained after worlds were first saved, with what a world saved before them means: an
 * invitee's net loss and share start over at 0 (decision 032).
 */
const ADDED_FIELDS: Partial<Record<ModelName, Record<string, unknown>>> = {
  member: { inviteNetLossMinor: 0, inviteSharedMinor: 0 },
};

function withAddedFields(snapshot: WorldSnapshot): WorldSnapshot {
  const tables = { ...snapshot.tables };
  for (const [name, fields] of Object.entries(ADDED_FIELDS))
    if (tables[name]) tables[name] = tables[name].map((row) => ({ ...fields, ...row }));
  return { ...snapshot, tables };
}

/** What a field of a model holds: read from the model's definition (`String`, `nullable(Number)`, `() => []`). */
function fieldKind(definition: unknown): { type: string; nullable: boolean } {
  if (typeof definition === 'object' && definition !== null && 'getPrimaryKeyValue' in definition)
    return { type: typeof (definition.getPrimaryKeyValue as () => unknown)(), nullable: false };
  if (typeof definition === 'object' && definition !== null && 'getValue' in definition)
    return { type: typeof (definition.getValue as () => unknown)(), nullable: true };
  const sample = (definition as () => unknown)();
  return { type: Array.isArray(sample) ? 'array' : typeof sample, nullable: false };
}

const fieldKinds = Object.fromEntries(
  Object.entries(MODELS).map(([name, fields]) => [
    name,
    Object.entries(fields).map(([field, definition]) => [field, fieldKind(definition)] as const),
  ]),
) as Record<ModelName, (readonly [string, { type: string; nullable: boolean }])[]>;

/** Everything in a snapshot the rules could not live with, at most MAX_PROBLEMS of it. */
function snapshotProblems(
  scenario: ScenarioDefinition,
  snapshot: WorldSnapshot,
  routes: RouteCatalog,
  models: readonly ModelName[],
): Details {
  const problems: Details = [];
  const full = () => problems.length >= MAX_PROBLEMS;
  for (const [name, rows] of Object.entries(snapshot.tables)) {
    if (!(models as readonly string[]).includes(name)) {
      problems.push({ path: `body.tables.${name}`, issue: 'invalid' });
      continue;
    }
    for (let index = 0; index < rows.length && !full(); index += 1)
      problems.push(...rowProblems(name as ModelName, rows[index], `body.tables.${name}.${index}`));
    if (full()) return problems;
  }
  const games = new Set(scenario.games.map((game) => game.code));
  (snapshot.tables.gameAccount ?? []).forEach((row, index) => {
    if (!games.has(row.code as string))
      problems.push({ path: `body.tables.gameAccount.${index}.code`, issue: 'invalid' });
  });
  problems.push(...referenceProblems(snapshot));
  snapshot.faults.list.forEach((fault, index) => {
    // As POST /__admin/faults would have taken it: the fields a fault does not use are absent, not null.
    const flat = { ...fault, ...fault.drift, drift: null };
    const input = Object.fromEntries(Object.entries(flat).filter(([, value]) => value !== null)) as Parameters<
      typeof faultProblems
    >[0];
    if ((fault.kind === 'error' && !fault.code) || faultProblems(input, routes).length > 0)
      problems.push({ path: `body.faults.list.${index}`, issue: 'invalid' });
  });
  // The API's rules read rows of the right types only: a file is first read for its shape, then for them.
  return problems.length > 0 ? problems : worldRuleProblems(scenario, snapshot);
}

function rowProblems(model: ModelName, row: Record<string, unknown>, at: string): Details {
  const problems: Details = [];
  const known = new Set(fieldKinds[model].map(([field]) => field));
  for (const field of Object.keys(row))
    if (!known.has(field)) problems.push({ path: `${at}.${field}`, issue: 'invalid' });
  for (const [field, kind] of fieldKinds[model]) {
    const value = row[field];
    const rule = FIELD_RULES[`${model}.${field}`];
    if (value === undefined) problems.push({ path: `${at}.${field}`, issue: 'missing' });
    else if (value === null ? !kind.nullable : !fits(value, kind.type, field) || (rule !== undefined && !rule(value)))
      problems.push({ path: `${at}.${field}`, issue: 'invalid' });
  }
  return problems;
}

/**
 * Rows and events naming what the world does not have (a member, the entry a deposit settles, the slip a
 * verdict reads, the QR a deadline ends): the rules would meet something that is not there.
 */
function referenceProblems(snapshot: WorldSnapshot): Details {
  const ids = (table: string) => new Set((snapshot.tables[table] ?? []).map((row) => row.id));
  const members = ids('member');
  const problems: Details = [];
  for (const [name, rows] of Object.entries(snapshot.tables))
    rows.forEach((row, index) => {
      if ('memberId' in row && !members.has(row.memberId))
        problems.push({ path: `body.tables.${name}.${index}.memberId`, issue: 'invalid' });
    });
  const statements = ids('statement');
  const slips = ids('slip');
  const qrcodes = ids('qrcode');
  snapshot.pending.forEach((event, index) => {
    const subject =
      event.kind === 'slip'
        ? slips.has(event.slipId)
        : event.kind === 'qrExpiry'
          ? qrcodes.has(event.qrcodeId)
          : statements.has(event.statementId);
    if (!members.has(event.memberId) || !subject) problems.push({ path: `body.pending.${index}`, issue: 'invalid' });
  });
  return problems;
}

/** Money fields that are a net result, below 0 when the member is ahead (game-play.ts, invite.ts). */
const SIGNED_MINOR = new Set(['lossSinceRefundMinor', 'inviteNetLossMinor']);
/** An invitee's net and share stay well inside 1e13, so plays on a loaded world cannot carry the box past it. */
const INVITE_FIELDS = new Set(['inviteNetLossMinor', 'inviteSharedMinor']);

/** A value of the field's type, and for numbers one the rules can count with (see FIELD_RULES). */
function fits(value: unknown, type: string, field: string): boolean {
  if (type === 'array') return Array.isArray(value) && value.every((item) => fits(item, 'number', 'At'));
  if (type !== 'number') return typeof value === type;
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if (field.endsWith('Minor'))
    return (
      Number.isInteger(value) &&
      Math.abs(value) <= (INVITE_FIELDS.has(field) ? 1e12 : 1e13) &&
      (value >= 0 || SIGNED_MINOR.has(field))
    );
  if (field.endsWith('At')) return value >= 0 && value <= WORLD_MAX_TIME;
  return Number.isInteger(value) && Math.abs(value) <= 1e9;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A table beyond what a world keeps (row-limits.ts): loading it would drop its oldest rows unseen. */
function rowLimitProblems(tables: WorldSnapshot['tables']): { path: string; issue: 'invalid' }[] {
  const problems: { path: string; issue: 'invalid' }[] = [];
  if ((tables.member?.length ?? 0) > MEMBER_LIMIT) problems.push({ path: 'body.tables.member', issue: 'invalid' });
  for (const [name, limit] of Object.entries(ROW_LIMITS)) {
    // Rows still under way are kept past the limits by the world too (a burst of slips in progress).
    const rows = (tables[name] ?? []).filter((row) => !isUnderWay(name, row));
    const perOwner = new Map<unknown, number>();
    for (const row of rows) perOwner.set(row[limit.ownerField], (perOwner.get(row[limit.ownerField]) ?? 0) + 1);
    if (rows.length > limit.world || [...perOwner.values()].some((count) => count > limit.owner))
      problems.push({ path: `body.tables.${name}`, issue: 'invalid' });
  }
  return problems;
}

/**
 * A compacted history the world could not hold or read: a model without one, an owner who is not a member,
 * more tuples than HISTORY_LIMITS keep, or a tuple that is not a row of the model once its owner is put back.
 */
function historyProblems(snapshot: WorldSnapshot): Details {
  const problems: Details = [];
  const members = new Set((snapshot.tables.member ?? []).map((row) => row.id));
  for (const [model, owners] of Object.entries(snapshot.history ?? {})) {
    const limit = Object.hasOwn(HISTORY_LIMITS, model) ? HISTORY_LIMITS[model] : undefined;
    if (!limit) {
      problems.push({ path: `body.history.${model}`, issue: 'invalid' });
      continue;
    }
    const fields = compactFields(model);
    const ownerField = ROW_LIMITS[model].ownerField;
    let size = 0;
    for (const [owner, own] of Object.entries(owners)) {
      const at = `body.history.${model}.${owner}`;
      size += own.rows.length;
      if (!members.has(owner) || own.rows.length > limit.owner) problems.push({ path: at, issue: 'invalid' });
      const ids = new Set<unknown>();
      let before = -Infinity;
      for (let index = 0; index < own.rows.length && problems.length < MAX_PROBLEMS; index += 1) {
        const tuple = own.rows[index];
        const row = Object.fromEntries(fields.map((field, i) => [field, tuple[i]]));
        const path = `${at}.rows.${index}`;
        if (tuple.length !== fields.length) problems.push({ path, issue: 'invalid' });
        else problems.push(...rowProblems(model as ModelName, { ...row, [ownerField]: owner }, path));
        // Oldest first, each once, none still under way: the world compacts only rows that are done, in time
        // order, and pages them by that order.
        const time = row.createdAt as number;
        if (time < before || ids.has(row.id) || isUnderWay(model, row)) problems.push({ path, issue: 'invalid' });
        before = time;
        ids.add(row.id);
      }
      if (problems.length >= MAX_PROBLEMS) return problems;
    }
    if (size > limit.world) problems.push({ path: `body.history.${model}`, issue: 'invalid' });
  }
  return problems;
}
