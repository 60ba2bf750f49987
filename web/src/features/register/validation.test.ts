import { describe, expect, it } from 'vitest';
import { createPayload, emptyDraft, profilePayload } from './draft';
import { bankAccountName, bankErrors, digitsOnly, otpCodeError, phoneError, profileErrors } from './validation';

describe('phoneError', () => {
  it('asks for a phone first', () => {
    expect(phoneError('', false)).toBe('phoneRequired');
    expect(phoneError('   ', true)).toBe('phoneRequired');
  });

  it.each(['081234567', '08123456789', '08123456a8', '081 234 567'])('refuses %j outside the Laos build', (phone) => {
    expect(phoneError(phone, false)).toBe('phoneLength');
  });

  it('accepts exactly 10 digits outside the Laos build', () => {
    expect(phoneError('0812345678', false)).toBeUndefined();
  });

  it('accepts a Lao phone of any length in the Laos build', () => {
    expect(phoneError('0205551', true)).toBeUndefined();
    expect(phoneError('02055512345', true)).toBeUndefined();
  });
});

describe('otpCodeError', () => {
  it('wants 6 digits', () => {
    expect(otpCodeError('')).toBe('otpRequired');
    expect(otpCodeError('12345')).toBe('otpLength');
    expect(otpCodeError('12345a')).toBe('otpLength');
    expect(otpCodeError('123456')).toBeUndefined();
  });
});

describe('profileErrors', () => {
  it('needs the name, the password and its confirmation', () => {
    expect(profileErrors({ name: ' ', password: '', confirm: '' })).toEqual({
      name: 'nameRequired',
      password: 'passwordRequired',
      confirm: 'confirmRequired',
    });
  });

  it("says the passwords don't match", () => {
    expect(profileErrors({ name: 'Somsri', password: 'secret456', confirm: 'secret457' })).toEqual({
      confirm: 'passwordMismatch',
    });
  });

  it('accepts a complete profile', () => {
    expect(profileErrors({ name: 'Somsri', password: 'secret456', confirm: 'secret456' })).toEqual({});
  });
});

describe('bankErrors', () => {
  const complete = { bankCode: 'KBANK', accountNo: '1234567890', firstName: 'สมศรี', lastName: 'ดี' };

  it('needs the bank, the account number, the first and the last name', () => {
    expect(bankErrors({ bankCode: '', accountNo: ' ', firstName: '', lastName: ' ' })).toEqual({
      bankCode: 'bankRequired',
      accountNo: 'accountNoRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
  });

  it('takes a Thai name for most banks', () => {
    expect(bankErrors(complete)).toEqual({});
  });

  it.each(['KTB', 'TMB', 'BBL'])('wants English letters and spaces only for %s', (bankCode) => {
    expect(bankErrors({ ...complete, bankCode })).toEqual({ firstName: 'englishOnly', lastName: 'englishOnly' });
    expect(bankErrors({ ...complete, bankCode, firstName: 'SOM SRI', lastName: 'DEE' })).toEqual({});
  });
});

describe('what is sent', () => {
  it('joins first and last name with one space, trimmed and upper-cased', () => {
    expect(bankAccountName('  somsri ', ' dee ')).toBe('SOMSRI DEE');
  });

  it('keeps only the digits of a pasted phone or account number', () => {
    expect(digitsOnly('081-234 5678')).toBe('0812345678');
  });

  it('validates the profile without a bank, then creates the account with bank and currency', () => {
    const draft = {
      ...emptyDraft('PR10001', true),
      phone: '02055512345',
      name: ' Bounmy ',
      password: 'secret456',
      confirm: 'secret456',
      bankCode: 'BCEL',
      accountNo: '0101234567',
      firstName: 'BOUNMY ',
      lastName: 'phommachanh',
    };
    expect(profilePayload(draft)).toEqual({
      name: 'Bounmy',
      username: '02055512345',
      password: 'secret456',
      sourceCode: '',
      inviteCode: 'PR10001',
      bankCode: '',
      bankAccountName: '',
      bankAccountNo: '',
    });
    expect(createPayload(draft)).toMatchObject({
      bankCode: 'BCEL',
      bankAccountName: 'BOUNMY PHOMMACHANH',
      bankAccountNo: '0101234567',
      currency: 'LAK',
    });
  });

  it('holds baht outside the Laos build', () => {
    expect(emptyDraft('', false).currency).toBe('BAHT');
  });
});
