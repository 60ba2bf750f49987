import type { AdminClient } from '@portal/contract/admin';
import { driftFault, presetsOn, type DemoDrift } from '@portal/mock-server/demo-drifts';

/**
 * What the demo bar does to the world, each through the QA surface of the simulator in the page (the admin
 * contract, as the QA console does it to the Node server's): reads put together into what the bar shows, and
 * the presenter's scripted events. A refused call is the simulator's bug here, never the presenter's: it
 * throws, and the bar says the step did not happen.
 */

/** The world as the bar shows it. */
export interface DemoState {
  scenario: string;
  /** The world's time (ms since epoch). */
  now: number;
  /** Slips waiting for a verdict, QR codes open for payment. */
  waitingSlips: number;
  openQrs: number;
  /** The newest one-time code the world sent (what a registering presenter types). */
  lastOtp: { phone: string; code: string } | null;
  /** The drift presets on now. */
  drifts: DemoDrift[];
}

/** Slips approved by the presenter that were going to be refused are approved at this amount. */
export const PRESENTER_SLIP_AMOUNT = 500;

/** The body of a 200 answer; anything else is thrown. */
async function ok<T extends { status: number; body: unknown }>(
  call: Promise<T>,
): Promise<Extract<T, { status: 200 }>['body']> {
  const answer = await call;
  if (answer.status !== 200) throw new Error(`the simulator refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body as Extract<T, { status: 200 }>['body'];
}

export async function readDemoState(admin: AdminClient): Promise<DemoState> {
  // The clock first: reading it settles what fell due, so the counts below are of what is still to come.
  const clock = await ok(admin.clock());
  const [health, qrcodes, otps, faults] = await Promise.all([
    ok(admin.health()),
    ok(admin.qrcodes()),
    ok(admin.otps()),
    ok(admin.faults()),
  ]);
  const [newest] = otps.otps;
  return {
    scenario: health.scenario,
    now: Date.parse(clock.now),
    waitingSlips: clock.pending.filter((event) => event.kind === 'slip').length,
    openQrs: qrcodes.qrcodes.filter((qr) => qr.status === 'OPEN').length,
    lastOtp: newest ? { phone: newest.phone, code: newest.code } : null,
    drifts: presetsOn(faults.faults),
  };
}

/**
 * Reads the state each time it is called, one read at a time: calls during a read make one more read after it
 * (a burst of changes is read once, never out of order). A failed read leaves what was shown.
 */
export function stateReader(admin: AdminClient, onState: (state: DemoState) => void): () => void {
  let running = false;
  let again = false;
  const read = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void readDemoState(admin)
      .then(onState, () => undefined)
      .finally(() => {
        running = false;
        if (!again) return;
        again = false;
        read();
      });
  };
  return read;
}

/** A fresh world of the scenario. */
export async function restart(admin: AdminClient, scenario: string): Promise<void> {
  await ok(admin.reset({ body: { scenario } }));
}

/** The clock moves on; the log-in being shown moves with it. */
export async function advance(admin: AdminClient, ms: number): Promise<void> {
  await ok(admin.setClock({ body: { advanceSeconds: ms / 1000, keepLogins: true } }));
}

/** The newest open QR code is paid (false when none is open). */
export async function payNewestQr(admin: AdminClient): Promise<boolean> {
  const { qrcodes } = await ok(admin.qrcodes());
  const open = qrcodes.find((qr) => qr.status === 'OPEN');
  if (!open) return false;
  await ok(admin.payQr({ params: { qrcodeId: open.qrcodeId } }));
  return true;
}

/** Every slip waiting for a verdict gets this one now (how many did). */
export async function decideSlips(admin: AdminClient, approve: boolean): Promise<number> {
  const verdict = approve
    ? ({ status: 'SUCCESS', amount: PRESENTER_SLIP_AMOUNT } as const)
    : ({ status: 'FAILED', note: 'INVALID_SLIP' } as const);
  return (await ok(admin.decideSlips({ body: verdict }))).decided;
}

/**
 * Support answers the conversation written to last, else the member logged in now (false: nobody to answer).
 */
export async function answerSupport(admin: AdminClient, text: string): Promise<boolean> {
  const { conversations } = await ok(admin.conversations());
  const owner =
    conversations[0]?.owner ?? (await ok(admin.members())).members.find((member) => member.loggedIn > 0)?.id;
  if (!owner) return false;
  await ok(admin.answer({ params: { owner }, body: { message: { message_type: 'text', payload: text } } }));
  return true;
}

/** The preset's drift on (presets add up, on one route as on several), or off. */
export async function setDrift(admin: AdminClient, preset: DemoDrift, on: boolean): Promise<void> {
  const { faults } = await ok(admin.faults());
  for (const fault of faults)
    if (presetsOn([fault]).includes(preset)) await ok(admin.removeFault({ params: { id: fault.id } }));
  if (on) await ok(admin.addFault({ body: driftFault(preset) }));
}

/** Every drift fault off (back to the contract); other faults stay. */
export async function clearDrifts(admin: AdminClient): Promise<void> {
  const { faults } = await ok(admin.faults());
  for (const fault of faults) if (fault.kind === 'drift') await ok(admin.removeFault({ params: { id: fault.id } }));
}
