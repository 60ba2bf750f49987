import { UPLOAD_LIMITS } from '@portal/contract/constants';
import { SupportMessage, type WorldSnapshot } from '@portal/contract/admin-schemas';
import type { ErrorBody, ErrorCode } from '@portal/contract/errors';
import { isAcceptableName, PersonName, type ChatMessage } from '@portal/contract/schemas';
import { bankAccountProblem, isAcceptablePassword, phoneProblem } from '../domain/account.js';
import { customerMessageRefusal } from '../domain/chat.js';
import type { ScenarioDefinition } from './scenario.js';

type Details = NonNullable<ErrorBody['details']>;
type Row = Record<string, unknown>;

/** A name as the API stores it: one isAcceptableName takes, trimmed (INVALID_USER_INFO). */
export function isStoredName(name: string): boolean {
  return isAcceptableName(name) && name === name.trim();
}

const NAME_NOTE = `not a name the API takes: ${PersonName.description ?? 'isAcceptableName'}`;

export interface MemberFields {
  phone: string;
  name: string;
  password: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

/**
 * What registration (and the profile's bank change) would have refused of a member, field by field, with the
 * code it answers: a phone of none of `builds` (true: the Laos build's rule), a name, a password, a bank
 * account. Not the English-name rule of some banks: members registered before it exist, and the portal asks
 * them to rename the account (the default scenario has one). Whether another member has the phone or the
 * account is the caller's to ask.
 */
export function memberProblems(
  site: { banks: readonly { code: string }[] },
  member: MemberFields,
  builds: readonly boolean[],
): { field: keyof MemberFields; note: string }[] {
  const problems: { field: keyof MemberFields; note: string }[] = [];
  const phone = builds.map((laos) => phoneProblem({ flags: { laos } }, member.phone));
  if (!phone.includes(null))
    problems.push({ field: 'phone', note: `not a phone registration takes (${phone.join(', ')})` });
  if (!isStoredName(member.name)) problems.push({ field: 'name', note: NAME_NOTE });
  if (!isAcceptablePassword(member.password))
    problems.push({ field: 'password', note: 'shorter than a password the API takes (INVALID_USER_INFO)' });
  const bank = bankAccountProblem(site, member);
  if (bank && bank.code !== 'BANK_ACCOUNT_NAME_ENG')
    problems.push({ field: bank.field, note: `a bank account the API refuses (${bank.code})` });
  else if (member.bankAccountName !== member.bankAccountName.trim())
    problems.push({ field: 'bankAccountName', note: NAME_NOTE });
  return problems;
}

/**
 * A phone registration takes in one build or the other: QA may switch the Laos build on and off in a running
 * world, and its members stay.
 */
const EITHER_BUILD = [false, true] as const;
const isRegistrablePhone = (phone: string) =>
  EITHER_BUILD.some((laos) => phoneProblem({ flags: { laos } }, phone) === null);

/**
 * What the API's own rules say of a saved world whose rows already fit their models: what registration,
 * the profile, bank, bonus, promotion and chat routes would never have let in (a second member with a phone
 * or bank account already taken, a name with bidi overrides, a chat text over the limit, a second active
 * bonus…). Each problem names its place and, in its note, why (the code the API answers, where it has one).
 * The rules are the routes' own functions, not copies.
 */
export function worldRuleProblems(scenario: ScenarioDefinition, snapshot: WorldSnapshot): Details {
  const problems: Details = [];
  const refuse = (path: string, note: string) => problems.push({ path, issue: 'invalid', note });
  const rows = (table: string) => (snapshot.tables[table] ?? []) as Row[];
  const place = (table: string, index: number, field: string) => `body.tables.${table}.${index}.${field}`;
  const once = (table: string, key: (row: Row) => string, field: string, code?: ErrorCode) =>
    problems.push(...duplicates(rows(table), key, (index) => place(table, index, field), code));

  const members = rows('member');
  const memberIds = new Set(members.map((member) => member.id));
  members.forEach((member, index) => {
    const at = (field: string) => place('member', index, field);
    for (const problem of memberProblems(scenario.site, member as unknown as MemberFields, EITHER_BUILD))
      refuse(at(problem.field), problem.note);
    const inviter = member.inviterId;
    if (inviter !== null && (inviter === member.id || !memberIds.has(inviter)))
      refuse(at('inviterId'), 'names no other member of the world (NO_USER)');
  });
  once('member', (member) => member.phone as string, 'phone', 'EXISTING_USER');
  once(
    'member',
    (member) => `${member.bankCode as string} ${member.bankAccountNo as string}`,
    'bankAccountNo',
    'EXISTING_BANK',
  );

  once('gameAccount', (account) => `${account.memberId as string} ${account.code as string}`, 'code');

  const bonuses = new Set(scenario.bonuses.map((bonus) => bonus.code));
  rows('userBonus').forEach((row, index) => {
    if (!bonuses.has(row.bonusCode as string))
      refuse(place('userBonus', index, 'bonusCode'), 'not a bonus of the scenario (NO_DATA)');
  });
  once('userBonus', (row) => `${row.memberId as string} ${row.bonusCode as string}`, 'bonusCode');
  const promotions = new Set(scenario.promotions.map((promotion) => promotion.code));
  rows('promotionUse').forEach((row, index) => {
    if (!promotions.has(row.code as string))
      refuse(place('promotionUse', index, 'code'), 'not a promotion of the scenario (NO_PROMOTION)');
  });
  once('promotionUse', (row) => `${row.memberId as string} ${row.code as string}`, 'code', 'PROMOTION_RECEIVED');
  const holding = new Map<unknown, string>();
  for (const table of ['userBonus', 'promotionUse'])
    rows(table).forEach((row, index) => {
      if (row.isActive !== true) return;
      const held = holding.get(row.memberId);
      if (held) refuse(place(table, index, 'isActive'), `the member holds ${held} already (BONUS_ALREADY_ACTIVE)`);
      else holding.set(row.memberId, `body.tables.${table}.${index}`);
    });

  const slices = new Set(scenario.spinwheel?.slices.map((slice) => slice.code) ?? []);
  rows('coupon').forEach((row, index) => {
    if (!slices.has(row.sliceCode as string))
      refuse(place('coupon', index, 'sliceCode'), 'not a slice of the scenario’s spin wheel');
  });
  rows('giftVoucher').forEach((row, index) => {
    if (row.usedBy !== null && !memberIds.has(row.usedBy))
      refuse(place('giftVoucher', index, 'usedBy'), 'names no member of the world');
  });
  rows('invite').forEach((row, index) => {
    if (!isStoredName(row.fromName as string)) refuse(place('invite', index, 'fromName'), NAME_NOTE);
  });

  rows('otp').forEach((row, index) => {
    if (!isRegistrablePhone(row.phone as string))
      refuse(place('otp', index, 'phone'), 'not a phone an OTP is sent to (PHONE_NUMBER_INVALID)');
  });
  const sent = new Map<string, number>();
  snapshot.otps.forEach((otp, index) => {
    const first = sent.get(otp.phone);
    if (!isRegistrablePhone(otp.phone))
      refuse(`body.otps.${index}.phone`, 'not a phone an OTP is sent to (PHONE_NUMBER_INVALID)');
    else if (first !== undefined) refuse(`body.otps.${index}.phone`, `duplicate of body.otps.${first}.phone`);
    else sent.set(otp.phone, index);
  });

  problems.push(...chatProblems(snapshot));
  return problems;
}

/**
 * Why a chat message could not have been stored, or null: a customer's is one the chat route takes from a
 * customer (a text within the limit; a media message with an upload of that conversation, `ownsUpload`),
 * support's one the QA surface sends (SupportMessage).
 */
export function chatMessageProblem(
  sender: string,
  message: ChatMessage,
  ownsUpload: (id: string) => boolean,
): string | null {
  if (sender === 'customer') {
    const refusal = customerMessageRefusal(message, ownsUpload);
    if (refusal === 'MESSAGE_TOO_LONG')
      return `a text over ${UPLOAD_LIMITS.chatTextChars} characters (MESSAGE_TOO_LONG)`;
    return refusal && `a customer cannot send this: ${refusal}`;
  }
  const support = SupportMessage.safeParse(message);
  if (support.success) return null;
  const [issue] = support.error.issues;
  return `${issue.path.join('.')}: ${issue.message}`;
}

/**
 * Each chat message by chatMessageProblem, an upload it names counting as the conversation's unless the save
 * holds it for another (a full store drops the oldest, a large save leaves some out); the names as typed.
 */
function chatProblems(snapshot: WorldSnapshot): Details {
  const problems: Details = [];
  const files = new Map(snapshot.files.map((file) => [file.id, file]));
  (snapshot.tables.chatMessage ?? []).forEach((row, index) => {
    const at = (field: string) => `body.tables.chatMessage.${index}.${field}`;
    const message = JSON.parse(row.messageJson as string) as ChatMessage;
    const ownsUpload = (id: string) => !files.has(id) || files.get(id)?.owner === row.owner;
    const problem = chatMessageProblem(row.sender as string, message, ownsUpload);
    if (problem) problems.push({ path: at('messageJson'), issue: 'invalid', note: problem });
    for (const field of ['name', 'username'])
      if (row[field] !== null && !isStoredName(row[field] as string))
        problems.push({ path: at(field), issue: 'invalid', note: NAME_NOTE });
  });
  return problems;
}

/** The rows whose key an earlier row has already, each naming that first row's place. */
function duplicates(
  rows: Row[],
  key: (row: Row) => string,
  place: (index: number) => string,
  code?: ErrorCode,
): Details {
  const first = new Map<string, number>();
  const problems: Details = [];
  rows.forEach((row, index) => {
    const value = key(row);
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, index);
    else
      problems.push({
        path: place(index),
        issue: 'invalid',
        note: `duplicate of ${place(earlier)}${code ? ` (${code})` : ''}`,
      });
  });
  return problems;
}
