/**
 * Amounts as the spec shows them (§9: at least 2 decimals). The grouping is en-US in every language, so a
 * figure reads the same in Thai, Lao and English.
 */

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(maxDecimals: number): Intl.NumberFormat {
  let format = formatters.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: maxDecimals,
      signDisplay: 'negative',
    });
    formatters.set(maxDecimals, format);
  }
  return format;
}

/** 1234.5 → "1,234.50"; more decimals only when `maxDecimals` allows them (clamped to 2..20). */
export function formatMoney(value: number, options: { maxDecimals?: number } = {}): string {
  if (!Number.isFinite(value)) return '0.00';
  const maxDecimals = Math.min(20, Math.max(2, Math.trunc(options.maxDecimals ?? 2)));
  return formatter(maxDecimals).format(value);
}

/**
 * An amount as a player types it: "1,000", "1 000.5", " 250 " → 1000, 1000.5, 250. Spaces are dropped;
 * commas only where they group thousands (1,000 and 12,345.50), since on a keypad whose decimal mark is a
 * comma "1,50" means one and a half, never 150; at most 2 decimals; anything else (letters, two points, a
 * sign, a stray comma, empty) → null.
 */
export function parseAmount(typed: string): number | null {
  const spaced = typed.replace(/\s/g, '');
  if (spaced.includes(',') && !/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(spaced)) return null;
  const digits = spaced.replace(/,/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(digits)) return null;
  return Number(digits);
}

/**
 * Money arithmetic is done in minor units (satang, att): integer hundredths, which add and compare exactly,
 * where 1.12 + 100.01 in floating point is 101.13000000000001. Every amount on the wire has at most 2
 * decimals, so rounding its hundredths gives the exact figure: 1675.74 → 167574, 0.1 + 0.2 → 30.
 */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/** Minor units back to an amount (the double nearest the exact figure): 167574 → 1675.74. */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/** Minor units as an amount field holds them, for the player to read, change or send: 167574 → "1675.74". */
export function amountText(minor: number): string {
  return fromMinor(minor).toFixed(2);
}
