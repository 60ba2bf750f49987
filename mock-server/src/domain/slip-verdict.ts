import { MINUTE } from '../world/clock.js';
import type { SlipOutcome } from '../scenario/scenario.js';
import type { World } from '../world/world.js';
import { fnv1a } from './hash.js';
import { takeOutcome } from './outcomes.js';

/**
 * How the simulator "reads" an uploaded slip, from the image itself (a real backend reads the bank's
 * reference number and the transfer time off the picture). In this order:
 *
 * 1. an armed slip verdict (POST /__admin/outcomes `{ "kind": "slip", … }`) wins;
 * 2. the same image bytes as a slip uploaded before in this world: FAILED SLIP_REFNO_DUPLICATED;
 * 3. a PNG whose tEXt chunk `TransferTime` (an ISO 8601 time) is more than site.slipWindow.uploadWithinMinutes
 *    before the upload: FAILED EXPIRED_SLIP (spec §9: a slip must be uploaded within 1 hour of the transfer);
 * 4. otherwise one of scenario.slipOutcomes, picked by a hash of the bytes (FNV-1a), so the same image
 *    always gives the same verdict and different images spread over the list.
 */

export const TRANSFER_TIME_KEYWORD = 'TransferTime';

const PNG_SIGNATURE_LENGTH = 8;

function latin1(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}

/**
 * The tEXt chunks of a PNG (keyword → text, Latin-1), read chunk by chunk up to IEND or the end of the
 * bytes; a truncated chunk ends the reading. CRCs are not checked: the simulator reads, it does not verify.
 */
export function pngTextChunks(bytes: Uint8Array): Map<string, string> {
  const texts = new Map<string, string>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = PNG_SIGNATURE_LENGTH;
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = latin1(bytes.subarray(offset + 4, offset + 8));
    const dataStart = offset + 8;
    const dataEnd = dataStart + length;
    if (dataEnd + 4 > bytes.length) break;
    if (type === 'IEND') break;
    if (type === 'tEXt') {
      const data = bytes.subarray(dataStart, dataEnd);
      const separator = data.indexOf(0);
      if (separator > 0) texts.set(latin1(data.subarray(0, separator)), latin1(data.subarray(separator + 1)));
    }
    offset = dataEnd + 4;
  }
  return texts;
}

/** When the transfer on the slip was made, if the image says (ms since epoch), else null. */
export function slipTransferTime(bytes: Uint8Array): number | null {
  const text = pngTextChunks(bytes).get(TRANSFER_TIME_KEYWORD);
  if (text === undefined) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
}

export function pickSlipOutcome(outcomes: readonly SlipOutcome[], hash: number): SlipOutcome {
  return outcomes[hash % outcomes.length];
}

/** The images of the slips uploaded in each world, by hash, to recognise the same image again. */
const seenByWorld = new WeakMap<World, Map<number, Uint8Array[]>>();

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** Remembers the image and answers whether the same bytes were uploaded before in this world. */
function seenBefore(world: World, bytes: Uint8Array, hash: number): boolean {
  let seen = seenByWorld.get(world);
  if (!seen) {
    seen = new Map();
    seenByWorld.set(world, seen);
  }
  const sameHash = seen.get(hash) ?? [];
  if (sameHash.some((earlier) => sameBytes(earlier, bytes))) return true;
  seen.set(hash, [...sameHash, bytes]);
  return false;
}

/**
 * When the transfer on a slip was made: what the image says (a PNG's TransferTime), else what QA armed for the
 * next slips (a `slipTime` outcome: minutes before upload), else the scenario's transferAgeMinutes before now.
 */
function transferTimeOf(world: World, bytes: Uint8Array, transferAgeMinutes: number): number {
  const stated = slipTransferTime(bytes);
  if (stated !== null) return stated;
  const armed = takeOutcome(world, 'slipTime');
  return world.clock.now() - (armed ? armed.minutesAgo : transferAgeMinutes) * MINUTE;
}

/** The verdict an uploaded slip will get when it is read (see the order above). */
export function judgeSlip(world: World, bytes: Uint8Array): SlipOutcome {
  const hash = fnv1a(bytes);
  const duplicate = seenBefore(world, bytes, hash);
  const armed = takeOutcome(world, 'slip');
  if (armed) {
    return armed.status === 'SUCCESS'
      ? { status: 'SUCCESS', amount: armed.amount }
      : { status: 'FAILED', note: armed.note };
  }
  if (duplicate) return { status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' };
  const { uploadWithinMinutes, transferAgeMinutes = 0 } = world.scenario.site.slipWindow;
  if (world.clock.now() - transferTimeOf(world, bytes, transferAgeMinutes) > uploadWithinMinutes * MINUTE) {
    return { status: 'FAILED', note: 'EXPIRED_SLIP' };
  }
  return pickSlipOutcome(world.scenario.slipOutcomes, hash);
}
