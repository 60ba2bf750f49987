import { LAOS_DEFAULT_CURRENCY, type Currency } from '@portal/contract/constants';
import type { CreateAccountPayload, RegistrationPayload } from '@portal/contract/schemas';
import { bankAccountName } from './validation';

/** Everything the member has entered so far; kept by the wizard so Back never loses a field. */
export interface RegistrationDraft {
  phone: string;
  otpCode: string;
  name: string;
  password: string;
  confirm: string;
  bankCode: string;
  accountNo: string;
  firstName: string;
  lastName: string;
  sourceCode: string;
  inviteCode: string;
  currency: Currency;
}

export function emptyDraft(inviteCode: string, laos: boolean): RegistrationDraft {
  return {
    phone: '',
    otpCode: '',
    name: '',
    password: '',
    confirm: '',
    bankCode: '',
    accountNo: '',
    firstName: '',
    lastName: '',
    sourceCode: '',
    inviteCode,
    currency: laos ? LAOS_DEFAULT_CURRENCY : 'BAHT',
  };
}

/** The payload of the validate call after the profile step: who the member is, no bank yet. */
export function profilePayload(draft: RegistrationDraft): RegistrationPayload {
  return {
    name: draft.name.trim(),
    username: draft.phone,
    password: draft.password,
    sourceCode: draft.sourceCode,
    inviteCode: draft.inviteCode.trim(),
    bankCode: '',
    bankAccountName: '',
    bankAccountNo: '',
  };
}

/** The payload of the final call: the profile, the bank account and the currency. */
export function createPayload(draft: RegistrationDraft): CreateAccountPayload {
  return {
    ...profilePayload(draft),
    bankCode: draft.bankCode,
    bankAccountName: bankAccountName(draft.firstName, draft.lastName),
    bankAccountNo: draft.accountNo,
    currency: draft.currency,
  };
}
