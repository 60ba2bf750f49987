const UNITS: Record<string, number> = { w: 604_800, d: 86_400, h: 3_600, m: 60, s: 1 };

/**
 * Seconds in a typed duration: amounts with units, largest first or in any order ("1d 2h", "90m", "45s",
 * "1w"), or a bare number of minutes. Null when it is not one (or is zero, or over a year).
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return within(Number(trimmed) * 60);
  const parts = [...trimmed.matchAll(/(\d+(?:\.\d+)?)\s*([wdhms])\s*/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== trimmed.replace(/^\s+/, '')) return null;
  return within(parts.reduce((sum, [, amount, unit]) => sum + Number(amount) * UNITS[unit], 0));
}

const within = (seconds: number) => (seconds > 0 && seconds <= 366 * 86_400 ? Math.round(seconds) : null);

/** "1 d 2 h 5 min": a number of seconds in words, largest units first. */
export function describeSeconds(total: number): string {
  const parts: string[] = [];
  let left = Math.round(total);
  for (const [unit, label] of [
    [604_800, 'w'],
    [86_400, 'd'],
    [3_600, 'h'],
    [60, 'min'],
    [1, 's'],
  ] as const) {
    if (left >= unit) {
      parts.push(`${Math.floor(left / unit)} ${label}`);
      left %= unit;
    }
  }
  return parts.join(' ') || '0 s';
}
