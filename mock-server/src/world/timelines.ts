import { MODELS, type Database } from './models.js';
import { HISTORY_LIMITS } from './row-limits.js';

/** The writes of a model that the world counts and indexes (write-counter.ts). */
export const MUTATORS = ['create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** The models listed per owner, newest first and paged (statement, slips, chat, invites, refunds, coupons). */
export const TIMELINES = {
  statement: 'memberId',
  slip: 'memberId',
  invite: 'memberId',
  refund: 'memberId',
  coupon: 'memberId',
  chatMessage: 'owner',
} as const;
export type TimelineModel = keyof typeof TIMELINES;
export type Row<M extends TimelineModel> = NonNullable<ReturnType<Database[M]['findFirst']>>;

/** A row compacted out of the database: its fields in the model's order, without the owner (row-limits.ts). */
export type CompactRow = (string | number | boolean | null)[];

/** An owner's compacted history of a model: the tuples kept, oldest first, and how many went beyond them. */
export interface OwnerHistory {
  forgotten: number;
  rows: CompactRow[];
}

/** Every compacted history of a world: per model, per owner. */
export type HistoryState = Record<string, Record<string, OwnerHistory>>;

/** The fields a compact tuple holds, in order, per model with a history. */
export function compactFields(model: string): string[] {
  const owner = TIMELINES[model as TimelineModel];
  return Object.keys(MODELS[model as keyof typeof MODELS]).filter((field) => field !== owner);
}

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
export class Timelines {
  private readonly rows = new Map<string, Map<string, unknown>>();
  private readonly lines = new Map<string, Map<string, TimelineEntry[]>>();
  private readonly entries = new Map<string, Map<string, TimelineEntry & { owner: string }>>();
  private readonly histories = new Map<string, { fields: string[]; owners: Map<string, OwnerHistory>; size: number }>();
  private seq = 0;

  constructor(private readonly historyLimits: Record<string, { owner: number; world: number }> = HISTORY_LIMITS) {
    for (const model of Object.keys(TIMELINES)) {
      this.rows.set(model, new Map());
      this.lines.set(model, new Map());
      this.entries.set(model, new Map());
    }
    for (const model of Object.keys(historyLimits))
      this.histories.set(model, { fields: compactFields(model), owners: new Map(), size: 0 });
  }

  /**
   * A row the row limits took out of the database (and out of its line): a model with a history keeps it as a
   * compact tuple, in time order after the owner's older ones; past the owner's or the world's bound the
   * owner's oldest tuple is forgotten and counted.
   */
  retired(model: string, row: Record<string, unknown>): void {
    const history = this.histories.get(model);
    if (!history) return;
    const owner = row[TIMELINES[model as TimelineModel]] as string;
    let own = history.owners.get(owner);
    if (!own) history.owners.set(owner, (own = { forgotten: 0, rows: [] }));
    const tuple = history.fields.map((field) => row[field]) as CompactRow;
    const at = history.fields.indexOf('createdAt');
    let place = own.rows.length;
    while (place > 0 && (own.rows[place - 1][at] as number) > (row.createdAt as number)) place -= 1;
    if (place === own.rows.length) own.rows.push(tuple);
    else own.rows.splice(place, 0, tuple);
    history.size += 1;
    const limit = this.historyLimits[model];
    while (own.rows.length > limit.owner || history.size > limit.world) {
      own.rows.shift();
      own.forgotten += 1;
      history.size -= 1;
    }
  }

  /** Every compacted history, as a saved world holds it (copies). */
  history(): HistoryState {
    const state: HistoryState = {};
    for (const [model, { owners }] of this.histories) {
      if (owners.size === 0) continue;
      state[model] = {};
      for (const [owner, own] of owners) state[model][owner] = { forgotten: own.forgotten, rows: [...own.rows] };
    }
    return state;
  }

  /** Puts back the compacted histories a saved world held (checked by the import before). */
  restoreHistory(state: HistoryState): void {
    for (const [model, owners] of Object.entries(state)) {
      const history = this.histories.get(model);
      if (!history) continue;
      for (const [owner, own] of Object.entries(owners)) {
        history.owners.set(owner, { forgotten: own.forgotten, rows: [...own.rows] });
        history.size += own.rows.length;
      }
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
        // An owner with nothing left leaves no entry behind (device-made guest ids make owners cheaply).
        if (line?.length === 0) owners.delete(owner);
      }
    }
  }

  /** Every row the owner ever had listed: the kept rows, the compacted ones and those forgotten beyond them. */
  count(model: TimelineModel, owner: string): number {
    const own = this.histories.get(model)?.owners.get(owner);
    return (this.lines.get(model)?.get(owner)?.length ?? 0) + (own ? own.rows.length + own.forgotten : 0);
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

  /**
   * Rows `skip` from the newest, newest first, at most `limit`: the kept rows and the compacted ones (rebuilt
   * as rows, the owner's field put back) in one time order; a kept row still under way may be older than
   * compacted ones. Its cost is the page's and a binary search, however long the history.
   */
  newest<M extends TimelineModel>(model: M, owner: string, skip: number, limit: number): Row<M>[] {
    const line = this.lines.get(model)?.get(owner) ?? [];
    const rows = this.rows.get(model) as Map<string, Row<M>>;
    const history = this.histories.get(model);
    const compacted = history?.owners.get(owner)?.rows ?? [];
    const at = history ? history.fields.indexOf('createdAt') : 0;
    /** Whether the kept row line[i] comes after the compacted row compacted[j] (a tie: the kept row). */
    const keptIsNewer = (i: number, j: number) => line[i].createdAt >= (compacted[j][at] as number);
    const [i0, j0] = split(line.length, compacted.length, Math.min(skip, line.length + compacted.length), keptIsNewer);
    const out: Row<M>[] = [];
    for (let i = i0, j = j0; out.length < limit && (i >= 0 || j >= 0);) {
      if (i >= 0 && (j < 0 || keptIsNewer(i, j))) {
        out.push(rows.get(line[i].id) as Row<M>);
        i -= 1;
      } else {
        const row: Record<string, unknown> = { [TIMELINES[model]]: owner };
        (history as { fields: string[] }).fields.forEach((field, index) => (row[field] = compacted[j][index]));
        out.push(row as Row<M>);
        j -= 1;
      }
    }
    return out;
  }
}

/**
 * Where the `skip` newest rows of two time-ordered lists (kept rows and compacted ones, oldest first) end: the
 * index in each of the newest row not among them (-1 when the list is used up). A binary search on how many
 * of the skipped rows are kept rows, so the last page of a long history costs what the first does.
 */
function split(kept: number, compacted: number, skip: number, keptIsNewer: (i: number, j: number) => boolean) {
  let low = Math.max(0, skip - compacted);
  let high = Math.min(skip, kept);
  for (;;) {
    const fromKept = (low + high) >> 1;
    const fromCompacted = skip - fromKept;
    const oldestKeptTaken = kept - fromKept;
    const newestKeptLeft = oldestKeptTaken - 1;
    const oldestCompactedTaken = compacted - fromCompacted;
    const newestCompactedLeft = oldestCompactedTaken - 1;
    if (fromKept > 0 && newestCompactedLeft >= 0 && !keptIsNewer(oldestKeptTaken, newestCompactedLeft))
      high = fromKept - 1;
    else if (fromCompacted > 0 && newestKeptLeft >= 0 && keptIsNewer(newestKeptLeft, oldestCompactedTaken))
      low = fromKept + 1;
    else return [newestKeptLeft, newestCompactedLeft] as const;
  }
}

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

/** Rows are written at the clock's time, which only moves on, so an insert is nearly always an append. */
function insertInOrder(line: TimelineEntry[], entry: TimelineEntry): void {
  let at = line.length;
  while (at > 0 && line[at - 1].createdAt > entry.createdAt) at -= 1;
  if (at === line.length) line.push(entry);
  else line.splice(at, 0, entry);
}
