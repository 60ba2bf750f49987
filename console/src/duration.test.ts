import { describe, expect, it } from 'vitest';
import { describeSeconds, parseDuration } from './duration';

describe('a typed duration', () => {
  it('reads units in any order and bare minutes', () => {
    expect(parseDuration('90m')).toBe(5_400);
    expect(parseDuration('1d 2h')).toBe(93_600);
    expect(parseDuration('2h1d')).toBe(93_600);
    expect(parseDuration(' 1w ')).toBe(604_800);
    expect(parseDuration('45s')).toBe(45);
    expect(parseDuration('1.5h')).toBe(5_400);
    expect(parseDuration('15')).toBe(900);
  });

  it('refuses what is not a duration, nothing, and more than a year', () => {
    for (const text of ['', 'soon', '1x', '1h and 2m', '-5m', '0m', '53w', '1h 2'])
      expect(parseDuration(text)).toBeNull();
  });

  it('is said back in words', () => {
    expect(describeSeconds(93_660)).toBe('1 d 2 h 1 min');
    expect(describeSeconds(0)).toBe('0 s');
  });
});
