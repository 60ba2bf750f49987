export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const DAY = 86_400;

/** Largest unit first; a year is 365 days and a month 30 days (spec §9). */
const UNITS: readonly [RelativeTimeUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago `from` was, in the largest whole unit that is at least 1 ("N unit(s) ago", spec §9).
 * Under a second, a moment in the future or an invalid date give 0 seconds.
 */
export function relativeTime(
  from: Date | string | number,
  now: Date = new Date(),
): { value: number; unit: RelativeTimeUnit } {
  const elapsed = Math.floor((now.getTime() - new Date(from).getTime()) / 1000);
  const seconds = elapsed > 0 ? elapsed : 0;
  const [unit, size] = UNITS.find(([, length]) => seconds >= length) ?? ['second', 1];
  return { value: Math.floor(seconds / size), unit };
}

/**
 * How long until the words for `from` change (ms): the next whole unit, or the next larger unit if that comes
 * first (12 months become a year at 365 days); for a moment not yet a second ago, until it is one.
 */
export function nextChangeIn(from: Date | string | number, now: Date = new Date()): number {
  const elapsed = now.getTime() - new Date(from).getTime();
  if (Number.isNaN(elapsed)) return Number.POSITIVE_INFINITY;
  if (elapsed < 1000) return 1000 - elapsed;
  const { unit } = relativeTime(from, now);
  const current = UNITS.findIndex(([name]) => name === unit);
  return Math.min(
    ...UNITS.slice(0, current + 1).map(([, size]) => {
      const ms = size * 1000;
      return (Math.floor(elapsed / ms) + 1) * ms - elapsed;
    }),
  );
}

/** A translate function with a count: the `t` of the `common` namespace (i18n/texts.tsx) fits. */
type CountText = (key: `ago.${RelativeTimeUnit}`, options: { count: number }) => string;

/** "5 minutes ago" in the reader's language (the texts `common:ago.<unit>`, plural by count). */
export function formatRelativeTime(from: Date | string | number, t: CountText, now: Date = new Date()): string {
  const { value, unit } = relativeTime(from, now);
  return t(`ago.${unit}`, { count: value });
}
