import { factory, nullable, primaryKey } from '@mswjs/data';
import type { ScenarioDefinition, SlipOutcome, WorldFlags } from './scenario.js';
import { Clock } from './clock.js';
import { Emitter } from './emitter.js';
import { isUnderWay, ROW_LIMITS } from './row-limits.js';
import { createFaultState, type FaultState } from './core/faults.js';
import { Journal } from './journal.js';
import { SecretIndex } from './redaction.js';
import { randomToken } from './random.js';
import { seeded, type Seeded } from './seeded.js';

/**
 * The in-memory world the mock server simulates: an @mswjs/data database, a clock QA can move, the scenario
 * it was built from, and a journal of requests. Money fields end in `Minor`: integer hundredths of the
 * currency (satang, or hundredths of a kip), converted to numbers with decimals only at the HTTP edge.
 * Resetting is building a new world.
 */
export const MODELS = {
  member: {
    id: primaryKey(String),
    phone: String,
    password: String,
    name: String,
    createdAt: Number,
    coin: Number,
    bankCode: String,
    bankAccountName: String,
    bankAccountNo: String,
    currency: String,
    sourceCode: String,
    inviterId: nullable(String),
    active: Boolean,
    walletMinor: Number,
    inviteBonusMinor: Number,
    inviteSuccess: Number,
    inviteFail: Number,
    lossSinceRefundMinor: Number,
  },
  session: {
    token: primaryKey(String),
    memberId: String,
    expiresAt: Number,
  },
  gameAccount: {
    id: primaryKey(String),
    memberId: String,
    code: String,
    isActive: Boolean,
    amountMinor: Number,
    username: String,
    password: String,
  },
  statement: {
    id: primaryKey(String),
    memberId: String,
    statementType: String,
    status: String,
    from: String,
    to: String,
    amountMinor: Number,
    createdAt: Number,
    /** bonus, promotion, invite, refund or luckydraw: which description source the entry carries. */
    source: nullable(String),
    description: nullable(String),
  },
  slip: {
    id: primaryKey(String),
    memberId: String,
    createdAt: Number,
    amountMinor: Number,
    status: String,
    note: nullable(String),
    reference: String,
    fileName: String,
  },
  otp: {
    token: primaryKey(String),
    phone: String,
    ref: String,
    code: String,
    createdAt: Number,
    expiresAt: Number,
    attempts: Number,
    verified: Boolean,
  },
  qrcode: {
    id: primaryKey(String),
    memberId: String,
    provider: String,
    amountMinor: Number,
    createdAt: Number,
    expiresAt: Number,
    /** OPEN, PAID, CANCELLED, EXPIRED or FAILED (the provider failed the payment). */
    status: String,
  },
  giftVoucher: {
    voucher: primaryKey(String),
    amountMinor: Number,
    usedBy: nullable(String),
  },
  userBonus: {
    id: primaryKey(String),
    memberId: String,
    bonusCode: String,
    isActive: Boolean,
    received: () => [] as number[],
  },
  promotionUse: {
    id: primaryKey(String),
    memberId: String,
    code: String,
    isActive: Boolean,
    createdAt: Number,
  },
  invite: {
    id: primaryKey(String),
    memberId: String,
    fromName: String,
    amountMinor: Number,
    createdAt: Number,
  },
  refund: {
    id: primaryKey(String),
    memberId: String,
    refundAmountMinor: Number,
    createdAt: Number,
    addedToWallet: Boolean,
  },
  coupon: {
    id: primaryKey(String),
    memberId: String,
    sliceCode: String,
    amountMinor: Number,
    status: String,
    createdAt: Number,
    expiredAt: Number,
  },
  chatMessage: {
    id: primaryKey(String),
    /** The member id, or the guest id for visitors. */
    owner: String,
    sender: String,
    /** The ChatMessage of the contract, as JSON. */
    messageJson: String,
    userId: nullable(String),
    guestId: nullable(String),
    username: nullable(String),
    name: nullable(String),
    deviceToken: nullable(String),
    createdAt: Number,
    sessionId: String,
    read: Boolean,
    /** The customer's own id for the message (contract ChatClientId), or null. */
    clientId: nullable(String),
  },
};

