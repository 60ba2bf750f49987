import type { WorldSnapshot } from '@portal/contract/admin';
import { ApiError } from './api-error.js';
import { outcomeState, restoreOutcomes } from './domain/outcomes.js';
import type { ScenarioDefinition } from './scenario.js';
import { createWorld, MODELS, type PendingEvent, type World } from './world.js';

type Details = { path: string; issue: 'missing' | 'invalid' }[];
type ModelName = keyof typeof MODELS;

/**
 * A whole world as data and back (GET and POST /__admin/world): QA hands a bug's exact state to a developer.
 * The rows are the database's own (money in minor units, times in ms); each field is checked against the
 * model's definition on the way in, so a hand-edited file cannot put a string where the rules count money.
 */
export function exportWorld(world: World): WorldSnapshot {
  world.settle();
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const name of Object.keys(MODELS) as ModelName[])
    tables[name] = (world.db[name].getAll() as unknown as Record<string, unknown>[]).map((row) => ({ ...row }));
  const outcomes = outcomeState(world);
  return {
    format: 'wallet-portal-world',
    version: 1,
    scenario: world.scenario.name,
    exportedAt: new Date(world.clock.now()).toISOString(),
    clock: { now: world.clock.now(), frozen: world.clock.frozen },
    flags: { ...world.flags },
    ids: world.idCount,
    random: { world: world.random.state(), faults: world.faults.random.state() },
    tables,
    pending: world.upcoming().map((event) => ({ ...event })) as WorldSnapshot['pending'],
    faults: { counter: world.faults.counter, list: world.faults.list.map((fault) => ({ ...fault })) },
    outcomes,
    files: [...world.files].map(([id, file]) => ({
      id,
      name: file.name,
      mimeType: file.mimeType,
      ...(file.owner !== undefined && { owner: file.owner }),
      base64: toBase64(file.buffer),
    })),
    otps: [...world.sentOtps].map(([phone, sent]) => ({ phone, ...sent })),
  };
}

/** The world a snapshot describes, on its scenario; throws ApiError KEY_INVALID naming what does not fit. */
export function importWorld(scenario: ScenarioDefinition, snapshot: WorldSnapshot): World {
  const details: Details = [];
  for (const [name, rows] of Object.entries(snapshot.tables)) {
    if (!(name in MODELS)) {
      details.push({ path: `body.tables.${name}`, issue: 'invalid' });
      continue;
    }
    rows.forEach((row, index) => details.push(...rowProblems(name as ModelName, row, `body.tables.${name}.${index}`)));
  }
  details.push(...referenceProblems(snapshot));
  if (details.length > 0) throw new ApiError('KEY_INVALID', details.slice(0, 50));

  const world = createWorld(scenario, { now: snapshot.clock.now, empty: true });
  if (snapshot.clock.frozen) world.clock.freeze();
  Object.assign(world.flags, snapshot.flags);
  world.idCount = snapshot.ids;
  world.random.restore(snapshot.random.world);
  world.faults.random.restore(snapshot.random.faults);
  for (const name of Object.keys(MODELS) as ModelName[]) {
    // In the order they were written: the per-member timelines break ties between equal times by it.
    const rows = snapshot.tables[name] ?? [];
    const model = world.db[name] as unknown as { create(row: Record<string, unknown>): unknown };
    rows.forEach((row, index) => {
      try {
        model.create(row);
      } catch {
        // The database refuses a second row with the same key.
        world.dispose();
        throw new ApiError('KEY_INVALID', [{ path: `body.tables.${name}.${index}`, issue: 'invalid' }]);
      }
    });
  }
  snapshot.pending.forEach((event) => world.schedule(event as PendingEvent));
  world.faults.counter = snapshot.faults.counter;
  world.faults.list.push(...snapshot.faults.list);
  restoreOutcomes(world, snapshot.outcomes as Parameters<typeof restoreOutcomes>[1]);
  for (const file of snapshot.files) {
    const buffer = fromBase64(file.base64);
    if (!buffer) throw new ApiError('KEY_INVALID', [{ path: `body.files.${file.id}`, issue: 'invalid' }]);
    world.files.set(file.id, {
      name: file.name,
      mimeType: file.mimeType,
      buffer,
      ...(file.owner !== undefined && { owner: file.owner }),
    });
  }
  for (const otp of snapshot.otps) world.sentOtps.set(otp.phone, { code: otp.code, ref: otp.ref, at: otp.at });
  world.revision += 1;
  return world;
}

/** What a field of a model holds: read from the model's definition (`String`, `nullable(Number)`, `() => []`). */
function fieldKind(definition: unknown): { type: string; nullable: boolean } {
  if (typeof definition === 'object' && definition !== null && 'getPrimaryKeyValue' in definition)
    return { type: typeof (definition.getPrimaryKeyValue as () => unknown)(), nullable: false };
  if (typeof definition === 'object' && definition !== null && 'getValue' in definition)
    return { type: typeof (definition.getValue as () => unknown)(), nullable: true };
  const sample = (definition as () => unknown)();
  return { type: Array.isArray(sample) ? 'array' : typeof sample, nullable: false };
}

const fieldKinds = Object.fromEntries(
  Object.entries(MODELS).map(([name, fields]) => [
    name,
    Object.entries(fields).map(([field, definition]) => [field, fieldKind(definition)] as const),
  ]),
) as Record<ModelName, (readonly [string, { type: string; nullable: boolean }])[]>;

function rowProblems(model: ModelName, row: Record<string, unknown>, at: string): Details {
  const problems: Details = [];
  const known = new Set(fieldKinds[model].map(([field]) => field));
  for (const field of Object.keys(row))
    if (!known.has(field)) problems.push({ path: `${at}.${field}`, issue: 'invalid' });
  for (const [field, kind] of fieldKinds[model]) {
    const value = row[field];
    if (value === undefined) problems.push({ path: `${at}.${field}`, issue: 'missing' });
    else if (value === null ? !kind.nullable : !fits(value, kind.type))
      problems.push({ path: `${at}.${field}`, issue: 'invalid' });
  }
  return problems;
}

/** Rows and events of members the world does not have: the rules would meet a member that is not there. */
function referenceProblems(snapshot: WorldSnapshot): Details {
  const members = new Set((snapshot.tables.member ?? []).map((row) => row.id));
  const problems: Details = [];
  for (const [name, rows] of Object.entries(snapshot.tables))
    rows.forEach((row, index) => {
      if ('memberId' in row && !members.has(row.memberId))
        problems.push({ path: `body.tables.${name}.${index}.memberId`, issue: 'invalid' });
    });
  snapshot.pending.forEach((event, index) => {
    if (!members.has(event.memberId)) problems.push({ path: `body.pending.${index}.memberId`, issue: 'invalid' });
  });
  return problems;
}

function fits(value: unknown, type: string): boolean {
  if (type === 'array') return Array.isArray(value) && value.every((item) => Number.isFinite(item));
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === type;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
