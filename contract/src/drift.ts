/**
 * How a backend that drifted from the contract answers, as the simulator plays it (a `drift` fault,
 * `/__admin/faults`) and as the drift matrix applies it to every field (web/src/drift-matrix.test.tsx).
 *
 * - Whole routes: `unknown-code` (an error code the catalogue does not know, 422), `remove-route` (a plain 404).
 * - Fields of a successful answer, every field named `field` at any depth: `rename-field` (to `to`),
 *   `retype-field` (a number becomes a string, anything else a number), `null-field`, `drop-field`,
 *   `unknown-value` (a value no enumeration of the contract has: `to`, or UNKNOWN_VALUE), `date-format` (an ISO
 *   time written as 02/01/2026 10:04), `bad-item` (in every list named `field`, the first item's fields all
 *   null), `extra-field` (every object gains a field named `to`, or extraField, that the contract does not know).
 */
export const DRIFT_CHANGES = [
  'rename-field',
  'retype-field',
  'null-field',
  'drop-field',
  'unknown-value',
  'date-format',
  'bad-item',
  'extra-field',
  'unknown-code',
  'remove-route',
] as const;
export type DriftChange = (typeof DRIFT_CHANGES)[number];

type Need = 'required' | 'optional';
/**
 * What each change takes (a drift fault with a required input missing is refused; one it does not take is not
 * sent) and whether it rewrites a successful answer's body (the others replace the answer).
 */
export const DRIFT_INPUTS: Record<DriftChange, { body: boolean; field?: Need; to?: Need; unknownCode?: Need }> = {
  'rename-field': { body: true, field: 'required', to: 'required' },
  'retype-field': { body: true, field: 'required' },
  'null-field': { body: true, field: 'required' },
  'drop-field': { body: true, field: 'required' },
  'unknown-value': { body: true, field: 'required', to: 'optional' },
  'date-format': { body: true, field: 'required' },
  'bad-item': { body: true, field: 'required' },
  'extra-field': { body: true, to: 'optional' },
  'unknown-code': { body: false, unknownCode: 'required' },
  'remove-route': { body: false },
};

/** The changes that act on a field, and so need its name. */
export const FIELD_DRIFTS: ReadonlySet<DriftChange> = new Set(
  DRIFT_CHANGES.filter((change) => DRIFT_INPUTS[change].field),
);

/** The changes that rewrite a successful answer's body. */
export const BODY_DRIFTS: ReadonlySet<DriftChange> = new Set(
  DRIFT_CHANGES.filter((change) => DRIFT_INPUTS[change].body),
);

/** An error code a drift may answer with: letters, digits and underscores (one the catalogue lacks). */
export const UNKNOWN_CODE_PATTERN = /^[A-Za-z0-9_]{1,60}$/;

export const UNKNOWN_VALUE = 'UNKNOWN_VALUE';
export const EXTRA_FIELD = 'extraField';

export interface BodyDrift {
  change: DriftChange;
  field: string | null;
  to: string | null;
}

/** An ISO time as some backends write it: day/month/year hour:minute, in UTC. */
function otherDateForm(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(time.getUTCDate())}/${two(time.getUTCMonth() + 1)}/${time.getUTCFullYear()} ${two(time.getUTCHours())}:${two(time.getUTCMinutes())}`;
}

/** The value a field named by the drift takes, or `drop` to leave it out. */
function changed(value: unknown, drift: BodyDrift): unknown {
  switch (drift.change) {
    case 'retype-field':
      return typeof value === 'number' ? String(value) : 12345;
    case 'null-field':
      return null;
    case 'unknown-value':
      return drift.to ?? UNKNOWN_VALUE;
    case 'date-format':
      return typeof value === 'string' ? otherDateForm(value) : value;
    case 'bad-item':
      return Array.isArray(value) && value.length > 0 ? [broken(value[0]), ...value.slice(1)] : value;
    default:
      return value;
  }
}

/** A list item with every field null (a value that is not an object becomes null). */
function broken(item: unknown): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return null;
  return Object.fromEntries(Object.keys(item).map((key) => [key, null]));
}

/** A successful answer's body as a backend drifted by `drift` would send it; the body itself is not changed. */
export function applyDrift(body: unknown, drift: BodyDrift): unknown {
  const { change, field } = drift;
  if (!BODY_DRIFTS.has(change) || (FIELD_DRIFTS.has(change) && !field)) return body;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      if (key !== field) entries.push([key, walk(item)]);
      else if (change === 'rename-field') entries.push([drift.to ?? key, walk(item)]);
      else if (change !== 'drop-field') entries.push([key, changed(walk(item), drift)]);
    }
    if (change === 'extra-field') entries.push([drift.to ?? EXTRA_FIELD, 'drift']);
    return Object.fromEntries(entries);
  };
  return walk(body);
}
