import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

/**
 * How a log-in stops working before its time, each with its own code (README "Codes and their situations"):
 * the web app ends the session on every one of them and the log-in form says why, if it refuses.
 */
const h = useHarness('default', { resetEachTest: true });

const PHONE = '0812345678';
const PASSWORD = 'secret123';
const wallet = (token: string, headers: Record<string, string> = {}) => h.api('GET', '/api/wallet', { token, headers });
const logIn = (headers: Record<string, string> = {}) =>
  h.api('POST', '/api/login', { body: { username: PHONE, password: PASSWORD }, headers });
const flags = (patch: Record<string, boolean>) => h.api('POST', '/__admin/flags', { body: patch });

describe('a log-in that ends before its time', () => {
  it('INVALID_USER_2: the member was deactivated since; a new log-in then says INACTIVE_USER', async () => {
    const token = await h.login();
    expect(
      (await h.api('POST', '/__admin/members/M10001/active', { body: { active: false } })).body.member,
    ).toMatchObject({ id: 'M10001', active: false });
    expect(await wallet(token)).toEqual({ status: 401, body: { message: 'INVALID_USER_2' } });
    expect(await logIn()).toEqual({ status: 403, body: { message: 'INACTIVE_USER' } });
    await h.api('POST', '/__admin/members/M10001/active', { body: { active: true } });
    expect((await wallet(token)).status).toBe(200);
    expect(await h.api('POST', '/__admin/members/M99999/active', { body: { active: false } })).toEqual({
      status: 404,
      body: { message: 'NO_USER' },
    });
  });

  it('INVALID_USER_3: the password was changed on another device', async () => {
    const phone = await h.login();
    const laptop = await h.login();
    const changed = await h.api('PUT', '/api/account/changepwd', {
      token: laptop,
      body: { oldPassword: PASSWORD, newPassword: 'newsecret1' },
    });
    expect(await wallet(phone)).toEqual({ status: 401, body: { message: 'INVALID_USER_3' } });
    expect((await wallet(changed.body.token)).status).toBe(200);
  });

  it('says the same on the chat, whose routes read a token when one is sent', async () => {
    const phone = await h.login();
    await h.api('PUT', '/api/account/changepwd', {
      token: await h.login(),
      body: { oldPassword: PASSWORD, newPassword: 'newsecret1' },
    });
    const history = await h.api('POST', '/api/chat/history', {
      token: phone,
      body: { userId: 'M10001', guestId: null, limit: 10, skip: 0 },
    });
    expect(history).toEqual({ status: 401, body: { message: 'INVALID_USER_3' } });
  });

  it('INVALID_USER_4: a log-in on another device, while the world allows one device per member', async () => {
    const first = await h.login();
    const second = await h.login();
    expect((await wallet(first)).status).toBe(200);
    await flags({ oneDevice: true });
    const third = await h.login();
    for (const ended of [first, second])
      expect(await wallet(ended)).toEqual({ status: 401, body: { message: 'INVALID_USER_4' } });
    expect((await wallet(third)).status).toBe(200);
    const members = (await h.api('GET', '/__admin/members')).body.members as { id: string; loggedIn: number }[];
    expect(members.find((member) => member.id === 'M10001')?.loggedIn).toBe(1);
  });

  it('INVALID_IP: a token used from another address than it was issued to, while tokens are bound to one', async () => {
    // The harness's server trusts loopback as a proxy: X-Forwarded-For names the client.
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const token = (await logIn(from('198.51.100.7'))).body.token as string;
    expect((await wallet(token, from('203.0.113.9'))).status).toBe(200);
    await flags({ ipBound: true });
    expect(await wallet(token, from('203.0.113.9'))).toEqual({ status: 403, body: { message: 'INVALID_IP' } });
    expect((await wallet(token, from('198.51.100.7'))).status).toBe(200);
  });
});
