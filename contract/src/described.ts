/**
 * The tolerant reading (tolerance.ts, docs/decisions/018) done over a schema described as plain data, with no
 * zod: what a client needs to read an answer, without the 15 KB of zod and the contract's schemas in its first
 * load (docs/decisions/022). `describe` (tolerance.ts) turns a zod schema and its marks into a `Described`;
 * `readDescribed` reads a value by it. The client's route table (client-routes.gen.ts) holds the description
 * of each route's 200 answer, written out by `npm run gen:routes`.
 */

/** What was wrong with a field. */
export type DriftProblem = 'missing' | 'null' | 'wrong-type' | 'bad-format' | 'unknown-value';
/** What the tolerant reading made of it. */
export type DriftOutcome = 'fallback' | 'mapped' | 'kept' | 'item-dropped' | 'part-failed' | 'answer-failed';
/** One difference between an answer and the contract: where (`slots[].logo`), what, and what became of it. */
export interface Drift {
  path: string;
  problem: DriftProblem;
  outcome: DriftOutcome;
}

/** A number's check, in the order the schema declares it (the first that fails says what was wrong). */
export type NumberCheck =
  { kind: 'int' } | { kind: 'finite' } | { kind: 'min' | 'max'; value: number; inclusive: boolean };

/** The result of a strict check made in-process by the schema itself (refinements, and any other kind). */
export type Checked = { ok: true; value: unknown } | { ok: false; problem: DriftProblem };

/** A schema as data. `check` and `strict` hold functions of the schema: they are never written out. */
export type Described =
  | { kind: 'object'; shape: Record<string, Described> }
  | { kind: 'array'; item: Described }
  | { kind: 'record'; value: Described }
  | { kind: 'nullable'; inner: Described }
  | { kind: 'optional'; inner: Described }
  | { kind: 'default'; inner: Described; value: unknown }
  | { kind: 'tagged'; tag: string; options: [unknown, Described][] }
  | { kind: 'union'; options: Described[] }
  | { kind: 'string'; min?: number; max?: number; patterns?: RegExp[] }
  | { kind: 'number'; checks: NumberCheck[] }
  | { kind: 'boolean' }
  | { kind: 'null' }
  | { kind: 'unknown' }
  | { kind: 'literal'; value: string | number | boolean | null }
  | { kind: 'enum'; values: readonly string[] }
  /** openEnum / openValues: an unknown string is `unknownAs` where there is one, else kept. */
  | { kind: 'open'; values: readonly string[]; unknownAs?: unknown }
  /** decoration: broken, read as `fallback`, or as `make(raw)` where the fallback is made from what came. */
  | { kind: 'decoration'; inner: Described; fallback?: unknown; make?: (raw: unknown) => unknown }
  | { kind: 'part'; inner: Described }
  /** A refinement or transform: the inner value read tolerantly, then checked strictly. */
  | { kind: 'check'; inner: Described; check: (value: unknown) => Checked }
  /** Any other kind of schema, checked strictly as a whole. */
  | { kind: 'strict'; check: (value: unknown) => Checked };

/*
 * Builders of descriptions: the route table (client-routes.gen.ts) is written with them, in fewer characters
 * than the objects they make, which a bundler then shortens to a letter each.
 */
export const object = (shape: Record<string, Described>): Described => ({ kind: 'object', shape });
export const array = (item: Described): Described => ({ kind: 'array', item });
export const record = (value: Described): Described => ({ kind: 'record', value });
export const nullable = (inner: Described): Described => ({ kind: 'nullable', inner });
export const optional = (inner: Described): Described => ({ kind: 'optional', inner });
export const withDefault = (inner: Described, value: unknown): Described => ({ kind: 'default', inner, value });
export const tagged = (tag: string, options: [unknown, Described][]): Described => ({ kind: 'tagged', tag, options });
export const union = (options: Described[]): Described => ({ kind: 'union', options });
export const string = (min?: number, max?: number, patterns?: RegExp[]): Described => ({
  kind: 'string',
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
  ...(patterns === undefined ? {} : { patterns }),
});
export const number = (...checks: NumberCheck[]): Described => ({ kind: 'number', checks });
export const boolean = (): Described => ({ kind: 'boolean' });
export const nothing = (): Described => ({ kind: 'null' });
export const unknown = (): Described => ({ kind: 'unknown' });
export const literal = (value: string | number | boolean | null): Described => ({ kind: 'literal', value });
export const oneOf = (values: readonly string[]): Described => ({ kind: 'enum', values });
/** An open enumeration: with a second argument, unknown values are read as it; without, kept. */
export const open = (values: readonly string[], ...unknownAs: [unknown?]): Described =>
  unknownAs.length > 0 ? { kind: 'open', values, unknownAs: unknownAs[0] } : { kind: 'open', values };
