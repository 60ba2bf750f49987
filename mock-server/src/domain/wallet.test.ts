import { CLIENT_HEADER } from '@portal/contract/constants';
import { decryptGiftLink, encryptGiftLink } from '@portal/contract/gift-link';
import { beforeEach, describe, expect, it } from 'vitest';
import defaultScenario from '../../../scenarios/default.js';
import { ApiError } from './api-error.js';
import { useHarness } from '../testing/harness.js';
import { buildWorld } from '../scenario/seed.js';
import { fnv1a } from './hash.js';
import { judgeSlip, pickSlipOutcome, slipTransferTime } from './slip-verdict.js';
import { redeemGiftLink } from './wallet.js';

const h = useHarness('default', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

const get = (path: string) => h.api('GET', path, { token });
const post = (path: string, body: unknown) => h.api('POST', path, { token, body });
const wallet = async () => (await get('/api/wallet')).body;
const slot = async (code: string) => (await wallet()).slots.find((s: { code: string }) => s.code === code);
const statements = async (limit = 10) => (await post('/api/statement', { page: 1, limit })).body.statements;
const gift = (voucher: string) => encryptGiftLink(`https://gift.truemoney.com/campaign/?v=${voucher}`);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** A PNG signature, one tEXt chunk (keyword, NUL, text) and IEND; CRCs left at 0 (the simulator does not check them). */
function pngWithText(keyword: string, text: string): Uint8Array {
  const data = [...new TextEncoder().encode(keyword), 0, ...new TextEncoder().encode(text)];
  const chunk = (type: string, body: number[]) => {
    const n = body.length;
    return [
      n >>> 24,
      (n >>> 16) & 255,
      (n >>> 8) & 255,
      n & 255,
      ...new TextEncoder().encode(type),
      ...body,
      0,
      0,
      0,
      0,
    ];
  };
  return new Uint8Array([...png.slice(0, 8), ...chunk('tEXt', data), ...chunk('IEND', [])]);
}

function codeOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : String(error);
  }
}

describe('GET /api/wallet', () => {
  it('answers the profile, the bank account, the wallet, the invite box and every game account in the order of the games', async () => {
    const answer = await get('/api/wallet');
    expect(answer.status).toBe(200);
    expect(answer.body.profile).toMatchObject({
      _id: 'M10001',
      username: '0812345678',
      name: 'Somchai Jaidee',
      coin: 3,
    });
    expect(answer.body.bankAccount).toMatchObject({
      bankCode: 'KBANK',
      bankAccountNo: '0123456789',
      bank: { nameTH: 'ธนาคารกสิกรไทย' },
    });
    expect(answer.body.wallet).toEqual({ amount: 1250.5, currency: 'BAHT' });
    expect(answer.body.invite).toEqual({ amount: 75, success: 80, fail: 20 });
    expect(answer.body.slots.map((s: { code: string }) => s.code)).toEqual(defaultScenario.games.map((g) => g.code));
    const pg = answer.body.slots[0];
    expect(pg).toEqual({
      code: 'PG',
      name: 'PG Soft',
      category: 'slot',
      isActive: true,
      amount: 320.25,
      ftWalletSlot: 1,
      background: '/mock-assets/games/PG-bg.svg',
      logo: '/mock-assets/games/PG-logo.svg',
      url: 'https://play.example.test/pg',
      android: 'https://apps.example.test/android/pg.apk',
      ios: 'https://apps.example.test/ios/pg',
      autoLoginGame: 'pg',
    });
    expect(answer.body.slots.find((s: { code: string }) => s.code === 'BETFLIX')).toMatchObject({
      isActive: false,
      amount: 0,
    });
    expect(answer.body.slots.find((s: { code: string }) => s.code === 'IMI')).toMatchObject({
      ftWalletSlot: 100,
      android: null,
      ios: null,
    });
  });

  it('refresh/slot answers SUCCESS with the same game accounts', async () => {
    const refreshed = await get('/api/wallet/refresh/slot');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.message).toBe('SUCCESS');
    expect(refreshed.body.slots).toEqual((await wallet()).slots);
  });
});

