import { asc } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Id, json, Money, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import * as t from './tables.ts';

// GET /api/duplication/: the duplication service's price list (tapes, film and records to
// files), in display order. Short and the same for everyone: one bare array, no paging.

export const DuplicationService = z
  .object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    unit: z.string().describe('"per band", "per minuut", …'),
    price: Money.describe('Euro incl. BTW, two decimals'),
    turnaround: z.string().describe('"ca. 2 weken"'),
  })
  .meta({ id: 'DuplicationService' });
export type DuplicationServiceAnswer = z.output<typeof DuplicationService>;
const DuplicationServices = z.array(DuplicationService);

export const duplicationPaths: Paths = {
  '/duplication/': {
    get: {
      summary: "The duplication service's price list, in display order",
      responses: {
        '200': json({ type: 'array', items: ref(DuplicationService) }, 'Every format we digitise'),
      },
    },
  },
};

export function duplicationRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/duplication/')
    .get(async (_req: Request, res: Response) => {
      const rows = await db
        .select()
        .from(t.duplicationServices)
        .orderBy(asc(t.duplicationServices.position), asc(t.duplicationServices.id));
      const answer: DuplicationServiceAnswer[] = rows.map((r) => ({
        id: r.id,
        slug: r.slug,
        name: r.name,
        description: r.description,
        unit: r.unit,
        price: toAmount(r.priceCents),
        turnaround: r.turnaround,
      }));
      send(res, DuplicationServices, answer);
    })
    .all(methodNotAllowed);

  return router;
}
