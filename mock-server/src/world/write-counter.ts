import { isUnderWay, ROW_LIMITS } from './row-limits.js';
import { MODELS, type Database } from './models.js';
import type { SecretIndex } from './redaction.js';
import {
  fieldDefault,
  isPlainPatch,
  learnEntitySymbols,
  primaryKeyOf,
  PRIMARY_KEYS,
  rowMarks,
  storeOf,
} from './store.js';
import { MUTATORS, type Timelines } from './timelines.js';

/** The fields of each model that hold a credential: kept in the world's SecretIndex as rows are written. */
const SECRET_FIELDS: Partial<Record<keyof typeof MODELS, readonly string[]>> = {
  member: ['password'],
  session: ['token'],
  gameAccount: ['password'],
  otp: ['token', 'code'],
  giftVoucher: ['voucher'],
  chatMessage: ['guestId', 'deviceToken'],
};

/**
 * Makes every change to the database bump the world's revision, so no rule can forget to, and keeps three
 * indexes current from the changes themselves: each model's rows by primary key, the per-owner timelines and
 * the credentials written (SECRET_FIELDS). A `findFirst` by key is then a map lookup, and an `update` by key
 * writes a copy of the row with the patch into the store (what @mswjs/data's own update ends with), instead
 * of a scan that compiles the query once per row of the model: that scan cost most of a transfer, and grew
 * with every statement.
 */
export function countChanges(db: Database, bump: () => void, timelines: Timelines, secrets: SecretIndex): () => void {
  const store = storeOf(db);
  /** Per model, the limits to apply again to owners whose rows stopped being under way. */
  const trims: (() => void)[] = [];
  for (const [modelName, model] of Object.entries(db) as unknown as [string, Record<string, unknown>][]) {
    const key = PRIMARY_KEYS[modelName] ?? 'id';
    /** The model's rows by key, oldest first (a Map keeps the order keys were first added in). */
    const byKey = new Map<string, Record<string, unknown>>();
    const limit = ROW_LIMITS[modelName];
    /** Each owner's row keys, oldest first: for the per-owner limit. */
    const byOwner = new Map<string, Set<string>>();
    const track = (row: Record<string, unknown>, added: boolean) => {
      if (!limit) return;
      const owner = String(row[limit.ownerField]);
      let keys = byOwner.get(owner);
      if (added) {
        if (!keys) byOwner.set(owner, (keys = new Set()));
        keys.add(row[key] as string);
      } else if (keys) {
        keys.delete(row[key] as string);
        if (keys.size === 0) byOwner.delete(owner);
      }
    };
    /** Drops the oldest row among `keys` that nothing still needs; false when every one is needed. */
    const dropOldest = (keys: Iterable<string>): boolean => {
      for (const oldest of keys) {
        const row = byKey.get(oldest);
        if (!row || isUnderWay(modelName, row)) continue;
        store.delete(modelName, oldest);
        byKey.delete(oldest);
        track(row, false);
        timelines.changed(modelName, 'delete', row);
        timelines.retired(modelName, row);
        return true;
      }
      return false;
    };
    const keepWithinLimits = (owner: string) => {
      if (!limit) return;
      const own = byOwner.get(owner);
      while (own && own.size > limit.owner && dropOldest(own.keys()));
      while (byKey.size > limit.world && dropOldest(byKey.keys()));
    };
    /** Owners with a row that settled (a slip read, a deposit done): over a limit it may now be dropped. */
    const settled = new Set<string>();
    const noteSettled = (row: Record<string, unknown> | null | undefined) => {
      if (limit && row && !isUnderWay(modelName, row)) settled.add(String(row[limit.ownerField]));
    };
    trims.push(() => {
      // Most settles find nothing settled: clear() allocates a new table even for an empty set.
      if (settled.size === 0) return;
      settled.forEach(keepWithinLimits);
      settled.clear();
    });
    const fields = Object.entries(MODELS[modelName as keyof typeof MODELS] ?? {}).map(([field, definition]) => ({
      field,
      ...fieldDefault(definition),
    }));
    /**
     * The row @mswjs/data's create makes of plain values, made directly: its create looks each field up
     * through lodash and formats a debug line, a tenth of a transfer. Its rules: a field left out takes its
     * getter's value, null only where nullable; fields outside the model are left out. Undefined (its own
     * create then answers, or throws as it does) for a key missing or taken, a value not plain, or before its
     * row symbols are known.
     */
    const makeRow = (data: unknown): Record<string | symbol, unknown> | undefined => {
      const marks = rowMarks();
      if (!marks || typeof data !== 'object' || data === null) return undefined;
      const given = data as Record<string, unknown>;
      const id = given[key];
      if (typeof id !== 'string' || id === '' || byKey.has(id)) return undefined;
      const row: Record<string | symbol, unknown> = {};
      for (const { field, make, nullable } of fields) {
        const value = given[field];
        if (value === undefined) row[field] = make();
        else if (value === null && nullable) row[field] = null;
        else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
          row[field] = value;
        else return undefined;
      }
      row[marks.type] = modelName;
      row[marks.primaryKey] = key;
      return row;
    };
    const secretFields = SECRET_FIELDS[modelName as keyof typeof MODELS] ?? [];
    const remember = (row: Record<string, unknown>) => secretFields.forEach((field) => secrets.add(row[field]));
    for (const name of MUTATORS) {
      const original = model[name];
      if (typeof original !== 'function') continue;
      model[name] = (...args: unknown[]) => {
        bump();
        const query = args[0] as { data?: unknown; strict?: boolean } | undefined;
        const wanted = name === 'update' && !query?.strict ? primaryKeyOf(query, key) : undefined;
        if (wanted !== undefined && isPlainPatch(query?.data, key)) {
          const previous = byKey.get(wanted);
          if (!previous) return null;
          const next = { ...previous, ...query.data };
          store.update(modelName, previous, next);
          byKey.set(wanted, next);
          timelines.changed(modelName, name, next);
          noteSettled(next);
          remember(next);
          return next;
        }
        const made = name === 'create' ? makeRow(args[0]) : undefined;
        if (made) store.create(modelName, made);
        const result = made ?? (original as (...a: unknown[]) => unknown).apply(model, args);
        if (name === 'create' && result) learnEntitySymbols(result as object);
        const rows = (Array.isArray(result) ? result : result ? [result] : []) as Record<string, unknown>[];
        for (const row of rows) {
          if (name.startsWith('delete')) {
            byKey.delete(row[key] as string);
            track(row, false);
          } else {
            byKey.set(row[key] as string, row);
            remember(row);
            if (name === 'create') track(row, true);
            else noteSettled(row);
          }
        }
        timelines.changed(modelName, name, result);
        if (name === 'create' && limit) rows.forEach((row) => keepWithinLimits(String(row[limit.ownerField])));
        return result;
      };
    }
    const findFirst = model.findFirst as (query: unknown) => unknown;
    model.findFirst = (query: unknown) => {
      const wanted = primaryKeyOf(query, key);
      return wanted === undefined ? findFirst.call(model, query) : (byKey.get(wanted) ?? null);
    };
  }
  return () => trims.forEach((trim) => trim());
}