describe('game accounts', () => {
  it('activates a closed account once: SLOT_ALREADY_ACTIVE after, NO_GAME for an unknown code', async () => {
    const opened = await get('/api/wallet/activate/BETFLIX');
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ code: 'BETFLIX', isActive: true, amount: 0, autoLoginGame: 'betflix' });
    expect((await slot('BETFLIX')).isActive).toBe(true);
    expect(await get('/api/wallet/activate/BETFLIX')).toEqual({
      status: 409,
      body: { message: 'SLOT_ALREADY_ACTIVE' },
    });
    expect(await get('/api/wallet/activate/PG')).toEqual({ status: 409, body: { message: 'SLOT_ALREADY_ACTIVE' } });
    expect(await get('/api/wallet/activate/NOPE')).toEqual({ status: 404, body: { message: 'NO_GAME' } });
    expect(await get('/api/wallet/activate/pg')).toEqual({ status: 404, body: { message: 'NO_GAME' } });
  });

  it('shows the credentials of an open account, with the event object only for the game that has one', async () => {
    const pg = await get('/api/wallet/account/PG');
    expect(pg.status).toBe(200);
    expect(pg.body).toEqual({ username: 'pg345678', password: expect.any(String), event: null });
    expect(await get('/api/wallet/account/SBO')).toEqual({ status: 404, body: { message: 'SLOT_NO_ACCOUNT' } });
    expect(await get('/api/wallet/account/NOPE')).toEqual({ status: 404, body: { message: 'NO_GAME' } });
    await get('/api/wallet/activate/SBO');
    const sbo = await get('/api/wallet/account/SBO');
    expect(sbo.body.event).toEqual({ step: 'login', remember: true });
  });

  it('resets the password of an open account to a new one', async () => {
    const before = (await get('/api/wallet/account/PG')).body;
    expect(await get('/api/wallet/resetpassword/PG')).toEqual({ status: 200, body: { message: 'SUCCESS' } });
    const after = (await get('/api/wallet/account/PG')).body;
    expect(after.username).toBe(before.username);
    expect(after.password).not.toBe(before.password);
    expect(await get('/api/wallet/resetpassword/BETFLIX')).toEqual({
      status: 404,
      body: { message: 'SLOT_NO_ACCOUNT' },
    });
    expect(await get('/api/wallet/resetpassword/NOPE')).toEqual({ status: 404, body: { message: 'NO_GAME' } });
  });
});

describe('POST /api/wallet/add (manual deposit)', () => {
  it('writes an in-progress deposit and credits the wallet when the bank confirms', async () => {
    const answer = await post('/api/wallet/add', { amount: 300.5 });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'SUCCESS',
      deposit: { _id: expect.any(String), amount: 300.5, status: 'IN_PROGRESS' },
    });
    const [entry] = await statements();
    expect(entry).toMatchObject({
      _id: answer.body.deposit._id,
      statementType: 'deposit',
      status: 'IN_PROGRESS',
      from: 'KBANK',
      to: 'WALLET',
      amount: 300.5,
    });
    expect((await wallet()).wallet.amount).toBe(1250.5);

    h.advance(59);
    expect((await wallet()).wallet.amount).toBe(1250.5);
    h.advance(1);
    // The scenario's own deposit in progress (100 from KBANK) settles at the same time.
    expect((await wallet()).wallet.amount).toBe(1651);
    const settled = await statements(20);
    expect(settled.find((e: { _id: string }) => e._id === answer.body.deposit._id)).toMatchObject({
      status: 'SUCCESS',
    });
  });

  it('refuses less than 1 with TRANSFER_MINIMUM and more than two decimals with KEY_INVALID', async () => {
    expect(await post('/api/wallet/add', { amount: 0.99 })).toEqual({
      status: 422,
      body: { message: 'TRANSFER_MINIMUM' },
    });
    expect(await post('/api/wallet/add', { amount: -5 })).toEqual({
      status: 422,
      body: { message: 'TRANSFER_MINIMUM' },
    });
    expect(await post('/api/wallet/add', { amount: 10.123 })).toEqual({
      status: 400,
      body: { message: 'KEY_INVALID', details: [{ path: 'body.amount', issue: 'invalid' }] },
    });
    expect((await post('/api/wallet/add', { amount: '10' })).body.message).toBe('KEY_INVALID');
    expect((await post('/api/wallet/add', {})).body.message).toBe('KEY_MISSING');
    expect((await post('/api/statement', { page: 1, limit: 1 })).body.total).toBe(13);
  });
});

