import { and, asc, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import {
  boolQuery,
  HourMinute,
  Id,
  IsoDate,
  idIn,
  listGet,
  type Paths,
  queryParam,
} from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { boolParam, intListParam } from '../http/params.ts';
import * as t from './tables.ts';

export const OpenDoorDay = z
  .object({ id: Id, subject: z.string(), date: IsoDate, time: HourMinute, location: z.string() })
  .meta({ id: 'OpenDoorDay' });
export type OpenDoorDayAnswer = z.output<typeof OpenDoorDay>;

export const openDoorDaysPaths: Paths = {
  '/opendoordays/': listGet('Open days by date', OpenDoorDay, [
    queryParam('upcoming', 'true: only open days today or later; false: past ones.', boolQuery),
    idIn,
  ]),
};

function filters(req: Request, today: string): SQL | undefined {
  const upcoming = boolParam(req, 'upcoming');
  const ids = intListParam(req, 'id__in');
  return and(
    upcoming === undefined
      ? undefined
      : upcoming
        ? gte(t.openDoorDays.date, today)
        : lt(t.openDoorDays.date, today),
    ids && inArray(t.openDoorDays.id, ids),
  );
}

export function openDoorDaysRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/opendoordays/')
    .get(async (req: Request, res: Response) => {
      const where = filters(req, clock.today());
      await sendList(req, res, OpenDoorDay, {
        count: () => countWhere(db, t.openDoorDays, where),
        rows: async (page) => {
          const query = db
            .select()
            .from(t.openDoorDays)
            .where(where)
            .orderBy(asc(t.openDoorDays.date), asc(t.openDoorDays.time), asc(t.openDoorDays.id));
          const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
          return rows.map(
            (r): OpenDoorDayAnswer => ({
              id: r.id,
              subject: r.subject,
              date: r.date,
              time: r.time.slice(0, 5), // "10:00:00" → "10:00"
              location: r.location,
            }),
          );
        },
      });
    })
    .all(methodNotAllowed);

  return router;
}
