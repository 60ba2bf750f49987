import { describe, expect, it } from 'vitest';
import { headerLines } from './header-lines.js';

describe('--header lines', () => {
  it('read as name and value, trimmed; a value may hold colons; a line without one has an empty value', () => {
    expect(headerLines(['x-mock-session: abc', ' authorization :Bearer a:b ', 'x-flag'])).toEqual({
      'x-mock-session': 'abc',
      authorization: 'Bearer a:b',
      'x-flag': '',
    });
  });
});
