import type { z, ZodTypeAny } from 'zod';

/**
 * Two readings of one contract (docs/decisions/018-tolerant-reading.md). The simulator is held to the schemas
 * as they are (the strict reading). A client reads a real backend's answers through `readTolerant`, derived
 * from the same schemas and the marks below, so one field that differs costs only what needs it:
 *
 * - A field is critical unless marked: broken (missing, null, another type, another form), it fails the part
 *   it is in: a list item is left out (and counted, `droppedFrom`), a `part` becomes null, anything else fails
 *   the whole answer. Money, ids, codes and flags are critical: nothing is ever made up for them.
 * - `decoration(schema, fallback)`: a field a screen can do without (a name, a picture, a text, a date shown
 *   as it came); broken, it is read as the fallback.
 * - `openEnum(schema, unknownAs)`: an enumeration a backend may extend; a value the contract does not know is
 *   read as `unknownAs` (where the spec says how: a status in progress, a chat message of unknown type).
 * - `openValues(schema)`: the same, with the unknown value kept as it came; the type says so
 *   (`Values | (string & {})`), so every screen that reads it handles a value it does not know.
 * - `part(schema)`: a section of an answer a screen shows on its own (the invite box of the wallet): broken,
 *   it is read as null, and the type says so.
 *
 * Fields the contract does not know are dropped, as the strict reading drops them.
 */

type Mark =
  | { kind: 'decoration'; fallback: (raw: unknown) => unknown }
  | { kind: 'open'; known: ReadonlySet<unknown>; unknownAs?: unknown }
  | { kind: 'part' };

const marks = new WeakMap<ZodTypeAny, Mark>();

/** A field a screen can do without: read as `fallback` (a value, or made from what came) when broken. */
export function decoration<S extends ZodTypeAny>(
  schema: S,
  fallback: z.output<S> | ((raw: unknown) => z.output<S>),
): S {
  marks.set(schema, {
    kind: 'decoration',
    fallback: typeof fallback === 'function' ? (fallback as (raw: unknown) => unknown) : () => fallback,
  });
  return schema;
}

type EnumLike = z.ZodEnum<[string, ...string[]]>;

/** An enumeration a backend may extend: a value the contract does not know is read as `unknownAs`. */
export function openEnum<S extends EnumLike>(schema: S, unknownAs: z.output<S>): S {
  marks.set(schema, { kind: 'open', known: new Set(schema.options), unknownAs });
  return schema;
}

/**
 * An enumeration a backend may extend, whose unknown values are kept as they came: the type is the known
 * values or any other string, so a screen must say what it shows for one it does not know.
 */
export function openValues<S extends EnumLike>(schema: S): z.ZodType<z.output<S> | (string & {}), S['_def']> {
  marks.set(schema, { kind: 'open', known: new Set(schema.options) });
  return schema as unknown as z.ZodType<z.output<S> | (string & {}), S['_def']>;
}

/** A section a screen shows on its own: read as null when a critical field in it is broken. */
export function part<S extends ZodTypeAny>(schema: S): z.ZodType<z.output<S> | null, S['_def'], z.input<S> | null> {
  marks.set(schema, { kind: 'part' });
  return schema as unknown as z.ZodType<z.output<S> | null, S['_def'], z.input<S> | null>;
}

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

/** The outcomes a screen survives whole; the others cost it something it shows (an item, a part, the answer). */
export const TOLERATED_OUTCOMES: ReadonlySet<DriftOutcome> = new Set(['fallback', 'mapped', 'kept']);

type Result = { ok: true; value: unknown } | { ok: false; path: string; problem: DriftProblem };

const dropped = new WeakMap<readonly unknown[], number>();
/** The values read by `readTolerant` in which some list left an item out. */
const withDropped = new WeakSet<object>();

/**
 * How many items of a list read by `readTolerant` were left out because a critical field in them was broken.
 * The count belongs to that list object: a copy of the list (a cache merging it into an older answer) has none,
 * so a client keeps such an answer whole (`hasDropped`).
 */
export function droppedFrom(list: readonly unknown[]): number {
  return dropped.get(list) ?? 0;
}

/** Whether a value `readTolerant` gave holds a list that left items out (keep it as it is: see `droppedFrom`). */
export function hasDropped(value: unknown): boolean {
  return typeof value === 'object' && value !== null && withDropped.has(value);
}

/**
 * Reads `value` by `schema` tolerantly (see above): the value as the strict reading would give it where the
 * answer keeps the contract, each difference given to `report`. `ok: false` when a critical field outside any
 * list item or part is broken: the answer as a whole cannot be shown.
 */
