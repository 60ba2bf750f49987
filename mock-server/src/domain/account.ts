import { ENGLISH_ONLY_BANKS, INVITE_CODE_PREFIX, PHONE_LENGTH } from '@portal/contract/constants';
import type { CreateAccountPayload, ProfileResponse, RegistrationPayload } from '@portal/contract/schemas';
import { fail } from '../api-error.js';
import { MINUTE } from '../clock.js';
import { gameUsername } from '../seed.js';
import type { Member, World } from '../world.js';
import { bankNames } from './lookup.js';
import { isPhoneVerified } from './otp.js';
import { randomHex, randomToken } from '../random.js';

const ENGLISH_NAME = /^[A-Za-z ]+$/;
const ACCOUNT_NO = /^\d{6,20}$/;

export function phoneRuleBroken(world: World, phone: string): boolean {
  if (world.scenario.flags.laos) return !/^\d{6,15}$/.test(phone);
  return !new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(phone);
}

export function findMemberByPhone(world: World, phone: string): Member | null {
  return world.db.member.findFirst({ where: { phone: { equals: phone } } });
}

export function requiresEnglishName(bankCode: string): boolean {
  return (ENGLISH_ONLY_BANKS as readonly string[]).includes(bankCode);
}

function checkBank(
  world: World,
  bankCode: string,
  bankAccountName: string,
  bankAccountNo: string,
  self?: Member,
): void {
  if (!world.scenario.site.banks.some((bank) => bank.code === bankCode)) fail('INVALID_BANK');
  if (bankAccountName.trim().length === 0 || !ACCOUNT_NO.test(bankAccountNo)) fail('INVALID_USER_INFO');
  if (requiresEnglishName(bankCode) && !ENGLISH_NAME.test(bankAccountName)) fail('BANK_ACCOUNT_NAME_ENG');
  const holder = world.db.member.findFirst({
    where: { bankCode: { equals: bankCode }, bankAccountNo: { equals: bankAccountNo } },
  });
  if (holder && holder.id !== self?.id) fail('EXISTING_BANK');
}

/**
 * The registration rules, in the order a member meets them: phone, OTP, who they are, then the bank.
 * The validate call (before the bank step) checks the bank only when one is given.
 */
export function validateRegistration(world: World, payload: RegistrationPayload, final: boolean): void {
  if (phoneRuleBroken(world, payload.username)) fail('PHONE_NUMBER_REQUIRE_10_DIGIT');
  if (findMemberByPhone(world, payload.username)) fail('EXISTING_USER');
  if (world.scenario.flags.registerOTP && !isPhoneVerified(world, payload.username)) fail('UNVERIFIED_OTP');
  if (payload.name.trim().length === 0 || payload.password.length < 6) fail('INVALID_USER_INFO');
  if (final || payload.bankCode) checkBank(world, payload.bankCode, payload.bankAccountName, payload.bankAccountNo);
}

function inviterOf(world: World, inviteCode: string): string | null {
  if (!inviteCode.toUpperCase().startsWith(INVITE_CODE_PREFIX)) return null;
  const id = inviteCode.slice(INVITE_CODE_PREFIX.length);
  return world.db.member.findFirst({ where: { id: { equals: id } } })?.id ?? null;
}

export function createAccount(world: World, payload: CreateAccountPayload): Member {
  validateRegistration(world, payload, true);
  if (!world.scenario.flags.laos && payload.currency !== 'BAHT') fail('INVALID_USER_INFO');
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
  });
  for (const game of world.scenario.games) {
    world.db.gameAccount.create({
      id: `${id}:${game.code}`,
      memberId: id,
      code: game.code,
      isActive: false,
      amountMinor: 0,
      username: gameUsername(payload.username, game.code),
      password: randomHex(4),
    });
  }
  world.revision += 1;
  return member;
}

export function login(world: World, username: string, password: string): string {
  const member = findMemberByPhone(world, username);
  if (!member || member.password !== password) fail('WRONG_CREDENTIAL');
  if (!member.active) fail('INACTIVE_USER');
  const token = randomToken(24);
  world.db.session.create({
    token,
    memberId: member.id,
    expiresAt: world.clock.now() + world.scenario.timing.sessionMinutes * MINUTE,
  });
  return token;
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
  world.revision += 1;
  return updated;
}

export function updateProfile(
  world: World,
  member: Member,
  input: { name: string; bankCode: string; bankAccountName: string; bankAccountNo: string },
): Member {
  if (input.name.trim().length === 0) fail('INVALID_USER_INFO');
  checkBank(world, input.bankCode, input.bankAccountName, input.bankAccountNo, member);
  return updateMember(world, member, {
    name: input.name.trim(),
    bankCode: input.bankCode,
    bankAccountName: input.bankAccountName.trim(),
    bankAccountNo: input.bankAccountNo,
  });
}

/** Rename the account holder: the member's own bank, English letters and spaces for KTB, TMB and BBL. */
export function renameBankAccount(world: World, member: Member, bankCode: string, bankAccountName: string): Member {
  if (bankCode !== member.bankCode) fail('INVALID_BANK');
  const name = bankAccountName.trim();
  if (name.length === 0 || (requiresEnglishName(bankCode) && !ENGLISH_NAME.test(name))) fail('BANK_ACCOUNT_NAME_ENG');
  return updateMember(world, member, { bankAccountName: name.toUpperCase() });
}

export function changePassword(world: World, member: Member, oldPassword: string, newPassword: string): void {
  if (member.password !== oldPassword) fail('WRONG_PASSWORD');
  if (newPassword.length < 6) fail('INVALID_USER_INFO');
  updateMember(world, member, { password: newPassword });
}
