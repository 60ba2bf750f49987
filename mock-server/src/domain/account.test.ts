import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('default', { resetEachTest: true });

const registration = (overrides: Record<string, string> = {}) => ({
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

describe('log-in', () => {
  it('gives a token for the right phone and password, which then reads the profile', async () => {
    const login = await h.api('POST', '/api/login', { body: { username: '0812345678', password: 'secret123' } });
    expect(login.status).toBe(200);
    expect(login.body.token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const profile = await h.api('GET', '/api/account/profile', { token: login.body.token });
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({
      _id: 'M10001',
      username: '0812345678',
      name: 'Somchai Jaidee',
      coin: 3,
    });
    expect(profile.body.bankAccount).toMatchObject({
      bankCode: 'KBANK',
      bankAccountNo: '0123456789',
      bank: { nameTH: 'ธนาคารกสิกรไทย' },
    });
  });

  it('refuses a wrong password or an unknown phone with WRONG_CREDENTIAL, the same answer for both', async () => {
    const wrong = await h.api('POST', '/api/login', { body: { username: '0812345678', password: 'nope' } });
    const unknown = await h.api('POST', '/api/login', { body: { username: '0800000000', password: 'secret123' } });
    expect(wrong).toEqual({ status: 401, body: { message: 'WRONG_CREDENTIAL' } });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a deactivated member with INACTIVE_USER', async () => {
    const answer = await h.api('POST', '/api/login', { body: { username: '0899999999', password: 'secret123' } });
    expect(answer).toEqual({ status: 403, body: { message: 'INACTIVE_USER' } });
  });
});

describe('the bearer token and the client header', () => {
  it('answers UNAUTHORIZED without a token, INVALID_USER_1 for a made-up one, EXPIRED_AUTH_TOKEN after its lifetime', async () => {
    expect(await h.api('GET', '/api/wallet')).toEqual({ status: 401, body: { message: 'UNAUTHORIZED' } });
    expect(await h.api('GET', '/api/wallet', { token: 'made-up-token' })).toEqual({
      status: 401,
      body: { message: 'INVALID_USER_1' },
    });
    const token = await h.login();
    expect((await h.api('GET', '/api/account/profile', { token })).status).toBe(200);
    h.advance(24 * 3600 + 1);
    expect(await h.api('GET', '/api/account/profile', { token })).toEqual({
      status: 401,
      body: { message: 'EXPIRED_AUTH_TOKEN' },
    });
  });

  it('answers UNAUTHORIZED when the fixed client header is missing or wrong, even with a good token', async () => {
    const token = await h.login();
    const missing = await fetch(`${h.baseUrl}/api/account/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'UNAUTHORIZED' });
    const wrong = await h.api('GET', '/api/lookup/info', { headers: { 'x-client': 'someone-else' } });
    expect(wrong.status).toBe(401);
  });

  it('keeps each token to its own member', async () => {
    const somchai = await h.login();
    const malee = await h.login('0823456789', 'secret123');
    const a = await h.api('GET', '/api/account/profile', { token: somchai });
    const b = await h.api('GET', '/api/account/profile', { token: malee });
    expect(a.body.profile._id).toBe('M10001');
    expect(b.body.profile._id).toBe('M10003');
  });

  it('answers 410 gone on every route when the service is terminated', async () => {
    h.reset('terminated');
    expect(await h.api('GET', '/api/lookup/active')).toEqual({ status: 410, body: { message: 'gone' } });
    expect(await h.api('POST', '/api/login', { body: { username: '0812345678', password: 'secret123' } })).toEqual({
      status: 410,
      body: { message: 'gone' },
    });
  });
});

describe('registration', () => {
  it('validates then creates an account the new member can log in with, with closed game accounts', async () => {
    expect(
      await h.api('POST', '/api/account/validate', {
        body: registration({ bankCode: '', bankAccountName: '', bankAccountNo: '' }),
      }),
    ).toEqual({
      status: 200,
      body: { message: 'SUCCESS' },
    });
    expect((await h.api('POST', '/api/account', { body: { ...registration(), currency: 'BAHT' } })).status).toBe(200);
    const token = await h.login('0855555555', 'secret123');
    const created = h.server.world().db.member.findFirst({ where: { phone: { equals: '0855555555' } } });
    const wallet = h.server.world().db.gameAccount.findMany({ where: { memberId: { equals: created?.id } } });
    expect(wallet.length).toBe(h.server.world().scenario.games.length);
    expect(wallet.every((account) => !account.isActive && account.amountMinor === 0)).toBe(true);
    const profile = await h.api('GET', '/api/account/profile', { token });
    expect(profile.body.bankAccount.bankAccountName).toBe('NIDA SRISUK');
  });

  it('links the inviter from a PR code', async () => {
    await h.api('POST', '/api/account', { body: { ...registration({ inviteCode: 'PRM10001' }), currency: 'BAHT' } });
    const member = h.server.world().db.member.findFirst({ where: { phone: { equals: '0855555555' } } });
    expect(member?.inviterId).toBe('M10001');
  });

  it('refuses an inviter code that names no member with NO_USER, on the bank step and at creation', async () => {
    for (const inviteCode of ['PRM99999', 'PR10001', 'M10001']) {
      expect(await h.api('POST', '/api/account/validate', { body: registration({ inviteCode }) })).toEqual({
        status: 404,
        body: { message: 'NO_USER' },
      });
      expect(
        await h.api('POST', '/api/account', { body: { ...registration({ inviteCode }), currency: 'BAHT' } }),
      ).toEqual({ status: 404, body: { message: 'NO_USER' } });
    }
    // Before the bank step (no bank yet) the code is not judged; an empty code is no inviter.
    const early = registration({ inviteCode: 'PRM99999', bankCode: '', bankAccountName: '', bankAccountNo: '' });
    expect((await h.api('POST', '/api/account/validate', { body: early })).status).toBe(200);
    expect((await h.api('POST', '/api/account', { body: { ...registration(), currency: 'BAHT' } })).status).toBe(200);
  });

  it.each([
    ['a phone that is not 10 digits', { username: '081234567' }, 400, 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
    ['a phone already registered', { username: '0812345678' }, 409, 'EXISTING_USER'],
    ['a bank account already registered', { bankCode: 'KBANK', bankAccountNo: '0123456789' }, 409, 'EXISTING_BANK'],
    ['a Thai name at KTB', { bankCode: 'KTB', bankAccountName: 'นิดา ศรีสุข' }, 400, 'BANK_ACCOUNT_NAME_ENG'],
    ['a Thai name at BBL', { bankCode: 'BBL', bankAccountName: 'นิดา ศรีสุข' }, 400, 'BANK_ACCOUNT_NAME_ENG'],
    ['a Thai name at TMB', { bankCode: 'TMB', bankAccountName: 'นิดา ศรีสุข' }, 400, 'BANK_ACCOUNT_NAME_ENG'],
    ['an unknown bank', { bankCode: 'XYZ' }, 400, 'INVALID_BANK'],
    ['an empty name', { name: '  ' }, 400, 'INVALID_USER_INFO'],
    [
      'an account holder without a last name (spec §3: first, a space, last)',
      { bankAccountName: 'JOHNDOE' },
      400,
      'INVALID_USER_INFO',
    ],
    ['a source the sources lookup does not list', { sourceCode: 'XX' }, 400, 'INVALID_USER_INFO'],
  ])('refuses %s', async (_what, overrides, status, message) => {
    const answer = await h.api('POST', '/api/account', { body: { ...registration(overrides), currency: 'BAHT' } });
    expect(answer).toEqual({ status, body: { message } });
  });

  it('refuses a one-word account holder and an unknown source already at the validate call', async () => {
    for (const overrides of [{ bankAccountName: 'JOHNDOE' }, { sourceCode: 'XX' }] as Record<string, string>[])
      expect(await h.api('POST', '/api/account/validate', { body: registration(overrides) })).toEqual({
        status: 400,
        body: { message: 'INVALID_USER_INFO' },
      });
  });

  it('takes no source at all, or any the sources lookup lists', async () => {
    const sources = (await h.api('GET', '/api/lookup/sources')).body as { code: string }[];
    expect(sources.length).toBeGreaterThan(1);
    for (const [at, sourceCode] of ['', sources.at(-1)!.code].entries()) {
      const body = { ...registration({ sourceCode, username: `085555555${at}`, bankAccountNo: `555666777${at}` }) };
      expect((await h.api('POST', '/api/account', { body: { ...body, currency: 'BAHT' } })).status).toBe(200);
    }
  });

  it('accepts a Thai account name at a bank outside KTB, TMB and BBL', async () => {
    const answer = await h.api('POST', '/api/account', {
      body: { ...registration({ bankCode: 'SCB', bankAccountName: 'นิดา ศรีสุข' }), currency: 'BAHT' },
    });
    expect(answer.status).toBe(200);
  });

  it('has no 10-digit phone rule in the Laos world, and takes LAK', async () => {
    h.reset('laos');
    const body = {
      ...registration({ username: '02099887766', bankCode: 'BCEL', bankAccountNo: '0100011122233' }),
      currency: 'LAK',
    };
    expect((await h.api('POST', '/api/account', { body })).status).toBe(200);
  });

  it('refuses a Lao phone outside 6 to 15 digits with PHONE_NUMBER_INVALID, not the 10-digit code', async () => {
    h.reset('laos');
    for (const username of ['02099', '0209988776655443', '020-998877']) {
      expect(await h.api('POST', '/api/account/validate', { body: registration({ username }) })).toEqual({
        status: 400,
        body: { message: 'PHONE_NUMBER_INVALID' },
      });
    }
  });

  it('needs a verified OTP when registration asks for one', async () => {
    h.reset('otp-registration');
    expect(await h.api('POST', '/api/account/validate', { body: registration() })).toEqual({
      status: 422,
      body: { message: 'UNVERIFIED_OTP' },
    });
    const sent = await h.api('POST', '/api/otp/send', { body: { phoneNumber: '0855555555' } });
    await h.api('POST', '/api/otp/verify', { body: { otpToken: sent.body.otpToken, otpCode: '123456' } });
    expect((await h.api('POST', '/api/account/validate', { body: registration() })).status).toBe(200);
  });
});

describe('profile changes', () => {
  it('changes the password: the old one stops working', async () => {
    const token = await h.login();
    expect(
      await h.api('PUT', '/api/account/changepwd', {
        token,
        body: { oldPassword: 'wrong', newPassword: 'newsecret1' },
      }),
    ).toEqual({
      status: 422,
      body: { message: 'WRONG_PASSWORD' },
    });
    expect(
      (
        await h.api('PUT', '/api/account/changepwd', {
          token,
          body: { oldPassword: 'secret123', newPassword: 'newsecret1' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await h.api('POST', '/api/login', { body: { username: '0812345678', password: 'secret123' } })).status,
    ).toBe(401);
    expect(
      (await h.api('POST', '/api/login', { body: { username: '0812345678', password: 'newsecret1' } })).status,
    ).toBe(200);
  });

  it('renames the bank account holder in English letters only at KTB', async () => {
    h.reset('new-member');
    const token = await h.login();
    expect(
      await h.api('PUT', '/api/account/bankAccountName', {
        token,
        body: { bankCode: 'KTB', bankAccountName: 'พิม สดใส' },
      }),
    ).toEqual({
      status: 400,
      body: { message: 'BANK_ACCOUNT_NAME_ENG' },
    });
    const renamed = await h.api('PUT', '/api/account/bankAccountName', {
      token,
      body: { bankCode: 'KTB', bankAccountName: ' pim sodsai ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.bankAccount.bankAccountName).toBe('PIM SODSAI');
  });

  it('renames only at KTB, TMB and BBL: any other bank answers INVALID_BANK, the name kept (spec §4)', async () => {
    const token = await h.login();
    for (const bankAccountName of ['SOMCHAI RENAMED', 'สมชาย ใจดี']) {
      expect(
        await h.api('PUT', '/api/account/bankAccountName', { token, body: { bankCode: 'KBANK', bankAccountName } }),
      ).toEqual({ status: 400, body: { message: 'INVALID_BANK' } });
    }
    const profile = await h.api('GET', '/api/account/profile', { token });
    expect(profile.body.bankAccount).toMatchObject({ bankCode: 'KBANK', bankAccountName: 'SOMCHAI JAIDEE' });
  });

  it('renames in letters A-Z and spaces, first and last name, never empty (spec §3, §5)', async () => {
    h.reset('new-member');
    const token = await h.login();
    for (const [bankAccountName, message] of [
      ['   ', 'BANK_ACCOUNT_NAME_ENG'],
      ['PIM 2', 'BANK_ACCOUNT_NAME_ENG'],
      ['PÍM SODSAI', 'BANK_ACCOUNT_NAME_ENG'],
      ['PIMSODSAI', 'INVALID_USER_INFO'],
    ]) {
      expect(
        await h.api('PUT', '/api/account/bankAccountName', { token, body: { bankCode: 'KTB', bankAccountName } }),
      ).toEqual({ status: 400, body: { message } });
    }
    const renamed = await h.api('PUT', '/api/account/bankAccountName', {
      token,
      body: { bankCode: 'KTB', bankAccountName: 'pim  sodsai' },
    });
    expect(renamed.body.bankAccount.bankAccountName).toBe('PIM  SODSAI');
  });

  it('updates name and bank, refusing a bank account another member holds', async () => {
    const token = await h.login('0823456789', 'secret123');
    const taken = await h.api('PUT', '/api/account/profile', {
      token,
      body: { name: 'Malee', bankCode: 'KBANK', bankAccountName: 'MALEE RAK', bankAccountNo: '0123456789' },
    });
    expect(taken).toEqual({ status: 409, body: { message: 'EXISTING_BANK' } });
    const ok = await h.api('PUT', '/api/account/profile', {
      token,
      body: { name: 'Malee R.', bankCode: 'BAY', bankAccountName: 'MALEE R', bankAccountNo: '7778889990' },
    });
    expect(ok.body.profile.name).toBe('Malee R.');
    expect(ok.body.bankAccount.bank.nameEN).toBe('Bank of Ayudhya');
  });
});
