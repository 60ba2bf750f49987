// @vitest-environment jsdom
// jsdom, not the project's happy-dom: DOMPurify is tested against the DOM it supports, and sanitising is no place for a lighter one.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript links', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p><b>10%</b> back</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    expect(container.querySelector('b')?.textContent).toBe('10%');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('opens server links in a new tab without access to this window', () => {
    const { container } = render(<SafeHtml html={'<a href="https://line.me/x">LINE</a>'} />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
