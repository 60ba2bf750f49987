import { describe, expect, it } from 'vitest';
import type { ScenarioDefinition } from '../scenario/scenario.js';
import { useHarness } from '../testing/harness.js';
import { pickSlice } from './spinwheel.js';

const h = useHarness('spin-coupons', { resetEachTest: true });

interface CouponBody {
  _id: string;
  prize: { name: string; slice: { label: string; htmlDescription: string | null } };
  amount: number;
  status: string;
  expiredAt: string;
  createdAt: string;
}

const coupons = async (token: string): Promise<CouponBody[]> =>
  (await h.api('GET', '/api/spinwheel/coupon', { token })).body.coupons;
const spin = (token: string) => h.api('POST', '/api/spinwheel/spin', { token });
const claim = (token: string, coupon: string) =>
  h.api('POST', '/api/spinwheel/coupon/claim', { token, body: { coupon } });
const latestStatement = async (token: string) =>
  (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.statements[0];
const slices = () => h.server.world().scenario.spinwheel!.slices;

function changeWheel(change: (wheel: ScenarioDefinition['spinwheel']) => ScenarioDefinition['spinwheel']) {
  const world = h.server.world() as { scenario: ScenarioDefinition };
  world.scenario = { ...world.scenario, spinwheel: change(world.scenario.spinwheel) };
}

describe('choosing a slice', () => {
  it('gives each slice its share of the weights', () => {
    const wheel = slices(); // weights 30, 20, 10, 30, 8, 2 of 100
    expect(pickSlice(wheel, 0).code).toBe('S10');
    expect(pickSlice(wheel, 0.2999).code).toBe('S10');
    expect(pickSlice(wheel, 0.3).code).toBe('S20');
    expect(pickSlice(wheel, 0.55).code).toBe('S50');
    expect(pickSlice(wheel, 0.6).code).toBe('S0');
    expect(pickSlice(wheel, 0.9).code).toBe('S100');
    expect(pickSlice(wheel, 0.98).code).toBe('S500');
    expect(pickSlice(wheel, 0.99999).code).toBe('S500');
  });
});

describe('the wheel setup', () => {
  it('shows the active wheel’s slices and the member’s coins', async () => {
    const token = await h.login();
    const setup = await h.api('GET', '/api/spinwheel/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.result.userCoin).toBe(5);
    expect(setup.body.result.activeSpinwheel.name).toBe('วงล้อนำโชค');
    expect(setup.body.result.activeSpinwheel.slice).toHaveLength(6);
    expect(setup.body.result.activeSpinwheel.slice[0]).toEqual({
      code: 'S10',
      label: '10 ฿',
      bgColor: '#f5b941',
      textColor: '#1a1300',
      htmlDescription: '<p>เครดิต 10 บาท</p>',
    });
    expect(await h.api('GET', '/api/spinwheel/active', { token })).toEqual({ status: 200, body: { isActive: true } });
  });

  it('shows no wheel, and refuses to spin (success false, SPIN_INACTIVE) when the wheel is off or absent', async () => {
    const token = await h.login();
    h.server.world().flags.spinActive = false;
    expect((await h.api('GET', '/api/spinwheel/setup', { token })).body).toEqual({
      result: { activeSpinwheel: null, userCoin: 5 },
    });
    expect(await h.api('GET', '/api/spinwheel/active', { token })).toEqual({ status: 200, body: { isActive: false } });
    expect(await spin(token)).toEqual({ status: 200, body: { success: false, error: 'SPIN_INACTIVE', result: null } });
    changeWheel(() => null);
    expect(await spin(token)).toEqual({ status: 200, body: { success: false, error: 'SPIN_INACTIVE', result: null } });
    expect((await h.api('GET', '/api/spinwheel/setup', { token })).body.result.userCoin).toBe(5);
  });
});

describe('spinning', () => {
  it('spends one coin a spin until SPIN_NO_COIN, and every prize won appears as a claimable coupon', async () => {
    const token = await h.login();
    const before = await coupons(token);
    const won: { code: string; label: string }[] = [];
    for (let left = 4; left >= 0; left -= 1) {
      const answer = await spin(token);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, error: null, result: { remainingCoin: left } });
      const slice = slices().find((s) => s.code === answer.body.result.code);
      expect(slice?.label).toBe(answer.body.result.label);
      won.push(answer.body.result);
    }
    expect(await spin(token)).toEqual({ status: 200, body: { success: false, error: 'SPIN_NO_COIN', result: null } });
    expect((await h.api('GET', '/api/spinwheel/setup', { token })).body.result.userCoin).toBe(0);

    const prizes = won.map((w) => slices().find((s) => s.code === w.code)!).filter((s) => s.prize.amount > 0);
    const after = await coupons(token);
    expect(after).toHaveLength(before.length + prizes.length);
    const fresh = after.slice(0, prizes.length);
    // newest first: the last spin's coupon leads
    expect(fresh.map((c) => c.prize.name)).toEqual(prizes.map((s) => s.prize.name).reverse());
    for (const coupon of fresh) {
      const slice = prizes.find((s) => s.prize.name === coupon.prize.name)!;
      expect(coupon).toMatchObject({
        amount: slice.prize.amount,
        status: 'CLAIMABLE',
        prize: { slice: { label: slice.label, htmlDescription: slice.htmlDescription } },
      });
      expect(Date.parse(coupon.expiredAt) - Date.parse(coupon.createdAt)).toBe(24 * 60 * 60 * 1000);
    }
  });

  it('spins the same way in every fresh world of the scenario (seeded on the server)', async () => {
    const run = async () => {
      h.reset('spin-coupons');
      const token = await h.login();
      const codes: string[] = [];
      for (let i = 0; i < 5; i += 1) codes.push((await spin(token)).body.result.code);
      return codes;
    };
    expect(await run()).toEqual(await run());
  });

  it('answers SPIN_NO_COIN for a member without coins', async () => {
    h.reset('new-member');
    const token = await h.login();
    expect(await spin(token)).toEqual({ status: 200, body: { success: false, error: 'SPIN_NO_COIN', result: null } });
  });
});

