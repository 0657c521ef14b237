import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/open-database.ts';
import { privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { Form, tooLong } from '../http/form.ts';
import { FieldErrors, Id, json, type Paths, pathParam, ref } from '../http/openapi.ts';
import { idFromPath } from '../http/params.ts';
import { send } from '../http/send.ts';
import { Block, blockAnswer, nextPosition } from './blocks.ts';
import { cleanEditorHtml, tooComplexHtml } from './clean-html.ts';
import { canEdit, editorRefusals, requireEditor } from './editor-access.ts';
import { reviseBlock, reviseWidget } from './revisions.ts';
import * as t from './tables.ts';
import { Widget, type WidgetKey, widgetAnswer, widgetWhere } from './widgets.ts';

// Saving content as an editor (api/content/README.md "Editing"): a page's block, a new block, a
// widget. Who may is checked first (401/403), then the object (404), then the body (400). The
// content is cleaned (clean-html.ts) before it is stored, and the previous name/title and
// content are stored as a revision in the same transaction as the save.

export const CONTENT_MAX = 40_000;
export const EDITOR_MESSAGES = {
  content: 'Inhoud is verplicht.',
  tooComplex: 'Deze inhoud is te diep genest of heeft te veel onderdelen. Vereenvoudig de opmaak.',
  page: 'Deze pagina bestaat niet.',
} as const;

export const EditorState = z.object({ can_edit: z.boolean() }).meta({ id: 'EditorState' });

export const BlockSave = z
  .object({
    name: z.string().max(100).optional(),
    content: z.string().max(CONTENT_MAX),
    page_id: Id.optional(),
  })
  .meta({
    id: 'BlockSaveRequest',
    description: 'A block edited: content always; name and page (moved to its end) when given.',
  });
export const BlockCreate = z
  .object({ name: z.string().max(100), content: z.string().max(CONTENT_MAX), page_id: Id })
  .meta({ id: 'BlockCreateRequest', description: 'A new block, added at the end of its page.' });
export const WidgetSave = z
  .object({ content: z.string().max(CONTENT_MAX), title: z.string().max(200).optional() })
  .meta({ id: 'WidgetSaveRequest', description: 'A widget edited: content always; title when given.' });

const refusals = editorRefusals('No editor, EDITOR_ENABLED off, or CSRF.', 'Niet gevonden.');

const body = (schema: z.ZodType) => ({
  required: true,
  content: { 'application/json': { schema: ref(schema) } },
});
const invalid = json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing is stored.');
const idParam = (what: string) => pathParam('id', what, { type: 'integer' });

export const editorPaths: Paths = {
  '/main/editor/': {
    get: {
      summary: "Whether the session's user may edit content now (an editor, EDITOR_ENABLED on)",
      responses: { '200': json(ref(EditorState), 'Never cached') },
    },
  },
  '/main/blocks/': {
    post: {
      summary: 'Add a block at the end of a page (editor)',
      requestBody: body(BlockCreate),
      responses: { '201': json(ref(Block), 'The stored (cleaned) block'), '400': invalid, ...refusals },
    },
  },
  '/main/blocks/{id}/': {
    put: {
      summary: 'Save a block (editor); the previous name and content become a revision',
      parameters: [idParam('Block id')],
      requestBody: body(BlockSave),
      responses: { '200': json(ref(Block), 'The stored (cleaned) block'), '400': invalid, ...refusals },
    },
  },
  '/main/widgets/{id}/': {
    put: {
      summary: 'Save a widget by id (editor); the previous title and content become a revision',
      parameters: [idParam('Widget id')],
      requestBody: body(WidgetSave),
      responses: { '200': json(ref(Widget), 'The stored (cleaned) widget'), '400': invalid, ...refusals },
    },
  },
  '/main/widgets/by-ref/{ref}/': {
    put: {
      summary: 'Save a widget by its ref (editor), as PUT /main/widgets/{id}/',
      parameters: [pathParam('ref', 'Widget ref ("contact", "infodag", …)')],
      requestBody: body(WidgetSave),
      responses: { '200': json(ref(Widget), 'The stored (cleaned) widget'), '400': invalid, ...refusals },
    },
  },
};

/** The content field: required, at most CONTENT_MAX characters, cleaned. */
async function readContent(form: Form): Promise<string> {
  const raw = form.text('content', { required: true, max: CONTENT_MAX });
  const list = form.errors.content;
  if (list) form.errors.content = list.map((m) => (m === tooLong(CONTENT_MAX) ? m : EDITOR_MESSAGES.content));
  if (form.has('content')) return '';
  if (tooComplexHtml(raw)) {
    form.add('content', EDITOR_MESSAGES.tooComplex);
    return '';
  }
  return cleanEditorHtml(raw);
}

async function pageExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: t.pages.id }).from(t.pages).where(eq(t.pages.id, id));
  return Boolean(row);
}

