import { isEnglishName, isEnglishOnlyBank, normalizeName } from '../../lib/bank-account';
import { phoneProblem } from '../../lib/phone';
import type { KeyUnder } from '../../i18n/keys';

/**
 * The registration rules of spec §5 as pure functions. Each returns, per field, the key of the message to
 * show (under `errors.` in the register namespace); a field without an entry is valid.
 */

/** A registration message: a key under `errors.` of the register namespace. */
export type RegisterMessage = KeyUnder<'register', 'errors'>;

export type FieldErrors<Field extends string> = Partial<Record<Field, RegisterMessage>>;

/** Required; outside the Laos build exactly 10 digits, in the Laos build 6 to 15 (lib/phone). */
export function phoneError(phone: string, laos: boolean): RegisterMessage | undefined {
  return phoneProblem(phone, laos);
}

export const OTP_LENGTH = 6;

export function otpCodeError(code: string): RegisterMessage | undefined {
  if (code === '') return 'otpRequired';
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) return 'otpLength';
  return undefined;
}

export type ProfileField = 'name' | 'password' | 'confirm';

export function profileErrors(input: { name: string; password: string; confirm: string }): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if (input.name.trim() === '') errors.name = 'nameRequired';
  if (input.password === '') errors.password = 'passwordRequired';
  if (input.confirm === '') errors.confirm = 'confirmRequired';
  else if (input.password !== '' && input.confirm !== input.password) errors.confirm = 'passwordMismatch';
  return errors;
}

export type BankField = 'bankCode' | 'accountNo' | 'firstName' | 'lastName';

export function bankErrors(input: {
  bankCode: string;
  accountNo: string;
  firstName: string;
  lastName: string;
}): FieldErrors<BankField> {
  const errors: FieldErrors<BankField> = {};
  if (input.bankCode === '') errors.bankCode = 'bankRequired';
  if (input.accountNo.trim() === '') errors.accountNo = 'accountNoRequired';
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field].trim();
    if (value === '') errors[field] = `${field}Required`;
    else if (isEnglishOnlyBank(input.bankCode) && !isEnglishName(value)) errors[field] = 'englishOnly';
  }
  return errors;
}

/** The account holder as the bank knows it: first name, a space, last name, each trimmed and upper-cased. */
export function bankAccountName(firstName: string, lastName: string): string {
  return `${normalizeName(firstName)} ${normalizeName(lastName)}`;
}

/** What a phone, code or account-number field keeps of the typed or pasted text (e.g. 081-234-5678): its digits. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}