describe('coupons', () => {
  it('lists the member’s coupons newest first with their prize', async () => {
    const token = await h.login();
    const list = await coupons(token);
    expect(list.map((c) => [c.prize.slice.label, c.status])).toEqual([
      ['500 ฿', 'CLAIMABLE'],
      ['10 ฿', 'CLAIMABLE'],
      ['20 ฿', 'CLAIMABLE'],
      ['50 ฿', 'CLAIMABLE'],
      ['100 ฿', 'CLAIMED'],
      ['20 ฿', 'CLAIMED'],
      ['10 ฿', 'EXPIRED'],
    ]);
    expect(list[0]).toMatchObject({
      amount: 500,
      prize: { name: 'แจ็คพอต 500', slice: { htmlDescription: '<p>แจ็คพอต 500 บาท</p>' } },
    });
  });

  it('claims a coupon into the wallet with a lucky-draw entry, once', async () => {
    const token = await h.login();
    const jackpot = (await coupons(token))[0];
    expect(await claim(token, jackpot._id)).toEqual({
      status: 200,
      body: { message: 'SUCCESS', amount: 500, wallet: { amount: 600 } },
    });
    expect((await h.api('GET', '/api/wallet', { token })).body.wallet.amount).toBe(600);
    expect(await latestStatement(token)).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      to: 'WALLET',
      amount: 500,
      luckydraw: { description: 'แจ็คพอต 500' },
    });
    expect((await coupons(token))[0].status).toBe('CLAIMED');
    expect(await claim(token, jackpot._id)).toEqual({ status: 422, body: { message: 'NO_CLAIMABLE_COUPON' } });
    expect((await h.api('GET', '/api/wallet', { token })).body.wallet.amount).toBe(600);
  });

  it('refuses a claimed coupon with NO_CLAIMABLE_COUPON and an expired one with COUPON_EXPIRED', async () => {
    const token = await h.login();
    const list = await coupons(token);
    expect(await claim(token, list.find((c) => c.status === 'CLAIMED')!._id)).toEqual({
      status: 422,
      body: { message: 'NO_CLAIMABLE_COUPON' },
    });
    expect(await claim(token, list.find((c) => c.status === 'EXPIRED')!._id)).toEqual({
      status: 422,
      body: { message: 'COUPON_EXPIRED' },
    });
  });

  it('answers INVALID_CODE for an unknown coupon or another member’s', async () => {
    const token = await h.login();
    expect(await claim(token, 'nope')).toEqual({ status: 400, body: { message: 'INVALID_CODE' } });
    h.reset('default');
    const somchai = await h.login();
    const theirs = (await coupons(somchai)).find((c) => c.status === 'CLAIMABLE')!;
    const malee = await h.login('0823456789', 'secret123');
    expect(await claim(malee, theirs._id)).toEqual({ status: 400, body: { message: 'INVALID_CODE' } });
    expect(await coupons(malee)).toEqual([]);
    expect((await coupons(somchai)).find((c) => c._id === theirs._id)?.status).toBe('CLAIMABLE');
  });

  it('expires a claimable coupon when its time passes', async () => {
    const token = await h.login();
    const soon = (await coupons(token)).find((c) => c.prize.slice.label === '50 ฿')!;
    expect(Date.parse(soon.expiredAt) - h.server.world().clock.now()).toBeGreaterThan(60_000);
    h.advance(3 * 60);
    const now = (await coupons(token)).find((c) => c._id === soon._id)!;
    expect(now.status).toBe('EXPIRED');
    expect(await claim(token, soon._id)).toEqual({ status: 422, body: { message: 'COUPON_EXPIRED' } });
  });

  it('expires a coupon won by a spin after the wheel’s coupon minutes', async () => {
    const token = await h.login();
    let prize = null as string | null;
    for (let i = 0; i < 5 && !prize; i += 1) {
      const code = (await spin(token)).body.result.code;
      if (slices().find((s) => s.code === code)!.prize.amount > 0) prize = code;
    }
    expect(prize).not.toBeNull();
    const won = (await coupons(token))[0];
    h.advance(24 * 3600 - 60);
    const fresh = await h.login();
    expect((await coupons(fresh))[0]).toMatchObject({ _id: won._id, status: 'CLAIMABLE' });
    h.advance(120);
    expect(await claim(fresh, won._id)).toEqual({ status: 422, body: { message: 'COUPON_EXPIRED' } });
    expect((await coupons(fresh))[0]).toMatchObject({ _id: won._id, status: 'EXPIRED' });
  });
});