export function createDatabase() {
  const db = factory(MODELS);
  // In a browser @mswjs/data posts every change to the other tabs, where a database made at the same place
  // takes it up, past the world's own indexes. The demo's tabs share the saved world instead (demo.ts).
  storeOf(db).events.removeAllListeners();
  return db;
}

export type Database = ReturnType<typeof createDatabase>;
export type Member = NonNullable<ReturnType<Database['member']['findFirst']>>;

/** A file a request carried (slip, chat media), as the domain sees it: no transport types. */
export interface UploadedFile {
  originalName: string;
  mimeType: string;
  size: number;
  buffer: Uint8Array;
}

/** One way the answer broke the contract: where, and what the contract expected there. */
export interface ContractIssue {
  path: string;
  message: string;
}

/** An HTTP request the world answered (the QA console's journal; the request log prints the same). */
export interface HttpJournalEntry {
  kind: 'http';
  /** Order of recording in the world: the journal's cursor. */
  id: number;
  /** World time of the answer, ms (the QA surface writes it as an ISO time). */
  at: number;
  method: string;
  /** Secret path parameters, and known secrets anywhere in it, are replaced by [redacted] (redaction.ts). */
  path: string;
  /** The query string without `?`. */
  search: string;
  /** The contract name of the route (wallet.transfer), or null when none matched. */
  route: string | null;
  status: number;
  code: string | null;
  ms: number;
  /** The faults that fired on this request (`f1:delay`), or null. */
  fault: string | null;
  /** The JSON body as received (an upload: its file's name, type and size), or null; redacted and cut (journal.ts). */
  request: unknown;
  /**
   * The answer's text as sent (or, when it broke the contract, as the route gave it), or null; a long one, or
   * one holding a secret of the request, redacted and cut, else redacted when read.
   */
  response: string | null;
  /** How the route's answer broke the contract (answered 500 instead), or null. */
  violation: ContractIssue[] | null;
}

/** A frame on a chat socket: joined, left, or an event in either direction. */
export interface SocketJournalEntry {
  kind: 'socket';
  id: number;
  at: number;
  /** in: from the player's app; out: to it; connect and disconnect: the socket itself. */
  direction: 'in' | 'out' | 'connect' | 'disconnect';
  event: string;
  /** Whose socket: the member id or the guest id. */
  owner: string;
  payload: unknown;
}

export type JournalEntry = HttpJournalEntry | SocketJournalEntry;

/**
 * Something the world will do at a given time, as plain data (so it can be listed, reported and saved): a
 * deposit confirmed or failed, a withdrawal paid out or returned, a slip read, an open QR expiring.
 * domain/pending.ts carries them out.
 */
export type PendingEvent =
  | {
      kind: 'deposit' | 'withdrawal';
      at: number;
      memberId: string;
      statementId: string;
      amountMinor: number;
      status: 'SUCCESS' | 'FAILED';
    }
  | { kind: 'slip'; at: number; memberId: string; slipId: string; outcome: SlipOutcome }
  | { kind: 'qrExpiry'; at: number; memberId: string; qrcodeId: string };

/** What happened when a pending event fell due (null when it found nothing left to do). */
export interface SettledEvent {
  at: number;
  kind: PendingEvent['kind'];
  memberId: string;
  /** The statement entry, slip or QR it settled. */
  subject: string;
  outcome: 'SUCCESS' | 'FAILED' | 'EXPIRED';
  amountMinor: number;
  /** A failed slip's reason code. */
  note: string | null;
}

/** What the realtime layer and the admin surface hear from the domain. */
export type WorldEvents = {
  chatMessage: [owner: string, conversationId: string];
  /** Messages up to `upTo` were read: the customer's support messages (customer) or the customer's (support). */
  chatRead: [owner: string, upTo: number, reader: 'customer' | 'support'];
  /**
   * The owner's sockets are cut: `closed` when the conversation ended for good (a guest id adopted by a
   * member), else a dropped connection QA caused (the client reconnects and catches up).
   */
  chatClosed: [owner: string];
  chatDropped: [owner: string];
  /** A media message's upload, by the client id it will carry (contract realtime `delivery`). */
  chatDelivery: [
    owner: string,
    clientId: string,
    status: 'sending' | 'failed' | 'succeed',
    conversationId: string | null,
  ];
  /** Support started (true) or stopped (false) writing to the owner. */
  chatTyping: [owner: string, typing: boolean];
};

