import type { ScenarioDefinition, WorldFlags } from '../scenario/scenario.js';
import { createFaultState, type FaultState } from '../core/faults.js';
import { Clock } from './clock.js';
import { Emitter } from './emitter.js';
import { IssuedTokens } from './issued-tokens.js';
import { Journal } from './journal.js';
import { createDatabase, type Database } from './models.js';
import { randomToken, unguessable, type Unguessable } from './random.js';
import type { PendingEvent, SettledEvent, WorldEvents } from './records.js';
import { SecretIndex } from './redaction.js';
import { seeded, type Seeded } from './seeded.js';
import { Timelines, type HistoryState, type Row, type TimelineModel } from './timelines.js';
import { countChanges } from './write-counter.js';

export { createDatabase, MODELS, type Database, type Member } from './models.js';
export type {
  ContractIssue,
  HttpJournalEntry,
  JournalEntry,
  PendingEvent,
  SettledEvent,
  SocketJournalEntry,
  UploadedFile,
  WorldEvents,
} from './records.js';
export type { CompactRow, HistoryState, TimelineModel } from './timelines.js';
export { seeded };

/**
 * The in-memory world the mock server simulates: an @mswjs/data database, a clock QA can move, the scenario
 * it was built from, and a journal of requests. Money fields end in `Minor`: integer hundredths of the
 * currency (satang, or hundredths of a kip), converted to numbers with decimals only at the HTTP edge.
 * Resetting is building a new world.
 */
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
  /** The log-in tokens its simulator has issued, shared by the worlds of its sessions (issued-tokens.ts). */
  issued: IssuedTokens;
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
  /** Tokens, guest ids, OTP references, game passwords: unguessable, or drawn from a replayable world's seed. */
  readonly unguessable: Unguessable;
  /** How a replayable world started (a reset of it starts the same way), else null (decision 034). */
  readonly replay: ReplayStart | null;
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
    /** The rows compacted past the row limits, per model and owner (row-limits.ts HISTORY_LIMITS). */
    history(): HistoryState;
    restoreHistory(state: HistoryState): void;
  };
}

/**
 * A replayable world's start: its clock frozen at `at` (moved only by QA or a test) and every draw from
 * `seed`, so the same requests get the same answers however far apart they come (decision 034).
 */
export interface ReplayStart {
  seed: number;
  at: number;
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
 * `buildWorld` (scenario/seed.ts) is the world a scenario starts with. With `replay` the world replays: its
 * clock stands at `replay.at` until moved, and its draws and credentials follow `replay.seed` (decision 034).
 */
export function createWorld(
  scenario: ScenarioDefinition,
  options: { now?: number; replay?: ReplayStart; settleEvent: SettleEvent },
): World {
  const replay = options.replay ?? null;
  const db = createDatabase();
  const timelines = new Timelines();
  let revision = 0;
  let memoRevision = -1;
  const memos = new Map<string, unknown>();
  const clock = new Clock(replay?.at ?? options.now ?? Date.now());
  if (replay) clock.freezeAt(replay.at);
  const seed = replay?.seed ?? scenario.seed ?? 1;
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
    issued: new IssuedTokens(),
    journal: new Journal(secrets),
    faults: createFaultState(seed),
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
    random: seeded(seed),
    unguessable: unguessable(replay?.seed),
    replay,
    idCount: 0,
    nextId(prefix) {
      world.idCount += 1;
      return `${prefix}${world.idCount.toString(36).padStart(6, '0')}`;
    },
    schedule(event) {
      pending.push(event);
      pending.sort((a, b) => a.at - b.at);
      revision += 1;
    },
    upcoming: () => pending,
    unschedule(which) {
      const taken = pending.filter(which);
      const kept = pending.filter((event) => !which(event));
      pending.splice(0, pending.length, ...kept);
      if (taken.length > 0) revision += 1;
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
      history: () => timelines.history(),
      restoreHistory: (state) => timelines.restoreHistory(state),
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
