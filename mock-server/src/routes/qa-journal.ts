import type { JournalEntry as JournalView } from '@portal/contract/admin';
import { JOURNAL_LIMITS, type Journal } from '../world/journal.js';
import { keptValue, type SecretIndex } from '../world/redaction.js';
import type { JournalEntry } from '../world/world.js';

/**
 * An answer's text as the journal shows it: redacted (redaction.ts) by name and by the world's secrets, parsed
 * when JSON. Bodies and frames were redacted, and long answers cut, when they were recorded (journal.ts).
 */
function shownAnswer(text: string | null, secrets: SecretIndex): unknown {
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return secrets.redactText(text);
  }
  return keptValue(parsed, secrets, [], JOURNAL_LIMITS.answerChars);
}

/** A journal entry as the QA surface answers it: ISO time, the answer redacted. */
export function journalView(entry: JournalEntry, secrets: SecretIndex): JournalView {
  const at = new Date(entry.at).toISOString();
  if (entry.kind === 'socket') return { ...entry, at };
  const passthrough = entry.passthrough ?? null;
  return {
    ...entry,
    at,
    response: shownAnswer(entry.response, secrets),
    source: passthrough ? 'real' : 'simulator',
    passthrough,
  };
}

/**
 * The entries after the id `after` (all kept when absent), oldest first, at most `limit`: the newest ones
 * when there are more, with how many were left out (skipped over the limit, or trimmed before they were read).
 */
export function journalPage({ entries: journal, secrets }: Journal, limit: number, after?: number) {
  const last = journal.length > 0 ? journal[journal.length - 1].id : 0;
  const from = after === undefined ? 0 : firstAfter(journal, after);
  const start = Math.max(from, journal.length - limit);
  const trimmed = after !== undefined && journal.length > 0 ? Math.max(0, journal[0].id - after - 1) : 0;
  return {
    entries: journal.slice(start).map((entry) => journalView(entry, secrets)),
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
