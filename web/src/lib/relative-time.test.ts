import { describe, expect, it } from 'vitest';
import { setupTestI18n } from '../test/i18n';
import { formatRelativeTime, nextChangeIn, relativeTime } from './relative-time';

const now = new Date(2026, 5, 15, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(ms: number): Date {
  return new Date(now.getTime() - ms);
}

describe('relativeTime', () => {
  it.each([
    [0, 0, 'second'],
    [999, 0, 'second'],
    [SECOND, 1, 'second'],
    [59 * SECOND + 999, 59, 'second'],
    [MINUTE, 1, 'minute'],
    [59 * MINUTE + 59 * SECOND, 59, 'minute'],
    [HOUR, 1, 'hour'],
    [23 * HOUR + 59 * MINUTE, 23, 'hour'],
    [DAY, 1, 'day'],
    [29 * DAY + 23 * HOUR, 29, 'day'],
    [30 * DAY, 1, 'month'],
    [59 * DAY, 1, 'month'],
    [60 * DAY, 2, 'month'],
    [364 * DAY, 12, 'month'],
    [365 * DAY, 1, 'year'],
    [3 * 365 * DAY + 200 * DAY, 3, 'year'],
  ] as const)('%i ms ago is %i %s', (elapsed, value, unit) => {
    expect(relativeTime(ago(elapsed), now)).toEqual({ value, unit });
  });

  it('accepts a timestamp and an ISO string', () => {
    expect(relativeTime(ago(5 * MINUTE).getTime(), now)).toEqual({ value: 5, unit: 'minute' });
    expect(relativeTime(ago(3 * HOUR).toISOString(), now)).toEqual({ value: 3, unit: 'hour' });
  });

  it('gives 0 seconds for a moment in the future or an invalid date', () => {
    expect(relativeTime(new Date(now.getTime() + DAY), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime('not a date', now)).toEqual({ value: 0, unit: 'second' });
  });

  it('measures against the current time by default', () => {
    expect(relativeTime(new Date(Date.now() - 2 * DAY - HOUR))).toEqual({ value: 2, unit: 'day' });
  });
});

describe('nextChangeIn', () => {
  it.each([
    ['a moment ago, until it is a second', 400, 600],
    ['seconds, until the next second', 5 * SECOND + 250, 750],
    ['59 seconds, until it is a minute', 59 * SECOND + 900, 100],
    ['minutes, until the next minute', 2 * MINUTE + 10 * SECOND, 50 * SECOND],
    ['hours, until the next hour', 3 * HOUR + 20 * MINUTE, 40 * MINUTE],
    ['days, until the next day', 2 * DAY + 23 * HOUR, HOUR],
    ['29 days, until it is a month', 29 * DAY + 12 * HOUR, 12 * HOUR],
    ['months, until the next 30 days', 40 * DAY, 20 * DAY],
    ['12 months, until it is a year at 365 days', 362 * DAY, 3 * DAY],
    ['years, until the next 365 days', 400 * DAY, 330 * DAY],
  ] as const)('%s', (_, elapsed, wait) => {
    expect(nextChangeIn(ago(elapsed), now)).toBe(wait);
    // And the words do change then, not before.
    const before = relativeTime(ago(elapsed), now);
    expect(relativeTime(ago(elapsed), new Date(now.getTime() + wait - 1))).toEqual(before);
    expect(relativeTime(ago(elapsed), new Date(now.getTime() + wait))).not.toEqual(before);
  });

  it('waits for a moment in the future to be a second old, and never for an invalid date', () => {
    expect(nextChangeIn(new Date(now.getTime() + 5 * SECOND), now)).toBe(6 * SECOND);
    expect(nextChangeIn('not a date', now)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatRelativeTime', () => {
  it('says "N unit(s) ago" in each language, singular and plural in English', async () => {
    const en = (await setupTestI18n('en')).getFixedT('en', 'common');
    expect(formatRelativeTime(ago(MINUTE), en, now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * MINUTE), en, now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(400 * DAY), en, now)).toBe('1 year ago');
    const th = (await setupTestI18n('th')).getFixedT('th', 'common');
    expect(formatRelativeTime(ago(3 * HOUR), th, now)).toBe('3 ชั่วโมงที่แล้ว');
    const lo = (await setupTestI18n('lo')).getFixedT('lo', 'common');
    expect(formatRelativeTime(ago(2 * DAY), lo, now)).toBe('2 ມື້ກ່ອນ');
  });
});
