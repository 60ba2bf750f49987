import { ENGLISH_ONLY_BANKS, INVITE_CODE_PREFIX, LAOS_PHONE_DIGITS, PHONE_LENGTH } from '@portal/contract/constants';
import type { ErrorCode } from '@portal/contract/errors';
import {
  isAcceptableName,
  type CreateAccountPayload,
  type ProfileResponse,
  type RegistrationPayload,
} from '@portal/contract/schemas';
import { isFullName } from '@portal/contract/names';
import { fail } from './api-error.js';
import { MINUTE } from '../world/clock.js';
import { gameAccountId, gameUsername } from './game-accounts.js';
import type { Member, World } from '../world/world.js';
import { bankNames } from './lookup.js';
import { isPhoneVerified } from './otp.js';
import { MEMBER_LIMIT } from '../world/row-limits.js';
import { countHits, forgetHits, isLimited, recordHit } from './limits.js';

const ENGLISH_NAME = /^[A-Za-z ]+$/;
const ACCOUNT_NO = /^\d{6,20}$/;
const PASSWORD_MIN_CHARS = 6;

/** A password registration and a password change take. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_CHARS;
}

/**
 * What is wrong with a phone number, if anything: outside Laos it must be exactly 10 digits
 * (PHONE_NUMBER_REQUIRE_10_DIGIT); the Laos build has no 10-digit rule, only 6 to 15 digits
 * (PHONE_NUMBER_INVALID, so a Lao member is not told about a rule that is not theirs).
 */
export function phoneProblem(world: { flags: { laos: boolean } }, phone: string): ErrorCode | null {
  if (world.flags.laos)
    return new RegExp(`^\\d{${LAOS_PHONE_DIGITS.min},${LAOS_PHONE_DIGITS.max}}$`).test(phone)
      ? null
      : 'PHONE_NUMBER_INVALID';
  return new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(phone) ? null : 'PHONE_NUMBER_REQUIRE_10_DIGIT';
}

export function findMemberByPhone(world: World, phone: string): Member | null {
  return world.db.member.findFirst({ where: { phone: { equals: phone } } });
}

export function requiresEnglishName(bankCode: string): boolean {
  return (ENGLISH_ONLY_BANKS as readonly string[]).includes(bankCode);
}

