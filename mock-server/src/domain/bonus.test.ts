import { describe, expect, it } from 'vitest';
import defaultScenario from '../../../scenarios/default.js';
import { buildWorld } from '../scenario/seed.js';
import { useHarness } from '../testing/harness.js';
import { ApiError } from './api-error.js';
import { activateBonus } from './bonus.js';

const h = useHarness('new-member', { resetEachTest: true });

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

const wallet = async (token: string): Promise<number> =>
  (await h.api('GET', '/api/wallet', { token })).body.wallet.amount;
const latestStatement = async (token: string) =>
  (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.statements[0];
const activate = (token: string, code: string) => h.api('GET', `/api/bonus/activate/${code}`, { token });
const clear = (token: string) => h.api('GET', '/api/bonus/clear', { token });
const memberId = () =>
  h.server.world().db.member.findFirst({ where: { phone: { equals: h.server.world().scenario.login!.phone } } })!.id;

/** Moves the clock on and signs in again (a session lasts a day). */
async function later(seconds: number): Promise<string> {
  h.advance(seconds);
  return h.login();
}

/** The member plays the money away at the games (no provider is simulated): wallet left at `leftMinor`, games emptied. */
function playDownTo(leftMinor: number, games: Record<string, number> = {}) {
  const world = h.server.world();
  const id = memberId();
  world.db.member.update({ where: { id: { equals: id } }, data: { walletMinor: leftMinor } });
  for (const game of world.db.gameAccount.findMany({ where: { memberId: { equals: id } } })) {
    world.db.gameAccount.update({ where: { id: { equals: game.id } }, data: { amountMinor: games[game.code] ?? 0 } });
  }
}

/** Receives the bonus, loses it below the threshold, and ends it: one receipt used up. */
async function useOnce(token: string, code: string) {
  expect((await activate(token, code)).status).toBe(200);
  playDownTo(0);
  expect(await clear(token)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } });
}

