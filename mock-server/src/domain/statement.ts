import type { StatementEntry } from '@portal/contract/schemas';
import { fail } from '../api-error.js';
import { toMajor } from '../money.js';
import type { World } from '../world.js';
import type { SourceKind } from './ledger.js';
import { slipLink, toSlip } from './wallet.js';

/** The statement and the slip list: the member's own entries, newest first, paged. */

type StatementRecord = NonNullable<ReturnType<World['db']['statement']['findFirst']>>;

const SOURCE_KINDS: readonly SourceKind[] = ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'];

export function toStatementEntry(record: StatementRecord): StatementEntry {
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

/** Newest first; entries of the same instant in reverse order of writing (ids grow with every write). */
function newestFirst<T extends { createdAt: number; id: string }>(list: T[]): T[] {
  const idOrder = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return [...list].sort((a, b) => b.createdAt - a.createdAt || idOrder(b.id, a.id));
}

function pageOf<T>(list: T[], page: number, limit: number): T[] {
  return list.slice((page - 1) * limit, page * limit);
}

export function listStatements(world: World, memberId: string, page: number, limit: number) {
  const all = newestFirst(world.db.statement.findMany({ where: { memberId: { equals: memberId } } }));
  return { total: all.length, statements: pageOf(all, page, limit).map(toStatementEntry) };
}

export function listSlips(world: World, memberId: string, page: number, limit: number) {
  const all = newestFirst(world.db.slip.findMany({ where: { memberId: { equals: memberId } } }));
  return { total: all.length, slips: pageOf(all, page, limit).map((slip) => toSlip(world, slip)) };
}

/** Where the member's slip of that reference can be seen; NO_DATA for a reference that is not theirs. */
export function slipReference(world: World, memberId: string, reference: string): { url: string } {
  const slip = world.db.slip.findFirst({ where: { memberId: { equals: memberId }, reference: { equals: reference } } });
  if (!slip) fail('NO_DATA');
  return { url: slipLink(world, slip) };
}
