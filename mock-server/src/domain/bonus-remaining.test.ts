import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness('new-member');
});
beforeEach(async () => {
  h.reset('new-member');
  token = await h.login();
  h.server.world().db.member.update({ where: { id: { equals: 'M20001' } }, data: { walletMinor: 50_000 } });
  expect((await h.api('GET', '/api/bonus/activate/WELCOME100', { token })).status).toBe(200);
});
afterEach(() => expect(h.violations).toEqual([]));
afterAll(() => h.close());

const active = async () => (await h.api('GET', '/api/bonus/check/active', { token })).body;

describe('with a bonus taken (spec §9: withdraw the whole balance)', () => {
  it('refuses a partial withdrawal with BONUS_REMAINING and moves nothing', async () => {
    expect(await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 100 } })).toEqual({
      status: 422,
      body: { message: 'BONUS_REMAINING' },
    });
    expect((await h.api('GET', '/api/wallet', { token })).body.wallet.amount).toBe(600);
    expect((await active()).status).toBe(true);
  });

  it('pays out a withdrawal of the whole wallet and ends the bonus', async () => {
    const answer = await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 600 } });
    expect(answer.status).toBe(200);
    expect(answer.body.wallet.amount).toBe(0);
    expect(await active()).toEqual({ status: false, type: null });
  });

  it('refuses to claim a spin coupon with BONUS_REMAINING', async () => {
    const world = h.server.world();
    world.db.coupon.create({
      id: 'cpx',
      memberId: 'M20001',
      sliceCode: 'S20',
      amountMinor: 2000,
      status: 'CLAIMABLE',
      createdAt: world.clock.now(),
      expiredAt: world.clock.now() + 3_600_000,
    });
    expect(await h.api('POST', '/api/spinwheel/coupon/claim', { token, body: { coupon: 'cpx' } })).toEqual({
      status: 422,
      body: { message: 'BONUS_REMAINING' },
    });
  });

  it('lets the bonus end once a game loss brings the balance under the threshold', async () => {
    await h.api('GET', '/api/wallet/activate/PG', { token });
    await h.api('POST', '/api/wallet/transfer', { token, body: { from: 'WALLET', to: 'PG', amount: 600 } });
    expect((await h.api('GET', '/api/bonus/clear', { token })).body).toEqual({ message: 'BONUS_CONDITION' });
    const played = await fetch(`${h.baseUrl}/__admin/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '0800000001', slotCode: 'PG', result: -596 }),
    });
    expect(await played.json()).toEqual({ slotCode: 'PG', amount: 4, lossSinceRefund: 596 });
    expect(await h.api('GET', '/api/bonus/clear', { token })).toEqual({
      status: 200,
      body: { message: 'BONUS_CLEAR' },
    });
    const wallet = (await h.api('GET', '/api/wallet', { token })).body;
    expect(wallet.wallet.amount).toBe(0);
    expect(wallet.slots.find((s: { code: string }) => s.code === 'PG').amount).toBe(0);
    const { statements } = (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 1 } })).body;
    expect(statements[0]).toMatchObject({ statementType: 'finish_bonus', amount: 4 });
  });
});