export interface World {
  /** Unique per world: a reset makes a new one (the journal's readers start over). */
  readonly id: string;
  readonly scenario: ScenarioDefinition;
  /** The world's switches, which QA can flip (POST /__admin/flags); `scenario.flags` is this same object. */
  readonly flags: WorldFlags;
  readonly db: Database;
  readonly clock: Clock;
  readonly events: Emitter<WorldEvents>;
  /** Every credential the world has known, which the journal and the log never show (redaction.ts). */
  readonly secrets: SecretIndex;
  readonly journal: Journal;
  /** Faults QA has set on this world's routes (delays, error codes, dropped or hanging connections). */
  readonly faults: FaultState;
  /**
   * Moves on with every change to the data: every create, update or delete of the database counts itself, and
   * `changed()` counts what the database does not hold (the world's maps and switches).
   */
  readonly revision: number;
  /** Counts a change to what the world holds beside the database (files, sent codes, flags, adopted guests). */
  changed(): void;
  /**
   * A value computed from the data alone, kept until the data changes (the next revision). Only for
   * answers that do not depend on the clock.
   */
  memo<T>(key: string, compute: () => T): T;
  /** Deterministic numbers for the scenario (spins, OTP codes, ids). */
  readonly random: Seeded;
  /** How many ids nextId has given. */
  idCount: number;
  nextId(prefix: string): string;
  schedule(event: PendingEvent): void;
  /** What is scheduled, soonest first. */
  upcoming(): readonly PendingEvent[];
  /** Takes the scheduled events `which` picks out of the schedule and gives them back (to decide them now). */
  unschedule(which: (event: PendingEvent) => boolean): PendingEvent[];
  /** Runs every pending event that is due by the clock and says what happened. Called before each request. */
  settle(): SettledEvent[];
  /** Real-time timers (chat replies) that must stop when the world is replaced. */
  later(ms: number, run: () => void): void;
  dispose(): void;
  /** Replaced by a reset or dropped with its session: a request still under way must not act on it. */
  readonly disposed: boolean;
  /** Uploaded files (slips, chat media) by id, served at /mock-assets/uploads/{id}. */
  readonly files: Map<string, { mimeType: string; buffer: Uint8Array; name: string; owner?: string }>;
  /** The last OTP sent to each phone, for QA (GET /__admin/otp). */
  readonly sentOtps: Map<string, { code: string; ref: string; at: number }>;
  /**
   * An owner's (member's, or chat guest's) rows of a listed model in time order, for paging at a cost that
   * does not grow with the history: `newest(model, owner, skip, limit)` is a page, newest first.
   */
  readonly timeline: {
    count(model: TimelineModel, owner: string): number;
    newest<M extends TimelineModel>(model: M, owner: string, skip: number, limit: number): Row<M>[];
    /** How many of the owner's rows are newer than the row `id`, or null when it is not one of theirs. */
    newerThan(model: TimelineModel, owner: string, id: string): number | null;
  };
}

export { seeded };

const MUTATORS = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** The models listed per owner, newest first and paged (statement, slips, chat, invites, refunds, coupons). */
const TIMELINES = {
  statement: 'memberId',
  slip: 'memberId',
  invite: 'memberId',
  refund: 'memberId',
  coupon: 'memberId',
  chatMessage: 'owner',
} as const;
export type TimelineModel = keyof typeof TIMELINES;
type Row<M extends TimelineModel> = NonNullable<ReturnType<Database[M]['findFirst']>>;

interface TimelineEntry {
  id: string;
  createdAt: number;
  /** Order of writing: breaks ties between rows of the same instant. */
  seq: number;
}

/**
 * Each owner's rows of a model in time order, kept current by the database's own create, update and delete,
 * so a page of a long history costs the page and not the history (a findMany scans every row of the model).
 */
class Timelines {
  private readonly rows = new Map<string, Map<string, unknown>>();
  private readonly lines = new Map<string, Map<string, TimelineEntry[]>>();
  private readonly entries = new Map<string, Map<string, TimelineEntry & { owner: string }>>();
  private seq = 0;

