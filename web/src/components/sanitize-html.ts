// Content blocks and widgets are HTML written by editors on our own server. It is still cleaned
// before it reaches the page: no scripts, frames or forms, no event handlers, no javascript: URLs.

const DROP =
  'script, style, iframe, frame, frameset, object, embed, form, input, button, textarea, select, link, meta, base';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcset']);

/** Browsers ignore whitespace and control characters inside a URL scheme (`java\tscript:`). */
function withoutInvisibles(value: string): string {
  return [...value].filter((char) => (char.codePointAt(0) ?? 0) > 0x20).join('');
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of doc.body.querySelectorAll(DROP)) element.remove();
  for (const element of doc.body.querySelectorAll('*')) {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      const value = withoutInvisibles(attribute.value).toLowerCase();
      if (name.startsWith('on')) element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.has(name) && /^(javascript|vbscript|data:text\/html)/.test(value))
        element.removeAttribute(attribute.name);
    }
    if (element.tagName === 'A' && element.getAttribute('target') === '_blank')
      element.setAttribute('rel', 'noopener noreferrer');
  }
  return doc.body.innerHTML;
}