describe('POST /api/wallet/transfer', () => {
  it('moves money from the wallet to a game and back, with a transfer entry each way', async () => {
    const there = await post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 100.25 });
    expect(there).toEqual({
      status: 200,
      body: { message: 'SUCCESS', wallet: { amount: 1150.25 }, slots: [{ code: 'PG', amount: 420.5 }] },
    });
    expect((await statements())[0]).toMatchObject({
      statementType: 'transfer',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'PG',
      amount: 100.25,
    });

    const back = await post('/api/wallet/transfer', { from: 'ASKMEBET', to: 'WALLET', amount: 150 });
    expect(back.body).toEqual({
      message: 'SUCCESS',
      wallet: { amount: 1300.25 },
      slots: [{ code: 'ASKMEBET', amount: 0 }],
    });
    expect((await statements())[0]).toMatchObject({
      statementType: 'transfer',
      from: 'ASKMEBET',
      to: 'WALLET',
      amount: 150,
    });
    const w = await wallet();
    expect(w.wallet.amount).toBe(1300.25);
    expect(w.slots.find((s: { code: string }) => s.code === 'PG').amount).toBe(420.5);
  });

  it('refuses every broken rule with its code and moves nothing', async () => {
    const cases: [unknown, number, string][] = [
      [{ from: 'WALLET', to: 'WALLET', amount: 10 }, 400, 'KEY_INVALID'],
      [{ from: 'PG', to: 'PG', amount: 10 }, 400, 'KEY_INVALID'],
      [{ from: 'PG', to: 'JOKER', amount: 10 }, 400, 'KEY_INVALID'],
      [{ from: 'WALLET', to: 'NOPE', amount: 10 }, 404, 'NO_GAME'],
      [{ from: 'NOPE', to: 'WALLET', amount: 10 }, 404, 'NO_GAME'],
      [{ from: 'WALLET', to: 'BETFLIX', amount: 10 }, 404, 'SLOT_NO_ACCOUNT'],
      [{ from: 'WALLET', to: 'PG', amount: 0.99 }, 422, 'TRANSFER_MINIMUM'],
      [{ from: 'WALLET', to: 'PG', amount: 0 }, 422, 'TRANSFER_MINIMUM'],
      [{ from: 'WALLET', to: 'PG', amount: 1.001 }, 400, 'KEY_INVALID'],
      [{ from: 'WALLET', to: 'PG', amount: 1250.51 }, 422, 'MONEY_NOT_ENOUGH'],
      [{ from: 'PG', to: 'WALLET', amount: 320.26 }, 422, 'MONEY_NOT_ENOUGH'],
      [{ from: 'JOKER', to: 'WALLET', amount: 1 }, 422, 'MONEY_NOT_ENOUGH'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await post('/api/wallet/transfer', body);
      expect({ body, status: answer.status, code: answer.body.message }).toEqual({ body, status, code });
    }
    expect((await post('/api/wallet/transfer', { from: 'PG', to: 'PG', amount: 10 })).body).toEqual({
      message: 'KEY_INVALID',
      details: [{ path: 'body.to', issue: 'invalid' }],
    });
    const w = await wallet();
    expect(w.wallet.amount).toBe(1250.5);
    expect(w.slots.find((s: { code: string }) => s.code === 'PG').amount).toBe(320.25);
    expect((await post('/api/statement', { page: 1, limit: 1 })).body.total).toBe(13);
  });

  it('moves the exact whole balance of a game (no rounding drift)', async () => {
    const answer = await post('/api/wallet/transfer', { from: 'PG', to: 'WALLET', amount: 320.25 });
    expect(answer.body).toEqual({
      message: 'SUCCESS',
      wallet: { amount: 1570.75 },
      slots: [{ code: 'PG', amount: 0 }],
    });
  });
});