  constructor() {
    for (const model of Object.keys(TIMELINES)) {
      this.rows.set(model, new Map());
      this.lines.set(model, new Map());
      this.entries.set(model, new Map());
    }
  }

  changed(model: string, operation: (typeof MUTATORS)[number], result: unknown): void {
    const owners = this.lines.get(model);
    if (!owners) return;
    const rows = this.rows.get(model) as Map<string, unknown>;
    const entries = this.entries.get(model) as Map<string, TimelineEntry & { owner: string }>;
    const ownerKey = TIMELINES[model as TimelineModel];
    const list = (Array.isArray(result) ? result : result ? [result] : []) as Record<string, unknown>[];
    for (const row of list) {
      const id = row.id as string;
      const owner = row[ownerKey] as string;
      if (operation === 'create') {
        rows.set(id, row);
        let line = owners.get(owner);
        if (!line) owners.set(owner, (line = []));
        this.seq += 1;
        const entry = { id, createdAt: row.createdAt as number, seq: this.seq, owner };
        insertInOrder(line, entry);
        entries.set(id, entry);
      } else if (operation === 'update' || operation === 'updateMany') {
        rows.set(id, row);
      } else {
        rows.delete(id);
        entries.delete(id);
        const line = owners.get(owner);
        const at = line ? line.findIndex((entry) => entry.id === id) : -1;
        if (line && at >= 0) removeAt(line, at);
      }
    }
  }

  count(model: TimelineModel, owner: string): number {
    return this.lines.get(model)?.get(owner)?.length ?? 0;
  }

  /** How many of the owner's rows come after the row `id` (a binary search: lines are in (time, seq) order). */
  newerThan(model: TimelineModel, owner: string, id: string): number | null {
    const entry = this.entries.get(model)?.get(id);
    const line = this.lines.get(model)?.get(owner);
    if (!entry || entry.owner !== owner || !line) return null;
    let low = 0;
    let high = line.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const probe = line[middle];
      if (probe.id === id) return line.length - 1 - middle;
      const before =
        probe.createdAt < entry.createdAt || (probe.createdAt === entry.createdAt && probe.seq < entry.seq);
      if (before) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }

  /** Rows `skip` from the newest, newest first, at most `limit`. */
  newest<M extends TimelineModel>(model: M, owner: string, skip: number, limit: number): Row<M>[] {
    const line = this.lines.get(model)?.get(owner) ?? [];
    const rows = this.rows.get(model) as Map<string, Row<M>>;
    const out: Row<M>[] = [];
    for (let i = line.length - 1 - skip; i >= 0 && out.length < limit; i -= 1) out.push(rows.get(line[i].id) as Row<M>);
    return out;
  }
}

/** Rows are written at the clock's time, which only moves on, so an insert is nearly always an append. */
/**
 * Removes line[at]. Rows mostly leave near the start (the limits drop the oldest not under way): the rows
 * before it move up one place and the first is shifted off, which costs nothing; a splice would move every
 * row after it (a few microseconds for a thousand rows, on every transfer past the limit).
 */
function removeAt(line: TimelineEntry[], at: number): void {
  if (at < line.length >> 1) {
    for (let i = at; i > 0; i -= 1) line[i] = line[i - 1];
    line.shift();
  } else line.splice(at, 1);
}

function insertInOrder(line: TimelineEntry[], entry: TimelineEntry): void {
  let at = line.length;
  while (at > 0 && line[at - 1].createdAt > entry.createdAt) at -= 1;
  if (at === line.length) line.push(entry);
  else line.splice(at, 0, entry);
}

/** The fields of each model that hold a credential: kept in the world's SecretIndex as rows are written. */
const SECRET_FIELDS: Partial<Record<keyof typeof MODELS, readonly string[]>> = {
  member: ['password'],
  session: ['token'],
  gameAccount: ['password'],
  otp: ['token', 'code'],
  giftVoucher: ['voucher'],
  chatMessage: ['guestId', 'deviceToken'],
};

/** The primary key of each model (the rest use `id`). */
const PRIMARY_KEYS: Record<string, string> = { session: 'token', otp: 'token', giftVoucher: 'voucher' };