export function readTolerant(
  schema: ZodTypeAny,
  value: unknown,
  report: (drift: Drift) => void = () => undefined,
): Result {
  let left = false;
  const result = read(schema, value, '', (drift) => {
    if (drift.outcome === 'item-dropped') left = true;
    report(drift);
  });
  if (!result.ok) report({ path: result.path, problem: result.problem, outcome: 'answer-failed' });
  else if (left && typeof result.value === 'object' && result.value !== null) withDropped.add(result.value);
  return result;
}

const ok = (value: unknown): Result => ({ ok: true, value });
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function problemOf(value: unknown, issues?: z.ZodIssue[]): DriftProblem {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  const code = issues?.[0]?.code;
  if (code === 'invalid_type') return 'wrong-type';
  if (code === 'invalid_enum_value' || code === 'invalid_literal' || code === 'invalid_union_discriminator')
    return 'unknown-value';
  return 'bad-format';
}

function read(schema: ZodTypeAny, value: unknown, path: string, report: (drift: Drift) => void): Result {
  const mark = marks.get(schema);
  if (mark?.kind === 'open') {
    if (mark.known.has(value)) return ok(value);
    if (typeof value !== 'string') return { ok: false, path, problem: problemOf(value, [typeIssue]) };
    const mapped = 'unknownAs' in mark;
    report({ path, problem: 'unknown-value', outcome: mapped ? 'mapped' : 'kept' });
    return ok(mapped ? mark.unknownAs : value);
  }
  const result = readStructure(schema, value, path, report);
  if (result.ok || !mark) return result;
  if (mark.kind === 'decoration') {
    report({ path: result.path, problem: result.problem, outcome: 'fallback' });
    return ok(mark.fallback(value));
  }
  report({ path: result.path, problem: result.problem, outcome: 'part-failed' });
  return ok(null);
}

const typeIssue = { code: 'invalid_type' } as z.ZodIssue;

function readStructure(schema: ZodTypeAny, value: unknown, path: string, report: (drift: Drift) => void): Result {
  const def = schema._def as { typeName: string } & Record<string, unknown>;
  switch (def.typeName) {
    case 'ZodObject': {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return { ok: false, path, problem: problemOf(value, [typeIssue]) };
      const shape = (schema as z.AnyZodObject).shape as Record<string, ZodTypeAny>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const raw = (value as Record<string, unknown>)[key];
        const result = read(field, raw, join(path, key), report);
        if (!result.ok) return result;
        if (result.value !== undefined) out[key] = result.value;
      }
      return ok(out);
    }
    case 'ZodArray': {
      if (!Array.isArray(value)) return { ok: false, path, problem: problemOf(value, [typeIssue]) };
      const item = (schema as z.ZodArray<ZodTypeAny>).element;
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
    case 'ZodNullable':
      return value === null ? ok(null) : read((schema as z.ZodNullable<ZodTypeAny>).unwrap(), value, path, report);
    case 'ZodOptional':
      return value === undefined
        ? ok(undefined)
        : read((schema as z.ZodOptional<ZodTypeAny>).unwrap(), value, path, report);
    case 'ZodDefault':
      return value === undefined
        ? ok((def.defaultValue as () => unknown)())
        : read(def.innerType as ZodTypeAny, value, path, report);
    case 'ZodDiscriminatedUnion': {
      const union = schema as z.ZodDiscriminatedUnion<string, z.AnyZodObject[]>;
      if (typeof value !== 'object' || value === null)
        return { ok: false, path, problem: problemOf(value, [typeIssue]) };
      const tag = (value as Record<string, unknown>)[union.discriminator];
      const option = union.optionsMap.get(tag as string);
      if (!option) {
        const problem = typeof tag === 'string' ? 'unknown-value' : problemOf(tag, [typeIssue]);
        return { ok: false, path: join(path, union.discriminator), problem };
      }
      return read(option, value, path, report);
    }
    case 'ZodUnion': {
      const options = def.options as ZodTypeAny[];
      for (const option of options) {
        const strict = option.safeParse(value);
        if (strict.success) return ok(strict.data);
      }
      for (const option of options) {
        const drifts: Drift[] = [];
        const result = read(option, value, path, (drift) => drifts.push(drift));
        if (result.ok) {
          drifts.forEach(report);
          return result;
        }
      }
      return { ok: false, path, problem: problemOf(value, schema.safeParse(value).error?.issues) };
    }
    case 'ZodEffects': {
      const inner = read(def.schema as ZodTypeAny, value, path, report);
      if (!inner.ok) return inner;
      const checked = schema.safeParse(inner.value);
      return checked.success ? ok(checked.data) : { ok: false, path, problem: 'bad-format' };
    }
    case 'ZodLazy':
      return read((schema as z.ZodLazy<ZodTypeAny>).schema, value, path, report);
    default: {
      const parsed = schema.safeParse(value);
      return parsed.success ? ok(parsed.data) : { ok: false, path, problem: problemOf(value, parsed.error.issues) };
    }
  }
}
