import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';
import { playResult } from './game-play.js';

const h = useHarness('default', { resetEachTest: true });

const wallet = async (token: string) => (await h.api('GET', '/api/wallet', { token })).body;
const latestStatement = async (token: string) =>
  (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.statements[0];

/** Switches the invite feature off in the current world only (the next reset brings the scenario back). */
function inviteOff() {
  h.server.world().flags.inviteActive = false;
}

describe('the invite list', () => {
  it('lists what invitees earned the member, newest first, page by page', async () => {
    const token = await h.login();
    const first = await h.api('POST', '/api/invite', { token, body: { page: 1, limit: 10 } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.invites).toEqual([
      { from: { name: 'Anan K.' }, amount: 25, createdAt: expect.any(String) },
      { from: { name: 'Nok P.' }, amount: 50, createdAt: expect.any(String) },
    ]);
    expect(Date.parse(first.body.invites[0].createdAt)).toBeGreaterThan(Date.parse(first.body.invites[1].createdAt));
    const second = await h.api('POST', '/api/invite', { token, body: { page: 2, limit: 1 } });
    expect(second.body).toEqual({ total: 2, invites: [first.body.invites[1]] });
    expect((await h.api('POST', '/api/invite', { token, body: { page: 3, limit: 10 } })).body).toEqual({
      total: 2,
      invites: [],
    });
  });

  it('refuses a bad page with KEY_INVALID', async () => {
    const token = await h.login();
    expect((await h.api('POST', '/api/invite', { token, body: { page: 0, limit: 10 } })).body.message).toBe(
      'KEY_INVALID',
    );
  });
});

describe('receiving the invite bonus', () => {
  it('moves the waiting bonus into the wallet with an invite entry, once', async () => {
    const token = await h.login();
    const before = await wallet(token);
    expect(before.invite.amount).toBe(75);
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 200,
      body: { message: 'INVITE_BONUS_SUCCESS', amount: 75 },
    });
    const after = await wallet(token);
    expect(after.wallet.amount).toBeCloseTo(before.wallet.amount + 75, 2);
    expect(after.invite.amount).toBe(0);
    expect(await latestStatement(token)).toMatchObject({
      statementType: 'bonus',
      status: 'SUCCESS',
      to: 'WALLET',
      amount: 75,
      invite: { description: expect.any(String) },
    });
    // Nothing waits now; the list shows what invitees' play earned, so it is not for want of play.
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 422,
      body: { message: 'NO_INVITE_BONUS' },
    });
    expect((await h.api('POST', '/api/invite', { token, body: { page: 1, limit: 10 } })).body.total).toBe(2);
  });

  it('answers NO_INVITEE_PLAY_INFO to a member whose invitees have not played yet, then NO_INVITE_BONUS', async () => {
    h.reset('new-member');
    const token = await h.login();
    const inviter = (await h.api('GET', '/api/account/profile', { token })).body.profile._id as string;
    const invitee = {
      name: 'Nida Srisuk',
      username: '0855555555',
      password: 'secret123',
      sourceCode: '',
      inviteCode: `PR${inviter}`,
      bankCode: 'SCB',
      bankAccountName: 'NIDA SRISUK',
      bankAccountNo: '5556667778',
      currency: 'BAHT',
    };
    expect((await h.api('POST', '/api/account', { body: invitee })).status).toBe(200);
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 422,
      body: { message: 'NO_INVITEE_PLAY_INFO' },
    });
    // She plays (and wins: nothing is earned), so there is play to speak of but nothing waiting.
    const nida = await h.login('0855555555', 'secret123');
    expect((await h.api('GET', '/api/wallet/activate/PG', { token: nida })).status).toBe(200);
    playResult(h.server.world(), '0855555555', 'PG', 5);
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 422,
      body: { message: 'NO_INVITE_BONUS' },
    });
  });

  it('answers NO_INVITE_BONUS when nothing is waiting', async () => {
    h.reset('new-member');
    const token = await h.login();
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 422,
      body: { message: 'NO_INVITE_BONUS' },
    });
  });

  it('answers INVITE_INACTIVE when the invite feature is off, keeping the bonus', async () => {
    inviteOff();
    const token = await h.login();
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 422,
      body: { message: 'INVITE_INACTIVE' },
    });
    expect((await wallet(token)).invite.amount).toBe(75);
  });
});

