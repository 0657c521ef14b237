import { and, desc, eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/open-database.ts';
import { privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { Id, json, type Paths, pathParam, ref, Timestamp } from '../http/openapi.ts';
import { idFromPath } from '../http/params.ts';
import { send } from '../http/send.ts';
import { Block, blockAnswer, nextPosition } from './blocks.ts';
import { cleanEditorHtml } from './clean-html.ts';
import { type Editor, editorRefusals, requireEditor } from './editor-access.ts';
import * as t from './tables.ts';
import { Widget, type WidgetKey, widgetAnswer, widgetWhere } from './widgets.ts';

// The revisions of blocks and widgets: what each held before a save or a restore, newest first,
// for editors only. Every change of a block or widget (a save in editor.ts, a restore here) goes
// through reviseBlock/reviseWidget, which store the current state as a new revision first (in the
// same transaction), so a restore can itself be undone.

export const REVISION_KINDS = ['blocks', 'widgets'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const Revision = z
  .object({ id: Id, created_at: Timestamp, user_email: z.string(), name: z.string(), content: z.string() })
  .meta({
    id: 'Revision',
    description: "A block's name or a widget's title, and its content, before a save",
  });
const Revisions = z.array(Revision);
/** What a restore answers: the block or the widget as it now is. */
const Restored = z.union([Block, Widget]);

const refusals = editorRefusals(
  'Or CSRF on the restore.',
  'Niet gevonden: no such block, widget or revision of it.',
);
const typeParam = pathParam('type', 'What is edited', { type: 'string', enum: [...REVISION_KINDS] });

export const revisionsPaths: Paths = {
  '/main/{type}/{id}/revisions/': {
    get: {
      summary: 'The revisions of a block or widget, newest first (editor)',
      parameters: [typeParam, pathParam('id', 'Block or widget id', { type: 'integer' })],
      responses: {
        '200': json({ type: 'array', items: ref(Revision) }, 'Newest first; never cached'),
        ...refusals,
      },
    },
  },
  '/main/{type}/{id}/revisions/{revision}/restore/': {
    post: {
      summary: 'Put a revision back (editor); the current state becomes a revision first',
      parameters: [
        typeParam,
        pathParam('id', 'Block or widget id', { type: 'integer' }),
        pathParam('revision', 'Revision id', { type: 'integer' }),
      ],
      responses: {
        '200': json({ oneOf: [ref(Block), ref(Widget)] }, 'The restored Block or Widget'),
        ...refusals,
      },
    },
  },
};

/** Stores what an object held before a change, by `editor`, inside the change's transaction. */
async function addRevision(
  tx: Db,
  before: { kind: RevisionKind; objectId: number; name: string; content: string },
  editor: Editor,
  now: Date,
): Promise<void> {
  await tx
    .insert(t.contentRevisions)
    .values({ ...before, userId: editor.id, userEmail: editor.email, createdAt: now });
}

/**
 * Changes block `id` under its lock inside the caller's transaction, its previous name and content
 * first stored as a revision; a new `pageId` moves it to the end of that page. Null: no such block.
 */
export async function reviseBlock(
  tx: Db,
  editor: Editor,
  id: number,
  change: { name?: string; content: string; pageId?: number },
  now: Date,
) {
  const [before] = await tx.select().from(t.blocks).where(eq(t.blocks.id, id)).for('update');
  if (!before) return null;
  await addRevision(
    tx,
    { kind: 'blocks', objectId: id, name: before.name, content: before.content },
    editor,
    now,
  );
  const moved = change.pageId !== undefined && change.pageId !== before.pageId;
  const [after] = await tx
    .update(t.blocks)
    .set({
      name: change.name ?? before.name,
      content: change.content,
      ...(moved && change.pageId !== undefined
        ? { pageId: change.pageId, position: nextPosition(change.pageId) }
        : {}),
    })
    .where(eq(t.blocks.id, id))
    .returning();
  return after ?? null;
}

/**
 * Changes a widget under its lock inside the caller's transaction, its previous title and content
 * first stored as a revision. Null: no such widget.
 */
export async function reviseWidget(
  tx: Db,
  editor: Editor,
  key: WidgetKey,
  change: { title?: string; content: string },
  now: Date,
) {
  const [before] = await tx.select().from(t.widgets).where(widgetWhere(key)).for('update');
  if (!before) return null;
  await addRevision(
    tx,
    { kind: 'widgets', objectId: before.id, name: before.title, content: before.content },
    editor,
    now,
  );
  const [after] = await tx
    .update(t.widgets)
    .set({ title: change.title ?? before.title, content: change.content })
    .where(eq(t.widgets.id, before.id))
    .returning();
  return after ?? null;
}

const kindOf = (value: string): RevisionKind | null =>
  (REVISION_KINDS as readonly string[]).includes(value) ? (value as RevisionKind) : null;

async function objectExists(db: Db, kind: RevisionKind, id: number): Promise<boolean> {
  const table = kind === 'blocks' ? t.blocks : t.widgets;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

export function revisionsRouter({ db, clock, config }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/main/:type/:id/revisions/')
    .get(async (req: Request<{ type: string; id: string }>, res: Response) => {
      requireEditor(req, config);
      const kind = kindOf(req.params.type);
      const id = idFromPath(req.params.id);
      if (!kind || id === null || !(await objectExists(db, kind, id))) throw notFound();
      const rows = await db
        .select()
        .from(t.contentRevisions)
        .where(and(eq(t.contentRevisions.kind, kind), eq(t.contentRevisions.objectId, id)))
        .orderBy(desc(t.contentRevisions.id));
      send(
        privately(res),
        Revisions,
        rows.map(
          (r): z.output<typeof Revision> => ({
            id: r.id,
            created_at: r.createdAt.toISOString(),
            user_email: r.userEmail,
            name: r.name,
            content: r.content,
          }),
        ),
      );
    })
    .all(methodNotAllowed);

  router
    .route('/main/:type/:id/revisions/:revision/restore/')
    .post(async (req: Request<{ type: string; id: string; revision: string }>, res: Response) => {
      const editor = requireEditor(req, config);
      const kind = kindOf(req.params.type);
      const id = idFromPath(req.params.id);
      const revisionId = idFromPath(req.params.revision);
      if (!kind || id === null || revisionId === null) throw notFound();
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        const [revision] = await tx
          .select()
          .from(t.contentRevisions)
          .where(
            and(
              eq(t.contentRevisions.id, revisionId),
              eq(t.contentRevisions.kind, kind),
              eq(t.contentRevisions.objectId, id),
            ),
          );
        if (!revision) return null;
        // Cleaned again: a revision may hold content from before saves were cleaned (the seed).
        const content = await cleanEditorHtml(revision.content);
        if (kind === 'blocks') {
          const block = await reviseBlock(tx, editor, id, { name: revision.name, content }, now);
          return block && blockAnswer(block);
        }
        const widget = await reviseWidget(tx, editor, { id }, { title: revision.name, content }, now);
        return widget && widgetAnswer(widget);
      });
      if (!answer) throw notFound();
      send(res, Restored, answer);
    })
    .all(methodNotAllowed);

  return router;
}
