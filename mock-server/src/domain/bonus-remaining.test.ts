import { beforeEach, describe, expect, it } from 'vitest';
import newMember from '../../../scenarios/new-member.js';
import { ApiError } from './api-error.js';
import { useHarness } from '../testing/harness.js';
import { buildWorld } from '../scenario/seed.js';
import { activateBonus } from './bonus.js';
import { playResult } from './game-play.js';
import { withdraw } from './wallet.js';
import { statedTurnovers, validateScenario } from '../scenario/scenario.js';

/**
 * Spec §9 with a bonus taken: "a turnover multiple is required before a bonus withdrawal" and "withdrawal
 * must be of the whole balance, or the remainder is forfeited". The base scenario's multiple is 5: after
 * WELCOME100 (a credit of 100) the member must play 500 in games before withdrawing.
 */

const h = useHarness('new-member', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
  h.server.world().db.member.update({ where: { id: { equals: 'M20001' } }, data: { walletMinor: 50_000 } });
  expect((await h.api('GET', '/api/bonus/activate/WELCOME100', { token })).status).toBe(200);
  await h.api('GET', '/api/wallet/activate/PG', { token });
});

const active = async () => (await h.api('GET', '/api/bonus/check/active', { token })).body;
const balances = async () => {
  const body = (await h.api('GET', '/api/wallet', { token })).body;
  return { wallet: body.wallet.amount, pg: body.slots.find((s: { code: string }) => s.code === 'PG').amount };
};
const statements = async (limit = 10) =>
  (await h.api('POST', '/api/statement', { token, body: { page: 1, limit } })).body.statements;
const play = (result: number) => playResult(h.server.world(), '0800000001', 'PG', result);
const toPg = (amount: number) =>
  h.api('POST', '/api/wallet/transfer', { token, body: { from: 'WALLET', to: 'PG', amount } });

describe('the turnover before a bonus withdrawal', () => {
  it('refuses any withdrawal with BONUS_TURNOVER before the turnover is played, moving nothing', async () => {
    for (const [path, amount] of [
      ['/api/wallet/withdraw', 100],
      ['/api/wallet/withdraw', 600],
      ['/api/wallet/withdrawAll', 600],
    ] as const) {
      expect(await h.api('POST', path, { token, body: { amount } })).toEqual({
        status: 422,
        body: { message: 'BONUS_TURNOVER' },
      });
    }
    expect(await balances()).toEqual({ wallet: 600, pg: 0 });
    expect((await active()).status).toBe(true);
  });

  it('counts every win and loss in the games by its size, and tells what is left through the play answer', async () => {
    await toPg(300);
    expect(play(-100)).toMatchObject({ amount: 200, bonusTurnoverLeft: 400 });
    expect((await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 100 } })).body.message).toBe(
      'BONUS_TURNOVER',
    );
    expect(play(399.99)).toMatchObject({ amount: 599.99, bonusTurnoverLeft: 0.01 });
    expect((await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 100 } })).body.message).toBe(
      'BONUS_TURNOVER',
    );
    expect(play(0.01)).toMatchObject({ bonusTurnoverLeft: 0 });
    expect((await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 100 } })).status).toBe(200);
  });

  it('asks the multiple of the scenario: none at 0', () => {
    const world = buildWorld({ ...newMember, site: { ...newMember.site, bonusTurnoverMultiple: 0 } });
    world.db.member.update({ where: { id: { equals: 'M20001' } }, data: { walletMinor: 50_000 } });
    activateBonus(world, 'M20001', 'WELCOME100');
    expect(withdraw(world, 'M20001', 600).wallet).toEqual({ amount: 0 });
    const strict = buildWorld({ ...newMember, site: { ...newMember.site, bonusTurnoverMultiple: 1 } });
    strict.db.member.update({ where: { id: { equals: 'M20001' } }, data: { walletMinor: 50_000 } });
    activateBonus(strict, 'M20001', 'WELCOME100');
    expect(() => withdraw(strict, 'M20001', 600)).toThrow(new ApiError('BONUS_TURNOVER'));
  });

  it('asks a promotion for its own multiple of its credit, the one its text states (GOLD50: 3 × 50)', async () => {
    h.reset('new-member');
    token = await h.login();
    const found = await h.api('GET', '/api/promotion/find/GOLD50', { token });
    expect(found.body.description).toContain('ทำเทิร์น 3 เท่า');
    h.server.world().db.member.update({ where: { id: { equals: 'M20001' } }, data: { walletMinor: 50_000 } });
    await h.api('GET', '/api/promotion/activate/GOLD50', { token });
    await h.api('GET', '/api/wallet/activate/PG', { token });
    await toPg(300);
    expect(play(-149.99)).toMatchObject({ bonusTurnoverLeft: 0.01 });
    expect(play(-0.01)).toMatchObject({ bonusTurnoverLeft: 0 });
  });

  it('holds every scenario to texts that state the turnover its rule asks', () => {
    const stated = (notice: string) => () =>
      validateScenario({
        ...newMember,
        bonuses: newMember.bonuses.map((b, i) => (i === 0 ? { ...b, notice } : b)),
      });
    expect(stated('รับได้ครั้งเดียว ทำเทิร์น 5 เท่า')).not.toThrow();
    expect(stated('รับได้ครั้งเดียว ทำเทิร์น 3 เท่า')).toThrow(/WELCOME100: its text states turnover 3, its rule asks 5/);
    expect(statedTurnovers('ເຮັດເທີນ 3 ເທົ່າ, then turnover 2 times, 4x turnover')).toEqual([3, 2]);
  });
});

