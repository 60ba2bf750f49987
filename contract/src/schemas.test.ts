import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AMOUNT_MAX, AmountInput, isAcceptableName, IsoDateTime, NAME_MAX_CHARS } from './schemas.js';

describe('IsoDateTime', () => {
  it('takes and refuses what zod’s own date-time check with offsets does', () => {
    const zods = z.string().datetime({ offset: true });
    const samples = [
      '2026-11-26T05:00:00Z',
      '2026-11-26T05:00:00.123Z',
      '2026-11-26T05:00:00.123456789Z',
      '2026-11-26T12:00:00+07:00',
      '2026-11-26T12:00:00+0700',
      '2026-11-26T12:00Z',
      '2024-02-29T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-26T24:00:00Z',
      '2026-11-26 05:00:00Z',
      '2026-11-26T05:00:00',
      '2026-11-26',
      '',
      'yesterday',
      new Date(0).toISOString(),
      new Date(8.64e15).toISOString(),
    ];
    for (const sample of samples)
      expect(IsoDateTime.safeParse(sample).success, sample).toBe(zods.safeParse(sample).success);
    expect(samples.filter((sample) => IsoDateTime.safeParse(sample).success).length).toBeGreaterThan(5);
  });
});

describe('AmountInput', () => {
  it('takes amounts with up to two decimals within ±AMOUNT_MAX', () => {
    for (const amount of [0, 1, 1.5, 0.29, 1.1, 99.99, -5, 123456.78, AMOUNT_MAX, -AMOUNT_MAX, AMOUNT_MAX - 0.01]) {
      expect(AmountInput.safeParse(amount).success, String(amount)).toBe(true);
    }
  });

  it('refuses more than two decimals, however close to a cent', () => {
    for (const amount of [1.000000001, 1.005, 0.001, 10.123, 1e-9, 99.999]) {
      expect(AmountInput.safeParse(amount).success, String(amount)).toBe(false);
    }
  });

  it('refuses amounts beyond AMOUNT_MAX, where minor units would stop being exact', () => {
    for (const amount of [90_071_992_547_409.91, AMOUNT_MAX + 0.01, -AMOUNT_MAX - 1, 1e300, Number.MAX_VALUE]) {
      expect(AmountInput.safeParse(amount).success, String(amount)).toBe(false);
    }
    expect(Number.isSafeInteger(AMOUNT_MAX * 100 * 90_000)).toBe(true);
  });

  it('refuses what is not a finite number', () => {
    for (const amount of [Number.NaN, Infinity, '10', null]) expect(AmountInput.safeParse(amount).success).toBe(false);
  });
});

describe('isAcceptableName', () => {
  it('takes trimmed names of 1 to NAME_MAX_CHARS characters in any script', () => {
    for (const name of ['A', 'Somchai Jaidee', 'สมชาย ใจดี', 'ສົມໃຈ ດີ', '  padded  ', 'O’Brien-Smith', 'x'.repeat(100)]) {
      expect(isAcceptableName(name), name).toBe(true);
    }
    expect(isAcceptableName(`A${'😀'.repeat(NAME_MAX_CHARS - 1)}`)).toBe(true);
  });

  it('counts characters, not UTF-16 units, and refuses beyond the maximum', () => {
    expect(isAcceptableName(`A${'😀'.repeat(NAME_MAX_CHARS)}`)).toBe(false);
    expect(isAcceptableName('A'.repeat(95_000))).toBe(false);
  });

  it('refuses blank, zero-width-only, control, bidi and separator characters, and names with no letter or digit', () => {
    for (const name of [
      '',
      '   ',
      '\u200B',
      '\u200B\u200C\u200D',
      '\u3164\u3164',
      '\uFEFF',
      'a\u0000b',
      'a\u0007b',
      'a\u009Fb',
      'a\tb',
      'a\u202Eb',
      'a\u202Ab',
      'a\u2066b',
      'a\u2069b',
      'a\u200Fb',
      'a\u061Cb',
      'a\u2028b',
      'a\u00ADb',
      'a\uDC00b',
      '...',
      '😀😀',
    ]) {
      expect(isAcceptableName(name), JSON.stringify(name)).toBe(false);
    }
  });

  it('keeps the joiners some scripts need inside words', () => {
    expect(isAcceptableName('क्\u200Dष')).toBe(true);
    expect(isAcceptableName('می\u200Cخواهم')).toBe(true);
  });
});
