import { describe, expect, it } from 'vitest';
import { characterCount, clipCharacters, withinCharacters } from './characters.js';

describe('characters as a person counts them (code points)', () => {
  it('counts an emoji as one character, and each Thai letter, vowel and tone mark as one', () => {
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('สวัสดี')).toBe(6);
    expect(characterCount('a\ud800b')).toBe(3);
    expect(characterCount('')).toBe(0);
  });

  it('takes 2,000 emoji or 2,000 Thai characters within 2,000, and refuses one more', () => {
    expect(withinCharacters('😀'.repeat(2_000), 2_000)).toBe(true);
    expect(withinCharacters('😀'.repeat(2_001), 2_000)).toBe(false);
    expect(withinCharacters('สวัสดี'.repeat(333) + 'ก'.repeat(2), 2_000)).toBe(true);
    expect(withinCharacters('ก'.repeat(2_001), 2_000)).toBe(false);
  });

  it('refuses unread a text over twice the limit in UTF-16 units', () => {
    expect(withinCharacters('x'.repeat(4_001), 2_000)).toBe(false);
  });

  it('clips to whole characters, never between the two halves of an emoji', () => {
    expect(clipCharacters('😀'.repeat(2_001), 2_000)).toBe('😀'.repeat(2_000));
    expect(clipCharacters('ab😀c', 3)).toBe('ab😀');
    expect(clipCharacters('สวัสดี', 10)).toBe('สวัสดี');
  });
});
