import { FAULT_MAX_MS, type Fault, type FaultInput } from '@portal/contract/admin-schemas';
import { applyDrift, BODY_DRIFTS, DRIFT_INPUTS } from '@portal/contract/drift';
import { isErrorCode, type ErrorCode } from '@portal/contract/errors';
import { seeded, type Seeded } from '../world/seeded.js';

/**
 * Faults QA puts on a world (`/__admin/faults`): a route (its contract name, such as `wallet.transfer`, or
 * `*` for every route) answers late, with an error code, not at all (the connection is dropped), or hangs
 * until the client gives up. A fault fires on the next N calls, on a share of calls, or until removed; a
 * reset builds a new world and so clears them. Transport faults move no money: a TRANSFER_FAIL set here is
 * the provider refusing before anything moved.
 */

/** A hang without a length lasts past the 60 s request timeout. */
export const DEFAULT_HANG_MS = 65_000;
/** Faults per world: enough for any plan, not a way to grow memory. */
export const MAX_FAULTS = 100;

export interface FaultState {
  list: Fault[];
  counter: number;
  random: Seeded;
}

export function createFaultState(seed: number): FaultState {
  return { list: [], counter: 0, random: seeded(seed ^ 0x5eed) };
}

/** What the routes are and which error codes each may answer: a fault may only ask for a declared code. */
export type RouteCatalog = ReadonlyMap<string, ReadonlySet<ErrorCode>>;

export type FaultProblem = { path: string; issue: 'missing' | 'invalid' };

/** Checks a parsed fault against the routes; returns the problems (empty when it can be added). */
export function faultProblems(input: FaultInput, routes: RouteCatalog): FaultProblem[] {
  const problems: FaultProblem[] = [];
  const every = input.route === '*';
  if (!every && !routes.has(input.route)) problems.push({ path: 'body.route', issue: 'invalid' });
  if (input.kind === 'error' && problems.length === 0) {
    const declared = every
      ? [...routes.values()].every((codes) => codes.has(input.code))
      : routes.get(input.route)?.has(input.code);
    if (!declared) problems.push({ path: 'body.code', issue: 'invalid' });
  }
  if (input.kind === 'drift') {
    const takes = DRIFT_INPUTS[input.change];
    for (const key of ['field', 'to', 'unknownCode'] as const)
      if (takes[key] === 'required' && input[key] === undefined)
        problems.push({ path: `body.${key}`, issue: 'missing' });
    // A drift's code is one the catalogue does not know: a known one is an error fault.
    if (input.unknownCode !== undefined && isErrorCode(input.unknownCode))
      problems.push({ path: 'body.unknownCode', issue: 'invalid' });
  }
  if (input.kind === 'delay') {
    const range = input.minMs !== undefined || input.maxMs !== undefined;
    if (range && input.ms !== undefined) problems.push({ path: 'body.ms', issue: 'invalid' });
    else if (range && (input.minMs === undefined || input.maxMs === undefined))
      problems.push({ path: input.minMs === undefined ? 'body.minMs' : 'body.maxMs', issue: 'missing' });
    else if (range && (input.minMs as number) > (input.maxMs as number))
      problems.push({ path: 'body.maxMs', issue: 'invalid' });
    else if (!range && input.ms === undefined) problems.push({ path: 'body.ms', issue: 'missing' });
  }
  return problems;
}

export function addFault(state: FaultState, input: FaultInput): Fault {
  state.counter += 1;
  const fault: Fault = {
    id: `f${state.counter}`,
    route: input.route,
    kind: input.kind,
    ms: input.kind === 'delay' ? (input.ms ?? null) : input.kind === 'hang' ? (input.ms ?? DEFAULT_HANG_MS) : null,
    minMs: input.kind === 'delay' ? (input.minMs ?? null) : null,
    maxMs: input.kind === 'delay' ? (input.maxMs ?? null) : null,
    code: input.kind === 'error' ? input.code : null,
    drift:
      input.kind === 'drift'
        ? {
            change: input.change,
            field: input.field ?? null,
            to: input.to ?? null,
            unknownCode: input.unknownCode ?? null,
          }
        : null,
    remaining: input.times ?? null,
    probability: input.probability ?? null,
    fired: 0,
  };
  state.list.push(fault);
  if (state.list.length > MAX_FAULTS) state.list.shift();
  return fault;
}

export function removeFault(state: FaultState, id: string): boolean {
  const index = state.list.findIndex((fault) => fault.id === id);
  if (index === -1) return false;
  state.list.splice(index, 1);
  return true;
}

/** What the faults of a world do to one call of a route. */
export interface FaultPlan {
  /** Total delay before the call is answered (or cut). */
  delayMs: number;
  /** The first error, drop, hang or route drift (unknown-code, remove-route) that fired: it answers the call. */
  outcome: Fault | null;
  /** The drifts of a successful answer's body that fired, in the order set: each rewrites the answer in turn. */
  drifts: Fault[];
  /** Every fault that fired, for the journal. */
  fired: string[];
}

/** Decides which faults fire on this call, counts them, and drops the ones that are used up. */
export function planFaults(state: FaultState, routeName: string): FaultPlan | null {
  if (state.list.length === 0) return null;
  let delayMs = 0;
  let outcome: Fault | null = null;
  const drifts: Fault[] = [];
  const fired: string[] = [];
  for (const fault of [...state.list]) {
    if (fault.route !== '*' && fault.route !== routeName) continue;
    const body = fault.drift !== null && BODY_DRIFTS.has(fault.drift.change);
    if (fault.kind !== 'delay' && !body && outcome) continue;
    if (fault.probability !== null && state.random() >= fault.probability) continue;
    fault.fired += 1;
    fired.push(`${fault.id}:${fault.kind}`);
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) removeFault(state, fault.id);
    }
    if (fault.kind === 'delay') {
      const { ms, minMs, maxMs } = fault;
      delayMs += ms ?? Math.round((minMs as number) + state.random() * ((maxMs as number) - (minMs as number)));
    } else if (body) drifts.push(fault);
    else outcome = fault;
  }
  return fired.length > 0 ? { delayMs: Math.min(delayMs, FAULT_MAX_MS), outcome, drifts, fired } : null;
}

/** A successful answer's text as a backend drifted by `drift` would send it (contract/src/drift.ts). */
export function driftedText(text: string, drift: NonNullable<Fault['drift']>): string {
  if (!BODY_DRIFTS.has(drift.change)) return text;
  return JSON.stringify(applyDrift(JSON.parse(text), drift));
}
