import { factory, nullable, primaryKey } from '@mswjs/data';
import type { ScenarioDefinition } from './scenario.js';
import { Clock } from './clock.js';
import { Emitter } from './emitter.js';
import { seedWorld } from './seed.js';

/**
 * The in-memory world the mock server simulates: an @mswjs/data database, a clock QA can move, the scenario
 * it was built from, and a journal of requests. Money fields end in `Minor`: integer hundredths of the
 * currency (satang, or hundredths of a kip), converted to numbers with decimals only at the HTTP edge.
 * Resetting is building a new world.
 */
export function createDatabase() {
  return factory({
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
      /** OPEN, PAID, CANCELLED or EXPIRED. */
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
    },
  });
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

export interface JournalEntry {
  at: string;
  method: string;
  path: string;
  status: number;
  code: string | null;
  ms: number;
}

/** Something the world will do at a given time: a slip read, a deposit confirmed, a withdrawal paid out. */
export interface PendingEvent {
  at: number;
  run: (world: World) => void;
}

/** What the realtime layer and the admin surface hear from the domain. */
export type WorldEvents = {
  chatMessage: [owner: string, conversationId: string];
  chatRead: [owner: string, upTo: number];
};

export interface World {
  readonly scenario: ScenarioDefinition;
  readonly db: Database;
  readonly clock: Clock;
  readonly events: Emitter<WorldEvents>;
  readonly journal: JournalEntry[];
  /** Bumped by every change to the data (every create, update or delete of the database counts itself). */
  revision: number;
  /**
   * A value computed from the data alone, kept until the data changes (the next revision). Only for
   * answers that do not depend on the clock.
   */
  memo<T>(key: string, compute: () => T): T;
  /** Deterministic numbers for the scenario (spins, OTP codes, ids). */
  random(): number;
  nextId(prefix: string): string;
  schedule(at: number, run: (world: World) => void): void;
  /** Runs every pending event that is due by the clock. Called before each request is handled. */
  settle(): void;
  /** Real-time timers (chat replies) that must stop when the world is replaced. */
  later(ms: number, run: () => void): void;
  dispose(): void;
  /** Uploaded files (slips, chat media) by id, served at /mock-assets/uploads/{id}. */
  readonly files: Map<string, { mimeType: string; buffer: Uint8Array; name: string }>;
  /** The last OTP sent to each phone, for QA (GET /__admin/otp). */
  readonly sentOtps: Map<string, { code: string; ref: string; at: number }>;
}

const JOURNAL_SIZE = 500;

/** A small seeded generator (mulberry32): the same scenario spins and draws the same way. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MUTATORS = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** Makes every change to the database bump the world's revision, so no rule can forget to. */
function countChanges(db: Database, bump: () => void): void {
  for (const model of Object.values(db) as unknown as Record<string, unknown>[]) {
    for (const name of MUTATORS) {
      const original = model[name];
      if (typeof original !== 'function') continue;
      model[name] = (...args: unknown[]) => {
        bump();
        return (original as (...a: unknown[]) => unknown).apply(model, args);
      };
    }
  }
}

export function createWorld(scenario: ScenarioDefinition, options: { now?: number } = {}): World {
  const db = createDatabase();
  let memoRevision = -1;
  const memos = new Map<string, unknown>();
  const clock = new Clock(options.now ?? Date.now());
  const pending: PendingEvent[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let counter = 0;
  const world: World = {
    scenario,
    db,
    clock,
    events: new Emitter<WorldEvents>(),
    journal: [],
    revision: 0,
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
    nextId(prefix) {
      counter += 1;
      return `${prefix}${counter.toString(36).padStart(6, '0')}`;
    },
    schedule(at, run) {
      pending.push({ at, run });
      pending.sort((a, b) => a.at - b.at);
    },
    settle() {
      const now = clock.now();
      while (pending.length > 0 && pending[0].at <= now) {
        const event = pending.shift() as PendingEvent;
        event.run(world);
        world.revision += 1;
      }
    },
    later(ms, run) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      (timer as { unref?: () => void }).unref?.();
      timers.add(timer);
    },
    dispose() {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      world.events.removeAllListeners();
    },
    sentOtps: new Map(),
    files: new Map(),
  };
  countChanges(db, () => {
    world.revision += 1;
  });
  seedWorld(world);
  return world;
}

export function recordRequest(world: World, entry: JournalEntry): void {
  world.journal.push(entry);
  if (world.journal.length > JOURNAL_SIZE) world.journal.splice(0, world.journal.length - JOURNAL_SIZE);
}
