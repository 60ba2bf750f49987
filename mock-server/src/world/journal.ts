import { carriedSecrets, detached, keptValue, type SecretIndex } from './redaction.js';
import type { JournalEntry, World } from './world.js';

/**
 * The world's journal (the QA console's Journal, GET /__admin/journal): every request and chat socket frame, as
 * kept. What is kept is bounded per world, whatever the clients send:
 *
 * - a request body or a socket frame's payload: about BODY_CHARS characters of JSON; an answer's text:
 *   ANSWER_CHARS (longer strings cut, the rest of a long array or object left out, each cut marked with what it
 *   left out); a path or query string: LINE_CHARS; an event name: EVENT_CHARS;
 * - the entries: the last MIN_ENTRIES to twice as many, fewer when they are large: at most MAX_BYTES by
 *   retainedBytes (once past it, the oldest go until half is left).
 *
 * Credentials never enter it (redaction.ts): bodies, paths, queries and frames are redacted as they are
 * recorded; an answer short enough to be kept whole is kept as the very text sent (no copy on the hot path) and
 * redacted when it is read (routes/qa-journal.ts), by the world's index, which forgets no secret it held then.
 */
export const JOURNAL_LIMITS = {
  minEntries: 500,
  maxBytes: 4 * 1024 * 1024,
  bodyChars: 4096,
  answerChars: 16_000,
  lineChars: 1024,
  eventChars: 64,
} as const;

/** Bytes an entry holds, as V8 keeps it at worst: 2 per character of every string, 8 per value and field, plus headers. */
export function retainedBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (value === null || typeof value !== 'object' || depth > 64) return 8;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + 8 + retainedBytes(item, depth + 1), 16);
  let bytes = 24;
  for (const key in value)
    bytes += 8 + retainedBytes(key) + retainedBytes((value as Record<string, unknown>)[key], depth + 1);
  return bytes;
}

export class Journal {
  readonly entries: JournalEntry[] = [];
  /** retainedBytes of each entry, beside it. */
  private readonly sizes: number[] = [];
  /** The id the next entry gets. */
  next = 1;
  /** The sum of retainedBytes over the entries. */
  bytes = 0;

  /** `secrets`: the world's, which the journal never shows. */
  constructor(readonly secrets: SecretIndex) {}

  add(entry: JournalEntry): void {
    const size = retainedBytes(entry);
    this.entries.push(entry);
    this.sizes.push(size);
    this.bytes += size;
    this.next += 1;
    // Trimmed in batches: shifting 500 entries on every request would cost more than the request.
    if (this.entries.length >= JOURNAL_LIMITS.minEntries * 2)
      this.drop(this.entries.length - JOURNAL_LIMITS.minEntries);
    if (this.bytes > JOURNAL_LIMITS.maxBytes) {
      let count = 0;
      let freed = 0;
      while (this.bytes - freed > JOURNAL_LIMITS.maxBytes / 2 && count < this.entries.length - 1) {
        freed += this.sizes[count];
        count += 1;
      }
      this.drop(count);
    }
  }

  private drop(count: number): void {
    this.entries.splice(0, count);
    for (const size of this.sizes.splice(0, count)) this.bytes -= size;
  }
}

/** A path, query string or name cut to `limit` characters, marked. */
export function cutLine(text: string, limit: number): string {
  return text.length <= limit ? text : detached(`${text.slice(0, limit)}… (${text.length} characters)`);
}

/**
 * An answer's text as the journal keeps it: the text itself when it is short and holds none of the request's
 * own secrets (redacted when read); else redacted now and cut to ANSWER_CHARS.
 */
function keptAnswer(text: string | null, secrets: SecretIndex, carried: readonly string[]): string | null {
  if (text === null) return null;
  if (text.length <= JOURNAL_LIMITS.answerChars && !carried.some((secret) => text.includes(secret))) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return keptValue(text, secrets, carried, JOURNAL_LIMITS.answerChars) as string;
  }
  return JSON.stringify(keptValue(parsed, secrets, carried, JOURNAL_LIMITS.answerChars));
}

type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/**
 * Adds an entry to the world's journal, numbered in order, as the journal keeps it (above). `carried`: every
 * secret the request carries (its bearer token, its credential fields: redaction.ts), redacted by value wherever
 * it appears in the entry; by default, the credential fields of the body or payload. An HTTP entry's path and
 * query come redacted already (core/dispatch.ts knows the routes' secret parameters).
 */
export function recordJournal(world: World, entry: Unnumbered<JournalEntry>, carried?: readonly string[]): void {
  const { journal } = world;
  const { secrets } = journal;
  const id = journal.next;
  if (entry.kind === 'socket') {
    const own = carried ?? carriedSecrets(entry.payload);
    journal.add({
      kind: 'socket',
      id,
      at: entry.at,
      direction: entry.direction,
      event: cutLine(secrets.redactText(entry.event, own), JOURNAL_LIMITS.eventChars),
      owner: secrets.redactText(entry.owner, own),
      payload: keptValue(entry.payload, secrets, own, JOURNAL_LIMITS.bodyChars),
    });
    return;
  }
  const own = carried ?? carriedSecrets(entry.request);
  // Written out field by field: a spread of the entry costs more than the rest of the request's journaling.
  journal.add({
    kind: 'http',
    id,
    at: entry.at,
    method: entry.method,
    path: cutLine(entry.path, JOURNAL_LIMITS.lineChars),
    search: cutLine(entry.search, JOURNAL_LIMITS.lineChars),
    route: entry.route,
    status: entry.status,
    code: entry.code,
    ms: entry.ms,
    fault: entry.fault,
    request: entry.request === null ? null : keptValue(entry.request, secrets, own, JOURNAL_LIMITS.bodyChars),
    response: keptAnswer(entry.response, secrets, own),
    violation: entry.violation,
    passthrough: entry.passthrough ?? null,
  });
}