export const decoration = (inner: Described, fallback: unknown): Described => ({ kind: 'decoration', inner, fallback });
export const made = (inner: Described, make: (raw: unknown) => unknown): Described => ({
  kind: 'decoration',
  inner,
  make,
});
export const part = (inner: Described): Described => ({ kind: 'part', inner });

/** A route as a client calls it (client-routes.gen.ts): the answer it reads, its 200, described. */
export interface ClientRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  contentType?: 'application/json' | 'multipart/form-data';
  responses: { 200: Described };
}

type Result = { ok: true; value: unknown } | { ok: false; path: string; problem: DriftProblem };

const dropped = new WeakMap<readonly unknown[], number>();
/** The values read in which some list left an item out. */
const withDropped = new WeakSet<object>();

/**
 * How many items of a list read tolerantly were left out because a critical field in them was broken. The count
 * belongs to that list object: a copy of the list (a cache merging it into an older answer) has none, so a
 * client keeps such an answer whole (`hasDropped`).
 */
export function droppedFrom(list: readonly unknown[]): number {
  return dropped.get(list) ?? 0;
}

/** Whether a value read tolerantly holds a list that left items out (keep it as it is: see `droppedFrom`). */
export function hasDropped(value: unknown): boolean {
  return typeof value === 'object' && value !== null && withDropped.has(value);
}

/**
 * Reads `value` by `described` tolerantly: the value as the strict reading would give it where the answer keeps
 * the contract, each difference given to `report`. `ok: false` when a critical field outside any list item or
 * part is broken: the answer as a whole cannot be shown.
 */
export function readDescribed(
  described: Described,
  value: unknown,
  report: (drift: Drift) => void = () => undefined,
): Result {
  let left = false;
  const result = read(described, value, '', (drift) => {
    if (drift.outcome === 'item-dropped') left = true;
    report(drift);
  });
  if (!result.ok) report({ path: result.path, problem: result.problem, outcome: 'answer-failed' });
  else if (left && typeof result.value === 'object' && result.value !== null) withDropped.add(result.value);
  return result;
}

const ok = (value: unknown): Result => ({ ok: true, value });
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A broken value: missing or null as such, else what the leaf says (a value of another type by default). */
function broken(value: unknown, path: string, problem: DriftProblem = 'wrong-type'): Result {
  if (value === undefined) return { ok: false, path, problem: 'missing' };
  if (value === null) return { ok: false, path, problem: 'null' };
  return { ok: false, path, problem };
}

type Report = (drift: Drift) => void;

