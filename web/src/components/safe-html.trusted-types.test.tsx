// @vitest-environment jsdom
// jsdom, not the project's happy-dom: DOMPurify is tested against the DOM it supports, and sanitising is no place for a lighter one.
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/**
 * A browser with Trusted Types, as far as DOMPurify and React use them: DOMPurify reads them once, when it is
 * loaded, so this file stubs them before anything imports it.
 */
const trusted = vi.hoisted(() => {
  class FakeTrustedHTML {
    constructor(readonly html: string) {}
    toString() {
      return this.html;
    }
  }
  const policies: string[] = [];
  Object.assign(globalThis, {
    trustedTypes: {
      createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => {
        policies.push(name);
        return { createHTML: (html: string) => new FakeTrustedHTML(rules.createHTML(html)), createScriptURL: String };
      },
    },
  });
  return { FakeTrustedHTML, policies };
});

const { SafeHtml } = await import('./safe-html');

describe('SafeHtml under Trusted Types', () => {
  it('hands DOMPurify’s TrustedHTML to innerHTML as it is: React 19 does not make a string of it', () => {
    const written: unknown[] = [];
    const innerHTML = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (this: Element, value) {
      written.push(value);
      innerHTML.set!.call(this, value);
    });
    const { container } = render(<SafeHtml html={'<p><b>10%</b> back</p><img src="x" onerror="alert(1)">'} />);
    expect(trusted.policies).toEqual(['dompurify']);
    expect(written).toHaveLength(1);
    expect(written[0]).toBeInstanceOf(trusted.FakeTrustedHTML);
    expect(container.querySelector('b')?.textContent).toBe('10%');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
