import { describe, expect, it } from 'vitest';
import { useHarness } from '../testing/harness.js';

const h = useHarness('otp-registration', { resetEachTest: true });

const send = (phoneNumber: string) => h.api('POST', '/api/otp/send', { body: { phoneNumber } });
const verify = (otpToken: string, otpCode: string) => h.api('POST', '/api/otp/verify', { body: { otpToken, otpCode } });

describe('OTP', () => {
  it('sends a code with a reference and a token, and the right code verifies it', async () => {
    const sent = await send('0855555555');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      code: 'SUCCESS',
      otpRef: expect.stringMatching(/^[0-9A-F]{6}$/),
      otpToken: expect.any(String),
    });
    const admin = await fetch(`${h.baseUrl}/__admin/otp?phone=0855555555`).then((r) => r.json());
    expect(admin).toMatchObject({ code: '123456', otpRef: sent.body.otpRef });
    expect(await verify(sent.body.otpToken, '123456')).toEqual({ status: 200, body: { message: 'OTP_CODE_VALID' } });
  });

  it('says OTP_VERIFIED for a phone verified already, so the wizard skips the step', async () => {
    const sent = await send('0811111111');
    expect(sent.body.code).toBe('OTP_VERIFIED');
  });

  it('refuses a wrong code, then blocks after five wrong tries', async () => {
    const sent = await send('0855555555');
    for (let i = 0; i < 4; i += 1)
      expect((await verify(sent.body.otpToken, '000000')).body.message).toBe('OTP_CODE_INVALID');
    expect(await verify(sent.body.otpToken, '000000')).toEqual({ status: 429, body: { message: 'OTP_BLOCK' } });
    expect((await verify(sent.body.otpToken, '123456')).body.message).toBe('OTP_BLOCK');
  });

  it('expires the code after five minutes by the world clock', async () => {
    const sent = await send('0855555555');
    h.advance(5 * 60 + 1);
    expect(await verify(sent.body.otpToken, '123456')).toEqual({ status: 422, body: { message: 'OTP_EXPIRED' } });
  });

  it('retires an older code when a newer one is sent: the older answers OTP_EXPIRED, the newest verifies', async () => {
    h.server.world().clock.freeze();
    const older = await send('0855555555');
    h.advance(61);
    const newer = await send('0855555555');
    expect(await verify(older.body.otpToken, '123456')).toEqual({ status: 422, body: { message: 'OTP_EXPIRED' } });
    expect(await verify(newer.body.otpToken, '123456')).toEqual({ status: 200, body: { message: 'OTP_CODE_VALID' } });
  });

  it('keeps counting retired sends toward REQUEST_LIMIT, and a blocked phone gets no new code', async () => {
    h.server.world().clock.freeze();
    const sent = [];
    for (let i = 0; i < 3; i += 1) {
      sent.push(await send('0855555555'));
      h.advance(61);
    }
    expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await send('0855555555')).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    expect(await verify(sent[0].body.otpToken, '123456')).toEqual({ status: 422, body: { message: 'OTP_EXPIRED' } });

    const other = await send('0866666666');
    h.advance(61);
    const latest = await send('0866666666');
    for (let i = 0; i < 5; i += 1) await verify(latest.body.otpToken, '000000');
    h.advance(61);
    expect(await send('0866666666')).toEqual({ status: 429, body: { message: 'OTP_BLOCK' } });
    expect(await verify(other.body.otpToken, '123456')).toEqual({ status: 422, body: { message: 'OTP_EXPIRED' } });
  });

  it('refuses a malformed token with OTP_TOKEN_INVALID, and a well-formed one no send gave with OTP_NOT_EXIST', async () => {
    expect(await verify('no-such-token', '123456')).toEqual({ status: 400, body: { message: 'OTP_TOKEN_INVALID' } });
    const sent = await send('0855555555');
    const neverSent = sent.body.otpToken.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    expect(await verify(neverSent, '123456')).toEqual({ status: 404, body: { message: 'OTP_NOT_EXIST' } });
    expect((await verify(sent.body.otpToken, '123456')).status).toBe(200);
  });

  it('limits sends: a second within a minute is REQUEST_LIMIT_1MIN, a fourth within 15 min is REQUEST_LIMIT', async () => {
    h.server.world().clock.freeze();
    expect((await send('0855555555')).status).toBe(200);
    expect(await send('0855555555')).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT_1MIN' } });
    h.advance(31);
    expect(await send('0855555555')).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT_1MIN' } });
    h.advance(28);
    expect(await send('0855555555')).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT_1MIN' } });
    h.advance(1);
    expect((await send('0855555555')).status).toBe(200);
    h.advance(61);
    expect((await send('0855555555')).status).toBe(200);
    h.advance(61);
    expect(await send('0855555555')).toEqual({ status: 429, body: { message: 'REQUEST_LIMIT' } });
    h.advance(15 * 60);
    expect((await send('0855555555')).status).toBe(200);
  });

  it('refuses a phone of the wrong length and a phone that is already a member', async () => {
    expect((await send('12345')).body.message).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect((await send('0812345678')).body.message).toBe('EXISTING_USER');
  });

  it('in the Laos build, takes 6 to 15 digits and refuses others with PHONE_NUMBER_INVALID, not the 10-digit code', async () => {
    h.reset('laos');
    expect(await send('12345')).toEqual({ status: 400, body: { message: 'PHONE_NUMBER_INVALID' } });
    expect(await send('0205551234567890')).toEqual({ status: 400, body: { message: 'PHONE_NUMBER_INVALID' } });
    expect((await send('0205551')).status).toBe(200);
  });
});