describe('POST /api/wallet/transferAll', () => {
  it('moves the whole wallet to the game', async () => {
    const answer = await post('/api/wallet/transferAll', { to: 'JOKER' });
    expect(answer).toEqual({
      status: 200,
      body: { message: 'SUCCESS', wallet: { amount: 0 }, slots: [{ code: 'JOKER', amount: 1250.5 }] },
    });
    expect((await statements())[0]).toMatchObject({
      statementType: 'transfer',
      from: 'WALLET',
      to: 'JOKER',
      amount: 1250.5,
      status: 'SUCCESS',
    });
    expect(await post('/api/wallet/transferAll', { to: 'JOKER' })).toEqual({
      status: 422,
      body: { message: 'MONEY_NOT_ENOUGH' },
    });
  });

  it('answers TRANSFER_MINIMUM when less than 1 is left, NO_GAME and SLOT_NO_ACCOUNT for a bad game', async () => {
    await post('/api/wallet/transfer', { from: 'WALLET', to: 'PG', amount: 1250 });
    expect(await post('/api/wallet/transferAll', { to: 'PG' })).toEqual({
      status: 422,
      body: { message: 'TRANSFER_MINIMUM' },
    });
    expect(await post('/api/wallet/transferAll', { to: 'NOPE' })).toEqual({
      status: 404,
      body: { message: 'NO_GAME' },
    });
    expect(await post('/api/wallet/transferAll', { to: 'WALLET' })).toEqual({
      status: 404,
      body: { message: 'NO_GAME' },
    });
    expect(await post('/api/wallet/transferAll', { to: 'BETFLIX' })).toEqual({
      status: 404,
      body: { message: 'SLOT_NO_ACCOUNT' },
    });
    expect((await wallet()).wallet.amount).toBe(0.5);
  });

  it('answers MONEY_NOT_ENOUGH for a brand-new member with an empty wallet', async () => {
    h.reset('new-member');
    token = await h.login();
    await get('/api/wallet/activate/PG');
    expect(await post('/api/wallet/transferAll', { to: 'PG' })).toEqual({
      status: 422,
      body: { message: 'MONEY_NOT_ENOUGH' },
    });
  });
});

describe('POST /api/wallet/withdraw', () => {
  it('debits the wallet at once, in progress, and pays out after the withdrawal time', async () => {
    const answer = await post('/api/wallet/withdraw', { amount: 200 });
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'SUCCESS',
        wallet: { amount: 1050.5 },
        withdrawal: { _id: expect.any(String), amount: 200, status: 'IN_PROGRESS' },
      },
    });
    expect((await wallet()).wallet.amount).toBe(1050.5);
    expect((await statements())[0]).toMatchObject({
      _id: answer.body.withdrawal._id,
      statementType: 'withdraw',
      status: 'IN_PROGRESS',
      from: 'WALLET',
      to: 'KBANK',
      amount: 200,
    });
    h.advance(60);
    const settled = await statements(20);
    expect(settled.find((e: { _id: string }) => e._id === answer.body.withdrawal._id)).toMatchObject({
      status: 'SUCCESS',
    });
    // The payout does not touch the wallet again; the scenario's deposit in progress (100) settled meanwhile.
    expect((await wallet()).wallet.amount).toBe(1150.5);
  });

  it('refuses below the minimum, above the maximum, above the wallet and more than two decimals', async () => {
    expect(await post('/api/wallet/withdraw', { amount: 99.99 })).toEqual({
      status: 422,
      body: { message: 'WITHDRAW_MINIMUM' },
    });
    expect(await post('/api/wallet/withdraw', { amount: 50_000.01 })).toEqual({
      status: 422,
      body: { message: 'WITHDRAW_MAXIMUM' },
    });
    expect(await post('/api/wallet/withdraw', { amount: 1250.51 })).toEqual({
      status: 422,
      body: { message: 'MONEY_NOT_ENOUGH' },
    });
    expect((await post('/api/wallet/withdraw', { amount: 100.005 })).body.message).toBe('KEY_INVALID');
    expect((await wallet()).wallet.amount).toBe(1250.5);
    expect(await post('/api/wallet/withdraw', { amount: 1250.5 })).toMatchObject({
      status: 200,
      body: { wallet: { amount: 0 } },
    });
  });
});

