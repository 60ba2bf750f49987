/**
 * What the world reaches inside @mswjs/data 0.16 (its version is pinned): the store behind the model APIs, the
 * symbols each row is marked with, and how a query by primary key is recognised (write-counter.ts).
 */
import type { Database } from './models.js';

/** The primary key of each model (the rest use `id`). */
export const PRIMARY_KEYS: Record<string, string> = { session: 'token', otp: 'token', giftVoucher: 'voucher' };

/** The key a query asks for when it is exactly `{ where: { <primary key>: { equals: key } } }`. */
export function primaryKeyOf(query: unknown, key: string): string | undefined {
  const where = (query as { where?: Record<string, Record<string, unknown>> } | undefined)?.where;
  if (!where) return undefined;
  const fields = Object.keys(where);
  if (fields.length !== 1 || fields[0] !== key) return undefined;
  const condition = where[key];
  const operators = Object.keys(condition);
  return operators.length === 1 && operators[0] === 'equals' && typeof condition.equals === 'string'
    ? condition.equals
    : undefined;
}

/** What @mswjs/data 0.16 keeps behind its model APIs: the store an update writes the next row into. */
export interface StoreOfRows {
  events: { removeAllListeners(): void };
  create(modelName: string, row: object): void;
  update(modelName: string, previous: object, next: object): void;
  delete(modelName: string, key: string): void;
}

/** The database instance @mswjs/data's factory keeps under a symbol of its result (the version is pinned). */
export function storeOf(db: Database): StoreOfRows {
  const symbol = Object.getOwnPropertySymbols(db).find((s) => s.description === 'databaseInstance');
  const store = symbol ? (db as unknown as Record<symbol, StoreOfRows>)[symbol] : undefined;
  if (typeof store?.create !== 'function' || typeof store.update !== 'function' || typeof store.delete !== 'function')
    throw new Error('@mswjs/data no longer keeps its database where 0.16 did');
  return store;
}

/** The symbols @mswjs/data marks each row with (its model and its key field), read off the first row it makes. */
let entitySymbols: { type: symbol; primaryKey: symbol } | null = null;

/** Those symbols, once a row has shown them (null before). */
export function rowMarks(): { type: symbol; primaryKey: symbol } | null {
  return entitySymbols;
}

export function learnEntitySymbols(row: object): void {
  if (entitySymbols) return;
  const symbols = Object.getOwnPropertySymbols(row);
  const type = symbols.find((symbol) => symbol.description === 'type');
  const primaryKey = symbols.find((symbol) => symbol.description === 'primaryKey');
  if (type && primaryKey) entitySymbols = { type, primaryKey };
}

/** A field's value when a create leaves it out, as @mswjs/data gives it: its getter's (String() is ''). */
export function fieldDefault(definition: unknown): { make: () => unknown; nullable: boolean } {
  const getter = definition as { getPrimaryKeyValue?: () => unknown; getValue?: () => unknown };
  if (typeof getter.getPrimaryKeyValue === 'function') return { make: getter.getPrimaryKeyValue, nullable: false };
  if (typeof getter.getValue === 'function') return { make: getter.getValue, nullable: true };
  if (typeof definition === 'function') return { make: definition as () => unknown, nullable: false };
  throw new Error(`a model field of an unknown kind: ${String(definition)}`);
}

/** A patch of plain values that leaves the key alone: what an update by key can apply as a copy of the row. */
export function isPlainPatch(data: unknown, key: string): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null || key in data) return false;
  return Object.values(data).every(
    (value) => typeof value !== 'function' && (typeof value !== 'object' || value === null || Array.isArray(value)),
  );
}
