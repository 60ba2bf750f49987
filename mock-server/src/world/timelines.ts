import type { Database } from './models.js';

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
