import { and, desc, eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/open-database.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { Detail, Id, json, type Paths, pathParam, ref, Timestamp } from '../http/openapi.ts';
import { idFromPath } from '../http/params.ts';
import { Block, blockAnswer } from './blocks.ts';
import { cleanEditorHtml } from './clean-html.ts';
import { type Editor, requireEditor } from './editor-access.ts';
import * as t from './tables.ts';
import { Widget } from './widgets.ts';

// The revisions of blocks and widgets: what each held before a save or a restore, newest first,
// for editors only. Restoring one stores the current state as a new revision first (in the same
// transaction), so a restore can itself be undone.

export const REVISION_KINDS = ['blocks', 'widgets'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

export const Revision = z
  .object({ id: Id, created_at: Timestamp, user_email: z.string(), name: z.string(), content: z.string() })
  .meta({
    id: 'Revision',
    description: "A block's name or a widget's title, and its content, before a save",
  });

const refusals = {
  '401': json(ref(Detail), 'Log in om te bewerken.'),
  '403': json(ref(Detail), 'Je hebt geen rechten om te bewerken. (Or CSRF on the restore.)'),
  '404': json(ref(Detail), 'Niet gevonden: no such block, widget or revision of it.'),
};
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
export async function addRevision(
  tx: Db,
  before: { kind: RevisionKind; objectId: number; name: string; content: string },
  editor: Editor,
  now: Date,
): Promise<void> {
  await tx
    .insert(t.contentRevisions)
    .values({ ...before, userId: editor.id, userEmail: editor.email, createdAt: now });
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
      res.set('Cache-Control', 'private, no-store').json(
        rows.map((r) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          user_email: r.userEmail,
          name: r.name,
          content: r.content,
        })),
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
        const content = cleanEditorHtml(revision.content);
        if (kind === 'blocks') {
          const [before] = await tx.select().from(t.blocks).where(eq(t.blocks.id, id)).for('update');
          if (!before) return null;
          await addRevision(
            tx,
            { kind, objectId: id, name: before.name, content: before.content },
            editor,
            now,
          );
          const [after] = await tx
            .update(t.blocks)
            .set({ name: revision.name, content })
            .where(eq(t.blocks.id, id))
            .returning();
          return after ? blockAnswer(after) : null;
        }
        const [before] = await tx.select().from(t.widgets).where(eq(t.widgets.id, id)).for('update');
        if (!before) return null;
        await addRevision(
          tx,
          { kind, objectId: id, name: before.title, content: before.content },
          editor,
          now,
        );
        const [after] = await tx
          .update(t.widgets)
          .set({ title: revision.name, content })
          .where(eq(t.widgets.id, id))
          .returning();
        return after ? { id: after.id, ref: after.ref, title: after.title, content: after.content } : null;
      });
      if (!answer) throw notFound();
      res.json(answer);
    })
    .all(methodNotAllowed);

  return router;
}