describe('POST /api/wallet/withdrawAll', () => {
  it('brings every game balance back with a transfer entry each, then withdraws the amount', async () => {
    const answer = await post('/api/wallet/withdrawAll', { amount: 1700 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'SUCCESS',
      wallet: { amount: 75.75 },
      withdrawal: { amount: 1700, status: 'IN_PROGRESS' },
    });
    const w = await wallet();
    expect(w.wallet.amount).toBe(75.75);
    expect(w.slots.every((s: { amount: number }) => s.amount === 0)).toBe(true);
    const latest = await statements(5);
    expect(
      latest.map((e: { statementType: string; from: string; to: string; amount: number }) => [
        e.statementType,
        e.from,
        e.to,
        e.amount,
      ]),
    ).toEqual([
      ['withdraw', 'WALLET', 'KBANK', 1700],
      ['transfer', 'HUAYHD', 'WALLET', 40],
      ['transfer', 'ASKMEBET', 'WALLET', 150],
      ['transfer', 'SLOTRACHA', 'WALLET', 15],
      ['transfer', 'PG', 'WALLET', 320.25],
    ]);
  });

  it('checks the rules against wallet plus games first, so a refused call moves nothing', async () => {
    expect(await post('/api/wallet/withdrawAll', { amount: 1775.76 })).toEqual({
      status: 422,
      body: { message: 'MONEY_NOT_ENOUGH' },
    });
    expect(await post('/api/wallet/withdrawAll', { amount: 50 })).toEqual({
      status: 422,
      body: { message: 'WITHDRAW_MINIMUM' },
    });
    expect(await post('/api/wallet/withdrawAll', { amount: 60_000 })).toEqual({
      status: 422,
      body: { message: 'WITHDRAW_MAXIMUM' },
    });
    const w = await wallet();
    expect(w.wallet.amount).toBe(1250.5);
    expect(w.slots.find((s: { code: string }) => s.code === 'PG').amount).toBe(320.25);
    expect((await post('/api/statement', { page: 1, limit: 1 })).body.total).toBe(13);
    expect((await post('/api/wallet/withdrawAll', { amount: 1775.75 })).body.wallet).toEqual({ amount: 0 });
  });
});

