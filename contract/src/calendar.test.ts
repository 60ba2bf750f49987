import { describe, expect, it } from 'vitest';
import { siteDay, siteWeek } from './calendar.js';

describe('the site calendar (UTC+7, weeks from Monday)', () => {
  it('starts a day at midnight UTC+7', () => {
    const fridayNoon = Date.parse('2026-11-20T05:00:00Z');
    expect(siteDay(Date.parse('2026-11-20T16:59:59Z'))).toBe(siteDay(fridayNoon)); // 23:59:59 Friday
    expect(siteDay(Date.parse('2026-11-20T17:00:00Z'))).toBe(siteDay(fridayNoon) + 1); // 00:00 Saturday
    expect(siteDay(Date.parse('2026-11-19T17:00:00Z'))).toBe(siteDay(fridayNoon)); // 00:00 Friday
  });

  it('starts a week on Monday at midnight UTC+7', () => {
    const friday = Date.parse('2026-11-20T05:00:00Z');
    expect(siteWeek(Date.parse('2026-11-22T16:59:00Z'))).toBe(siteWeek(friday)); // Sunday 23:59
    expect(siteWeek(Date.parse('2026-11-22T17:00:00Z'))).toBe(siteWeek(friday) + 1); // Monday 00:00
    expect(siteWeek(Date.parse('2026-11-15T17:00:00Z'))).toBe(siteWeek(friday)); // that week's Monday, 00:00
    expect(siteWeek(Date.parse('2026-11-15T16:59:00Z'))).toBe(siteWeek(friday) - 1); // the Sunday before, 23:59
  });

  it('keeps a week whole across the new year', () => {
    // Monday 28 December 2026 to Sunday 3 January 2027, at the site.
    const monday = Date.parse('2026-12-27T17:00:00Z');
    expect(siteWeek(Date.parse('2026-12-31T16:59:00Z'))).toBe(siteWeek(monday)); // 31 Dec 23:59
    expect(siteWeek(Date.parse('2026-12-31T17:00:00Z'))).toBe(siteWeek(monday)); // 1 Jan 00:00
    expect(siteWeek(Date.parse('2027-01-03T16:59:00Z'))).toBe(siteWeek(monday)); // 3 Jan 23:59
    expect(siteDay(Date.parse('2026-12-31T17:00:00Z'))).toBe(siteDay(Date.parse('2026-12-31T16:59:00Z')) + 1);
  });
});