describe('a withdrawal with a bonus taken (spec §9: the remainder is forfeited)', () => {
  it('pays out part of the balance and forfeits the rest, wallet and games, in a finish_bonus entry; the bonus ends', async () => {
    await toPg(300);
    play(-100);
    play(400);
    expect(await balances()).toEqual({ wallet: 300, pg: 600 });

    const answer = await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 100 } });
    expect(answer).toEqual({
      status: 200,
      body: {
        message: 'SUCCESS',
        wallet: { amount: 0 },
        withdrawal: { _id: expect.any(String), amount: 100, status: 'IN_PROGRESS' },
      },
    });
    expect(await balances()).toEqual({ wallet: 0, pg: 0 });
    const [forfeit, withdrawal] = await statements(2);
    expect(withdrawal).toMatchObject({ statementType: 'withdraw', status: 'IN_PROGRESS', amount: 100 });
    expect(forfeit).toMatchObject({
      statementType: 'finish_bonus',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'SYSTEM',
      amount: 800,
      bonus: { description: 'สมาชิกใหม่ 100%' },
    });
    expect(await active()).toEqual({ status: false, type: null });
    h.advance(60);
    expect((await statements(2))[1]).toMatchObject({ statementType: 'withdraw', status: 'SUCCESS' });
  });

  it('pays out the whole balance through withdrawAll, forfeiting nothing, and ends the bonus', async () => {
    await toPg(600);
    play(-250);
    play(250);
    const answer = await h.api('POST', '/api/wallet/withdrawAll', { token, body: { amount: 600 } });
    expect(answer.status).toBe(200);
    expect(answer.body.wallet).toEqual({ amount: 0 });
    expect((await statements(10)).some((e: { statementType: string }) => e.statementType === 'finish_bonus')).toBe(
      false,
    );
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
    await toPg(600);
    expect((await h.api('GET', '/api/bonus/clear', { token })).body).toEqual({ message: 'BONUS_CONDITION' });
    const played = await fetch(`${h.baseUrl}/__admin/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '0800000001', slotCode: 'PG', result: -596 }),
    });
    expect(await played.json()).toEqual({ slotCode: 'PG', amount: 4, lossSinceRefund: 596, bonusTurnoverLeft: 0 });
    expect(await h.api('GET', '/api/bonus/clear', { token })).toEqual({
      status: 200,
      body: { message: 'BONUS_CLEAR' },
    });
    const wallet = (await h.api('GET', '/api/wallet', { token })).body;
    expect(wallet.wallet.amount).toBe(0);
    expect(wallet.slots.find((s: { code: string }) => s.code === 'PG').amount).toBe(0);
    const [latest] = await statements(1);
    expect(latest).toMatchObject({ statementType: 'finish_bonus', amount: 4 });
  });
});
