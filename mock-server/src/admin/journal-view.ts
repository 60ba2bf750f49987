import type { JournalEntry as JournalView } from '@portal/contract/admin';
import type { JournalEntry } from '../world.js';

/** Names of fields whose values never leave the simulator through the journal: tokens and passwords. */
const SECRET = /token|password|secret|authorization/i;
/** Longest answer text the journal shows whole; a longer one is cut, and says so. */
export const MAX_SHOWN_CHARS = 16_000;

/** Deeper than this, a value is shown as a mark: a body nested 10,000 deep must not break the journal. */
const MAX_DEPTH = 20;

/** A copy of a JSON value with every secret field's value replaced by "[redacted]". */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET.test(key) ? '[redacted]' : redact(item, depth + 1)]),
  );
}

/**
 * An answer's text as the journal shows it: parsed and redacted when JSON, else the text; cut when long, after
 * the redaction, so a long answer shows no secret either.
 */
function shownAnswer(text: string | null): unknown {
  if (text === null) return null;
  let shown: unknown = text;
  try {
    shown = redact(JSON.parse(text));
  } catch {
    // Not JSON: shown as the text it is.
  }
  const long = typeof shown === 'string' ? shown : JSON.stringify(shown);
  return long.length > MAX_SHOWN_CHARS ? `${long.slice(0, MAX_SHOWN_CHARS)}… (${text.length} characters)` : shown;
}

/** A journal entry as the QA surface answers it: ISO time, bodies redacted. */
export function journalView(entry: JournalEntry): JournalView {
  const at = new Date(entry.at).toISOString();
  if (entry.kind === 'socket') return { ...entry, at, payload: redact(entry.payload) };
  return { ...entry, at, request: redact(entry.request), response: shownAnswer(entry.response) };
}

/**
 * The entries after the id `after` (all kept when absent), oldest first, at most `limit`: the newest ones
 * when there are more, with how many were left out (skipped over the limit, or trimmed before they were read).
 */
export function journalPage(journal: readonly JournalEntry[], limit: number, after?: number) {
  const last = journal.length > 0 ? journal[journal.length - 1].id : 0;
  const from = after === undefined ? 0 : firstAfter(journal, after);
  const start = Math.max(from, journal.length - limit);
  const trimmed = after !== undefined && journal.length > 0 ? Math.max(0, journal[0].id - after - 1) : 0;
  return {
    entries: journal.slice(start).map(journalView),
    last,
    skipped: after === undefined ? 0 : start - from + trimmed,
  };
}

/** The index of the first entry with an id above `after` (ids rise along the journal). */
function firstAfter(journal: readonly JournalEntry[], after: number): number {
  let low = 0;
  let high = journal.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (journal[middle].id <= after) low = middle + 1;
    else high = middle;
  }
  return low;
}
