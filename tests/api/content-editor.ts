import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../api/content/blocks.ts';
import type { PageAnswer } from '../../api/content/pages.ts';
import type { WidgetAnswer } from '../../api/content/widgets.ts';
import type { Db } from '../../api/db/open-database.ts';
import {
  clientFrom,
  contentCounts,
  EDITOR_EMAIL,
  flagOffApi,
  NON_EDITOR_EMAIL,
  sameClientAt,
  signedIn,
  type TestClient,
} from './content-fixtures.ts';
import { Client } from './harness.ts';
import { type Schema, validate } from './json-schema.ts';

type Revision = { id: number; created_at: string; user_email: string; name: string; content: string };

const LOG_IN = { detail: 'Log in om te bewerken.' };
const NO_RIGHTS = { detail: 'Je hebt geen rechten om te bewerken.' };
const HARMLESS =
  '<h2>Kom langs</h2><p>Open van <strong>maandag</strong> tot <em>vrijdag</em>; lees de <a href="/algemene-voorwaarden">voorwaarden</a>.</p>';

export function editorSuite(base: () => string, db: () => Db) {
  let editor: TestClient;
  let visitor: TestClient;
  let flagOff: { url: string; close(): Promise<void> };
  let page: PageAnswer;
  let block: Block;

  beforeAll(async () => {
    editor = await signedIn(base(), EDITOR_EMAIL);
    visitor = await signedIn(base(), NON_EDITOR_EMAIL);
    flagOff = await flagOffApi(db());
    page = await new Client(base()).ok<PageAnswer>('/main/pages/over-ons/');
    const first = page.blocks[0];
    if (!first) throw new Error('over-ons has no blocks');
    block = first;
  });
  afterAll(async () => {
    await flagOff?.close();
  });

  describe('who may edit', () => {
    it('GET /api/main/editor/ says whether the session may edit now', async () => {
      const anonymous = await clientFrom(base());
      expect(await anonymous.ok('/main/editor/')).toEqual({ can_edit: false });
      expect(await visitor.ok('/main/editor/')).toEqual({ can_edit: false });
      expect(await editor.ok('/main/editor/')).toEqual({ can_edit: true });
      expect(await sameClientAt(editor, flagOff.url).ok('/main/editor/')).toEqual({ can_edit: false });
      expect((await editor.get('/main/editor/')).headers.get('cache-control')).toContain('no-store');
    });

    it('refuses nobody with 401, a non-editor and the flag off with 403, and stores nothing', async () => {
      const anonymous = await clientFrom(base());
      const offEditor = sameClientAt(editor, flagOff.url);
      const calls: [string, string, unknown][] = [
        ['PUT', `/main/blocks/${block.id}/`, { content: '<p>Gehackt</p>' }],
        ['POST', '/main/blocks/', { name: 'nieuw', content: '<p>Gehackt</p>', page_id: page.id }],
        ['PUT', '/main/widgets/1/', { content: '<p>Gehackt</p>' }],
        ['PUT', '/main/widgets/by-ref/contact/', { content: '<p>Gehackt</p>' }],
        ['GET', `/main/blocks/${block.id}/revisions/`, undefined],
        ['POST', `/main/blocks/${block.id}/revisions/1/restore/`, undefined],
        // Checked before the object: an unknown one is no 404 for them either.
        ['PUT', '/main/blocks/999999/', { content: '<p>x</p>' }],
      ];
      const before = await contentCounts(db());
      for (const [method, path, body] of calls) {
        const a = await anonymous.send(method, path, body);
        expect([a.status, a.body], `${method} ${path} anonymous`).toEqual([401, LOG_IN]);
        const v = await visitor.send(method, path, body);
        expect([v.status, v.body], `${method} ${path} non-editor`).toEqual([403, NO_RIGHTS]);
        const o = await offEditor.send(method, path, body);
        expect([o.status, o.body], `${method} ${path} flag off`).toEqual([403, NO_RIGHTS]);
      }
      expect(await contentCounts(db())).toEqual(before);
      const again = await new Client(base()).ok<PageAnswer>('/main/pages/over-ons/');
      expect(again.blocks[0]?.content).toBe(block.content);
    });

    it('an editor with the flag on saves (200)', async () => {
      const answer = await editor.send<Block>('PUT', `/main/blocks/${block.id}/`, { content: block.content });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: block.id, name: block.name, page_id: page.id });
    });

    it('needs the CSRF token even for an editor', async () => {
      const answer = await editor.request('PUT', `/main/blocks/${block.id}/`, {
        body: JSON.stringify({ content: '<p>x</p>' }),
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: 'CSRF-controle mislukt.' });
    });
  });

  describe('saving', () => {
    it('a saved block is what the next GET of its page answers, never a cached one', async () => {
      const first = await new Client(base()).get<PageAnswer>('/main/pages/over-ons/');
      expect(first.headers.get('cache-control')).toBe('private, no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag).not.toBe('');
      // fetch adds `Cache-Control: no-cache` to a conditional request unless one is given.
      const revalidate = { 'if-none-match': etag, 'cache-control': 'max-age=0' };
      const unchanged = await new Client(base()).get('/main/pages/over-ons/', revalidate);
      expect(unchanged.status).toBe(304);
      const content = `${HARMLESS}<p>Bewerkt om ${Date.now()}</p>`;
      expect((await editor.send('PUT', `/main/blocks/${block.id}/`, { content })).status).toBe(200);
      const after = await new Client(base()).get<PageAnswer>('/main/pages/over-ons/', {
        'if-none-match': etag,
      });
      expect(after.status).toBe(200);
      expect(after.body.blocks.find((b) => b.id === block.id)?.content).toBe(content);
      const byId = await new Client(base()).ok<{ blocks: Block[] }>(`/main/internalpages/${page.id}/`);
      expect(byId.blocks.find((b) => b.id === block.id)?.content).toBe(content);
    });

    it('refuses a missing or too long content, a bad page and an unknown block, storing nothing', async () => {
      const before = await contentCounts(db());
      const path = `/main/blocks/${block.id}/`;
      for (const body of [{}, { content: '' }, { content: '  ' }, { content: 12 }, { content: null }]) {
        const answer = await editor.send('PUT', path, body);
        expect([answer.status, answer.body], JSON.stringify(body)).toEqual([
          400,
          { content: ['Inhoud is verplicht.'] },
        ]);
      }
      const long = await editor.send('PUT', path, { content: 'x'.repeat(40_001) });
      expect([long.status, long.body]).toEqual([400, { content: ['Gebruik maximaal 40000 tekens.'] }]);
      const badPage = await editor.send('PUT', path, { content: '<p>x</p>', page_id: 999999 });
      expect(badPage.body).toEqual({ page_id: ['Deze pagina bestaat niet.'] });
      expect((await editor.send('PUT', '/main/blocks/999999/', { content: '<p>x</p>' })).status).toBe(404);
      expect((await editor.send('PUT', '/main/blocks/abc/', { content: '<p>x</p>' })).status).toBe(404);
      expect((await editor.send('PUT', '/main/widgets/999999/', { content: '<p>x</p>' })).status).toBe(404);
      expect(
        (await editor.send('PUT', '/main/widgets/by-ref/bestaat-niet/', { content: '<p>x</p>' })).status,
      ).toBe(404);
      const create = await editor.send('POST', '/main/blocks/', { name: '', content: '', page_id: 999999 });
      expect(create.body).toEqual({
        name: ['Dit veld is verplicht.'],
        content: ['Inhoud is verplicht.'],
        page_id: ['Deze pagina bestaat niet.'],
      });
      expect(await contentCounts(db())).toEqual(before);
    });

    it('takes 40 000 characters of content, within the 100 kB body even when JSON escapes them', async () => {
      const cell = '<p class="a">é</p>';
      const content = cell.repeat(Math.floor(40_000 / cell.length));
      const answer = await editor.send<Block>('PUT', `/main/blocks/${block.id}/`, { content });
      expect(answer.status).toBe(200);
      expect(answer.body.content).toBe(content);
    });

    it('refuses deeply nested or element-heavy HTML at once, storing nothing', async () => {
      const before = await contentCounts(db());
      const path = `/main/blocks/${block.id}/`;
      const tooComplex = {
        content: ['Deze inhoud is te diep genest of heeft te veel onderdelen. Vereenvoudig de opmaak.'],
      };
      const started = Date.now();
      for (const content of ['<b>'.repeat(12_000), `${'<div><p>'.repeat(30)}x`, '<br>'.repeat(4001)]) {
        const answer = await editor.send('PUT', path, { content });
        expect([answer.status, answer.body]).toEqual([400, tooComplex]);
      }
      // A scan of the tags, not the sanitiser: the api stays free for everyone else.
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await contentCounts(db())).toEqual(before);
      const fine = await editor.send('PUT', path, {
        content: `${'<div>'.repeat(20)}x${'</div>'.repeat(20)}`,
      });
      expect(fine.status).toBe(200);
    });

    it('adds a block at the end of its page', async () => {
      const answer = await editor.send<Block>('POST', '/main/blocks/', {
        name: 'extra',
        content: '<p>Nieuw blok<script>alert(1)</script></p>',
        page_id: page.id,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name: 'extra', content: '<p>Nieuw blok</p>', page_id: page.id });
      const now = await new Client(base()).ok<PageAnswer>('/main/pages/over-ons/');
      expect(now.blocks.at(-1)).toEqual(answer.body);
      expect(answer.body.position).toBe(Math.max(...now.blocks.slice(0, -1).map((b) => b.position)) + 1);
    });

    it('saves a widget by id and by ref', async () => {
      const [widget] = await new Client(base()).ok<WidgetAnswer[]>(
        '/main/widgets/?no_page&ref__in=nieuwsbrief',
      );
      if (!widget) throw new Error('no nieuwsbrief widget');
      const byId = await editor.send<WidgetAnswer>('PUT', `/main/widgets/${widget.id}/`, {
        content: '<p>Elke maand <strong>nieuws</strong>.</p><img src=x onerror=alert(1)>',
        title: 'De nieuwsbrief',
      });
      expect(byId.body).toEqual({
        ...widget,
        title: 'De nieuwsbrief',
        content: '<p>Elke maand <strong>nieuws</strong>.</p>',
      });
      const byRef = await editor.send<WidgetAnswer>('PUT', '/main/widgets/by-ref/nieuwsbrief/', {
        content: '<p>Maandelijks.</p>',
      });
      expect(byRef.body).toEqual({ ...widget, title: 'De nieuwsbrief', content: '<p>Maandelijks.</p>' });
      const [read] = await new Client(base()).ok<WidgetAnswer[]>(
        '/main/widgets/?no_page&ref__in=nieuwsbrief',
      );
      expect(read).toEqual(byRef.body);
    });
  });

  describe('revisions', () => {
    it('keeps what each save replaced, newest first, and restores one as a new save', async () => {
      const created = await editor.send<Block>('POST', '/main/blocks/', {
        name: 'geschiedenis',
        content: '<p>Versie 1</p>',
        page_id: page.id,
      });
      const id = created.body.id;
      expect(await editor.ok(`/main/blocks/${id}/revisions/`)).toEqual([]);
      await editor.send('PUT', `/main/blocks/${id}/`, { content: '<p>Versie 2</p>', name: 'geschiedenis-2' });
      await editor.send('PUT', `/main/blocks/${id}/`, { content: '<p>Versie 3</p>' });
      const revisions = await editor.ok<Revision[]>(`/main/blocks/${id}/revisions/`);
      expect(revisions.map((r) => [r.name, r.content, r.user_email])).toEqual([
        ['geschiedenis-2', '<p>Versie 2</p>', EDITOR_EMAIL],
        ['geschiedenis', '<p>Versie 1</p>', EDITOR_EMAIL],
      ]);
      const oldest = revisions[1];
      if (!oldest) throw new Error('no revision');
      const restored = await editor.send<Block>('POST', `/main/blocks/${id}/revisions/${oldest.id}/restore/`);
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ id, name: 'geschiedenis', content: '<p>Versie 1</p>' });
      const read = await new Client(base()).ok<PageAnswer>('/main/pages/over-ons/');
      expect(read.blocks.find((b) => b.id === id)?.content).toBe('<p>Versie 1</p>');
      const after = await editor.ok<Revision[]>(`/main/blocks/${id}/revisions/`);
      expect(after).toHaveLength(3);
      // The answers are the documented ones (the OpenAPI suite cannot read them without an editor).
      const doc = await editor.ok<Schema>('/openapi.json');
      const ok = (path: string, method: string) =>
        (doc as { paths: Record<string, Record<string, Schema>> }).paths[path]?.[method]?.responses as
          | Record<string, { content: { 'application/json': { schema: Schema } } }>
          | undefined;
      const schemaOf = (path: string, method: string, status: string) =>
        ok(path, method)?.[status]?.content['application/json'].schema ?? { not: {} };
      expect(validate(schemaOf('/main/{type}/{id}/revisions/', 'get', '200'), after, doc)).toEqual([]);
      expect(
        validate(
          schemaOf('/main/{type}/{id}/revisions/{revision}/restore/', 'post', '200'),
          restored.body,
          doc,
        ),
      ).toEqual([]);
      expect(validate(schemaOf('/main/blocks/{id}/', 'put', '200'), created.body, doc)).toEqual([]);
      expect(validate(schemaOf('/main/blocks/', 'post', '201'), created.body, doc)).toEqual([]);
      expect(
        validate(schemaOf('/main/editor/', 'get', '200'), await editor.ok('/main/editor/'), doc),
      ).toEqual([]);
      expect(after[0]).toMatchObject({ name: 'geschiedenis-2', content: '<p>Versie 3</p>' });
    });

    it("keeps a widget's title and content too, and restores them", async () => {
      const [widget] = await new Client(base()).ok<WidgetAnswer[]>(
        '/main/widgets/?no_page&ref__in=social-promo',
      );
      if (!widget) throw new Error('no social-promo widget');
      await editor.send('PUT', '/main/widgets/by-ref/social-promo/', {
        content: '<p>Nieuw</p>',
        title: 'Volg ons',
      });
      const [revision, ...older] = await editor.ok<Revision[]>(`/main/widgets/${widget.id}/revisions/`);
      expect(older).toEqual([]);
      expect(revision).toMatchObject({
        name: widget.title,
        content: widget.content,
        user_email: EDITOR_EMAIL,
      });
      const restored = await editor.send<WidgetAnswer>(
        'POST',
        `/main/widgets/${widget.id}/revisions/${revision?.id}/restore/`,
      );
      expect(restored.body).toEqual(widget);
      const [read] = await new Client(base()).ok<WidgetAnswer[]>(
        '/main/widgets/?no_page&ref__in=social-promo',
      );
      expect(read).toEqual(widget);
      expect(await editor.ok<Revision[]>(`/main/widgets/${widget.id}/revisions/`)).toHaveLength(2);
    });

    it('answers 404 for an unknown object, a revision of another object, or another type', async () => {
      const [revision] = await editor.ok<Revision[]>(`/main/blocks/${block.id}/revisions/`);
      if (!revision) throw new Error('no revision of the first block');
      expect((await editor.get('/main/blocks/999999/revisions/')).status).toBe(404);
      expect((await editor.get('/main/pages/1/revisions/')).status).toBe(404);
      const other = page.blocks[1]?.id ?? 0;
      expect(
        (await editor.send('POST', `/main/blocks/${other}/revisions/${revision.id}/restore/`)).status,
      ).toBe(404);
      expect(
        (await editor.send('POST', `/main/widgets/${block.id}/revisions/${revision.id}/restore/`)).status,
      ).toBe(404);
      expect((await editor.send('POST', `/main/blocks/${block.id}/revisions/999999/restore/`)).status).toBe(
        404,
      );
    });
  });
}
