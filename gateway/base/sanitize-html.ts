import DOMPurify from 'isomorphic-dompurify';

// Content blocks, FAQ answers, widgets and banners are HTML written by editors. The gateway cleans
// it with DOMPurify and an allow-list as it serialises the `SafeHtml` scalar, so every answer (the
// browser's and the server render's) carries only clean HTML and the browser needs no sanitiser of
// its own: only the tags and attributes of ordinary text (headings, paragraphs, lists, links,
// images, tables) survive; scripts, styles, frames, forms, SVG and MathML, event handlers and
// javascript: URLs do not. Under Node, `isomorphic-dompurify` runs DOMPurify over a jsdom window.

const ALLOWED_TAGS = [
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
];

const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'class',
  'lang',
  'colspan',
  'rowspan',
  'scope',
];

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
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    RETURN_DOM_FRAGMENT: true,
  });
  // A link that opens a new tab must not hand that tab our window (window.opener) or our URL.
  for (const link of fragment.querySelectorAll('a[target]')) {
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
  }
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