describe('what invitees earn the inviter (site.invitePercent of their game losses)', () => {
  /** Malee (0823456789, wallet 40) was invited by the default member; she plays in PG. */
  async function maleeInPg(amount: number) {
    const malee = await h.login('0823456789', 'secret123');
    await h.api('GET', '/api/wallet/activate/PG', { token: malee });
    await h.api('POST', '/api/wallet/transfer', { token: malee, body: { from: 'WALLET', to: 'PG', amount } });
  }
  const play = (result: number) => playResult(h.server.world(), '0823456789', 'PG', result);

  it('puts 5% of the net loss into the inviter’s box, one floor over the whole; it is listed when received', async () => {
    await maleeInPg(40);
    play(-30);
    play(5);
    play(-0.19);
    const token = await h.login();
    // 5% of 25.19 is 1.2595: 1.25 waits, the fraction of a satang earns nothing.
    expect((await wallet(token)).invite).toEqual({ amount: 76.25, success: 80, fail: 20 });
    expect((await h.api('POST', '/api/invite', { token, body: { page: 1, limit: 10 } })).body.total).toBe(2);
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 200,
      body: { message: 'INVITE_BONUS_SUCCESS', amount: 76.25 },
    });
    const list = (await h.api('POST', '/api/invite', { token, body: { page: 1, limit: 10 } })).body;
    expect(list.total).toBe(3);
    expect(list.invites[0]).toEqual({ from: { name: 'Malee Rakdee' }, amount: 1.25, createdAt: expect.any(String) });
    // Malee has played now: nothing waits, and that is all there is to say.
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 422,
      body: { message: 'NO_INVITE_BONUS' },
    });
  });

  it('earns nothing while the invite programme is off', async () => {
    await maleeInPg(40);
    inviteOff();
    play(-30);
    const token = await h.login();
    expect((await wallet(token)).invite.amount).toBe(75);
    expect((await h.api('POST', '/api/invite', { token, body: { page: 1, limit: 10 } })).body.total).toBe(2);
  });

  it('answers INVITE_COLLECT while a bonus is held, keeping the money in the box, safe from its forfeit', async () => {
    const token = await h.login();
    expect((await h.api('GET', '/api/bonus/activate/WEEKLY50', { token })).status).toBe(200);
    const before = await wallet(token);
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 200,
      body: { message: 'INVITE_COLLECT', amount: 75 },
    });
    const held = await wallet(token);
    expect(held.wallet.amount).toBe(before.wallet.amount);
    expect(held.invite.amount).toBe(75);
    expect(await latestStatement(token)).not.toMatchObject({ invite: expect.anything() });
    // The bonus ends by a partial withdrawal that forfeits what it leaves: the invite money is not part of it.
    await h.api('POST', '/__admin/play', { body: { phone: '0812345678', slotCode: 'PG', result: 250 } });
    await h.api('POST', '/__admin/play', { body: { phone: '0812345678', slotCode: 'PG', result: -250 } });
    const withdrawn = await h.api('POST', '/api/wallet/withdraw', { token, body: { amount: 100 } });
    expect(withdrawn.status).toBe(200);
    expect((await wallet(token)).invite.amount).toBe(75);
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 200,
      body: { message: 'INVITE_BONUS_SUCCESS', amount: 75 },
    });
    expect((await wallet(token)).wallet.amount).toBe(75);
  });
});

describe('invite banners', () => {
  it('are the site’s invite banners', async () => {
    const token = await h.login();
    const answer = await h.api('GET', '/api/invite/banners', { token });
    expect(answer).toEqual({ status: 200, body: h.server.world().scenario.site.inviteBanners });
    expect(answer.body.length).toBeGreaterThan(0);
  });
});