/** The key a query asks for when it is exactly `{ where: { <primary key>: { equals: key } } }`. */
function primaryKeyOf(query: unknown, key: string): string | undefined {
  const where = (query as { where?: Record<string, Record<string, unknown>> } | undefined)?.where;
  if (!where) return undefined;
  const fields = Object.keys(where);
  if (fields.length !== 1 || fields[0] !== key) return undefined;
  const condition = where[key];
  const operators = Object.keys(condition);
  return operators.length === 1 && operators[0] === 'equals' && typeof condition.equals === 'string'
    ? condition.equals
    : undefined;
}

/** What @mswjs/data 0.16 keeps behind its model APIs: the store an update writes the next row into. */
interface StoreOfRows {
  events: { removeAllListeners(): void };
  create(modelName: string, row: object): void;
  update(modelName: string, previous: object, next: object): void;
  delete(modelName: string, key: string): void;
}

/** The database instance @mswjs/data's factory keeps under a symbol of its result (the version is pinned). */
function storeOf(db: Database): StoreOfRows {
  const symbol = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const store = symbol ? (db as unknown as Record<symbol, StoreOfRows>)[symbol] : undefined;
  if (typeof store?.create !== 'function' || typeof store.update !== 'function' || typeof store.delete !== 'function')
    throw new Error('@mswjs/data no longer keeps its database where 0.16 did');
  return store;
}

/** The symbols @mswjs/data marks each row with (its model and its key field), read off the first row it makes. */
let entitySymbols: { type: symbol; primaryKey: symbol } | null = null;

function learnEntitySymbols(row: object): void {
  if (entitySymbols) return;
  const symbols = Object.getOwnPropertySymbols(row);
  const type = symbols.find((symbol) => symbol.description === 'type');
  const primaryKey = symbols.find((symbol) => symbol.description === 'primaryKey');
  if (type && primaryKey) entitySymbols = { type, primaryKey };
}

/** A field's value when a create leaves it out, as @mswjs/data gives it: its getter's (String() is ''). */
function fieldDefault(definition: unknown): { make: () => unknown; nullable: boolean } {
  const getter = definition as { getPrimaryKeyValue?: () => unknown; getValue?: () => unknown };
  if (typeof getter.getPrimaryKeyValue === 'function') return { make: getter.getPrimaryKeyValue, nullable: false };
  if (typeof getter.getValue === 'function') return { make: getter.getValue, nullable: true };
  if (typeof definition === 'function') return { make: definition as () => unknown, nullable: false };
  throw new Error(`a model field of an unknown kind: ${String(definition)}`);
}

/** A patch of plain values that leaves the key alone: what an update by key can apply as a copy of the row. */
function isPlainPatch(data: unknown, key: string): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null || key in data) return false;
  return Object.values(data).every(
    (value) => typeof value !== 'function' && (typeof value !== 'object' || value === null || Array.isArray(value)),
  );
}

/**
 * Makes every change to the database bump the world's revision, so no rule can forget to, and keeps three
 * indexes current from the changes themselves: each model's rows by primary key, the per-owner timelines and
 * the credentials written (SECRET_FIELDS). A `findFirst` by key is then a map lookup, and an `update` by key
 * writes a copy of the row with the patch into the store (what @mswjs/data's own update ends with), instead
 * of a scan that compiles the query once per row of the model: that scan cost most of a transfer, and grew
 * with every statement.
 */
