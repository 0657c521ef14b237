import { describe, expect, it } from 'vitest';
import { cleanEditorHtml } from '../../api/content/clean-html.ts';
import { isSafeLinkUrl } from '../../domain/safe-html.ts';
import { sanitizeHtml } from '../../gateway/base/sanitize-html.ts';
import { allowedLink } from '../../web/src/app/editor/allowed-urls.ts';

// A link in editor HTML without a scheme must stay on our site: a browser reads `\` as `/` and
// drops tabs and newlines, so `/\evil.example` is `//evil.example`, another site. The rule: no
// backslash or control character at all, and a relative link resolves to our own origin.

const PAGE = 'https://example.nl/a/b';
const unclear = (href: string) =>
  [...href].some((c) => c === '\\' || (c.codePointAt(0) ?? 0) < 0x20 || c.codePointAt(0) === 0x7f);
const ORIGIN = new URL(PAGE).origin;

const OFF_SITE = [
  '/\\evil.example/x',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '//evil.example',
  '///evil.example',
  ' //evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\t//evil.example',
  'https:\\\\evil.example',
  'http:/\\evil.example',
  '/x\\y',
];

const ON_SITE = [
  '/contact',
  '/over-ons/team?tab=1#top',
  '#boven',
  '?pagina=2',
  'prijzen',
  '../verhuur',
  './x',
];
const SCHEMES = [
  'https://www.example.com/pagina?a=1&b=2',
  'http://example.com',
  'mailto:info@example.nl',
  'tel:+31207604210',
];

describe('links in editor HTML (domain/safe-html.ts)', () => {
  it('refuses what a browser would resolve to another site, and any backslash or control character', () => {
    for (const href of OFF_SITE) expect(isSafeLinkUrl(href), JSON.stringify(href)).toBe(false);
  });

  it('keeps site links, which resolve to our own origin, and links of the allowed schemes', () => {
    for (const href of ON_SITE) {
      expect(isSafeLinkUrl(href), href).toBe(true);
      expect(new URL(href, PAGE).origin, href).toBe(ORIGIN);
    }
    for (const href of SCHEMES) expect(isSafeLinkUrl(href), href).toBe(true);
  });

  it('every link it keeps without a scheme stays on our origin', () => {
    const candidates = [...OFF_SITE, ...ON_SITE, '/%5Cevil.example', '/.\\./evil', '/\u0000/evil.example'];
    for (const href of candidates.filter(isSafeLinkUrl)) {
      expect(unclear(href), JSON.stringify(href)).toBe(false);
      expect(new URL(href, PAGE).origin, JSON.stringify(href)).toBe(ORIGIN);
    }
  });

  it('the api (before storing) and the gateway (before answering) drop such an href, also when encoded', async () => {
    for (const href of [
      '/&#92;evil.example/x',
      '&#92;&#92;evil.example',
      '&#92;/evil.example',
      '/&#9;/evil.example',
    ]) {
      const html = `<p><a href="${href}">klik</a></p>`;
      expect(await cleanEditorHtml(html), href).toBe('<p><a>klik</a></p>');
      expect(sanitizeHtml(html), href).toBe('<p><a>klik</a></p>');
    }
    expect(await cleanEditorHtml('<a href="/contact">x</a>')).toBe('<a href="/contact">x</a>');
  });

  it("the editor's link field refuses them before they are saved", () => {
    for (const href of OFF_SITE) expect(allowedLink(href.trim()), JSON.stringify(href)).toBe(false);
    for (const href of ['/contact', ...SCHEMES]) expect(allowedLink(href), href).toBe(true);
  });
});
