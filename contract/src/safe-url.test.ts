import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url.js';

const origin = 'https://portal.example.test';

describe('safe chat links (the widget and the console alike)', () => {
  it.each([
    ['/mock-assets/uploads/abc', '/mock-assets/uploads/abc'],
    ['/bonus?tab=1#top', '/bonus?tab=1#top'],
    ['https://goldwallet.example.test/bonus', 'https://goldwallet.example.test/bonus'],
    ['HTTP://goldwallet.example.test/', 'http://goldwallet.example.test/'],
    ['https://portal.example.test/x', 'https://portal.example.test/x'],
    ['//evil.example/x', 'https://evil.example/x'],
    ['/\\evil.example/x', 'https://evil.example/x'],
    ['javascript:alert(1)', null],
    [' javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['mailto:a@b.c', null],
    ['not a url', null],
    ['relative/path.png', null],
    ['https://', null],
  ])('%s → %s', (url, expected) => expect(safeUrl(url, origin)).toBe(expected));
});
