import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { detailGet, Id, idIn, listGet, type Paths, pathParam, slugIn } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { intListParam, listParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { Faq } from './faqs.ts';
import { faqsColumn, PageRef, Quote, quotesColumn } from './nested.ts';
import * as t from './tables.ts';

export const Section = z
  .object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    menu_name: z.string().nullable(),
    disabled: z.boolean(),
    position: z.int(),
    page: PageRef.nullable(),
    quotes: z.array(Quote),
    faqs: z.array(Faq),
  })
  .meta({ id: 'Section' });
export type SectionAnswer = z.output<typeof Section>;

export const sectionsPaths: Paths = {
  '/sections/': listGet('Sections in menu order', Section, [idIn, slugIn]),
  '/sections/{slug}/': detailGet('One section', Section, [pathParam('slug', 'Section slug')]),
};

/** A section row with its quotes and FAQs: one query. */
const sectionWithParts = {
  ...getTableColumns(t.sections),
  quotes: quotesColumn('section', t.sections.id),
  faqs: faqsColumn('section', t.sections.id),
};
type SectionRow = typeof t.sections.$inferSelect & {
  quotes: z.output<typeof Quote>[];
  faqs: z.output<typeof Faq>[];
};

function serializeSections(rows: SectionRow[]): SectionAnswer[] {
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    menu_name: r.menuName,
    disabled: r.disabled,
    position: r.position,
    page: r.pageId === null ? null : { id: r.pageId },
    quotes: r.quotes,
    faqs: r.faqs,
  }));
}

function filters(req: Request): SQL | undefined {
  const ids = intListParam(req, 'id__in');
  const slugs = listParam(req, 'slug__in');
  return and(ids && inArray(t.sections.id, ids), slugs && inArray(t.sections.slug, slugs));
}

export function sectionsRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/sections/')
    .get(async (req: Request, res: Response) => {
      const where = filters(req);
      await sendList(req, res, Section, {
        count: () => countWhere(db, t.sections, where),
        rows: async (page) => {
          const query = db
            .select(sectionWithParts)
            .from(t.sections)
            .where(where)
            .orderBy(asc(t.sections.position), asc(t.sections.id));
          return serializeSections(await (page ? query.limit(page.limit).offset(page.offset) : query));
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route('/sections/:slug/')
    .get(async (req: Request<{ slug: string }>, res: Response) => {
      const rows = await db
        .select(sectionWithParts)
        .from(t.sections)
        .where(eq(t.sections.slug, req.params.slug));
      const [section] = serializeSections(rows);
      if (!section) throw notFound();
      send(res, Section, section);
    })
    .all(methodNotAllowed);

  return router;
}
