import DOMPurify from 'isomorphic-dompurify';
import { applySafeHtmlPolicy, SAFE_HTML_ATTRIBUTE_NAMES, SAFE_HTML_TAGS } from '../../domain/safe-html.ts';

// What an editor saves is cleaned before it is stored, with the allow-list of domain/safe-html.ts:
// the same list and the same sanitiser (DOMPurify over jsdom) as the gateway's SafeHtml, so the
// stored HTML passes the gateway unchanged and the database never holds a script to begin with.

export function cleanEditorHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...SAFE_HTML_TAGS],
    ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTE_NAMES],
    RETURN_DOM_FRAGMENT: true,
  });
  applySafeHtmlPolicy(fragment);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
