import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { boolQuery, Id, idIn, listGet, type Paths, queryParam } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { boolParam, intListParam } from '../http/params.ts';
import * as t from './tables.ts';

export const Faq = z.object({ id: Id, question: z.string(), answer: z.string() }).meta({ id: 'Faq' });
export type FaqAnswer = z.output<typeof Faq>;

export const faqsPaths: Paths = {
  '/faqs/': listGet('FAQs', Faq, [
    queryParam('everywhere', 'true: only FAQs shown on every page; false: the others.', boolQuery),
    idIn,
  ]),
};

function filters(req: Request): SQL | undefined {
  const everywhere = boolParam(req, 'everywhere');
  const ids = intListParam(req, 'id__in');
  return and(
    everywhere === undefined ? undefined : eq(t.faqs.everywhere, everywhere),
    ids && inArray(t.faqs.id, ids),
  );
}

export function faqsRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/faqs/')
    .get(async (req: Request, res: Response) => {
      const where = filters(req);
      await sendList(req, res, Faq, {
        count: () => countWhere(db, t.faqs, where),
        rows: async (page): Promise<FaqAnswer[]> => {
          const query = db
            .select({ id: t.faqs.id, question: t.faqs.question, answer: t.faqs.answer })
            .from(t.faqs)
            .where(where)
            .orderBy(asc(t.faqs.id));
          return page ? query.limit(page.limit).offset(page.offset) : query;
        },
      });
    })
    .all(methodNotAllowed);

  return router;
}
