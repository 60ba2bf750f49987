import { fail } from './api-error.js';
import { MINUTE } from '../world/clock.js';
import type { World } from '../world/world.js';
import { findMemberByPhone, phoneProblem } from './account.js';

/** An OTP token: random bytes as lower-case hex, the shape every send answers. */
const OTP_TOKEN_BYTES = 16;
const OTP_TOKEN = new RegExp(`^[0-9a-f]{${OTP_TOKEN_BYTES * 2}}$`);

/**
 * Sends per phone in a window before REQUEST_LIMIT, the gap between two sends (REQUEST_LIMIT_1MIN: one
 * minute, as its name says), wrong codes before OTP_BLOCK.
 */
export const OTP_RULES = { sendsPerWindow: 3, windowMinutes: 15, minGapSeconds: 60, maxAttempts: 5 } as const;

export function isPhoneVerified(world: World, phone: string): boolean {
  return world.db.otp.findFirst({ where: { phone: { equals: phone }, verified: { equals: true } } }) !== null;
}

export const MAX_SENT_OTPS = 10_000;

export function sendOtp(
  world: World,
  phone: string,
): { otpRef: string; otpToken: string; code: 'SUCCESS' | 'OTP_VERIFIED' } {
  const problem = phoneProblem(world, phone);
  if (problem) fail(problem);
  if (findMemberByPhone(world, phone)) fail('EXISTING_USER');
  const verified = world.db.otp.findFirst({ where: { phone: { equals: phone }, verified: { equals: true } } });
  if (verified) return { otpRef: verified.ref, otpToken: verified.token, code: 'OTP_VERIFIED' };

  const now = world.clock.now();
  const recent = world.db.otp
    .findMany({ where: { phone: { equals: phone } } })
    .filter((otp) => otp.createdAt > now - OTP_RULES.windowMinutes * MINUTE);
  if (recent.some((otp) => otp.attempts >= OTP_RULES.maxAttempts)) fail('OTP_BLOCK');
  if (recent.length >= OTP_RULES.sendsPerWindow) fail('REQUEST_LIMIT');
  if (recent.some((otp) => otp.createdAt > now - OTP_RULES.minGapSeconds * 1000)) fail('REQUEST_LIMIT_1MIN');

  // One live code per phone: the ones this send replaces answer OTP_EXPIRED from now on, and their rows stay
  // to count toward the limits above.
  world.db.otp.updateMany({
    where: { phone: { equals: phone }, verified: { equals: false }, expiresAt: { gt: now } },
    data: { expiresAt: now },
  });
  const code = world.flags.otpCode ?? String(Math.floor(world.random() * 1_000_000)).padStart(6, '0');
  const ref = world.unguessable.hex(3).toUpperCase();
  const token = world.unguessable.hex(OTP_TOKEN_BYTES);
  world.db.otp.create({
    token,
    phone,
    ref,
    code,
    createdAt: now,
    expiresAt: now + world.scenario.timing.otpMinutes * MINUTE,
    attempts: 0,
    verified: false,
  });
  // The newest code per phone, for QA; at most MAX_SENT_OTPS phones (what a saved world holds), oldest dropped.
  world.sentOtps.delete(phone);
  world.sentOtps.set(phone, { code, ref, at: now });
  if (world.sentOtps.size > MAX_SENT_OTPS) world.sentOtps.delete(world.sentOtps.keys().next().value as string);
  return { otpRef: ref, otpToken: token, code: 'SUCCESS' };
}

/**
 * Checks a code against the OTP its token names: a token not of the shape the send answers is
 * OTP_TOKEN_INVALID; one of that shape that no send gave (or this world no longer holds) is OTP_NOT_EXIST.
 */
export function verifyOtp(world: World, otpToken: string, otpCode: string): void {
  if (!OTP_TOKEN.test(otpToken)) fail('OTP_TOKEN_INVALID');
  const otp = world.db.otp.findFirst({ where: { token: { equals: otpToken } } });
  if (!otp) fail('OTP_NOT_EXIST');
  if (otp.verified) return;
  if (otp.attempts >= OTP_RULES.maxAttempts) fail('OTP_BLOCK');
  if (otp.expiresAt <= world.clock.now()) fail('OTP_EXPIRED');
  if (otp.code !== otpCode.trim()) {
    world.db.otp.update({ where: { token: { equals: otpToken } }, data: { attempts: otp.attempts + 1 } });
    fail(otp.attempts + 1 >= OTP_RULES.maxAttempts ? 'OTP_BLOCK' : 'OTP_CODE_INVALID');
  }
  world.db.otp.update({ where: { token: { equals: otpToken } }, data: { verified: true } });
}
