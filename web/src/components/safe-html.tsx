import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Server links open in a new tab without access to this window. (Pre-rendering has no DOM, and no server HTML:
// DOMPurify is a stub there.)
DOMPurify.addHook?.('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * The only way server-provided HTML reaches the page (conditions, agreements, banners, descriptions):
 * sanitised by DOMPurify into a TrustedHTML (its `dompurify` policy, the page's only one for HTML: decision
 * 019), which React 19 assigns to innerHTML as it is.
 */
export function SafeHtml({
  html,
  className,
  as: Tag = 'div',
}: {
  html: string;
  className?: string;
  as?: 'div' | 'span';
}) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The HTML made safe; a TrustedHTML where the browser has Trusted Types, else a string. */
function sanitize(html: string): TrustedHTML | string {
  return DOMPurify.sanitize(html, { RETURN_TRUSTED_TYPE: true, FORBID_TAGS: ['style', 'form'] });
}
