import { desc, type SQL, sql } from 'drizzle-orm';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { Id, listGet, type Paths, queryParam, Timestamp } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { stringParam } from '../http/params.ts';
import * as t from './tables.ts';

// GET /api/dev/outbox/: the recorded mails, newest first, for tests, e2e and a developer without
// SMTP. Off unless enabled (env DEV_OUTBOX=1, which `npm run dev` and the tests set): then it is a
// 404 like any unknown path, whatever the method, because the mails hold visitors' names and addresses.

export const OutboxMail = z
  .object({
    id: Id,
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    reply_to: z.string().nullable().describe('Reply-To, when answers go elsewhere than the sender'),
    created_at: Timestamp,
    sent_at: Timestamp.nullable().describe('Null: not (yet) sent over SMTP'),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxAnswer = z.output<typeof OutboxMail>;

export const devOutboxPaths: Paths = {
  '/dev/outbox/': listGet(
    'Recorded mails, newest first (only with DEV_OUTBOX=1, otherwise 404)',
    OutboxMail,
    [queryParam('to', 'Only mails to this address (case-insensitive).')],
  ),
};

function filters(req: Request): SQL | undefined {
  const to = stringParam(req, 'to');
  return to ? sql`lower(${t.outbox.to}) = ${to.toLowerCase()}` : undefined;
}

export function devOutboxRouter({ db, config }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/dev/outbox/')
    .all((_req: Request, _res: Response, next: NextFunction) => {
      if (!config.devOutbox) throw notFound();
      next();
    })
    .get(async (req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      const where = filters(req);
      await sendList(req, res, OutboxMail, {
        count: () => countWhere(db, t.outbox, where),
        rows: async (page) => {
          const query = db
            .select()
            .from(t.outbox)
            .where(where)
            .orderBy(desc(t.outbox.createdAt), desc(t.outbox.id));
          const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
          return rows.map(
            (r): OutboxAnswer => ({
              id: r.id,
              to: r.to,
              subject: r.subject,
              text: r.text,
              html: r.html,
              reply_to: r.replyTo,
              created_at: r.createdAt.toISOString(),
              sent_at: r.sentAt?.toISOString() ?? null,
            }),
          );
        },
      });
    })
    .all(methodNotAllowed);

  return router;
}