describe('POST /api/wallet/slip', () => {
  it('stores the slip in progress, then gives the verdict its image picks; the same image again is SLIP_REFNO_DUPLICATED', async () => {
    const first = await h.upload('/api/wallet/slip', { name: 'slip.png', type: 'image/png', bytes: png }, token);
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('SUCCESS');
    expect(first.body.slip).toMatchObject({
      amount: 0,
      status: 'IN_PROGRESS',
      note: null,
      link: expect.stringMatching(/^\/mock-assets\/uploads\/[\w-]+$/),
    });
    const image = await fetch(h.baseUrl + first.body.slip.link);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);

    const second = await h.upload('/api/wallet/slip', { name: 'slip.jpg', type: 'image/jpeg', bytes: jpeg }, token);
    expect(second.status).toBe(200);
    expect(second.body.slip.reference).not.toBe(first.body.slip.reference);

    const slips = (await post('/api/statement/slip', { page: 1, limit: 10 })).body;
    expect(slips.total).toBe(6);
    expect(slips.slips.slice(0, 2).map((s: { _id: string }) => s._id)).toEqual([
      second.body.slip._id,
      first.body.slip._id,
    ]);

    // A hash of the bytes picks among the scenario's slipOutcomes: [SUCCESS 500, SUCCESS 1000, FAILED
    // UNSTABLE_REFNO_ON_SLIP]; this png picks the third, this jpeg the second.
    expect(pickSlipOutcome(defaultScenario.slipOutcomes, fnv1a(png))).toEqual({
      status: 'FAILED',
      note: 'UNSTABLE_REFNO_ON_SLIP',
    });
    h.advance(10);
    const read = (await post('/api/statement/slip', { page: 1, limit: 2 })).body.slips;
    expect(read[1]).toMatchObject({
      _id: first.body.slip._id,
      status: 'FAILED',
      amount: 0,
      note: 'UNSTABLE_REFNO_ON_SLIP',
    });
    expect(read[0]).toMatchObject({ _id: second.body.slip._id, status: 'SUCCESS', amount: 1000, note: null });
    expect((await wallet()).wallet.amount).toBe(2250.5);
    expect((await statements())[0]).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'SLIP',
      to: 'WALLET',
      amount: 1000,
    });

    const again = await h.upload('/api/wallet/slip', { name: 'again.jpg', type: 'image/jpeg', bytes: jpeg }, token);
    h.advance(10);
    const [latest] = (await post('/api/statement/slip', { page: 1, limit: 1 })).body.slips;
    expect(latest).toMatchObject({
      _id: again.body.slip._id,
      status: 'FAILED',
      amount: 0,
      note: 'SLIP_REFNO_DUPLICATED',
    });
    expect((await wallet()).wallet.amount).toBe(2250.5);
  });

  it('gives the same image the same verdict in a fresh world, and another image may get another', async () => {
    const other = new Uint8Array([...png, 0]);
    expect(pickSlipOutcome(defaultScenario.slipOutcomes, fnv1a(other))).toEqual({ status: 'SUCCESS', amount: 500 });
    await h.upload('/api/wallet/slip', { name: 'a.png', type: 'image/png', bytes: other }, token);
    h.advance(10);
    expect((await post('/api/statement/slip', { page: 1, limit: 1 })).body.slips[0]).toMatchObject({
      status: 'SUCCESS',
      amount: 500,
    });
    h.reset('default');
    token = await h.login();
    await h.upload('/api/wallet/slip', { name: 'a.png', type: 'image/png', bytes: other }, token);
    h.advance(10);
    expect((await post('/api/statement/slip', { page: 1, limit: 1 })).body.slips[0]).toMatchObject({
      status: 'SUCCESS',
      amount: 500,
    });
  });

  it('refuses with EXPIRED_SLIP a PNG whose TransferTime is older than the upload window (60 minutes)', async () => {
    const now = h.server.world().clock.now();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
    const old = pngWithText('TransferTime', at(61));
    const fresh = pngWithText('TransferTime', at(59));
    expect(slipTransferTime(old)).toBe(Date.parse(at(61)));
    await h.upload('/api/wallet/slip', { name: 'old.png', type: 'image/png', bytes: old }, token);
    await h.upload('/api/wallet/slip', { name: 'fresh.png', type: 'image/png', bytes: fresh }, token);
    h.advance(10);
    const [freshSlip, oldSlip] = (await post('/api/statement/slip', { page: 1, limit: 2 })).body.slips;
    expect(oldSlip).toMatchObject({ status: 'FAILED', amount: 0, note: 'EXPIRED_SLIP' });
    expect(freshSlip.note).not.toBe('EXPIRED_SLIP');
    expect(freshSlip).toMatchObject(
      pickSlipOutcome(defaultScenario.slipOutcomes, fnv1a(fresh)).status === 'SUCCESS'
        ? { status: 'SUCCESS' }
        : { status: 'FAILED' },
    );
  });

  it('judges any image by a transfer time: QA arms how long before upload it was made (slipTime)', async () => {
    const armed = await h.api('POST', '/__admin/outcomes', { body: { kind: 'slipTime', minutesAgo: 90, count: 1 } });
    expect(armed.status).toBe(200);
    const late = new Uint8Array([...jpeg, 1]);
    const onTime = new Uint8Array([...jpeg, 2]);
    await h.upload('/api/wallet/slip', { name: 'late.jpg', type: 'image/jpeg', bytes: late }, token);
    // Used once: the next JPEG's transfer is at upload, as the scenario says (transferAgeMinutes 0).
    await h.upload('/api/wallet/slip', { name: 'on-time.jpg', type: 'image/jpeg', bytes: onTime }, token);
    h.advance(10);
    const [onTimeSlip, lateSlip] = (await post('/api/statement/slip', { page: 1, limit: 2 })).body.slips;
    expect(lateSlip).toMatchObject({ status: 'FAILED', amount: 0, note: 'EXPIRED_SLIP' });
    expect(onTimeSlip.note).not.toBe('EXPIRED_SLIP');
  });

  it("judges an image with no time of its own by the scenario's transferAgeMinutes", () => {
    const site = defaultScenario.site;
    const world = buildWorld({
      ...defaultScenario,
      site: { ...site, slipWindow: { ...site.slipWindow, transferAgeMinutes: 61 } },
    });
    expect(judgeSlip(world, new Uint8Array([...jpeg, 3]))).toEqual({ status: 'FAILED', note: 'EXPIRED_SLIP' });
    // An image that says when keeps its own time.
    const stated = pngWithText('TransferTime', new Date(world.clock.now() - 5 * 60_000).toISOString());
    expect(judgeSlip(world, stated)).not.toEqual({ status: 'FAILED', note: 'EXPIRED_SLIP' });
  });

  it('settles the slip the scenario seeded in progress after the reading time', async () => {
    const seeded = async () =>
      (await post('/api/statement/slip', { page: 1, limit: 10 })).body.slips.find(
        (s: { reference: string }) => s.reference === 'REF20261004',
      );
    expect(await seeded()).toMatchObject({ status: 'IN_PROGRESS' });
    h.advance(10);
    expect(await seeded()).toMatchObject({ status: 'FAILED', note: 'INVALID_SLIP' });
  });

  it('refuses no file, a type or content that is not png or jpeg, a file too large, and uploads in the closed window', async () => {
    expect(await h.upload('/api/wallet/slip', null, token)).toEqual({ status: 400, body: { message: 'SLIP_NO_FILE' } });
    // A multipart body whose one file is not the `file` part, or with no file part at all, has no slip either.
    for (const [name, value] of [
      ['image', new Blob([png], { type: 'image/png' })],
      ['note', 'my slip'],
    ] as const) {
      const form = new FormData();
      form.append(name, value, ...(typeof value === 'string' ? [] : ['slip.png']));
      const answer = await fetch(`${h.baseUrl}/api/wallet/slip`, {
        method: 'POST',
        headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${token}` },
        body: form,
      });
      expect({ status: answer.status, body: await answer.json() }, name).toEqual({
        status: 400,
        body: { message: 'SLIP_NO_FILE' },
      });
    }
    expect(await h.upload('/api/wallet/slip', { name: 'slip.txt', type: 'text/plain', bytes: png }, token)).toEqual({
      status: 415,
      body: { message: 'SLIP_INVALID_FILE' },
    });
    expect(await h.upload('/api/wallet/slip', { name: 'slip.gif', type: 'image/gif', bytes: png }, token)).toEqual({
      status: 415,
      body: { message: 'SLIP_INVALID_FILE' },
    });
    const fake = new TextEncoder().encode('<html>not an image</html>');
    expect(await h.upload('/api/wallet/slip', { name: 'slip.png', type: 'image/png', bytes: fake }, token)).toEqual({
      status: 415,
      body: { message: 'SLIP_INVALID_FILE' },
    });
    expect(await h.upload('/api/wallet/slip', { name: 'empty.png', type: 'image/png', bytes: 0 }, token)).toEqual({
      status: 415,
      body: { message: 'SLIP_INVALID_FILE' },
    });
    expect(
      await h.upload('/api/wallet/slip', { name: 'big.png', type: 'image/png', bytes: 10 * 1024 * 1024 + 1 }, token),
    ).toMatchObject({
      status: 413,
      body: { message: 'FILE_TOO_LARGE' },
    });
    // The test clock starts at 12:00 in Bangkok; the slip window is closed 23:50 to 00:10.
    h.advance(11 * 3600 + 55 * 60);
    expect(await h.upload('/api/wallet/slip', { name: 'slip.png', type: 'image/png', bytes: png }, token)).toEqual({
      status: 422,
      body: { message: 'SLIP_CLOSED' },
    });
    expect((await post('/api/statement/slip', { page: 1, limit: 1 })).body.total).toBe(4);
    h.advance(20 * 60);
    expect(
      (await h.upload('/api/wallet/slip', { name: 'slip.png', type: 'image/png', bytes: png }, token)).status,
    ).toBe(200);
  });
});

describe('POST /api/wallet/truelink', () => {
  it('round-trips the gift link through the contract cipher', () => {
    const link = 'https://gift.truemoney.com/campaign/?v=GIFT0000000000000100';
    const cipher = encryptGiftLink(link);
    expect(cipher).not.toContain('GIFT');
    expect(decryptGiftLink(cipher)).toBe(link);
    // Text without the salt header was once decrypted with a random salt: garbage, now and then non-empty.
    for (let attempt = 0; attempt < 200; attempt += 1) expect(decryptGiftLink('not a cipher')).toBeNull();
  });

  it('credits the voucher once with a deposit entry from TRUEWALLET; the same link again is TRUELINK_DUPLICATE', async () => {
    expect(await post('/api/wallet/truelink', { link: gift('GIFT0000000000000100') })).toEqual({
      status: 200,
      body: { message: 'SUCCESS', amount: 100 },
    });
    expect((await wallet()).wallet.amount).toBe(1350.5);
    expect((await statements())[0]).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'TRUEWALLET',
      to: 'WALLET',
      amount: 100,
    });
    expect(await post('/api/wallet/truelink', { link: gift('GIFT0000000000000100') })).toEqual({
      status: 409,
      body: { message: 'TRUELINK_DUPLICATE' },
    });
    const malee = await h.login('0823456789', 'secret123');
    expect(
      await h.api('POST', '/api/wallet/truelink', { token: malee, body: { link: gift('GIFT0000000000000100') } }),
    ).toEqual({
      status: 409,
      body: { message: 'TRUELINK_DUPLICATE' },
    });
    expect((await wallet()).wallet.amount).toBe(1350.5);
  });

  it('answers TRUELINK_INVALID for text that is not an encrypted gift link, an unknown voucher, or one under 2 baht', async () => {
    const invalid = { status: 400, body: { message: 'TRUELINK_INVALID' } };
    expect(
      await post('/api/wallet/truelink', { link: 'https://gift.truemoney.com/campaign/?v=GIFT0000000000000100' }),
    ).toEqual(invalid);
    expect(
      await post('/api/wallet/truelink', { link: encryptGiftLink('https://example.test/?v=GIFT0000000000000100') }),
    ).toEqual(invalid);
    expect(await post('/api/wallet/truelink', { link: gift('UNKNOWN000000000000') })).toEqual(invalid);
    expect(await post('/api/wallet/truelink', { link: gift('GIFT0000000000000001') })).toEqual(invalid);
    expect(await post('/api/wallet/truelink', { link: '' })).toEqual(invalid);
    expect((await wallet()).wallet.amount).toBe(1250.5);
  });

  it('answers NO_WALLET when the site has no True Wallet account to receive', () => {
    const site = defaultScenario.site;
    const world = buildWorld({ ...defaultScenario, site: { ...site, deposit: { ...site.deposit, wallets: [] } } });
    expect(codeOf(() => redeemGiftLink(world, 'M10001', gift('GIFT0000000000000050')))).toBe('NO_WALLET');
    expect(world.db.member.findFirst({ where: { id: { equals: 'M10001' } } })?.walletMinor).toBe(125_050);
    expect(
      world.db.giftVoucher.findFirst({ where: { voucher: { equals: 'GIFT0000000000000050' } } })?.usedBy,
    ).toBeNull();
  });
});