function read(described: Described, value: unknown, path: string, report: Report): Result {
  switch (described.kind) {
    case 'open': {
      if (described.values.includes(value as string)) return ok(value);
      if (typeof value !== 'string') return broken(value, path);
      const mapped = 'unknownAs' in described;
      report({ path, problem: 'unknown-value', outcome: mapped ? 'mapped' : 'kept' });
      return ok(mapped ? described.unknownAs : value);
    }
    case 'decoration': {
      const result = read(described.inner, value, path, report);
      if (result.ok) return result;
      report({ path: result.path, problem: result.problem, outcome: 'fallback' });
      return ok(described.make ? described.make(value) : described.fallback);
    }
    case 'part': {
      const result = read(described.inner, value, path, report);
      if (result.ok) return result;
      report({ path: result.path, problem: result.problem, outcome: 'part-failed' });
      return ok(null);
    }
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return broken(value, path);
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(described.shape)) {
        const result = read(field, (value as Record<string, unknown>)[key], join(path, key), report);
        if (!result.ok) return result;
        if (result.value !== undefined) out[key] = result.value;
      }
      return ok(out);
    }
    case 'record': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return broken(value, path);
      const out: Record<string, unknown> = {};
      for (const [key, raw] of Object.entries(value)) {
        // A key that would set the copy's prototype is not a value (as zod skips it).
        if (key === '__proto__') continue;
        const result = read(described.value, raw, join(path, key), report);
        if (!result.ok) return result;
        if (result.value !== undefined) out[key] = result.value;
      }
      return ok(out);
    }
    case 'array':
      return readList(described.item, value, path, report);
    case 'nullable':
      return value === null ? ok(null) : read(described.inner, value, path, report);
    case 'optional':
      return value === undefined ? ok(undefined) : read(described.inner, value, path, report);
    case 'default':
      return value === undefined ? ok(structuredClone(described.value)) : read(described.inner, value, path, report);
    case 'tagged': {
      if (typeof value !== 'object' || value === null) return broken(value, path);
      const tag = (value as Record<string, unknown>)[described.tag];
      const option = described.options.find(([known]) => known === tag)?.[1];
      if (option) return read(option, value, path, report);
      return broken(tag, join(path, described.tag), typeof tag === 'string' ? 'unknown-value' : 'wrong-type');
    }
    case 'union':
      return readUnion(described.options, value, path, report);
    case 'check': {
      const inner = read(described.inner, value, path, report);
      if (!inner.ok) return inner;
      const checked = described.check(inner.value);
      return checked.ok ? checked : { ok: false, path, problem: 'bad-format' };
    }
    case 'strict': {
      const checked = described.check(value);
      return checked.ok ? checked : { ok: false, path, problem: checked.problem };
    }
    default:
      return readLeaf(described, value, path);
  }
}

function readList(item: Described, value: unknown, path: string, report: Report): Result {
  if (!Array.isArray(value)) return broken(value, path);
  const out: unknown[] = [];
  let left = 0;
  for (const raw of value) {
    const result = read(item, raw, `${path}[]`, report);
    if (result.ok) out.push(result.value);
    else {
      left += 1;
      report({ path: result.path, problem: result.problem, outcome: 'item-dropped' });
    }
  }
  if (left > 0) dropped.set(out, left);
  return ok(out);
}

/** The first option the value keeps exactly, else the first it can be read by, with what differed. */
function readUnion(options: Described[], value: unknown, path: string, report: Report): Result {
  for (const option of options) {
    let differs = false;
    const result = read(option, value, path, () => (differs = true));
    if (result.ok && !differs) return result;
  }
  for (const option of options) {
    const drifts: Drift[] = [];
    const result = read(option, value, path, (drift) => drifts.push(drift));
    if (result.ok) {
      drifts.forEach(report);
      return result;
    }
  }
  return broken(value, path, 'bad-format');
}

type Leaf = Extract<Described, { kind: 'string' | 'number' | 'boolean' | 'null' | 'unknown' | 'literal' | 'enum' }>;

function readLeaf(described: Leaf, value: unknown, path: string): Result {
  switch (described.kind) {
    case 'unknown':
      return ok(value);
    case 'boolean':
      return typeof value === 'boolean' ? ok(value) : broken(value, path);
    case 'null':
      return value === null ? ok(value) : broken(value, path);
    case 'literal':
      return value === described.value ? ok(value) : broken(value, path, 'unknown-value');
    case 'enum':
      if (typeof value !== 'string') return broken(value, path);
      return described.values.includes(value) ? ok(value) : broken(value, path, 'unknown-value');
    case 'string': {
      if (typeof value !== 'string') return broken(value, path);
      const { min, max, patterns = [] } = described;
      const fits =
        (min === undefined || value.length >= min) &&
        (max === undefined || value.length <= max) &&
        patterns.every((pattern) => {
          pattern.lastIndex = 0;
          return pattern.test(value);
        });
      return fits ? ok(value) : broken(value, path, 'bad-format');
    }
    case 'number': {
      if (typeof value !== 'number' || Number.isNaN(value)) return broken(value, path);
      const failed = described.checks.find((check) => !holds(check, value));
      if (!failed) return ok(value);
      return broken(value, path, failed.kind === 'int' ? 'wrong-type' : 'bad-format');
    }
  }
}

function holds(check: NumberCheck, value: number): boolean {
  switch (check.kind) {
    case 'int':
      return Number.isInteger(value);
    case 'finite':
      return Number.isFinite(value);
    case 'min':
      return check.inclusive ? value >= check.value : value > check.value;
    case 'max':
      return check.inclusive ? value <= check.value : value < check.value;
  }
}
