import { beforeEach, describe, expect, it } from 'vitest';
import defaultScenario from '../../../scenarios/default.js';
import { defineScenario } from '../scenario/scenario.js';
import { useHarness } from '../testing/harness.js';

/**
 * The rules surface: outcomes armed from /__admin/outcomes (and from a scenario file) reach the client as a
 * client would notice them (codes, balances, statement entries), and /__admin/flags switches features on
 * a running world, over the harness's default world.
 */

const h = useHarness('default', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

async function admin(method: string, path: string, body?: unknown, contentType = 'application/json') {
  const response = await fetch(h.baseUrl + path, {
    method,
    headers: body === undefined ? {} : { 'content-type': contentType },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}
const arm = (outcome: Record<string, unknown>) => admin('POST', '/__admin/outcomes', outcome);
const get = (path: string) => h.api('GET', path, { token });
const post = (path: string, body: unknown) => h.api('POST', path, { token, body });
const walletAmount = async () => (await get('/api/wallet')).body.wallet.amount;
const statements = async (limit = 5) => (await post('/api/statement', { page: 1, limit })).body.statements;
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 9, 9, 9]);
const uploadPng = (bytes = png) => h.upload('/api/wallet/slip', { name: 's.png', type: 'image/png', bytes }, token);
const latestSlip = async () => (await post('/api/statement/slip', { page: 1, limit: 1 })).body.slips[0];

describe('armed transfer outcomes (TRANSFER_FAIL, spec §8: funds returned to the wallet)', () => {
  it('refuses the next transfer into the named game: the wallet is unchanged and a FAILED entry says so', async () => {
    expect(await arm({ kind: 'transfer', slotCode: 'PG' })).toEqual({
      status: 200,
      body: { outcome: { id: 'o1', kind: 'transfer', slotCode: 'PG', remaining: 1 } },
    });
    expect((await post('/api/wallet/transfer', { from: 'WALLET', to: 'JOKER', amount: 10 })).status).toBe(200);
    expect(await post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 100 })).toEqual({
      status: 502,
      body: { message: 'TRANSFER_FAIL' },
    });
    expect(await walletAmount()).toBe(1240.5);
    expect((await get('/api/wallet')).body.slots.find((s: { code: string }) => s.code === 'PG').amount).toBe(320.25);
    expect((await statements(1))[0]).toMatchObject({
      statementType: 'transfer',
      status: 'FAILED',
      from: 'WALLET',
      to: 'PG',
      amount: 100,
    });
    expect((await admin('GET', '/__admin/outcomes')).body).toEqual({ outcomes: [] });
    expect((await post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 100 })).status).toBe(200);
  });

  it('refuses transfer-all too, for as many calls as armed, and never a transfer out of a game', async () => {
    await arm({ kind: 'transfer', count: 2 });
    expect((await post('/api/wallet/transfer', { from: 'PG', to: 'WALLET', amount: 20 })).status).toBe(200);
    expect((await post('/api/wallet/transferAll', { to: 'JOKER' })).body).toEqual({ message: 'TRANSFER_FAIL' });
    expect((await admin('GET', '/__admin/outcomes')).body.outcomes).toEqual([
      { id: 'o1', kind: 'transfer', remaining: 1 },
    ]);
    expect((await post('/api/wallet/transferAll', { to: 'PG' })).body).toEqual({ message: 'TRANSFER_FAIL' });
    expect(await walletAmount()).toBe(1270.5);
    expect((await post('/api/wallet/transferAll', { to: 'PG' })).status).toBe(200);
  });
});

describe('armed withdrawal and deposit outcomes', () => {
  it('ends the next withdrawal FAILED at its payout time and returns the money to the wallet', async () => {
    await arm({ kind: 'withdraw' });
    const answer = await post('/api/wallet/withdraw', { amount: 200 });
    expect(answer.body).toMatchObject({ wallet: { amount: 1050.5 }, withdrawal: { status: 'IN_PROGRESS' } });
    h.advance(60);
    const entry = (await statements(20)).find((e: { _id: string }) => e._id === answer.body.withdrawal._id);
    expect(entry).toMatchObject({ statementType: 'withdraw', status: 'FAILED', amount: 200 });
    // 1050.5 + the 200 returned + the scenario's own deposit in progress (100), which settles at the same time.
    expect(await walletAmount()).toBe(1350.5);
  });

  it('ends the next manual deposit FAILED, never credited', async () => {
    await arm({ kind: 'deposit' });
    const answer = await post('/api/wallet/add', { amount: 300 });
    expect(answer.body.deposit.status).toBe('IN_PROGRESS');
    h.advance(60);
    const entry = (await statements(20)).find((e: { _id: string }) => e._id === answer.body.deposit._id);
    expect(entry).toMatchObject({ statementType: 'deposit', status: 'FAILED', amount: 300 });
    expect(await walletAmount()).toBe(1350.5);
    const next = await post('/api/wallet/add', { amount: 300 });
    h.advance(60);
    expect((await statements(20)).find((e: { _id: string }) => e._id === next.body.deposit._id).status).toBe('SUCCESS');
    expect(await walletAmount()).toBe(1650.5);
  });
});

