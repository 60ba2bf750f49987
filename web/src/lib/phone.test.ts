import { describe, expect, it } from 'vitest';
import { phoneDigits, phoneProblem } from './phone';

describe('phone numbers', () => {
  it('keep the digits of what was typed or pasted, up to the length of the build', () => {
    expect(phoneDigits('081-234-5678', false)).toBe('0812345678');
    expect(phoneDigits(' 081 234 5678 ', false)).toBe('0812345678');
    expect(phoneDigits('08123456789999', false)).toBe('0812345678');
    expect(phoneDigits('020 5551 2345 6789 0', true)).toBe('020555123456789');
  });

  it('are 10 digits, or 6 to 15 in the Laos build', () => {
    expect(phoneProblem('', false)).toBe('phoneRequired');
    expect(phoneProblem(' - ', false)).toBe('phoneRequired');
    expect(phoneProblem('081234567', false)).toBe('phoneLength');
    expect(phoneProblem('081-234-5678', false)).toBeUndefined();
    expect(phoneProblem('12345', true)).toBe('phoneLengthLaos');
    expect(phoneProblem('123456', true)).toBeUndefined();
    expect(phoneProblem('020555123456789', true)).toBeUndefined();
    expect(phoneProblem('0205551234567890', true)).toBe('phoneLengthLaos');
  });
});
