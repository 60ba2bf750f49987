import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay } from './dates';

describe('formatDateTime', () => {
  it('formats a Date as DD/MM/YYYY HH:mm:ss with zero padding', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 8, 9))).toBe('05/01/2026 07:08:09');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59, 58))).toBe('31/12/2025 23:59:58');
  });

  it('formats a timestamp in milliseconds', () => {
    expect(formatDateTime(new Date(2026, 1, 28, 0, 0, 0).getTime())).toBe('28/02/2026 00:00:00');
  });

  it('reads an ISO string without offset as local time', () => {
    expect(formatDateTime('2026-03-04T13:14:15')).toBe('04/03/2026 13:14:15');
  });

  it('shows an ISO instant with offset in local time', () => {
    const iso = '2026-06-30T22:45:30.000Z';
    expect(formatDateTime(iso)).toBe(formatDateTime(new Date(Date.parse(iso))));
  });

  it.each(['', '  ', Number.NaN, new Date(Number.NaN)])('shows - for %j', (value) => {
    expect(formatDateTime(value)).toBe('-');
  });

  it.each(['02/01/2026 10:04', 'yesterday', '2026-13-45T99:00:00Z'])(
    'shows a text that is not an ISO date as it came, never as another date: %j',
    (value) => {
      expect(formatDateTime(value)).toBe(value);
    },
  );
});

describe('formatDay', () => {
  // In every language: the browser's own date style would write Thai "26 พ.ย. 2569" (a Buddhist year), English
  // "Nov 26, 2026".
  it('writes a day as DD/MM/YYYY with zero padding, in local time', () => {
    expect(formatDay(new Date(2026, 10, 26, 23, 59, 59))).toBe('26/11/2026');
    expect(formatDay(new Date(2027, 0, 5, 0, 0, 0).getTime())).toBe('05/01/2027');
    expect(formatDay('2026-03-04T13:14:15')).toBe('04/03/2026');
  });
});
