import { describe, expect, it } from 'vitest';
import { amountText, formatMoney, fromMinor, parseAmount, toMinor } from './money';

describe('formatMoney', () => {
  it('shows at least two decimals with thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(1234.5)).toBe('1,234.50');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
  });

  it('rounds to two decimals by default and allows more on request', () => {
    expect(formatMoney(0.005)).toBe('0.01');
    expect(formatMoney(1.23456, { maxDecimals: 4 })).toBe('1.2346');
    expect(formatMoney(1.5, { maxDecimals: 4 })).toBe('1.50');
    expect(formatMoney(1.239, { maxDecimals: 1 })).toBe('1.24');
  });

  it('keeps the sign of negatives but never shows -0', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(-0.001)).toBe('0.00');
  });

  it('writes every figure as en-US Intl.NumberFormat does', () => {
    // Edge forms first (halves, carries, exponents, the largest doubles), then random amounts of every size.
    const values = [
      0.005,
      0.015,
      1.005,
      2.675,
      9.995,
      99.995,
      999999.995,
      -0.005,
      -9.995,
      0.125,
      1e-7,
      5e-21,
      1.5e-10,
      1e21,
      1.7976931348623157e308,
      123456789012345680000,
      0.1 + 0.2,
      4.35,
      1.45,
      -1.45,
      8.345,
      1234.5678,
    ];
    let seed = 26;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let index = 0; index < 3000; index += 1) {
      const magnitude = 10 ** Math.floor(random() * 16 - 6);
      values.push((random() - 0.3) * magnitude, Math.round(random() * 1e6) / 1000);
    }
    for (const maxDecimals of [2, 3, 4, 8, 20]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: maxDecimals,
        signDisplay: 'negative',
      });
      for (const value of values)
        expect(formatMoney(value, { maxDecimals }), `${value} at ${maxDecimals}`).toBe(intl.format(value));
    }
  });

  it('shows 0.00 for NaN and infinities', () => {
    expect(formatMoney(Number.NaN)).toBe('0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('0.00');
    expect(formatMoney(Number.NEGATIVE_INFINITY)).toBe('0.00');
  });
});

describe('parseAmount', () => {
  it.each([
    ['1000', 1000],
    ['1,000', 1000],
    ['1 000.50', 1000.5],
    [' 250 ', 250],
    ['0.5', 0.5],
    ['.75', 0.75],
    ['12.', 12],
    ['1,234,567.89', 1234567.89],
  ])('reads %j as %d', (typed, amount) => expect(parseAmount(typed)).toBe(amount));

  it.each(['', ' ', 'abc', '12a', '1.2.3', '-5', '+5', '1.234', '١٢٣', '1,50', '1,2,3', '12,34', ',100', '1,000,00'])(
    'refuses %j (a comma that does not group thousands is not dropped)',
    (typed) => expect(parseAmount(typed)).toBeNull(),
  );
});

describe('minor units', () => {
  it('turns amounts of up to 2 decimals into exact hundredths, whatever floating point made of them', () => {
    expect(toMinor(1675.74)).toBe(167574);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.12 + 100.01)).toBe(10113);
    expect(toMinor(1675.7399999999998)).toBe(167574);
    expect(toMinor(0)).toBe(0);
  });

  it('adds amounts exactly where floating point drifts', () => {
    const amounts = [1250.5, 320.37, 15.02, 150, 40];
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).not.toBe(1775.89);
    expect(fromMinor(amounts.reduce((sum, amount) => sum + toMinor(amount), 0))).toBe(1775.89);
    expect(fromMinor(toMinor(0.1) + toMinor(0.2))).toBe(0.3);
    expect(fromMinor(toMinor(1.12) + toMinor(100.01) + toMinor(1574.61))).toBe(1675.74);
  });

  it('writes minor units as a field holds them: 2 decimals, no grouping, read back to the same amount', () => {
    expect(amountText(167574)).toBe('1675.74');
    expect(amountText(125050)).toBe('1250.50');
    expect(amountText(100000)).toBe('1000.00');
    expect(amountText(30)).toBe('0.30');
    expect(amountText(0)).toBe('0.00');
    expect(parseAmount(amountText(toMinor(1.12) + toMinor(100.01) + toMinor(1574.61)))).toBe(1675.74);
  });
});
