import { NAME_MAX_CHARS } from '@portal/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, useHarness } from '../testing/harness.js';
import { LOGIN_PACE_BASE_MS, LOGIN_PACE_FROM } from './account.js';

/** The limits and holes of issue 8 §5 on the account routes, each tried as an attacker would. */

const h = useHarness('default', { resetEachTest: true });

const PHONE = '0812345678';
const PASSWORD = 'secret123';
const limited = { status: 429, body: { message: 'REQUEST_LIMIT' } };
const login = (username: string, password: string) => h.api('POST', '/api/login', { body: { username, password } });

describe('login attempts', () => {
  it('refuses the 6th attempt within 5 minutes after 5 wrong passwords, even with the right one, until the window passes', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login(PHONE, `guess-${i}`)).body.message).toBe('WRONG_CREDENTIAL');
    expect(await login(PHONE, PASSWORD)).toEqual(limited);
    expect(await login(PHONE, 'guess-6')).toEqual(limited);
    h.advance(4 * 60 + 59);
    expect(await login(PHONE, PASSWORD)).toEqual(limited);
    h.advance(2);
    expect((await login(PHONE, PASSWORD)).status).toBe(200);
  });

  it('stops a burst of 1,000 wrong passwords after 5, without counting the refused ones', async () => {
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => login(PHONE, `burst-${i}`)));
    expect(answers.filter((a) => a.body.message === 'WRONG_CREDENTIAL')).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(995);
    h.advance(5 * 60 + 1);
    expect((await login(PHONE, PASSWORD)).status).toBe(200);
  });

  it('forgets the count for the phone after a successful log-in', async () => {
    for (let i = 0; i < 4; i += 1) await login(PHONE, `guess-${i}`);
    expect((await login(PHONE, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(PHONE, `again-${i}`)).status).toBe(401);
    expect((await login(PHONE, PASSWORD)).status).toBe(200);
  });

  it('limits one client trying many phones to 20 wrong passwords in 5 minutes', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`08000000${String(i).padStart(2, '0')}`, 'password1')).body.message).toBe('WRONG_CREDENTIAL');
    }
    expect(await login('0899999999', 'password1')).toEqual(limited);
    expect(await login(PHONE, PASSWORD)).toEqual(limited);
    h.advance(5 * 60 + 1);
    expect((await login(PHONE, PASSWORD)).status).toBe(200);
  });
});

describe('log-in limits that cannot be turned on a member (issue 24 §1, §2)', () => {
  /** A call as the client at `address`, through the trusted proxy (the harness calls from loopback). */
  const loginFrom = (address: string, username: string, password: string) =>
    h.api('POST', '/api/login', { body: { username, password }, headers: { 'x-forwarded-for': address } });
  const ATTACKER = '203.0.113.66';
  const MEMBER = '198.51.100.7';

  it('keeps a member logging in while another address guesses their password 5 times every 5 minutes', async () => {
    let logins = 0;
    for (let minute = 0; minute < 30; minute += 1) {
      if (minute % 5 === 0)
        for (let i = 0; i < 5; i += 1)
          expect((await loginFrom(ATTACKER, PHONE, `guess-${minute}-${i}`)).status).toBe(401);
      expect(await loginFrom(ATTACKER, PHONE, PASSWORD)).toEqual(limited);
      if ((await loginFrom(MEMBER, PHONE, PASSWORD)).status === 200) logins += 1;
      h.advance(60);
    }
    expect(logins).toBe(30);
  });

  it('counts visitors behind the proxy apart: 20 wrong log-ins by one lock out no one else', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await loginFrom(ATTACKER, `08000000${String(i).padStart(2, '0')}`, 'password1')).status).toBe(401);
    expect(await loginFrom(ATTACKER, '0899999999', 'password1')).toEqual(limited);
    expect((await loginFrom(MEMBER, PHONE, PASSWORD)).status).toBe(200);
  });

  it('believes only the address the trusted proxy saw: a forged start of the chain changes nothing', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await loginFrom(`10.0.0.${i}, ${ATTACKER}`, PHONE, `guess-${i}`)).status).toBe(401);
    expect(await loginFrom(`10.9.9.9, ${ATTACKER}`, PHONE, PASSWORD)).toEqual(limited);
    expect(await loginFrom(ATTACKER, PHONE, PASSWORD)).toEqual(limited);
  });

  it('slows log-ins to a phone guessed from many addresses, and still lets the member in', async () => {
    for (let i = 0; i < LOGIN_PACE_FROM; i += 1)
      expect((await loginFrom(`203.0.113.${i + 1}`, PHONE, `guess-${i}`)).status).toBe(401);
    const started = performance.now();
    expect((await loginFrom(MEMBER, PHONE, PASSWORD)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_PACE_BASE_MS - 5);
  });
});