function countChanges(db: Database, bump: () => void, timelines: Timelines, secrets: SecretIndex): () => void {
  const store = storeOf(db);
  /** Per model, the limits to apply again to owners whose rows stopped being under way. */
  const trims: (() => void)[] = [];
  for (const [modelName, model] of Object.entries(db) as unknown as [string, Record<string, unknown>][]) {
    const key = PRIMARY_KEYS[modelName] ?? 'id';
    /** The model's rows by key, oldest first (a Map keeps the order keys were first added in). */
    const byKey = new Map<string, Record<string, unknown>>();
    const limit = ROW_LIMITS[modelName];
    /** Each owner's row keys, oldest first: for the per-owner limit. */
    const byOwner = new Map<string, Set<string>>();
    const track = (row: Record<string, unknown>, added: boolean) => {
      if (!limit) return;
      const owner = String(row[limit.ownerField]);
      let keys = byOwner.get(owner);
      if (added) {
        if (!keys) byOwner.set(owner, (keys = new Set()));
        keys.add(row[key] as string);
      } else if (keys) {
        keys.delete(row[key] as string);
        if (keys.size === 0) byOwner.delete(owner);
      }
    };
    /** Drops the oldest row among `keys` that nothing still needs; false when every one is needed. */
    const dropOldest = (keys: Iterable<string>): boolean => {
      for (const oldest of keys) {
        const row = byKey.get(oldest);
        if (!row || isUnderWay(modelName, row)) continue;
        store.delete(modelName, oldest);
        byKey.delete(oldest);
        track(row, false);
        timelines.changed(modelName, 'delete', row);
        return true;
      }
      return false;
    };
    const keepWithinLimits = (owner: string) => {
      if (!limit) return;
      const own = byOwner.get(owner);
      while (own && own.size > limit.owner && dropOldest(own.keys()));
      while (byKey.size > limit.world && dropOldest(byKey.keys()));
    };
    /** Owners with a row that settled (a slip read, a deposit done): over a limit it may now be dropped. */
    const settled = new Set<string>();
    const noteSettled = (row: Record<string, unknown> | null | undefined) => {
      if (limit && row && !isUnderWay(modelName, row)) settled.add(String(row[limit.ownerField]));
    };
    trims.push(() => {
      // Most settles find nothing settled: clear() allocates a new table even for an empty set.
      if (settled.size === 0) return;
      settled.forEach(keepWithinLimits);
      settled.clear();
    });
    const fields = Object.entries(MODELS[modelName as keyof typeof MODELS] ?? {}).map(([field, definition]) => ({
      field,
      ...fieldDefault(definition),
    }));
    /**
     * The row @mswjs/data's create makes of plain values, made directly: its create looks each field up
     * through lodash and formats a debug line, a tenth of a transfer. Its rules: a field left out takes its
     * getter's value, null only where nullable; fields outside the model are left out. Undefined (its own
     * create then answers, or throws as it does) for a key missing or taken, a value not plain, or before its
     * row symbols are known.
     */
    const makeRow = (data: unknown): Record<string | symbol, unknown> | undefined => {
      if (!entitySymbols || typeof data !== 'object' || data === null) return undefined;
      const given = data as Record<string, unknown>;
      const id = given[key];
      if (typeof id !== 'string' || id === '' || byKey.has(id)) return undefined;
      const row: Record<string | symbol, unknown> = {};
      for (const { field, make, nullable } of fields) {
        const value = given[field];
        if (value === undefined) row[field] = make();
        else if (value === null && nullable) row[field] = null;
        else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          row[field] = value;
        else return undefined;
      }
      row[entitySymbols.type] = modelName;
      row[entitySymbols.primaryKey] = key;
      return row;
    };
    const secretFields = SECRET_FIELDS[modelName as keyof typeof MODELS] ?? [];
    const remember = (row: Record<string, unknown>) => secretFields.forEach((field) => secrets.add(row[field]));
    for (const name of MUTATORS) {
      const original = model[name];
      if (typeof original !== 'function') continue;
      model[name] = (...args: unknown[]) => {
        bump();
        const query = args[0] as { data?: unknown; strict?: boolean } | undefined;
        const wanted = name === 'update' && !query?.strict ? primaryKeyOf(query, key) : undefined;
        if (wanted !== undefined && isPlainPatch(query?.data, key)) {
          const previous = byKey.get(wanted);
          if (!previous) return null;
          const next = { ...previous, ...query.data };
          store.update(modelName, previous, next);
          byKey.set(wanted, next);
          timelines.changed(modelName, name, next);
          noteSettled(next);
          remember(next);
          return next;
        }
        const made = name === 'create' ? makeRow(args[0]) : undefined;
        if (made) store.create(modelName, made);
        const result = made ?? (original as (...a: unknown[]) => unknown).apply(model, args);
        if (name === 'create' && result) learnEntitySymbols(result as object);
        const rows = (Array.isArray(result) ? result : result ? [result] : []) as Record<string, unknown>[];
        for (const row of rows) {
          if (name.startsWith('delete')) {
            byKey.delete(row[key] as string);
            track(row, false);
          } else {
            byKey.set(row[key] as string, row);
            remember(row);
            if (name === 'create') track(row, true);
            else noteSettled(row);
          }
        }
        timelines.changed(modelName, name, result);
        if (name === 'create' && limit) rows.forEach((row) => keepWithinLimits(String(row[limit.ownerField])));
        return result;
      };
    }
    const findFirst = model.findFirst as (query: unknown) => unknown;
    model.findFirst = (query: unknown) => {
      const wanted = primaryKeyOf(query, key);
      return wanted === undefined ? findFirst.call(model, query) : (byKey.get(wanted) ?? null);
    };
  }
  return () => trims.forEach((trim) => trim());
}

