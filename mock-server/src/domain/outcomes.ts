import type { ArmedOutcome } from '@portal/contract/admin';
import { OUTCOME_KINDS, outcomeSchemas, type OutcomeKind } from '@portal/contract/admin-schemas';
import { z } from 'zod';
import type { World } from '../world/world.js';

/**
 * Armed outcomes: failures (and slip verdicts) QA orders for the next operations of a world, the rules a
 * real provider or bank would decide and the simulator cannot. Each is armed for the next `count`
 * operations of its kind, consumed by the domain rule that meets it, and gone with the world (a reset
 * starts from the scenario's `outcomes` again). Armed from POST /__admin/outcomes or from a scenario file.
 *
 * The shapes are the admin contract's (contract/src/admin.ts).
 *
 * - transfer: the next transfer from the wallet to a game account (optionally only that game) is refused
 *   by the game provider: the money leaves the wallet, comes back, a FAILED transfer entry says so, and the
 *   call answers TRANSFER_FAIL. Transfers from a game to the wallet are not affected.
 * - withdraw: the next withdrawal is debited as usual and ends FAILED at its payout time; the money is then
 *   returned to the wallet.
 * - deposit: the next manual deposit announcement (wallet/add) ends FAILED at its confirmation time and is
 *   never credited.
 * - slip: the next uploaded slip's verdict: SUCCESS with an amount, or FAILED with a slip reason code. It
 *   wins over what the image would give (duplicate, expired, the scenario's outcomes).
 * - qr: stage `create`, the next QR creation (optionally for one provider) answers QR_FAIL; stage `pay`, the
 *   next QR payment (POST /__admin/qrcode/{id}/pay) fails: the QR ends FAILED, a FAILED deposit entry is
 *   written and nothing is credited.
 */

const schemas = outcomeSchemas;
type Schemas = typeof schemas;
type Outcome<K extends OutcomeKind = OutcomeKind> = z.output<Schemas[K]>;

const kindOnly = z.object({ kind: z.enum(OUTCOME_KINDS as [OutcomeKind, ...OutcomeKind[]]) });

/** Validates an outcome: first its kind, then the fields of that kind (so errors name the right fields). */
export function parseOutcome(input: unknown): z.SafeParseReturnType<unknown, Outcome> {
  const kind = kindOnly.safeParse(input);
  if (!kind.success) return { success: false, error: kind.error };
  return schemas[kind.data.kind].safeParse(input);
}

interface Armed {
  id: string;
  outcome: Outcome;
  remaining: number;
}

const armedByWorld = new WeakMap<World, { next: number; list: Armed[] }>();

function armedOf(world: World): { next: number; list: Armed[] } {
  let state = armedByWorld.get(world);
  if (!state) {
    state = { next: 1, list: [] };
    armedByWorld.set(world, state);
  }
  return state;
}

function view(armed: Armed): ArmedOutcome {
  const outcome: Partial<Outcome> = { ...armed.outcome };
  delete outcome.count;
  return { id: armed.id, ...outcome, remaining: armed.remaining } as ArmedOutcome;
}

/** Outcomes armed at once, at most (what a saved world holds): arming one more drops the oldest. */
export const MAX_OUTCOMES = 1_000;

export function armOutcome(world: World, outcome: Outcome): ArmedOutcome {
  const state = armedOf(world);
  const armed: Armed = { id: `o${state.next}`, outcome, remaining: outcome.count };
  state.next += 1;
  state.list.push(armed);
  if (state.list.length > MAX_OUTCOMES) state.list.shift();
  return view(armed);
}

/** What is armed now, oldest first (the order in which they are consumed). */
export function armedOutcomes(world: World): ArmedOutcome[] {
  return armedOf(world).list.map(view);
}

/** Disarms one outcome by id, or every outcome without an id; answers how many were removed. */
export function disarmOutcomes(world: World, id?: string): number {
  const state = armedOf(world);
  const before = state.list.length;
  state.list = id === undefined ? [] : state.list.filter((armed) => armed.id !== id);
  return before - state.list.length;
}

/**
 * Consumes one use of the oldest armed outcome of the kind that matches the operation, and answers it
 * (null when none is armed: the operation goes its usual way).
 */
export function takeOutcome<K extends OutcomeKind>(
  world: World,
  kind: K,
  matches: (outcome: Outcome<K>) => boolean = () => true,
): Outcome<K> | null {
  const state = armedOf(world);
  const armed = state.list.find((a) => a.outcome.kind === kind && matches(a.outcome as Outcome<K>));
  if (!armed) return null;
  armed.remaining -= 1;
  if (armed.remaining <= 0) state.list = state.list.filter((a) => a !== armed);
  return armed.outcome as Outcome<K>;
}

/** The armed outcomes as data (a saved world), in the order they are consumed. */
export function outcomeState(world: World): {
  next: number;
  list: { id: string; remaining: number; outcome: Outcome }[];
} {
  const state = armedOf(world);
  return { next: state.next, list: state.list.map((armed) => ({ ...armed, outcome: { ...armed.outcome } })) };
}

/** Arms what a saved world had armed (the outcomes already read by the contract). */
export function restoreOutcomes(
  world: World,
  saved: { next: number; list: { id: string; remaining: number; outcome: Outcome }[] },
): void {
  armedByWorld.set(world, { next: saved.next, list: saved.list.map((armed) => ({ ...armed })) });
}
