import { applySafeHtmlPolicy, SAFE_HTML_ATTRIBUTE_NAMES, SAFE_HTML_TAGS } from '../../domain/safe-html.ts';

// What an editor saves is cleaned before it is stored, with the allow-list of domain/safe-html.ts:
// the same list and the same sanitiser (DOMPurify over jsdom) as the gateway's SafeHtml, so the
// stored HTML passes the gateway unchanged and the database never holds a script to begin with.

/** Deeper nesting than any real text needs; the sanitiser's time grows steeply with depth. */
export const MAX_HTML_DEPTH = 40;
/** More elements than a block of text needs (40 000 characters of plain paragraphs stay far below). */
export const MAX_HTML_ELEMENTS = 4000;
const VOID = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;

/**
 * Whether the HTML is too deep or too big to clean: one linear scan of its tags, so a crafted
 * body (thousands of nested `<b>`) is refused in microseconds instead of holding the api for
 * seconds in the sanitiser. Unclosed tags count as open, which only makes it stricter.
 */
export function tooComplexHtml(html: string): boolean {
  let depth = 0;
  let elements = 0;
  for (const [, closing, name = '', selfClosing] of html.matchAll(TAG)) {
    if (closing) {
      depth = Math.max(0, depth - 1);
      continue;
    }
    elements += 1;
    if (elements > MAX_HTML_ELEMENTS) return true;
    if (selfClosing || VOID.has(name.toLowerCase())) continue;
    depth += 1;
    if (depth > MAX_HTML_DEPTH) return true;
  }
  return false;
}

// Loaded on the first save, not at start: DOMPurify's jsdom is about a quarter of the api's
// start-up time, and only editors' saves need it.
let purifier: Promise<typeof import('isomorphic-dompurify').default> | undefined;

export async function cleanEditorHtml(html: string): Promise<string> {
  purifier ??= import('isomorphic-dompurify').then((module) => module.default);
  const fragment = (await purifier).sanitize(html, {
    ALLOWED_TAGS: [...SAFE_HTML_TAGS],
    ALLOWED_ATTR: [...SAFE_HTML_ATTRIBUTE_NAMES],
    RETURN_DOM_FRAGMENT: true,
  });
  applySafeHtmlPolicy(fragment);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
