import { describe, expect, it } from 'vitest';
import { BANNER_LARGEST_AREA, placeholderSvg } from './artwork.js';

describe('placeholder artwork', () => {
  it('draws a banner the same way every time, and each banner its own way', () => {
    expect(placeholderSvg('bonus-welcome')).toBe(placeholderSvg('bonus-welcome'));
    expect(placeholderSvg('bonus-welcome')).not.toBe(placeholderSvg('bonus-daily'));
    expect(placeholderSvg('bonus-welcome')).toContain('>BONUS WELCOME</text>');
  });

  it('gives a banner enough detail to count as content at the largest size the portal draws it', () => {
    // Chrome leaves an image under 0.05 bits per displayed pixel out of the largest contentful paint; a bare
    // gradient banner across a phone's leading bonus card was, and the page's largest paint became a late one.
    for (const name of ['bonus-welcome', 'bonus-daily', 'banner-1', 'a']) {
      const bits = new TextEncoder().encode(placeholderSvg(name)).length * 8;
      expect(bits / BANNER_LARGEST_AREA).toBeGreaterThan(0.1);
    }
  });

  it('escapes a name that would break out of the picture', () => {
    expect(placeholderSvg('<script>-x')).not.toContain('<script>');
  });
});
