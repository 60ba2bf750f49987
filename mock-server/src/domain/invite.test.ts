import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioDefinition } from '../scenario.js';
import { startHarness, type Harness } from '../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('default');
});
beforeEach(() => h.reset('default'));
afterEach(() => expect(h.violations).toEqual([]));
afterAll(() => h.close());

const wallet = async (token: string) => (await h.api('GET', '/api/wallet', { token })).body;
const latestStatement = async (token: string) =>
  (await h.api('POST', '/api/statement', { token, body: { page: 1, limit: 10 } })).body.statements[0];

/** Switches the invite feature off in the current world only (the next reset brings the scenario back). */
function inviteOff() {
  const world = h.server.world() as { scenario: ScenarioDefinition };
  world.scenario = { ...world.scenario, flags: { ...world.scenario.flags, inviteActive: false } };
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
    expect(await h.api('GET', '/api/invite/bonus', { token })).toEqual({
      status: 422,
      body: { message: 'NO_INVITE_BONUS' },
    });
    expect((await h.api('POST', '/api/invite', { token, body: { page: 1, limit: 10 } })).body.total).toBe(2);
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

describe('invite banners', () => {
  it('are the site’s invite banners', async () => {
    const token = await h.login();
    const answer = await h.api('GET', '/api/invite/banners', { token });
    expect(answer).toEqual({ status: 200, body: h.server.world().scenario.site.inviteBanners });
    expect(answer.body.length).toBeGreaterThan(0);
  });
});
