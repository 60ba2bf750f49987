import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('new-member', { resetEachTest: true });

const wallet = async (token: string): Promise<number> =>
  (await h.api('GET', '/api/wallet', { token })).body.wallet.amount;
const latestStatement = async (token: string) =>
  (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.statements[0];
const find = (token: string, code: string) =>
  h.api('GET', `/api/promotion/find/${encodeURIComponent(code)}`, { token });
const activate = (token: string, code: string) =>
  h.api('GET', `/api/promotion/activate/${encodeURIComponent(code)}`, { token });

/** The member plays the wallet away at the games, below the bonus end threshold. */
function playDownTo(leftMinor: number) {
  const world = h.server.world();
  const id = world.db.member.findFirst({ where: { phone: { equals: world.scenario.login!.phone } } })!.id;
  world.db.member.update({ where: { id: { equals: id } }, data: { walletMinor: leftMinor } });
}

describe('finding a promotion code', () => {
  it('finds a code in any case, URL-encoded', async () => {
    const token = await h.login();
    const expected = { code: 'LUCKY20', percentFail: 10, description: 'รับเครดิต 20 บาท', amount: 20 };
    expect(await find(token, 'LUCKY20')).toEqual({ status: 200, body: expected });
    expect(await find(token, 'lucky20')).toEqual({ status: 200, body: expected });
    expect(await find(token, ' Lucky20 ')).toEqual({ status: 200, body: expected });
  });

  it('answers NO_PROMOTION for a code the site does not have', async () => {
    const token = await h.login();
    expect(await find(token, 'NOPE')).toEqual({ status: 404, body: { message: 'NO_PROMOTION' } });
    expect(await find(token, 'โค้ด/ไทย')).toEqual({ status: 404, body: { message: 'NO_PROMOTION' } });
  });
});

describe('receiving a promotion', () => {
  it('credits the wallet with a promotion entry and holds it as the active one', async () => {
    const token = await h.login();
    expect(await h.api('GET', '/api/promotion/current', { token })).toEqual({ status: 200, body: { promotion: null } });
    expect(await activate(token, 'gold50')).toEqual({ status: 200, body: { message: 'SUCCESS' } });
    expect(await wallet(token)).toBe(50);
    expect(await latestStatement(token)).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      amount: 50,
      to: 'WALLET',
      promotion: { description: 'GOLD50' },
    });
    expect(await h.api('GET', '/api/bonus/check/active', { token })).toEqual({
      status: 200,
      body: { status: true, type: 'promotion' },
    });
    expect((await h.api('GET', '/api/promotion/current', { token })).body.promotion).toMatchObject({
      code: 'GOLD50',
      amount: 50,
    });
  });

  it('answers NO_PROMOTION for an unknown code', async () => {
    const token = await h.login();
    expect(await activate(token, 'NOPE')).toEqual({ status: 404, body: { message: 'NO_PROMOTION' } });
  });

  it('answers PROMOTION_RECEIVED for a code the member used before, even after it ended', async () => {
    h.reset('default');
    const token = await h.login();
    expect(await activate(token, 'GOLD50')).toEqual({ status: 409, body: { message: 'PROMOTION_RECEIVED' } });
    expect(await activate(token, 'LUCKY20')).toEqual({ status: 200, body: { message: 'SUCCESS' } });
    expect(await activate(token, 'LUCKY20')).toEqual({ status: 409, body: { message: 'PROMOTION_RECEIVED' } });
  });

  it('answers BONUS_ALREADY_ACTIVE while a bonus or another promotion is active', async () => {
    const token = await h.login();
    await activate(token, 'LUCKY20');
    expect(await activate(token, 'GOLD50')).toEqual({ status: 409, body: { message: 'BONUS_ALREADY_ACTIVE' } });
    expect(await wallet(token)).toBe(20);

    h.reset('bonus-limits');
    const other = await h.login();
    expect(await activate(other, 'LUCKY20')).toEqual({ status: 409, body: { message: 'BONUS_ALREADY_ACTIVE' } });
  });

  it('is ended by the bonus clear, forfeiting what is left with a promotion entry', async () => {
    const token = await h.login();
    await activate(token, 'LUCKY20');
    expect(await h.api('GET', '/api/bonus/clear', { token })).toEqual({
      status: 422,
      body: { message: 'BONUS_CONDITION' },
    });
    playDownTo(250);
    expect(await h.api('GET', '/api/bonus/clear', { token })).toEqual({
      status: 200,
      body: { message: 'BONUS_CLEAR' },
    });
    expect(await wallet(token)).toBe(0);
    expect(await latestStatement(token)).toMatchObject({
      statementType: 'finish_bonus',
      from: 'WALLET',
      to: 'SYSTEM',
      amount: 2.5,
      promotion: { description: 'LUCKY20' },
    });
    expect(await h.api('GET', '/api/promotion/current', { token })).toEqual({ status: 200, body: { promotion: null } });
    expect(await h.api('GET', '/api/bonus/check/active', { token })).toEqual({
      status: 200,
      body: { status: false, type: null },
    });
    expect(await activate(token, 'LUCKY20')).toEqual({ status: 409, body: { message: 'PROMOTION_RECEIVED' } });
    expect((await h.api('GET', '/api/bonus/activate/WELCOME100', { token })).status).toBe(200);
  });
});
