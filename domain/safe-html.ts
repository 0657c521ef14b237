// The allow-list for HTML written by editors (content blocks, widgets, banners, FAQ answers), as
// data: the api cleans what an editor saves with it and the gateway cleans every `SafeHtml` it
// answers with the same list, so what is stored survives the gateway unchanged. Only the tags and
// attributes of ordinary text (headings, paragraphs, lists, links, images, tables) are allowed;
// scripts, styles, frames, forms, SVG and MathML, event handlers and any other URL scheme are not.

export const SAFE_HTML_TAGS: readonly string[] = Object.freeze([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'div',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
]);

/** Attributes allowed on every allowed tag. */
const GLOBAL_ATTRIBUTES = ['title', 'class', 'lang'];

/** Per tag, the attributes it may carry (besides the global ones). */
export const SAFE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
});

/** Every attribute name of the list (for a sanitiser that takes one flat list). */
export const SAFE_HTML_ATTRIBUTE_NAMES: readonly string[] = Object.freeze([
  ...new Set(Object.values(SAFE_HTML_ATTRIBUTES).flat()),
]);

/** URL schemes a link may use; a URL without a scheme (a site path, `#anchor`) is allowed too. */
export const SAFE_LINK_SCHEMES: readonly string[] = Object.freeze(['http', 'https', 'mailto', 'tel']);

/** Where an image may come from: our generated images, or any https address. */
export const SAFE_IMAGE_SOURCES: Readonly<{ paths: readonly string[]; schemes: readonly string[] }> =
  Object.freeze({ paths: Object.freeze(['/api/media/']), schemes: Object.freeze(['https']) });

/** A page of our own site: where a link without a scheme must still lead after resolving. */
const OWN_PAGE = 'https://example.nl/a/b';

/**
 * Whether a URL (as written, before any parsing) has an allowed scheme, or none at all and stays
 * on our site. A URL whose part before the first `/`, `?` or `#` holds a `:` names a scheme. A
 * backslash or a control character is refused outright: browsers read `\` as `/` and drop tabs
 * and newlines, so `/\evil.example` or `/<tab>/evil.example` would lead to another site. A URL
 * without a scheme must resolve, against any page of ours, to our own origin (`//host` does not).
 */
export function isSafeLinkUrl(url: string): boolean {
  if (/[\\\p{Cc}]/u.test(url)) return false;
  const compact = stripInvisible(url);
  const scheme = /^([^/?#]*?):/.exec(compact)?.[1];
  if (scheme !== undefined) return SAFE_LINK_SCHEMES.includes(scheme.toLowerCase());
  try {
    return new URL(url, OWN_PAGE).origin === new URL(OWN_PAGE).origin;
  } catch {
    return false;
  }
}

/** Whether an image source is one of SAFE_IMAGE_SOURCES. */
export function isSafeImageSource(url: string): boolean {
  const compact = stripInvisible(url);
  if (SAFE_IMAGE_SOURCES.paths.some((path) => compact.startsWith(path))) return !compact.includes('..');
  const scheme = /^([a-z][a-z0-9+.-]*):\/\/[^/]/i.exec(compact)?.[1];
  return scheme !== undefined && SAFE_IMAGE_SOURCES.schemes.includes(scheme.toLowerCase());
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore exactly these in URLs
const stripInvisible = (url: string) => url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');

/**
 * What a tag-and-attribute sanitiser (DOMPurify) leaves to us, applied to its parsed result in
 * place: attributes allowed on another tag only are dropped, a link with another scheme loses its
 * href, an image from anywhere else is removed, and a link that opens a new tab gets
 * `rel="noopener noreferrer"` (other targets go). Works on any DOM (the browser's, jsdom's).
 */
export function applySafeHtmlPolicy(root: ParentNode): void {
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    const allowed = new Set([...GLOBAL_ATTRIBUTES, ...(SAFE_HTML_ATTRIBUTES[tag] ?? [])]);
    for (const { name } of [...element.attributes]) {
      if (!allowed.has(name.toLowerCase())) element.removeAttribute(name);
    }
    const href = element.getAttribute('href');
    if (href !== null && !isSafeLinkUrl(href)) element.removeAttribute('href');
    if (tag === 'img' && !isSafeImageSource(element.getAttribute('src') ?? '')) element.remove();
    if (tag === 'a' && element.hasAttribute('target')) {
      // A new tab must not get our window (window.opener) or our URL.
      if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
      else element.removeAttribute('target');
    }
  }
}
