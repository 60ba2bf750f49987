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
 * An amount as a player types it: "1,000", "1 000.5", " 250 " → 1000, 1000.5, 250. Grouping commas and
 * spaces are dropped; at most 2 decimals; anything else (letters, two points, a sign, empty) → null.
 */
export function parseAmount(typed: string): number | null {
  const digits = typed.replace(/[\s,]/g, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(digits)) return null;
  return Number(digits);
}
