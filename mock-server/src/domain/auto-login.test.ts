import { beforeEach, describe, expect, it } from 'vitest';
import defaultScenario from '../../../scenarios/default.js';
import { ApiError } from './api-error.js';
import { useHarness } from '../testing/harness.js';
import { buildWorld } from '../scenario/seed.js';
import { autoLoginLink } from './auto-login.js';

const h = useHarness('default', { resetEachTest: true });
let token: string;
beforeEach(async () => {
  token = await h.login();
});

const get = (path: string, who = token) => h.api('GET', path, { token: who });
const credentials = async (code: string) =>
  (await get(`/api/wallet/account/${code}`)).body as { username: string; password: string };

describe('GET /api/autoLogin/:game/:username', () => {
  it('answers a one-time launch link for the member’s open account', async () => {
    const { username } = await credentials('PG');
    const first = await get(`/api/autoLogin/pg/${username}`);
    expect(first.status).toBe(200);
    expect(first.body.link).toMatch(/^https:\/\/play\.example\.test\/launch\/pg\?ticket=[0-9a-f]{32}$/);
    const second = await get(`/api/autoLogin/pg/${username}`);
    expect(second.body.link).not.toBe(first.body.link);
  });

  it('answers SLOT_NO_ACCOUNT for an account not open, a username of another game, or someone else’s', async () => {
    const betflix = 'betflix345678';
    expect(await get(`/api/autoLogin/betflix/${betflix}`)).toEqual({
      status: 404,
      body: { message: 'SLOT_NO_ACCOUNT' },
    });
    await get('/api/wallet/activate/BETFLIX');
    expect((await get(`/api/autoLogin/betflix/${betflix}`)).status).toBe(200);

    const { username: joker } = await credentials('JOKER');
    expect(await get(`/api/autoLogin/pg/${joker}`)).toEqual({ status: 404, body: { message: 'SLOT_NO_ACCOUNT' } });
    expect(await get('/api/autoLogin/pg/pg456789')).toEqual({ status: 404, body: { message: 'SLOT_NO_ACCOUNT' } });
    const malee = await h.login('0823456789', 'secret123');
    expect(await get('/api/autoLogin/pg/pg345678', malee)).toEqual({
      status: 404,
      body: { message: 'SLOT_NO_ACCOUNT' },
    });
  });

  it('refuses a game outside the list by the contract', async () => {
    expect((await get('/api/autoLogin/sbo/sbo345678')).body.message).toBe('KEY_INVALID');
  });
});

describe('GET /api/autoLogin/:game/:username/:password', () => {
  it('answers the link for the right password and WRONG_CREDENTIAL for a wrong one', async () => {
    const { username, password } = await credentials('JOKER');
    const ok = await get(`/api/autoLogin/joker2/${username}/${encodeURIComponent(password)}`);
    expect(ok.status).toBe(200);
    expect(ok.body.link).toMatch(/^https:\/\/play\.example\.test\/launch\/joker2\?ticket=/);
    expect(await get(`/api/autoLogin/joker2/${username}/wrong-password`)).toEqual({
      status: 401,
      body: { message: 'WRONG_CREDENTIAL' },
    });
  });

  it('stops accepting the old password after a reset', async () => {
    const before = await credentials('PG');
    await get('/api/wallet/resetpassword/PG');
    const after = await credentials('PG');
    expect((await get(`/api/autoLogin/pg/${before.username}/${before.password}`)).body.message).toBe(
      'WRONG_CREDENTIAL',
    );
    expect((await get(`/api/autoLogin/pg/${after.username}/${after.password}`)).status).toBe(200);
  });
});

describe('auto-login domain', () => {
  it('answers NO_GAME when the site has no game of that kind', () => {
    const world = buildWorld({
      ...defaultScenario,
      games: defaultScenario.games.filter((g) => g.autoLoginGame !== 'pg'),
    });
    let code: string | null = null;
    try {
      autoLoginLink(world, 'M10001', 'pg', 'pg345678');
    } catch (error) {
      code = error instanceof ApiError ? error.code : String(error);
    }
    expect(code).toBe('NO_GAME');
  });
});
