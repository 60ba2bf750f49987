import { inProcessSimulator } from '@portal/mock-server/in-process';
import { describe, expect, it } from 'vitest';
import {
  advance,
  answerSupport,
  clearDrifts,
  decideSlips,
  payNewestQr,
  PRESENTER_SLIP_AMOUNT,
  readDemoState,
  restart,
  setDrift,
} from './demo-world';

/** The presenter's world: a simulator in this process, the member logged in through the product API. */
async function presenter(scenario = 'default') {
  const simulator = inProcessSimulator(scenario);
  // The world's clock stands still unless moved: times compare exactly.
  await simulator.admin.setClock({ body: { freeze: true } });
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const answer = await simulator.fetch(path, {
      method,
      headers: {
        'x-client': 'wallet-user',
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as any };
  };
  const token = (await call('POST', '/api/login', { username: '0812345678', password: 'secret123' })).body
    .token as string;
  const wallet = async () => (await call('GET', '/api/wallet', undefined, token)).body.wallet.amount as number;
  return { simulator, admin: simulator.admin, call, token, wallet };
}

describe('what the demo bar does, through the QA surface', () => {
  it('pays the newest open QR code: the wallet is credited and nothing stays open', async () => {
    const { admin, call, token, wallet } = await presenter();
    expect(await payNewestQr(admin)).toBe(false);
    expect((await call('POST', '/api/qrcode/KBANK', { amount: 300 }, token)).status).toBe(200);
    expect((await readDemoState(admin)).openQrs).toBe(1);
    const before = await wallet();
    expect(await payNewestQr(admin)).toBe(true);
    expect(await wallet()).toBe(before + 300);
    expect((await readDemoState(admin)).openQrs).toBe(0);
  });

  it('decides every waiting slip: approved at the presenter’s amount where it was going to be refused', async () => {
    const { admin, call, simulator, token, wallet } = await presenter();
    // Slips at any hour (the world keeps the real date), and this one was going to be refused.
    await admin.setFlags({ body: { slipWindowOff: true } });
    simulator.armOutcome({ kind: 'slip', status: 'FAILED', note: 'INVALID_SLIP' });
    const form = new FormData();
    const png = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    form.append('file', new Blob([png], { type: 'image/png' }), 's.png');
    const upload = await simulator.fetch('/api/wallet/slip', {
      method: 'POST',
      headers: { 'x-client': 'wallet-user', authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    const waiting = (await readDemoState(admin)).waitingSlips;
    expect(waiting).toBeGreaterThanOrEqual(1);
    const before = await wallet();
    expect(await decideSlips(admin, true)).toBe(waiting);
    // This slip at the presenter's amount; any other waiting (the scenario's) at the amount read from it.
    const [newest] = (await call('POST', '/api/statement/slip', { page: 1, limit: 1 }, token)).body.slips;
    expect(newest).toMatchObject({ status: 'SUCCESS', amount: PRESENTER_SLIP_AMOUNT });
    expect(await wallet()).toBeGreaterThanOrEqual(before + PRESENTER_SLIP_AMOUNT);
    expect((await readDemoState(admin)).waitingSlips).toBe(0);
  });

  it('answers support in the newest conversation, else to the member logged in', async () => {
    const { admin } = await presenter();
    expect(await answerSupport(admin, 'Hello from support')).toBe(true);
    const { conversations } = (await admin.conversations()).body as { conversations: { owner: string }[] };
    expect(conversations[0]?.owner).toBe('M10001');
    const other = await presenter('new-member');
    await restart(other.admin, 'new-member');
    expect(await answerSupport(other.admin, 'Hello')).toBe(false);
  });

  it('moves the clock a day without ending the log-in being shown', async () => {
    const { admin, call, token } = await presenter();
    const before = (await readDemoState(admin)).now;
    await advance(admin, 2 * 24 * 60 * 60_000);
    expect((await readDemoState(admin)).now).toBe(before + 2 * 24 * 60 * 60_000);
    expect((await call('GET', '/api/wallet', undefined, token)).status).toBe(200);
  });

  it('sets drift presets that add up, takes one off alone, and clears them all', async () => {
    const { admin } = await presenter();
    await setDrift(admin, 'unknownStatus', true);
    await setDrift(admin, 'brokenEntry', true);
    await setDrift(admin, 'brokenEntry', true);
    expect((await readDemoState(admin)).drifts).toEqual(['unknownStatus', 'brokenEntry']);
    await setDrift(admin, 'unknownStatus', false);
    expect((await readDemoState(admin)).drifts).toEqual(['brokenEntry']);
    await clearDrifts(admin);
    expect((await readDemoState(admin)).drifts).toEqual([]);
  });

  it('starts a scenario afresh', async () => {
    const { admin } = await presenter();
    await restart(admin, 'laos');
    expect((await readDemoState(admin)).scenario).toBe('laos');
  });
});
