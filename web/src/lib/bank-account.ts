import { ENGLISH_ONLY_BANKS } from '@portal/contract/constants';
import { isLaosBuild } from './flavour';

/** A 10-digit account number as 3-3-rest (spec §9): "1234567890" → "123-456-7890"; anything else as it is. */
export function formatBankAccount(no: string): string {
  return /^\d{10}$/.test(no) ? `${no.slice(0, 3)}-${no.slice(3, 6)}-${no.slice(6)}` : no;
}

/** KTB, TMB and BBL accept only an English account name (spec §5). */
export function isEnglishOnlyBank(code: string): boolean {
  return (ENGLISH_ONLY_BANKS as readonly string[]).includes(code);
}

/** Letters A-Z and spaces only, and not blank. */
export function isEnglishName(name: string): boolean {
  return /^[A-Za-z ]+$/.test(name) && name.trim() !== '';
}

/** First and last name inputs are trimmed and forced to upper case (spec §5). */
export function normalizeName(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * A bank's name for the reader: in English for English, else in the bank's own language (Thai, or Lao for a
 * Laos build's bank); the other name when that one is missing, and its code when both are (a backend that
 * sent no names: contract/src/schemas.ts reads them as decorations).
 */
export function bankName(names: { nameTH: string; nameEN: string }, code: string, english: boolean): string {
  const [first, second] = english ? [names.nameEN, names.nameTH] : [names.nameTH, names.nameEN];
  return first || second || code;
}

/** A bank's name in the reader's language: Thai in Thai, Lao for a Laos build's bank in Lao, else English. */
export function bankLabel(bank: { code: string; nameTH: string; nameEN: string }, language: string): string {
  return bankName(bank, bank.code, !(language === 'th' || (language === 'lo' && isLaosBuild)));
}