describe('the next slip verdict', () => {
  it('gives the armed verdict whatever the image: SUCCESS with an amount, FAILED with a reason code', async () => {
    await arm({ kind: 'slip', status: 'SUCCESS', amount: 750.25 });
    await arm({ kind: 'slip', status: 'FAILED', note: 'DEST_ACC_INVALID' });
    await uploadPng();
    h.advance(10);
    expect(await latestSlip()).toMatchObject({ status: 'SUCCESS', amount: 750.25, note: null });
    expect(await walletAmount()).toBe(2000.75);
    await uploadPng(new Uint8Array([...png, 1]));
    h.advance(10);
    expect(await latestSlip()).toMatchObject({ status: 'FAILED', amount: 0, note: 'DEST_ACC_INVALID' });
    // Nothing armed now: the same image as the first is a duplicate.
    await uploadPng();
    h.advance(10);
    expect(await latestSlip()).toMatchObject({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' });
  });
});

describe('deciding the waiting slips now (POST /__admin/slips/decide)', () => {
  /** Slips waiting for their verdict (the scenario seeds some). */
  const waiting = async () =>
    (await admin('GET', '/__admin/clock')).body.pending.filter((event: { kind: string }) => event.kind === 'slip')
      .length as number;

  it('approves every waiting slip at once: a good slip keeps its own amount, a bad one gets the one sent', async () => {
    await arm({ kind: 'slip', status: 'FAILED', note: 'DEST_ACC_INVALID' });
    await uploadPng();
    await uploadPng(new Uint8Array([...png, 7]));
    const count = await waiting();
    expect(count).toBeGreaterThanOrEqual(2);
    const before = await walletAmount();
    const decided = await admin('POST', '/__admin/slips/decide', { status: 'SUCCESS', amount: 500 });
    expect(decided).toMatchObject({ status: 200, body: { decided: count } });
    expect(decided.body.settled.filter((event: { kind: string }) => event.kind === 'slip')).toHaveLength(count);
    expect(await waiting()).toBe(0);
    const slips = (await post('/api/statement/slip', { page: 1, limit: 2 })).body.slips;
    expect(slips.map((slip: { status: string }) => slip.status)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(slips.map((slip: { amount: number }) => slip.amount)).toContain(500);
    expect(await walletAmount()).toBeGreaterThan(before + 500);
    // Nothing waits any more: a second call decides nothing and moves no money.
    expect(await admin('POST', '/__admin/slips/decide', { status: 'FAILED', note: 'INVALID_SLIP' })).toMatchObject({
      status: 200,
      body: { decided: 0, settled: [] },
    });
  });

  it('refuses every waiting slip with the reason sent, crediting nothing', async () => {
    await uploadPng();
    const count = await waiting();
    const before = await walletAmount();
    expect(await admin('POST', '/__admin/slips/decide', { status: 'FAILED', note: 'INVALID_SLIP' })).toMatchObject({
      status: 200,
      body: { decided: count },
    });
    expect(await latestSlip()).toMatchObject({ status: 'FAILED', amount: 0, note: 'INVALID_SLIP' });
    expect(await walletAmount()).toBe(before);
  });

  it('refuses a verdict the contract does not know, naming the field', async () => {
    expect(await admin('POST', '/__admin/slips/decide', { status: 'FAILED', note: 'NOPE' })).toMatchObject({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.note', issue: 'invalid' }] },
    });
    expect(await admin('POST', '/__admin/slips/decide', { status: 'SUCCESS' })).toMatchObject({
      status: 400,
      body: { message: 'KEY_MISSING', details: [{ path: 'body.amount', issue: 'missing' }] },
    });
  });
});

describe('moving the clock with the log-ins (keepLogins)', () => {
  it('keeps the member logged in a day later when asked, and logs them out otherwise', async () => {
    expect((await admin('POST', '/__admin/clock', { advanceSeconds: 2 * 86_400, keepLogins: true })).status).toBe(200);
    expect((await get('/api/wallet')).status).toBe(200);
    expect((await admin('POST', '/__admin/clock', { advanceSeconds: 2 * 86_400 })).status).toBe(200);
    expect(await get('/api/wallet')).toMatchObject({ status: 401, body: { message: 'EXPIRED_AUTH_TOKEN' } });
  });
});

describe('armed QR outcomes', () => {
  const qr = (method: string, provider: string, body?: unknown) =>
    h.api(method, `/api/qrcode/${provider}`, { token, body });

  it('answers QR_FAIL to the next creation for the provider, keeping the open QR', async () => {
    const open = (await qr('POST', 'WW', { amount: 200 })).body;
    await arm({ kind: 'qr', stage: 'create', provider: 'WW' });
    expect((await qr('POST', 'KBANK', { amount: 100 })).body.hasQrcode).toBe(true);
    expect(await qr('POST', 'WW', { amount: 500 })).toEqual({ status: 502, body: { message: 'QR_FAIL' } });
    expect((await qr('GET', 'WW')).body).toMatchObject({ qrcodeId: open.qrcodeId, amount: 200 });
  });

  it('fails the next payment: the QR ends failed, a FAILED deposit entry, nothing credited', async () => {
    const open = (await qr('POST', 'KBANK', { amount: 300 })).body;
    await arm({ kind: 'qr', stage: 'pay' });
    const paid = await h.api('POST', `/__admin/qrcode/${open.qrcodeId}/pay`);
    expect(paid.body).toMatchObject({ qrcodeId: open.qrcodeId, status: 'FAILED', wallet: { amount: 1250.5 } });
    expect((await qr('GET', 'KBANK')).body).toMatchObject({ hasQrcode: false, message: 'payment failed' });
    expect((await statements(1))[0]).toMatchObject({
      statementType: 'deposit',
      status: 'FAILED',
      from: 'KBANK',
      amount: 300,
    });
    expect(await walletAmount()).toBe(1250.5);
    expect((await h.api('POST', `/__admin/qrcode/${open.qrcodeId}/pay`)).body).toEqual({ message: 'NO_DATA' });
  });
});

describe('the outcomes surface', () => {
  it('refuses a bad body with 400 and the fields at fault', async () => {
    expect(await arm({ kind: 'nope' })).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.kind', issue: 'invalid' }] },
    });
    expect(await arm({ kind: 'slip', status: 'FAILED' })).toEqual({
      status: 400,
      body: { message: 'KEY_MISSING', details: [{ path: 'body.note', issue: 'missing' }] },
    });
    expect((await arm({ kind: 'slip', status: 'FAILED', note: 'NOT_A_REASON' })).body.details).toEqual([
      { path: 'body.note', issue: 'invalid' },
    ]);
    expect((await arm({ kind: 'slip', status: 'SUCCESS', amount: 1.005 })).body.details).toEqual([
      { path: 'body.amount', issue: 'invalid' },
    ]);
    expect((await arm({ kind: 'transfer', slotCode: 'NOPE' })).body.details).toEqual([
      { path: 'body.slotCode', issue: 'invalid' },
    ]);
    expect((await arm({ kind: 'withdraw', count: 0 })).body.details).toEqual([
      { path: 'body.count', issue: 'invalid' },
    ]);
    expect((await arm({ kind: 'withdraw', extra: 1 })).body.details).toEqual([
      { path: 'body.extra', issue: 'invalid' },
    ]);
    expect((await arm(null as never)).status).toBe(400);
    expect(await admin('POST', '/__admin/outcomes', '{"kind":"withdraw"}', 'text/plain')).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'headers.content-type', issue: 'invalid' }] },
    });
    expect((await admin('GET', '/__admin/outcomes')).body).toEqual({ outcomes: [] });
  });

  it('disarms one outcome by id, or all', async () => {
    await arm({ kind: 'withdraw' });
    await arm({ kind: 'deposit', count: 3 });
    await arm({ kind: 'qr', stage: 'pay' });
    expect(await admin('DELETE', '/__admin/outcomes/o2')).toEqual({ status: 200, body: { removed: 1 } });
    expect(await admin('DELETE', '/__admin/outcomes/o2')).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect((await admin('GET', '/__admin/outcomes')).body.outcomes.map((o: { id: string }) => o.id)).toEqual([
      'o1',
      'o3',
    ]);
    expect(await admin('DELETE', '/__admin/outcomes')).toEqual({ status: 200, body: { removed: 2 } });
    expect((await post('/api/wallet/withdraw', { amount: 200 })).status).toBe(200);
    h.advance(60);
    expect((await statements(20)).filter((e: { status: string }) => e.status === 'FAILED')).toHaveLength(1);
  });

  it('arms the outcomes a scenario file names when its world is created; a reset arms them again', async () => {
    h.reset('failures');
    token = await h.login();
    expect((await admin('GET', '/__admin/outcomes')).body.outcomes.map((o: { kind: string }) => o.kind)).toEqual([
      'transfer',
      'withdraw',
      'deposit',
      'slip',
      'qr',
      'qr',
    ]);
    expect((await post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10 })).body).toEqual({
      message: 'TRANSFER_FAIL',
    });
    expect((await post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 10 })).status).toBe(200);
    h.reset('failures');
    expect((await admin('GET', '/__admin/outcomes')).body.outcomes).toHaveLength(6);
  });

  it('refuses a scenario whose outcomes are malformed or name a game it lacks', () => {
    const broken = (outcomes: unknown[]) => () => defineScenario({ ...defaultScenario, outcomes: outcomes as never });
    expect(broken([{ kind: 'slip', status: 'FAILED' }])).toThrow(/outcomes\[0\]: note/);
    expect(broken([{ kind: 'transfer', slotCode: 'NOPE' }])).toThrow(/outcomes\[0\]: game NOPE unknown/);
    expect(broken([{ kind: 'withdraw', count: 2 }])).not.toThrow();
  });
});

