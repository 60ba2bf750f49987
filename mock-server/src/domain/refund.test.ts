import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';
import { ROW_LIMITS } from '../world/row-limits.js';

const h = useHarness('default', { resetEachTest: true });

const walletAmount = async (token: string): Promise<number> =>
  (await h.api('GET', '/api/wallet', { token })).body.wallet.amount;
const latestStatement = async (token: string) =>
  (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.statements[0];
const check = (token: string) => h.api('GET', '/api/refund/check', { token });
const receive = (token: string) => h.api('GET', '/api/refund/receive', { token });
const addWallet = (token: string) => h.api('GET', '/api/refund/addWallet', { token });

function setLoss(minor: number) {
  const world = h.server.world();
  world.db.member.update({ where: { id: { equals: 'M10001' } }, data: { lossSinceRefundMinor: minor } });
}

/** Switches refunds off in the current world only (the next reset brings the scenario back). */
function refundOff() {
  h.server.world().flags.refundActive = false;
}

describe('the refund check', () => {
  it('offers percent of the loss since the last refund, with the site’s info and percentages', async () => {
    const token = await h.login();
    expect(await check(token)).toEqual({
      status: 200,
      body: {
        result: true,
        bonus: false,
        info: h.server.world().scenario.site.refund.info,
        refundAmount: 42,
        refundSuccess: 80,
        refundFail: 20,
      },
    });
  });

  it('rounds the refund down to the satang', async () => {
    setLoss(12_345); // 123.45 × 10% = 12.345
    const token = await h.login();
    expect((await check(token)).body.refundAmount).toBe(12.34);
  });

  it('says a bonus blocks the refund while one is active', async () => {
    const token = await h.login();
    await h.api('GET', '/api/bonus/activate/DAILY10', { token });
    expect((await check(token)).body).toMatchObject({ result: false, bonus: true, refundAmount: 42 });
  });

  it('answers REFUND_INACTIVE when refunds are off', async () => {
    refundOff();
    const token = await h.login();
    expect(await check(token)).toEqual({ status: 422, body: { message: 'REFUND_INACTIVE' } });
    expect(await receive(token)).toEqual({ status: 422, body: { message: 'REFUND_INACTIVE' } });
  });
});

describe('receiving and adding a refund', () => {
  it('keeps the received refund apart, then addWallet moves exactly refundAmount into the wallet', async () => {
    const token = await h.login();
    const start = await walletAmount(token);
    expect(await receive(token)).toEqual({ status: 200, body: { message: 'REFUND_SUCCESS', refundAmount: 42 } });
    expect(await walletAmount(token)).toBe(start);
    expect((await check(token)).body).toMatchObject({ result: false, refundAmount: 0 });
    const list = await h.api('POST', '/api/refund', { token, body: { page: 1, limit: 10 } });
    expect(list.body.total).toBe(2);
    expect(list.body.refunds[0]).toEqual({ refundAmount: 42, createdAt: expect.any(String), addedToWallet: false });
    expect(list.body.refunds[1]).toMatchObject({ refundAmount: 12, addedToWallet: true });
    expect(await receive(token)).toEqual({ status: 422, body: { message: 'NO_REFUND' } });

    const added = await addWallet(token);
    expect(added).toEqual({
      status: 200,
      body: { message: 'SUCCESS', amount: 42, wallet: { amount: expect.any(Number) } },
    });
    expect(added.body.wallet.amount).toBeCloseTo(start + 42, 2);
    expect(await walletAmount(token)).toBe(added.body.wallet.amount);
    expect(await latestStatement(token)).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      to: 'WALLET',
      amount: 42,
      refund: { description: expect.any(String) },
    });
    expect(
      (await h.api('POST', '/api/refund', { token, body: { page: 1, limit: 10 } })).body.refunds[0].addedToWallet,
    ).toBe(true);
    expect(await addWallet(token)).toEqual({ status: 422, body: { message: 'NO_REFUND' } });
  });

  it('adds every refund received since the last add in one go', async () => {
    const token = await h.login();
    const start = await walletAmount(token);
    await receive(token);
    setLoss(5_000);
    expect((await receive(token)).body.refundAmount).toBe(5);
    expect((await addWallet(token)).body.amount).toBe(47);
    expect(await walletAmount(token)).toBeCloseTo(start + 47, 2);
  });

  it('answers REFUND_CONDITION while a bonus is held (spec §3: a bonus blocks refund), keeping the loss', async () => {
    const token = await h.login();
    await h.api('GET', '/api/bonus/activate/DAILY10', { token });
    expect(await receive(token)).toEqual({ status: 422, body: { message: 'REFUND_CONDITION' } });
    expect((await check(token)).body.refundAmount).toBe(42);
  });

  it('answers NO_REFUND without a loss and REFUND_MINIMUM when the loss gives less than a satang', async () => {
    setLoss(0);
    const token = await h.login();
    expect(await receive(token)).toEqual({ status: 422, body: { message: 'NO_REFUND' } });
    expect(await addWallet(token)).toEqual({ status: 422, body: { message: 'NO_REFUND' } });
    setLoss(5);
    expect(await receive(token)).toEqual({ status: 422, body: { message: 'REFUND_MINIMUM' } });
  });
});

describe('refunds past the row limits', () => {
  it('never drops a refund not yet added to the wallet, and lists and counts every refund', async () => {
    const world = h.server.world();
    const start = world.clock.now();
    for (let i = 0; i < ROW_LIMITS.refund.owner + 10; i += 1)
      world.db.refund.create({
        id: `rfx${i}`,
        memberId: 'M10001',
        refundAmountMinor: 100,
        createdAt: start + i,
        addedToWallet: false,
      });
    const token = await h.login();
    const walletBefore = await walletAmount(token);
    expect((await addWallet(token)).body.amount).toBe(ROW_LIMITS.refund.owner + 10);
    expect(await walletAmount(token)).toBeCloseTo(walletBefore + ROW_LIMITS.refund.owner + 10, 2);
    // Added, they may go: the oldest are compacted, still listed and counted.
    await receive(token);
    const last = await h.api('POST', '/api/refund', { token, body: { page: 22, limit: 10 } });
    expect(last.body.total).toBe(ROW_LIMITS.refund.owner + 12);
    expect(last.body.refunds).toHaveLength(2);
    expect(last.body.refunds[1]).toEqual({ refundAmount: 12, createdAt: expect.any(String), addedToWallet: true });
  });
});

describe('the refund list and banners', () => {
  it('pages the refunds newest first', async () => {
    const token = await h.login();
    await receive(token);
    const page2 = await h.api('POST', '/api/refund', { token, body: { page: 2, limit: 1 } });
    expect(page2.body).toEqual({
      total: 2,
      refunds: [{ refundAmount: 12, createdAt: expect.any(String), addedToWallet: true }],
    });
  });

  it('gives the site’s refund banners', async () => {
    const token = await h.login();
    expect(await h.api('GET', '/api/refund/banners', { token })).toEqual({
      status: 200,
      body: h.server.world().scenario.site.refundBanners,
    });
  });
});
