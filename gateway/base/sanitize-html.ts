import DOMPurify from 'isomorphic-dompurify';
import { applySafeHtmlPolicy, SAFE_HTML_ATTRIBUTE_NAMES, SAFE_HTML_TAGS } from '../../domain/safe-html.ts';

// Content blocks, FAQ answers, widgets and banners are HTML written by editors. The gateway cleans
// it with DOMPurify and an allow-list as it serialises the `SafeHtml` scalar, so every answer (the
// browser's and the server render's) carries only clean HTML and the browser needs no sanitiser of
// its own: only the tags and attributes of ordinary text (headings, paragraphs, lists, links,
// images, tables) survive; scripts, styles, frames, forms, SVG and MathML, event handlers and
// javascript: URLs do not. The list is `domain/safe-html.ts`, the same one the api cleans an
// editor's save with. Under Node, `isomorphic-dompurify` runs DOMPurify over a jsdom window.

// The same blocks come back on every page view, and cleaning one (a DOM parse, under Node a
// jsdom one) costs far more than looking it up: the last few hundred results are remembered.
const MEMO_SIZE = 500;
const memo = new Map<string, string>();

export function sanitizeHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) {
    // Most recently used last, so the oldest entry is the first to go.
    memo.delete(html);
    memo.set(html, known);
    return known;
  }
  const clean = cleanHtml(html);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}

function cleanHtml(html: string): string {
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