describe('the bonus list', () => {
  it('lists every bonus of the site with the member’s history, keeping the %percentFail% placeholder', async () => {
    h.reset('default');
    const token = await h.login();
    const { status, body } = await h.api('GET', '/api/bonus', { token });
    expect(status).toBe(200);
    expect(body.map((b: { code: string }) => b.code)).toEqual(['WELCOME100', 'DAILY10', 'WEEKLY50']);
    const [welcome, daily] = body;
    expect(welcome).toMatchObject({
      name: 'สมาชิกใหม่ 100%',
      type: 'limit',
      maxReceived: 1,
      percentFail: 30,
      amount: 100,
    });
    expect(welcome.notice).toContain('%percentFail%');
    expect(welcome.banners[0]).toMatchObject({ image: expect.stringContaining('bonus-welcome') });
    expect(welcome.userBonus).toEqual({
      _id: expect.any(String),
      isActive: false,
      received: [{ updatedAt: expect.any(String) }],
    });
    const receivedAgo = h.server.world().clock.now() - Date.parse(welcome.userBonus.received[0].updatedAt);
    expect(Math.abs(receivedAgo - 29 * HOUR_S * 1000)).toBeLessThan(5000);
    expect(daily.userBonus).toBeNull();
  });

  it('shows each card state in the bonus-limits world: used up, used up today, active', async () => {
    h.reset('bonus-limits');
    let token = await h.login();
    const { body } = await h.api('GET', '/api/bonus', { token });
    const byCode = Object.fromEntries(body.map((b: { code: string }) => [b.code, b]));
    expect(byCode.WELCOME100.userBonus).toMatchObject({ isActive: false, received: [expect.anything()] });
    expect(byCode.DAILY10.userBonus).toMatchObject({
      isActive: false,
      received: [expect.anything(), expect.anything()],
    });
    expect(byCode.WEEKLY50.userBonus).toMatchObject({ isActive: true, received: [expect.anything()] });
    expect(await h.api('GET', '/api/bonus/check/active', { token })).toEqual({
      status: 200,
      body: { status: true, type: 'week' },
    });
    expect(await activate(token, 'WELCOME100')).toEqual({ status: 409, body: { message: 'BONUS_ALREADY_ACTIVE' } });
    playDownTo(0);
    await clear(token);
    expect(await activate(token, 'WELCOME100')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    expect(await activate(token, 'DAILY10')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    expect(await activate(token, 'WEEKLY50')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    token = await later(DAY_S);
    expect((await activate(token, 'DAILY10')).status).toBe(200);
  });
});

describe('receiving a bonus', () => {
  it('marks it active, records the receipt and credits the wallet with a bonus entry', async () => {
    const token = await h.login();
    expect(await h.api('GET', '/api/bonus/check/active', { token })).toEqual({
      status: 200,
      body: { status: false, type: null },
    });
    const answer = await activate(token, 'WELCOME100');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      _id: expect.any(String),
      isActive: true,
      received: [{ updatedAt: expect.any(String) }],
    });
    expect(Math.abs(Date.parse(answer.body.received[0].updatedAt) - h.server.world().clock.now())).toBeLessThan(5000);
    expect(await wallet(token)).toBe(100);
    expect(await latestStatement(token)).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      to: 'WALLET',
      amount: 100,
      bonus: { description: 'สมาชิกใหม่ 100%' },
    });
    expect(await h.api('GET', '/api/bonus/check/active', { token })).toEqual({
      status: 200,
      body: { status: true, type: 'limit' },
    });
    const list = (await h.api('GET', '/api/bonus', { token })).body;
    expect(list[0].userBonus).toEqual(answer.body);
  });

  it('answers NO_DATA for a code the site does not have', async () => {
    const token = await h.login();
    expect(await activate(token, 'NOPE')).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('refuses another bonus while one is active with BONUS_ALREADY_ACTIVE, and credits nothing', async () => {
    const token = await h.login();
    await activate(token, 'WELCOME100');
    expect(await activate(token, 'DAILY10')).toEqual({ status: 409, body: { message: 'BONUS_ALREADY_ACTIVE' } });
    expect(await wallet(token)).toBe(100);
  });

  it('refuses a bonus while a promotion is active', async () => {
    const token = await h.login();
    expect((await h.api('GET', '/api/promotion/activate/LUCKY20', { token })).status).toBe(200);
    expect(await activate(token, 'WELCOME100')).toEqual({ status: 409, body: { message: 'BONUS_ALREADY_ACTIVE' } });
  });

  it('answers the held bonus unchanged when asked for it again (the confirm button), crediting nothing more', async () => {
    const token = await h.login();
    const first = await activate(token, 'DAILY10');
    const again = await activate(token, 'DAILY10');
    expect(again).toEqual(first);
    expect(await wallet(token)).toBe(20);
  });
});

describe('how often a bonus can be received', () => {
  it('limit: maxReceived receipts ever, never reset by time', async () => {
    let token = await h.login();
    await useOnce(token, 'WELCOME100');
    expect(await activate(token, 'WELCOME100')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    token = await later(60 * DAY_S);
    expect(await activate(token, 'WELCOME100')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
  });

  it('day: maxReceived receipts per Bangkok calendar day, free again after midnight', async () => {
    let token = await h.login();
    await useOnce(token, 'DAILY10');
    await useOnce(token, 'DAILY10');
    expect(await activate(token, 'DAILY10')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    token = await later(11 * HOUR_S + 50 * 60); // 23:50 Friday in Bangkok
    expect(await activate(token, 'DAILY10')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    token = await later(15 * 60); // 00:05 Saturday
    expect((await activate(token, 'DAILY10')).status).toBe(200);
  });

  it('day: the next day (24 hours on) is a fresh day', async () => {
    let token = await h.login();
    await useOnce(token, 'DAILY10');
    await useOnce(token, 'DAILY10');
    token = await later(DAY_S);
    await useOnce(token, 'DAILY10');
    await useOnce(token, 'DAILY10');
    expect(await activate(token, 'DAILY10')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    const list = (await h.api('GET', '/api/bonus', { token })).body;
    expect(list[1].userBonus.received).toHaveLength(4);
  });

  it('week: maxReceived receipts per Monday-start week, free again on Monday', async () => {
    let token = await h.login();
    await useOnce(token, 'WEEKLY50');
    expect(await activate(token, 'WEEKLY50')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    token = await later(2 * DAY_S + 11 * HOUR_S + 50 * 60); // Sunday 23:50 in Bangkok
    expect(await activate(token, 'WEEKLY50')).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    token = await later(15 * 60); // Monday 00:05
    expect((await activate(token, 'WEEKLY50')).status).toBe(200);
  });
});

describe('ending a bonus', () => {
  it('answers NO_DATA when nothing is active', async () => {
    const token = await h.login();
    expect(await clear(token)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('refuses with BONUS_CONDITION at or above the threshold, then forfeits the remainder once below it', async () => {
    h.reset('bonus-limits');
    const token = await h.login();
    expect(await clear(token)).toEqual({ status: 422, body: { message: 'BONUS_CONDITION' } });
    playDownTo(300, { PG: 200 }); // 3 + 2 = 5: not below 5
    expect(await clear(token)).toEqual({ status: 422, body: { message: 'BONUS_CONDITION' } });
    playDownTo(300, { PG: 150 }); // 4.50
    expect(await clear(token)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } });
    expect(await wallet(token)).toBe(0);
    const games = h.server.world().db.gameAccount.findMany({ where: { memberId: { equals: 'M10001' } } });
    expect(games.every((g) => g.amountMinor === 0)).toBe(true);
    expect(await latestStatement(token)).toMatchObject({
      statementType: 'finish_bonus',
      status: 'SUCCESS',
      from: 'WALLET',
      to: 'SYSTEM',
      amount: 4.5,
      bonus: { description: 'โบนัสรายสัปดาห์' },
    });
    expect(await h.api('GET', '/api/bonus/check/active', { token })).toEqual({
      status: 200,
      body: { status: false, type: null },
    });
    const list = (await h.api('GET', '/api/bonus', { token })).body;
    expect(list[2].userBonus.isActive).toBe(false);
    expect(await clear(token)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('writes no forfeit entry when nothing is left', async () => {
    const token = await h.login();
    await activate(token, 'WELCOME100');
    playDownTo(0);
    const before = (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.total;
    expect((await clear(token)).status).toBe(200);
    expect((await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.total).toBe(before);
  });

  it('tells the threshold through check/minimum', async () => {
    const token = await h.login();
    expect(await h.api('GET', '/api/bonus/check/minimum', { token })).toEqual({ status: 200, body: { minimum: 5 } });
  });
});

describe("a bonus's quota for the whole site", () => {
  it('answers BONUS_FULL when the site has given it out, whatever the member holds, crediting nothing', async () => {
    h.reset('bonus-limits');
    const token = await h.login();
    const before = await wallet(token);
    expect(await activate(token, 'VIP300')).toEqual({ status: 409, body: { message: 'BONUS_FULL' } });
    expect(await wallet(token)).toBe(before);
  });

  it("counts each receipt in the world on from what was taken before, until the quota's total", () => {
    const world = buildWorld({
      ...defaultScenario,
      bonuses: defaultScenario.bonuses.map((b) => (b.code === 'DAILY10' ? { ...b, quota: { total: 2, taken: 1 } } : b)),
    });
    expect(activateBonus(world, 'M10001', 'DAILY10').isActive).toBe(true);
    // The one left went to M10001: the next member, holding nothing, finds it full.
    expect(() => activateBonus(world, 'M10003', 'DAILY10')).toThrow(new ApiError('BONUS_FULL'));
    // Asking again for the bonus held answers it as it is, full or not.
    expect(activateBonus(world, 'M10001', 'DAILY10').isActive).toBe(true);
  });
});
