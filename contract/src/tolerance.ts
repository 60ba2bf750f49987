import { datetimeRegex, type z, type ZodTypeAny } from 'zod';
import {
  readDescribed,
  type Checked,
  type Described,
  type Drift,
  type DriftOutcome,
  type DriftProblem,
  type NumberCheck,
} from './described.js';

export { droppedFrom, hasDropped, type Drift, type DriftOutcome, type DriftProblem } from './described.js';

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
  | { kind: 'decoration'; fallback: { value: unknown } | { make: (raw: unknown) => unknown } }
  | { kind: 'open'; known: readonly string[]; unknownAs?: unknown }
  | { kind: 'part' };

const marks = new WeakMap<ZodTypeAny, Mark>();

/**
 * A field a screen can do without: read as `fallback` when broken, or as what a function makes of what came. A
 * client's route table names such a function (client-routes.gen.ts), so it lives in fallbacks.ts.
 */
export function decoration<S extends ZodTypeAny>(
  schema: S,
  fallback: z.output<S> | ((raw: unknown) => z.output<S>),
): S {
  marks.set(schema, {
    kind: 'decoration',
    fallback: typeof fallback === 'function' ? { make: fallback as (raw: unknown) => unknown } : { value: fallback },
  });
  return schema;
}

type EnumLike = z.ZodEnum<[string, ...string[]]>;

/** An enumeration a backend may extend: a value the contract does not know is read as `unknownAs`. */
export function openEnum<S extends EnumLike>(schema: S, unknownAs: z.output<S>): S {
  marks.set(schema, { kind: 'open', known: schema.options, unknownAs });
  return schema;
}

/**
 * An enumeration a backend may extend, whose unknown values are kept as they came: the type is the known
 * values or any other string, so a screen must say what it shows for one it does not know.
 */
export function openValues<S extends EnumLike>(schema: S): z.ZodType<z.output<S> | (string & {}), S['_def']> {
  marks.set(schema, { kind: 'open', known: schema.options });
  return schema as unknown as z.ZodType<z.output<S> | (string & {}), S['_def']>;
}

/** A section a screen shows on its own: read as null when a critical field in it is broken. */
export function part<S extends ZodTypeAny>(schema: S): z.ZodType<z.output<S> | null, S['_def'], z.input<S> | null> {
  marks.set(schema, { kind: 'part' });
  return schema as unknown as z.ZodType<z.output<S> | null, S['_def'], z.input<S> | null>;
}

/** The outcomes a screen survives whole; the others cost it something it shows (an item, a part, the answer). */
export const TOLERATED_OUTCOMES: ReadonlySet<DriftOutcome> = new Set(['fallback', 'mapped', 'kept']);

/**
 * Reads `value` by `schema` tolerantly (see above; described.ts reads): the value as the strict reading would
 * give it where the answer keeps the contract, each difference given to `report`. `ok: false` when a critical
 * field outside any list item or part is broken: the answer as a whole cannot be shown.
 */
export function readTolerant(schema: ZodTypeAny, value: unknown, report?: (drift: Drift) => void) {
  return readDescribed(describe(schema), value, report);
}

const described = new WeakMap<ZodTypeAny, Described>();

/**
 * A schema and its marks as data (described.ts): what the tolerant reading needs of it. Kinds a description has
 * no words for (a refinement, a string format other than a pattern or a date-time) keep the schema's own check.
 */
export function describe(schema: ZodTypeAny): Described {
  const known = described.get(schema);
  if (known) return known;
  const mark = marks.get(schema);
  let result: Described;
  if (mark?.kind === 'open')
    result =
      'unknownAs' in mark
        ? { kind: 'open', values: mark.known, unknownAs: mark.unknownAs }
        : { kind: 'open', values: mark.known };
  else if (mark?.kind === 'decoration') {
    const inner = describeStructure(schema);
    result =
      'make' in mark.fallback
        ? { kind: 'decoration', inner, make: mark.fallback.make }
        : { kind: 'decoration', inner, fallback: mark.fallback.value };
  } else if (mark?.kind === 'part') result = { kind: 'part', inner: describeStructure(schema) };
  else result = describeStructure(schema);
  described.set(schema, result);
  return result;
}

/** What zod said was wrong, as a drift's problem. */
function problemOf(value: unknown, issues: z.ZodIssue[]): DriftProblem {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  const code = issues[0]?.code;
  if (code === 'invalid_type') return 'wrong-type';
  if (code === 'invalid_enum_value' || code === 'invalid_literal' || code === 'invalid_union_discriminator')
    return 'unknown-value';
  return 'bad-format';
}