export function editorRouter({ db, clock, config }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/main/editor/')
    .get((req: Request, res: Response) => {
      send(privately(res), EditorState, { can_edit: canEdit(req, config) });
    })
    .all(methodNotAllowed);

  router
    .route('/main/blocks/')
    .post(async (req: Request, res: Response) => {
      requireEditor(req, config);
      const form = new Form(req.body);
      const name = form.text('name', { required: true, max: 100 });
      const content = await readContent(form);
      const pageId = form.integer('page_id', { required: true });
      if (pageId !== null && (pageId < 1 || !(await pageExists(db, pageId))))
        form.add('page_id', EDITOR_MESSAGES.page);
      form.check();
      if (pageId === null) throw new Error('validated block without page');
      // No revision: a new block had nothing before it.
      const [row] = await db
        .insert(t.blocks)
        .values({ pageId, name, content, position: nextPosition(pageId) })
        .returning();
      if (!row) throw new Error('block insert returned nothing');
      send(res, Block, blockAnswer(row), 201);
    })
    .all(methodNotAllowed);

  router
    .route('/main/blocks/:id/')
    .put(async (req: Request<{ id: string }>, res: Response) => {
      const editor = requireEditor(req, config);
      const id = idFromPath(req.params.id);
      const [exists] =
        id === null ? [] : await db.select({ id: t.blocks.id }).from(t.blocks).where(eq(t.blocks.id, id));
      if (!exists || id === null) throw notFound();
      const form = new Form(req.body);
      const name = form.present('name') ? form.text('name', { required: true, max: 100 }) : undefined;
      const content = await readContent(form);
      const pageId = form.present('page_id') ? form.integer('page_id') : null;
      if (pageId !== null && (pageId < 1 || !(await pageExists(db, pageId))))
        form.add('page_id', EDITOR_MESSAGES.page);
      form.check();
      const change = { name, content, pageId: pageId ?? undefined };
      const row = await db.transaction((tx) => reviseBlock(tx, editor, id, change, clock.now()));
      if (!row) throw notFound();
      send(res, Block, blockAnswer(row));
    })
    .all(methodNotAllowed);

  async function putWidget(req: Request, res: Response, key: WidgetKey | null) {
    const editor = requireEditor(req, config);
    const [exists] =
      key === null ? [] : await db.select({ id: t.widgets.id }).from(t.widgets).where(widgetWhere(key));
    if (!exists || key === null) throw notFound();
    const form = new Form(req.body);
    const content = await readContent(form);
    const title = form.present('title') ? form.text('title', { required: true, max: 200 }) : undefined;
    form.check();
    const row = await db.transaction((tx) => reviseWidget(tx, editor, key, { title, content }, clock.now()));
    if (!row) throw notFound();
    send(res, Widget, widgetAnswer(row));
  }

  router
    .route('/main/widgets/by-ref/:ref/')
    .put((req: Request<{ ref: string }>, res: Response) =>
      putWidget(req, res, req.params.ref.length <= 100 ? { ref: req.params.ref } : null),
    )
    .all(methodNotAllowed);

  router
    .route('/main/widgets/:id/')
    .put((req: Request<{ id: string }>, res: Response) => {
      const id = idFromPath(req.params.id);
      return putWidget(req, res, id === null ? null : { id });
    })
    .all(methodNotAllowed);

  return router;
}
