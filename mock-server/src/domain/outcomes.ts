import { QR_PROVIDERS } from '@portal/contract/constants';
import { slipReasonCodes } from '@portal/contract/errors';
import { z } from 'zod';
import type { World } from '../world.js';

/**
 * Armed outcomes: failures (and slip verdicts) QA orders for the next operations of a world, the rules a
 * real provider or bank would decide and the simulator cannot. Each is armed for the next `count`
 * operations of its kind, consumed by the domain rule that meets it, and gone with the world (a reset
 * starts from the scenario's `outcomes` again). Armed from POST /__admin/outcomes or from a scenario file.
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

const count = z
  .number()
  .int()
  .min(1)
  .max(1000)
  .default(1)
  .describe('how many of the next operations of this kind it applies to');
const SlotCode = z.string().min(1).max(40);
const SlipAmount = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((amount) => Math.round(amount * 100) / 100 === amount, 'at most two decimals');

const schemas = {
  transfer: z
    .object({
      kind: z.literal('transfer'),
      slotCode: SlotCode.optional().describe('only transfers to this game account; any game when absent'),
      count,
    })
    .strict(),
  withdraw: z.object({ kind: z.literal('withdraw'), count }).strict(),
  deposit: z.object({ kind: z.literal('deposit'), count }).strict(),
  slip: z.discriminatedUnion('status', [
    z.object({ kind: z.literal('slip'), status: z.literal('SUCCESS'), amount: SlipAmount, count }).strict(),
    z.object({ kind: z.literal('slip'), status: z.literal('FAILED'), note: z.enum(slipReasonCodes), count }).strict(),
  ]),
  qr: z
    .object({
      kind: z.literal('qr'),
      stage: z.enum(['create', 'pay']),
      provider: z.enum(QR_PROVIDERS).optional().describe('only this provider; any when absent'),
      count,
    })
    .strict(),
} as const;

type Schemas = typeof schemas;
export type OutcomeKind = keyof Schemas;
export const OUTCOME_KINDS = Object.keys(schemas) as OutcomeKind[];

/** An outcome as a scenario file or an admin call writes it (`count` may be left out: 1). */
export type OutcomeInput = z.input<Schemas[OutcomeKind]>;
export type Outcome<K extends OutcomeKind = OutcomeKind> = z.output<Schemas[K]>;

type WithoutCount<T> = T extends unknown ? Omit<T, 'count'> : never;
/** An armed outcome as QA reads it back: its id and how many operations it still applies to. */
export type ArmedOutcome = WithoutCount<Outcome> & { id: string; remaining: number };

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

export function armOutcome(world: World, outcome: Outcome): ArmedOutcome {
  const state = armedOf(world);
  const armed: Armed = { id: `o${state.next}`, outcome, remaining: outcome.count };
  state.next += 1;
  state.list.push(armed);
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