describe('X-Forwarded-For from a proxy the server does not trust', () => {
  let direct: Harness;
  beforeAll(async () => {
    direct = await startHarness('default', { trustedProxies: [] });
  });
  afterAll(() => direct.close());

  it('is ignored: the socket address is the client, whatever the header names', async () => {
    for (let i = 0; i < 20; i += 1) {
      const answer = await direct.api('POST', '/api/login', {
        body: { username: `08000000${String(i).padStart(2, '0')}`, password: 'password1' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(answer.status).toBe(401);
    }
    const next = await direct.api('POST', '/api/login', {
      body: { username: PHONE, password: PASSWORD },
      headers: { 'x-forwarded-for': '192.0.2.200' },
    });
    expect(next).toEqual(limited);
  });
});

describe('password change', () => {
  const change = (token: string, oldPassword: string, newPassword: string) =>
    h.api('PUT', '/api/account/changepwd', { token, body: { oldPassword, newPassword } });

  it("ends every log-in of the member, the caller's included (INVALID_USER_3), and answers a new one that works", async () => {
    const stolen = await h.login();
    const caller = await h.login();
    const changed = await change(caller, PASSWORD, 'newsecret1');
    expect(changed).toEqual({ status: 200, body: { message: 'SUCCESS', token: expect.any(String) } });
    expect(changed.body.token).not.toBe(caller);
    const revoked = { status: 401, body: { message: 'INVALID_USER_3' } };
    expect(await h.api('GET', '/api/wallet', { token: stolen })).toEqual(revoked);
    expect(await h.api('GET', '/api/wallet', { token: caller })).toEqual(revoked);
    expect((await h.api('GET', '/api/wallet', { token: changed.body.token })).status).toBe(200);
  });

  it("leaves other members' tokens alone", async () => {
    const other = await h.login('0823456789', 'secret123');
    await change(await h.login(), PASSWORD, 'newsecret1');
    expect((await h.api('GET', '/api/wallet', { token: other })).status).toBe(200);
  });

  it('refuses a 6th guess of the old password within 5 minutes with a stolen token', async () => {
    const token = await h.login();
    for (let i = 0; i < 5; i += 1) expect((await change(token, `guess-${i}`, 'newsecret1')).status).toBe(422);
    expect(await change(token, PASSWORD, 'newsecret1')).toEqual(limited);
    h.advance(5 * 60 + 1);
    expect((await change(token, PASSWORD, 'newsecret1')).status).toBe(200);
  });
});

describe('names', () => {
  const bad = {
    'too long (95,000 characters)': 'A'.repeat(95_000),
    [`one over ${NAME_MAX_CHARS}`]: 'A'.repeat(NAME_MAX_CHARS + 1),
    'zero-width only': '\u200B\u200B\u200B',
    'blank only': '   ',
    'a Hangul filler only': '\u3164',
    'an RTL override': 'Somchai \u202Eeedia',
    'a bidi isolate': 'Som\u2066chai',
    'a NUL': 'Som\u0000chai',
    'a newline': 'Som\nchai',
    'a zero-width space inside': 'Som\u200Bchai',
    'a lone surrogate': 'Som\uD800chai',
  };
  const good = {
    [`${NAME_MAX_CHARS} characters`]: 'A'.repeat(NAME_MAX_CHARS),
    'Thai with marks': 'สมชาย ใจดี',
    Lao: 'ສົມໃຈ ດີ',
    'padded (trimmed)': '  Nida Srisuk  ',
  };
  const registration = (overrides: Record<string, string>) => ({
    name: 'Nida Srisuk',
    username: '0855555555',
    password: 'secret123',
    sourceCode: 'FACEBOOK',
    inviteCode: '',
    bankCode: 'SCB',
    bankAccountName: 'NIDA SRISUK',
    bankAccountNo: '5556667778',
    ...overrides,
  });
  const invalid = { status: 400, body: { message: 'INVALID_USER_INFO' } };

  for (const [what, name] of Object.entries(bad)) {
    it(`refuses a name with ${what} at registration, validation and profile update`, async () => {
      expect(await h.api('POST', '/api/account/validate', { body: registration({ name }) })).toEqual(invalid);
      expect(await h.api('POST', '/api/account', { body: { ...registration({ name }), currency: 'BAHT' } })).toEqual(
        invalid,
      );
      expect(
        await h.api('POST', '/api/account', {
          body: { ...registration({ bankAccountName: name }), currency: 'BAHT' },
        }),
      ).toEqual(invalid);
      const token = await h.login();
      const profile = {
        name: 'Somchai Jaidee',
        bankCode: 'KBANK',
        bankAccountName: 'SOMCHAI JAIDEE',
        bankAccountNo: '0123456789',
      };
      expect(await h.api('PUT', '/api/account/profile', { token, body: { ...profile, name } })).toEqual(invalid);
      expect(
        await h.api('PUT', '/api/account/profile', { token, body: { ...profile, bankAccountName: name } }),
      ).toEqual(invalid);
      // The rename is the English-name fix at KTB, TMB and BBL (spec §4): new-member's member banks at KTB.
      h.reset('new-member');
      expect(
        await h.api('PUT', '/api/account/bankAccountName', {
          token: await h.login(),
          body: { bankCode: 'KTB', bankAccountName: name },
        }),
      ).toEqual({ status: 400, body: { message: 'BANK_ACCOUNT_NAME_ENG' } });
    });
  }

  for (const [what, name] of Object.entries(good)) {
    it(`takes a name of ${what}, stored trimmed`, async () => {
      expect((await h.api('POST', '/api/account/validate', { body: registration({ name }) })).status).toBe(200);
      const token = await h.login();
      const updated = await h.api('PUT', '/api/account/profile', {
        token,
        body: { name, bankCode: 'KBANK', bankAccountName: 'SOMCHAI JAIDEE', bankAccountNo: '0123456789' },
      });
      expect(updated.status).toBe(200);
      expect(updated.body.profile.name).toBe(name.trim());
    });
  }
});
