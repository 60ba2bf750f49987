import { describe, expect, it } from 'vitest';
import {
  bankLabel,
  bankName,
  formatBankAccount,
  isEnglishName,
  isEnglishOnlyBank,
  normalizeName,
} from './bank-account';

describe('formatBankAccount', () => {
  it('shows a 10-digit number as 3-3-rest', () => {
    expect(formatBankAccount('1234567890')).toBe('123-456-7890');
    expect(formatBankAccount('0000000001')).toBe('000-000-0001');
  });

  it.each(['', '123456789', '12345678901', '123456789012', '123-456-7890', '12345a7890', ' 1234567890'])(
    'leaves %j unchanged',
    (no) => {
      expect(formatBankAccount(no)).toBe(no);
    },
  );
});

describe('isEnglishOnlyBank', () => {
  it.each(['KTB', 'TMB', 'BBL'])('is true for %s', (code) => {
    expect(isEnglishOnlyBank(code)).toBe(true);
  });

  it.each(['KBANK', 'SCB', 'ktb', ''])('is false for %j', (code) => {
    expect(isEnglishOnlyBank(code)).toBe(false);
  });
});

describe('isEnglishName', () => {
  it.each(['SOMCHAI JAIDEE', 'John Smith', 'A'])('accepts %j', (name) => {
    expect(isEnglishName(name)).toBe(true);
  });

  it.each(['', '   ', 'สมชาย ใจดี', 'ສົມໃຈ', 'JOHN-SMITH', "O'NEIL", 'JOHN2', 'JOHN\tSMITH', 'JOSÉ'])(
    'rejects %j',
    (name) => {
      expect(isEnglishName(name)).toBe(false);
    },
  );
});

describe('normalizeName', () => {
  it('trims and upper-cases', () => {
    expect(normalizeName('  somchai ')).toBe('SOMCHAI');
    expect(normalizeName('John Smith')).toBe('JOHN SMITH');
  });

  it('leaves Thai letters as they are', () => {
    expect(normalizeName(' สมชาย ')).toBe('สมชาย');
  });
});

describe('bankName', () => {
  const names = { nameTH: 'กสิกรไทย', nameEN: 'Kasikorn Bank' };
  it("names the bank in the reader's language, the other when that one is missing, the code when both are", () => {
    expect(bankName(names, 'KBANK', false)).toBe('กสิกรไทย');
    expect(bankName(names, 'KBANK', true)).toBe('Kasikorn Bank');
    expect(bankName({ ...names, nameEN: '' }, 'KBANK', true)).toBe('กสิกรไทย');
    expect(bankName({ nameTH: '', nameEN: '' }, 'KBANK', false)).toBe('KBANK');
  });
});

describe('bankLabel', () => {
  const bank = { code: 'KBANK', nameTH: 'กสิกรไทย', nameEN: 'Kasikornbank' };
  it('names a bank in Thai for Thai, in English for English, and in English for Lao on the Thai build', () => {
    expect(bankLabel(bank, 'th')).toBe('กสิกรไทย');
    expect(bankLabel(bank, 'en')).toBe('Kasikornbank');
    expect(bankLabel(bank, 'lo')).toBe('Kasikornbank');
  });
});