describe('feature flags on a running world', () => {
  it('starts from the scenario, and switches features off as a member sees them', async () => {
    expect((await admin('GET', '/__admin/flags')).body.flags).toEqual({
      ...defaultScenario.flags,
      spinActive: true,
    });
    const answer = await admin('POST', '/__admin/flags', {
      spinActive: false,
      inviteActive: false,
      refundActive: false,
      enableChatWidget: false,
      slipClosed: true,
    });
    expect(answer.body.flags).toMatchObject({ spinActive: false, slipClosed: true, registerOTP: false });
    expect((await get('/api/spinwheel/active')).body).toEqual({ isActive: false });
    expect((await get('/api/spinwheel/setup')).body.result.activeSpinwheel).toBeNull();
    expect(await get('/api/invite/bonus')).toEqual({ status: 422, body: { message: 'INVITE_INACTIVE' } });
    expect(await get('/api/refund/check')).toEqual({ status: 422, body: { message: 'REFUND_INACTIVE' } });
    expect((await h.api('GET', '/api/lookup/enableChatWidget')).body).toEqual({ enableChatWidget: false });
    expect((await h.api('GET', '/api/lookup/slip')).body.isOpen).toBe(false);
    expect(await uploadPng()).toEqual({ status: 422, body: { message: 'SLIP_CLOSED' } });

    await admin('POST', '/__admin/flags', { registerOTP: true, otpCode: '654321' });
    expect((await h.api('GET', '/api/lookup/registerOTP')).body).toEqual({ registerOTP: true });
    await h.api('POST', '/api/otp/send', { body: { phoneNumber: '0866666666' } });
    expect(h.server.world().sentOtps.get('0866666666')?.code).toBe('654321');

    h.reset('default');
    expect((await admin('GET', '/__admin/flags')).body.flags.spinActive).toBe(true);
    expect((await h.api('GET', '/api/lookup/enableChatWidget')).body).toEqual({ enableChatWidget: true });
  });

  it('terminates the service: every /api call answers 410 gone, until switched back', async () => {
    await admin('POST', '/__admin/flags', { terminated: true });
    expect(await h.api('GET', '/api/lookup/banks')).toEqual({ status: 410, body: { message: 'gone' } });
    expect(await get('/api/wallet')).toEqual({ status: 410, body: { message: 'gone' } });
    await admin('POST', '/__admin/flags', { terminated: false });
    expect((await get('/api/wallet')).status).toBe(200);
  });

  it('keeps one world’s switches out of every other world of the same scenario', async () => {
    await admin('POST', '/__admin/flags', { inviteActive: false });
    h.reset('default');
    expect((await admin('GET', '/__admin/flags')).body.flags.inviteActive).toBe(true);
    expect(defaultScenario.flags.inviteActive).toBe(true);
  });

  it('refuses unknown switches and wrong types with 400, changing nothing', async () => {
    expect(await admin('POST', '/__admin/flags', { spinActive: false, nope: true })).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.nope', issue: 'invalid' }] },
    });
    expect((await admin('POST', '/__admin/flags', { registerOTP: 'yes' })).body.details).toEqual([
      { path: 'body.registerOTP', issue: 'invalid' },
    ]);
    expect((await admin('POST', '/__admin/flags', { otpCode: '12' })).status).toBe(400);
    expect((await admin('GET', '/__admin/flags')).body.flags.spinActive).toBe(true);
  });
});