/** The schema's own strict check. */
const checkOf =
  (schema: ZodTypeAny) =>
  (value: unknown): Checked => {
    const parsed = schema.safeParse(value);
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, problem: problemOf(value, parsed.error.issues) };
  };

function describeStructure(schema: ZodTypeAny): Described {
  const def = schema._def as { typeName: string; checks?: { kind: string; [key: string]: unknown }[] } & Record<
    string,
    unknown
  >;
  const strict: Described = { kind: 'strict', check: checkOf(schema) };
  switch (def.typeName) {
    case 'ZodObject': {
      const shape = (schema as z.AnyZodObject).shape as Record<string, ZodTypeAny>;
      return {
        kind: 'object',
        shape: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, describe(field)])),
      };
    }
    case 'ZodArray':
      return (def.minLength ?? def.maxLength ?? def.exactLength) === null
        ? { kind: 'array', item: describe((schema as z.ZodArray<ZodTypeAny>).element) }
        : strict;
    case 'ZodRecord':
      return (def.keyType as ZodTypeAny)._def.typeName === 'ZodString' &&
        ((def.keyType as ZodTypeAny)._def as { checks: unknown[] }).checks.length === 0
        ? { kind: 'record', value: describe(def.valueType as ZodTypeAny) }
        : strict;
    case 'ZodNullable':
      return { kind: 'nullable', inner: describe((schema as z.ZodNullable<ZodTypeAny>).unwrap()) };
    case 'ZodOptional':
      return { kind: 'optional', inner: describe((schema as z.ZodOptional<ZodTypeAny>).unwrap()) };
    case 'ZodDefault':
      return {
        kind: 'default',
        inner: describe(def.innerType as ZodTypeAny),
        value: (def.defaultValue as () => unknown)(),
      };
    case 'ZodDiscriminatedUnion': {
      const union = schema as z.ZodDiscriminatedUnion<string, z.AnyZodObject[]>;
      return {
        kind: 'tagged',
        tag: union.discriminator,
        options: [...union.optionsMap].map(([tag, option]): [unknown, Described] => [tag, describe(option)]),
      };
    }
    case 'ZodUnion':
      return { kind: 'union', options: (def.options as ZodTypeAny[]).map(describe) };
    case 'ZodEffects':
      return { kind: 'check', inner: describe(def.schema as ZodTypeAny), check: checkOf(schema) };
    case 'ZodString':
      return describeString(def.checks ?? []) ?? strict;
    case 'ZodNumber':
      return describeNumber(def.checks ?? []) ?? strict;
    case 'ZodBoolean':
      return def.coerce ? strict : { kind: 'boolean' };
    case 'ZodNull':
      return { kind: 'null' };
    case 'ZodUnknown':
    case 'ZodAny':
      return { kind: 'unknown' };
    case 'ZodLiteral': {
      const value = def.value;
      return value === null || ['string', 'number', 'boolean'].includes(typeof value)
        ? { kind: 'literal', value: value as string | number | boolean | null }
        : strict;
    }
    case 'ZodEnum':
      return { kind: 'enum', values: (schema as EnumLike).options };
    default:
      return strict;
  }
}

function describeString(checks: { kind: string; [key: string]: unknown }[]): Described | null {
  const out: Extract<Described, { kind: 'string' }> = { kind: 'string' };
  const patterns: RegExp[] = [];
  for (const check of checks) {
    if (check.kind === 'min') out.min = Math.max(out.min ?? 0, check.value as number);
    else if (check.kind === 'max') out.max = Math.min(out.max ?? Infinity, check.value as number);
    else if (check.kind === 'regex') patterns.push(check.regex as RegExp);
    else if (check.kind === 'datetime')
      patterns.push(datetimeRegex(check as unknown as Parameters<typeof datetimeRegex>[0]));
    else return null;
  }
  if (patterns.length > 0) out.patterns = patterns;
  return out;
}

function describeNumber(checks: { kind: string; [key: string]: unknown }[]): Described | null {
  const out: NumberCheck[] = [];
  for (const check of checks) {
    if (check.kind === 'int' || check.kind === 'finite') out.push({ kind: check.kind });
    else if (check.kind === 'min' || check.kind === 'max')
      out.push({ kind: check.kind, value: check.value as number, inclusive: check.inclusive as boolean });
    else return null;
  }
  return { kind: 'number', checks: out };
}