export interface BankAccountInput {
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

/**
 * What is wrong with a member's bank account, if anything, and in which field, in the order a member meets
 * it: a bank the site does not list (INVALID_BANK), a holder's name or an account number the rules refuse
 * (INVALID_USER_INFO), a name that is not English letters and spaces at a bank that needs one
 * (BANK_ACCOUNT_NAME_ENG). Whether another member holds the account is the caller's to ask.
 */
export function bankAccountProblem(
  site: { banks: readonly { code: string }[] },
  account: BankAccountInput,
): { field: keyof BankAccountInput; code: ErrorCode } | null {
  const { bankCode, bankAccountName, bankAccountNo } = account;
  if (!site.banks.some((bank) => bank.code === bankCode)) return { field: 'bankCode', code: 'INVALID_BANK' };
  if (!isAcceptableName(bankAccountName) || !isFullName(bankAccountName))
    return { field: 'bankAccountName', code: 'INVALID_USER_INFO' };
  if (!ACCOUNT_NO.test(bankAccountNo)) return { field: 'bankAccountNo', code: 'INVALID_USER_INFO' };
  if (requiresEnglishName(bankCode) && !ENGLISH_NAME.test(bankAccountName))
    return { field: 'bankAccountName', code: 'BANK_ACCOUNT_NAME_ENG' };
  return null;
}

function checkBank(
  world: World,
  bankCode: string,
  bankAccountName: string,
  bankAccountNo: string,
  self?: Member,
): void {
  const problem = bankAccountProblem(world.scenario.site, { bankCode, bankAccountName, bankAccountNo });
  if (problem) fail(problem.code);
  const holder = world.db.member.findFirst({
    where: { bankCode: { equals: bankCode }, bankAccountNo: { equals: bankAccountNo } },
  });
  if (holder && holder.id !== self?.id) fail('EXISTING_BANK');
}

/**
 * The registration rules, in the order a member meets them: phone, OTP, who they are, then the bank and
 * the inviter code (both on the last step). The validate call (before the bank step) checks those two only
 * when a bank is given.
 */
export function validateRegistration(world: World, payload: RegistrationPayload, final: boolean): void {
  const phone = phoneProblem(world, payload.username);
  if (phone) fail(phone);
  if (findMemberByPhone(world, payload.username)) fail('EXISTING_USER');
  if (world.flags.registerOTP && !isPhoneVerified(world, payload.username)) fail('UNVERIFIED_OTP');
  if (!isAcceptableName(payload.name) || !isAcceptablePassword(payload.password)) fail('INVALID_USER_INFO');
  if (final || payload.bankCode) {
    checkBank(world, payload.bankCode, payload.bankAccountName, payload.bankAccountNo);
    const source = payload.sourceCode.trim();
    if (source !== '' && !world.scenario.site.sources.some((known) => known.code === source)) fail('INVALID_USER_INFO');
    inviterOf(world, payload.inviteCode);
  }
}

/**
 * The member an inviter code (PR{member id}, spec §2) names; none for an empty code. A code that names no
 * member answers NO_USER: registering without the inviter the member believes they have would cost the
 * inviter their share unseen. It tells whether a member id exists, which a shared register link shows anyway.
 */
function inviterOf(world: World, inviteCode: string): string | null {
  const code = inviteCode.trim();
  if (code === '') return null;
  const id = code.toUpperCase().startsWith(INVITE_CODE_PREFIX) ? code.slice(INVITE_CODE_PREFIX.length) : '';
  const inviter = id ? world.db.member.findFirst({ where: { id: { equals: id } } }) : null;
  if (!inviter) fail('NO_USER');
  return inviter.id;
}

export function createAccount(world: World, payload: CreateAccountPayload): Member {
  validateRegistration(world, payload, true);
  if (!world.flags.laos && payload.currency !== 'BAHT') fail('INVALID_USER_INFO');
  // A world holds a bounded number of members (row-limits.ts): members are never dropped to make room.
  if (world.db.member.count() >= MEMBER_LIMIT) fail('REQUEST_LIMIT');
  const id = `M${(world.db.member.count() + 90001).toString()}`;
  const member = world.db.member.create({
    id,
    phone: payload.username,
    password: payload.password,
    name: payload.name.trim(),
    createdAt: world.clock.now(),
    coin: 0,
    bankCode: payload.bankCode,
    bankAccountName: payload.bankAccountName.trim(),
    bankAccountNo: payload.bankAccountNo,
    currency: payload.currency,
    sourceCode: payload.sourceCode,
    inviterId: inviterOf(world, payload.inviteCode),
    active: true,
    walletMinor: 0,
    inviteBonusMinor: 0,
    inviteSuccess: 0,
    inviteFail: 0,
    lossSinceRefundMinor: 0,
    inviteNetLossMinor: 0,
    inviteSharedMinor: 0,
  });
  for (const game of world.scenario.games) {
    world.db.gameAccount.create({
      id: gameAccountId(id, game.code),
      memberId: id,
      code: game.code,
      isActive: false,
      amountMinor: 0,
      username: gameUsername(payload.username, game.code),
      password: world.unguessable.hex(4),
    });
  }
  return member;
}

/**
 * Log-in limits (decision 009): they stop guessing without letting anyone lock a member out. A client that
 * gets one phone's password wrong 5 times in 5 minutes is refused for that phone (the right password too)
 * until the oldest leaves the window; one that gets 20 wrong over any phones is refused for all. Wrong
 * passwords for a phone from every client together only slow its log-ins (loginPaceMs), never refuse them:
 * the right password from a client that has not failed always goes through.
 */
export const LOGIN_LIMITS = {
  perPhoneAndClient: { max: 5, windowMs: 5 * MINUTE },
  perClient: { max: 20, windowMs: 5 * MINUTE },
  /** Wrong passwords for one phone from anywhere, counted for the pace of its log-ins (not a refusal). */
  perPhone: { max: 64, windowMs: 15 * MINUTE },
  /** Wrong old passwords on a password change, per member. */
  changePerMember: { max: 5, windowMs: 5 * MINUTE },
} as const;

/** From this many wrong passwords for a phone (any clients, 15 minutes), each log-in to it waits… */
export const LOGIN_PACE_FROM = 20;
/** …this long, doubled with each further wrong one… */
export const LOGIN_PACE_BASE_MS = 250;
/** …up to this. */
export const LOGIN_PACE_MAX_MS = 8_000;

const loginKeys = (phone: string, client: string) => ({
  pair: `login:pair:${client}:${phone}`,
  client: `login:client:${client}`,
  phone: `login:phone:${phone}`,
});

/**
 * How long a log-in to `phone` waits before it is answered: growing with the wrong passwords tried on it
 * from everywhere (a guesser with many addresses), so guessing slows down and the member still gets in.
 */
export function loginPaceMs(world: World, phone: string): number {
  const wrong = countHits(world, loginKeys(phone, '').phone, LOGIN_LIMITS.perPhone);
  if (wrong < LOGIN_PACE_FROM) return 0;
  return Math.min(LOGIN_PACE_MAX_MS, LOGIN_PACE_BASE_MS * 2 ** (wrong - LOGIN_PACE_FROM));
}

/**
 * A new log-in of the member, from `client` ('' when the address is not known: a QA hand-off, which the
 * ipBound flag then does not hold). With the oneDevice flag it ends the member's other live log-ins.
 */
export function issueToken(world: World, member: Member, client: string): string {
  if (world.flags.oneDevice) endSessions(world, member, 'device');
  const token = world.unguessable.token(24);
  world.issued.remember(token);
  world.db.session.create({
    token,
    memberId: member.id,
    expiresAt: world.clock.now() + world.scenario.timing.sessionMinutes * MINUTE,
    client,
    endedBy: '',
  });
  return token;
}

/** Ends the member's live log-ins, saying why to whoever uses one next (core/auth.ts). */
function endSessions(world: World, member: Member, why: 'password' | 'device'): void {
  world.db.session.updateMany({
    where: { memberId: { equals: member.id }, endedBy: { equals: '' } },
    data: { endedBy: why },
  });
}

export function login(world: World, username: string, password: string, client: string): string {
  const keys = loginKeys(username, client);
  if (
    isLimited(world, keys.pair, LOGIN_LIMITS.perPhoneAndClient) ||
    isLimited(world, keys.client, LOGIN_LIMITS.perClient)
  )
    fail('REQUEST_LIMIT');
  const member = findMemberByPhone(world, username);
  if (!member || member.password !== password) {
    recordHit(world, keys.pair, LOGIN_LIMITS.perPhoneAndClient);
    recordHit(world, keys.client, LOGIN_LIMITS.perClient);
    recordHit(world, keys.phone, LOGIN_LIMITS.perPhone);
    fail('WRONG_CREDENTIAL');
  }
  if (!member.active) fail('INACTIVE_USER');
  forgetHits(world, keys.pair);
  return issueToken(world, member, client);
}

export function profileOf(world: World, member: Member): ProfileResponse {
  return {
    profile: {
      name: member.name,
      _id: member.id,
      createdAt: new Date(member.createdAt).toISOString(),
      username: member.phone,
      coin: member.coin,
    },
    bankAccount: {
      bankAccountName: member.bankAccountName,
      bankAccountNo: member.bankAccountNo,
      bankCode: member.bankCode,
      bank: bankNames(world, member.bankCode),
    },
  };
}

function updateMember(world: World, member: Member, data: Partial<Member>): Member {
  const updated = world.db.member.update({ where: { id: { equals: member.id } }, data }) as Member;
  return updated;
}

export function updateProfile(
  world: World,
  member: Member,
  input: { name: string; bankCode: string; bankAccountName: string; bankAccountNo: string },
): Member {
  if (!isAcceptableName(input.name)) fail('INVALID_USER_INFO');
  checkBank(world, input.bankCode, input.bankAccountName, input.bankAccountNo, member);
  return updateMember(world, member, {
    name: input.name.trim(),
    bankCode: input.bankCode,
    bankAccountName: input.bankAccountName.trim(),
    bankAccountNo: input.bankAccountNo,
  });
}

/**
 * Rename the account holder: the English-name fix of spec §4, so only the member's own account at KTB, TMB or
 * BBL (INVALID_BANK elsewhere: the name a slip's NOT_MATCH verdict compares against is the bank's, not the
 * member's to choose), in English letters and spaces, first name and last name.
 */
export function renameBankAccount(world: World, member: Member, bankCode: string, bankAccountName: string): Member {
  if (bankCode !== member.bankCode || !requiresEnglishName(bankCode)) fail('INVALID_BANK');
  const name = bankAccountName.trim();
  if (!isAcceptableName(name) || !ENGLISH_NAME.test(name)) fail('BANK_ACCOUNT_NAME_ENG');
  if (!isFullName(name)) fail('INVALID_USER_INFO');
  return updateMember(world, member, { bankAccountName: name.toUpperCase() });
}

/**
 * A new password ends every session of the member: all their tokens are revoked, the caller's included
 * (the chat socket of each is cut at its next event), and the caller gets a new token in the answer.
 * Wrong old passwords count against LOGIN_LIMITS.changePerMember (then REQUEST_LIMIT).
 */
export function changePassword(
  world: World,
  member: Member,
  oldPassword: string,
  newPassword: string,
  client: string,
): string {
  const key = `changepwd:member:${member.id}`;
  if (isLimited(world, key, LOGIN_LIMITS.changePerMember)) fail('REQUEST_LIMIT');
  if (member.password !== oldPassword) {
    recordHit(world, key, LOGIN_LIMITS.changePerMember);
    fail('WRONG_PASSWORD');
  }
  if (!isAcceptablePassword(newPassword)) fail('INVALID_USER_INFO');
  const updated = updateMember(world, member, { password: newPassword });
  endSessions(world, member, 'password');
  return issueToken(world, updated, client);
}
