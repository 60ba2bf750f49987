/**
 * Amounts as the spec shows them (§9: at least 2 decimals). The grouping is en-US in every language, so a
 * figure reads the same in Thai, Lao and English.
 *
 * Written out by hand, not with Intl.NumberFormat: the first Intl formatter a page makes loads the browser's
 * locale data, 15 to 25 ms on a fast machine in one piece, on every member page's first paint of a balance.
 * The figures are the same as en-US's (min 2, max N decimals, half away from zero on the shortest decimal
 * form of the number, no sign on a zero): money.test.ts compares them with Intl's.
 */

/** The digits of |value| as a plain decimal (no exponent): 1e21 → ["1000000000000000000000", ""]. */
function plainDigits(value: number): [string, string] {
  const [mantissa, exponentText] = String(Math.abs(value)).split('e');
  const [whole, fraction = ''] = (mantissa as string).split('.');
  if (exponentText === undefined) return [whole as string, fraction];
  const digits = `${whole}${fraction}`;
  const point = (whole as string).length + Number(exponentText);
  return point <= 0
    ? ['0', `${'0'.repeat(-point)}${digits}`]
    : [digits.padEnd(point, '0').slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits: "199" → "200", "99" → "100". */
function increment(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${Number(digits[index]) + 1}${'0'.repeat(digits.length - index - 1)}`;
}

/** 1234.5 → "1,234.50"; more decimals only when `maxDecimals` allows them (clamped to 2..20). */
export function formatMoney(value: number, options: { maxDecimals?: number } = {}): string {
  if (!Number.isFinite(value)) return '0.00';
  const maxDecimals = Math.min(20, Math.max(2, Math.trunc(options.maxDecimals ?? 2)));
  const [whole, fraction] = plainDigits(value);
  let kept = `${whole}${fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0')}`;
  if ((fraction[maxDecimals] ?? '0') >= '5') kept = increment(kept);
  const wholeDigits = kept.slice(0, kept.length - maxDecimals).replace(/^0+(?=\d)/, '');
  const decimals = kept
    .slice(kept.length - maxDecimals)
    .replace(/0+$/, '')
    .padEnd(2, '0');
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ',');
  const zero = /^[0.,]*$/.test(`${grouped}${decimals}`);
  return `${value < 0 && !zero ? '-' : ''}${grouped}.${decimals}`;
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
