import type { JournalEntry } from '@portal/contract/admin';

/** Entries the console keeps: enough for minutes of heavy load, a bounded cost to filter and draw. */
export const MAX_ENTRIES = 2_000;

export interface JournalFilter {
  text: string;
  kind: 'all' | 'http' | 'socket';
  /** HTTP status class: 2xx, 4xx, 5xx, or 0 (dropped or hanging). */
  status: 'all' | '2xx' | '4xx' | '5xx' | 'none';
  onlyFaults: boolean;
  onlyViolations: boolean;
  /** Only the calls that passed through to a real backend. */
  onlyReal: boolean;
}

export const NO_FILTER: JournalFilter = {
  text: '',
  kind: 'all',
  status: 'all',
  onlyFaults: false,
  onlyViolations: false,
  onlyReal: false,
};

/**
 * The journal as the console holds it: the newest MAX_ENTRIES entries of one world, oldest first, read on
 * from a cursor. A new world (a reset) starts it over; entries the server left out are counted.
 */
export class JournalStore {
  entries: JournalEntry[] = [];
  world: string | null = null;
  last = 0;
  /** Entries the console never saw (the server's limit or trim, or this store's). */
  missed = 0;

  /** Adds a page read after `last`; answers whether anything changed (a new world always does). */
  add(page: { world: string; entries: JournalEntry[]; last: number; skipped: number }): boolean {
    const newWorld = page.world !== this.world;
    if (newWorld) {
      this.world = page.world;
      this.entries = [];
      this.missed = 0;
    } else this.missed += page.skipped;
    this.last = page.last;
    if (page.entries.length === 0) return newWorld || page.skipped > 0;
    const merged = this.entries.concat(page.entries);
    const over = merged.length - MAX_ENTRIES;
    this.entries = over > 0 ? merged.slice(over) : merged;
    return true;
  }

  clear(): void {
    this.entries = [];
  }
}

/** Whether an entry passes the filter. */
export function matches(entry: JournalEntry, filter: JournalFilter): boolean {
  if (filter.kind !== 'all' && entry.kind !== filter.kind) return false;
  if (entry.kind === 'http') {
    if (filter.onlyFaults && !entry.fault) return false;
    if (filter.onlyViolations && !entry.violation) return false;
    if (filter.onlyReal && entry.source !== 'real') return false;
    if (filter.status !== 'all') {
      const band = entry.status === 0 ? 'none' : `${Math.floor(entry.status / 100)}xx`;
      if (band !== filter.status) return false;
    }
  } else if (filter.onlyFaults || filter.onlyViolations || filter.onlyReal || filter.status !== 'all') return false;
  const text = filter.text.trim().toLowerCase();
  if (!text) return true;
  const haystack =
    entry.kind === 'http'
      ? `${entry.method} ${entry.path} ${entry.route ?? ''} ${entry.code ?? ''} ${entry.status} ${entry.passthrough ? `real ${entry.passthrough.verdict}` : ''}`
      : `${entry.direction} ${entry.event} ${entry.owner}`;
  return haystack.toLowerCase().includes(text);
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The request as a cURL command against the mock server, in its session. The token is a shell variable
 * (the journal never holds one); redacted fields stay marked, to be filled in.
 */
export function curlOf(
  entry: Extract<JournalEntry, { kind: 'http' }>,
  where: { origin: string; session: string | null; access: 'public' | 'member' | 'optional' | null },
): string {
  const url = `${where.origin}${entry.path}${entry.search ? `?${entry.search}` : ''}`;
  const parts = [`curl -X ${entry.method} ${quote(url)}`, `-H 'x-client: wallet-user'`];
  if (where.access === 'member' || where.access === 'optional') parts.push(`-H "authorization: Bearer $TOKEN"`);
  const session = where.session;
  if (session) parts.push(`-H ${quote(`x-mock-session: ${session}`)}`);
  const body = entry.request as { file?: { name: string; type: string } } | null;
  if (body && typeof body === 'object' && 'file' in body && body.file)
    parts.push(`-F ${quote(`file=@${body.file.name};type=${body.file.type}`)}`);
  else if (entry.request !== null && entry.request !== undefined)
    parts.push(`-H 'content-type: application/json'`, `--data ${quote(JSON.stringify(entry.request))}`);
  return parts.join(' \\\n  ');
}