/** The switches a new world of the scenario starts with (a copy: QA's changes stay in that world). */
export function initialFlags(scenario: ScenarioDefinition): WorldFlags {
  return { ...scenario.flags, spinActive: scenario.spinwheel?.active ?? false };
}

/** What the rules do with a pending event that fell due: the world holds the schedule, the domain decides. */
export type SettleEvent = (world: World, event: PendingEvent) => SettledEvent | null;

/**
 * An empty world of the scenario at `now` (default: the real time): its switches, clock and schedule, and no
 * data. The world holds data, not rules: `settleEvent` is how the domain carries out what falls due, and
 * `buildWorld` (seed.ts) is the world a scenario starts with.
 */
export function createWorld(scenario: ScenarioDefinition, options: { now?: number; settleEvent: SettleEvent }): World {
  const db = createDatabase();
  const timelines = new Timelines();
  let revision = 0;
  let memoRevision = -1;
  const memos = new Map<string, unknown>();
  const clock = new Clock(options.now ?? Date.now());
  const pending: PendingEvent[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let trimSettled = () => {};
  const flags = initialFlags(scenario);
  const secrets = new SecretIndex();
  const world: World = {
    id: randomToken(6),
    scenario: { ...scenario, flags },
    flags,
    db,
    clock,
    events: new Emitter<WorldEvents>(),
    secrets,
    journal: new Journal(secrets),
    faults: createFaultState(scenario.seed ?? 1),
    get revision() {
      return revision;
    },
    changed() {
      revision += 1;
    },
    memo<T>(key: string, compute: () => T): T {
      if (memoRevision !== world.revision) {
        memos.clear();
        memoRevision = world.revision;
      }
      if (memos.has(key)) return memos.get(key) as T;
      const value = compute();
      memos.set(key, value);
      return value;
    },
    random: seeded(scenario.seed ?? 1),
    idCount: 0,
    nextId(prefix) {
      world.idCount += 1;
      return `${prefix}${world.idCount.toString(36).padStart(6, '0')}`;
    },
    schedule(event) {
      pending.push(event);
      pending.sort((a, b) => a.at - b.at);
    },
    upcoming: () => pending,
    unschedule(which) {
      const taken = pending.filter(which);
      const kept = pending.filter((event) => !which(event));
      pending.splice(0, pending.length, ...kept);
      return taken;
    },
    settle() {
      const now = clock.now();
      const settled: SettledEvent[] = [];
      while (pending.length > 0 && pending[0].at <= now) {
        const done = options.settleEvent(world, pending.shift() as PendingEvent);
        if (done) settled.push(done);
        revision += 1;
      }
      // Once every event has run (none finds its row gone), rows that settled over a limit make room.
      trimSettled();
      return settled;
    },
    later(ms, run) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      (timer as { unref?: () => void }).unref?.();
      timers.add(timer);
    },
    disposed: false,
    dispose() {
      (world as { disposed: boolean }).disposed = true;
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      world.events.removeAllListeners();
    },
    sentOtps: new Map(),
    files: new Map(),
    timeline: {
      count: (model, owner) => timelines.count(model, owner),
      newest: (model, owner, skip, limit) => timelines.newest(model, owner, skip, limit),
      newerThan: (model, owner, id) => timelines.newerThan(model, owner, id),
    },
  };
  trimSettled = countChanges(
    db,
    () => {
      revision += 1;
    },
    timelines,
    secrets,
  );
  return world;
}
