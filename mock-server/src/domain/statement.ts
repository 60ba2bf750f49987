import type { StatementEntry } from '@portal/contract/schemas';
import { fail } from './api-error.js';
import { toMajor } from '../world/money.js';
import type { World } from '../world/world.js';
import type { SourceKind } from './ledger.js';
import { slipLink, toSlip } from './wallet.js';

/** The statement and the slip list: the member's own entries, newest first, paged (world.timeline). */

type StatementRecord = NonNullable<ReturnType<World['db']['statement']['findFirst']>>;

const SOURCE_KINDS: readonly SourceKind[] = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'];

/** Each row's entry, built once: a row is never changed in place (an update writes a new row object). */
const entries = new WeakMap<StatementRecord, StatementEntry>();

export function toStatementEntry(record: StatementRecord): StatementEntry {
  let entry = entries.get(record);
  if (!entry) entries.set(record, (entry = buildEntry(record)));
  return entry;
}

function buildEntry(record: StatementRecord): StatementEntry {
  const entry: StatementEntry = {
    _id: record.id,
    statementType: record.statementType as StatementEntry['statementType'],
    status: record.status as StatementEntry['status'],
    from: record.from,
    to: record.to,
    amount: toMajor(record.amountMinor),
    createdAt: new Date(record.createdAt).toISOString(),
  };
  const kind = record.source as SourceKind | null;
  if (kind && SOURCE_KINDS.includes(kind)) entry[kind] = { description: record.description ?? '' };
  return entry;
}

/**
 * A page of the member's statement, newest first: its cost is the page's, however long the history, and the
 * same page is built (and checked against the contract) once until the data changes.
 */
export function listStatements(world: World, memberId: string, page: number, limit: number) {
  return world.memo(`statements:${memberId}:${page}:${limit}`, () => ({
    total: world.timeline.count('statement', memberId),
    statements: world.timeline.newest('statement', memberId, (page - 1) * limit, limit).map(toStatementEntry),
  }));
}

export function listSlips(world: World, memberId: string, page: number, limit: number) {
  return world.memo(`slips:${memberId}:${page}:${limit}`, () => ({
    total: world.timeline.count('slip', memberId),
    slips: world.timeline.newest('slip', memberId, (page - 1) * limit, limit).map((slip) => toSlip(world, slip)),
  }));
}

/** Where the member's slip of that reference can be seen; NO_DATA for a reference that is not theirs. */
export function slipReference(world: World, memberId: string, reference: string): { url: string } {
  const slip = world.db.slip.findFirst({ where: { memberId: { equals: memberId }, reference: { equals: reference } } });
  if (!slip) fail('NO_DATA');
  return { url: slipLink(world, slip) };
}
