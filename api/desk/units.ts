import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { UNIT_STATUSES, type UnitStatus } from '../../domain/statuses.ts';
import { isUniqueViolation } from '../accounts/auth-input.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import { privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import {
  Detail,
  FieldErrors,
  Id,
  type Json,
  json,
  listGet,
  type Paths,
  pathParam,
  queryParam,
  ref,
  Timestamp,
} from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { idFromPath, listParam, parseInteger, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { orders } from '../orders/tables.ts';
import { AuditEntry, audit, auditRows, refuseWholeList } from './audit.ts';
import { requireStaff } from './staff.ts';
import { deskAudit, rentalUnits, unitAssignments, unitRepairs } from './tables.ts';
import { addUnit, moveUnit, UNIT_MESSAGES, type UnitRow, unitState } from './unit-changes.ts';
import { normalizeTag } from './unit-store.ts';

// Rental units at the desk (api/desk/README.md "Units"): list (per article, by status, by tag),
// add, and change a unit's status (in repair, back in service, retired) with a note. Each change
// names the unit's `version` (a Dutch 409 when it changed since), raises it and writes its audit
// row in its own transaction. What an article has in service (`articles.units`) follows from the
// rows by the database's trigger: availability counts those.

// ---- Shapes ----------------------------------------------------------------------------------

export const RentalUnit = z
  .object({
    id: Id,
    version: z
      .int()
      .min(1)
      .describe('Send it with a status change; it changes with every change of the unit'),
    article: z.object({ id: Id, name: z.string(), sam_id: z.string() }),
    asset_tag: z.string().describe('Upper case, unique; what is typed or scanned at pickup and return'),
    serial: z.string().describe('"" when unknown'),
    status: z
      .enum(UNIT_STATUSES)
      .describe('in_service counts for availability; in_repair and retired do not'),
    notes: z.string(),
    created_at: Timestamp,
    retired_at: Timestamp.nullable(),
    out: z
      .object({ order_number: z.string(), picked_up_at: Timestamp, due_at: Timestamp })
      .nullable()
      .describe('The order it is out with now (picked up, not yet checked in)'),
    repair: z
      .object({ since: Timestamp, reason: z.string(), order_number: z.string().nullable() })
      .nullable()
      .describe('While in repair: since when and why (and the order it came back damaged from)'),
  })
  .meta({ id: 'RentalUnit', description: 'One rental unit (a thing on the shelf) at the desk' });
export type RentalUnitAnswer = z.output<typeof RentalUnit>;

export const RentalUnitPage = RentalUnit.extend({
  history: z.array(AuditEntry).describe('Its audit rows, newest first (at most 100)'),
}).meta({ id: 'RentalUnitPage', description: 'A rental unit with its history' });

export const RentalUnitCreate = z
  .object({
    article: Id.describe('The rental article (its id)'),
    asset_tag: z.string().optional().describe('Left out: SL-<article id>-<nn>, the next free one'),
    serial: z.string().max(100).optional(),
    notes: z.string().max(2000).optional(),
  })
  .meta({ id: 'RentalUnitCreateRequest' });

export const RentalUnitStatusRequest = z
  .object({
    version: z.int().min(1),
    status: z.enum(UNIT_STATUSES),
    note: z.string().max(500).optional().describe('Why; required for in_repair and retired'),
  })
  .meta({ id: 'RentalUnitStatusRequest' });

// ---- OpenAPI ---------------------------------------------------------------------------------

const staffOnly = {
  '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
  '403': json(ref(Detail), 'Je hebt geen toegang tot de balie (or CSRF-controle mislukt).'),
};
const unitId = pathParam('id', 'The unit’s id', { type: 'integer', minimum: 1 });

export const unitPaths: Paths = {
  '/desk/units/': (() => {
    const list = listGet('Rental units, by article and asset tag (staff only)', RentalUnit, [
      queryParam('article', 'Only units of this rental article (its id)', { type: 'integer', minimum: 1 }),
      queryParam('status', `Only these statuses (comma list of ${UNIT_STATUSES.join(', ')})`),
      queryParam('q', 'Asset tag or serial number (part of it, any case; at most 40 characters)'),
    ]);
    const get = list.get as { responses: Record<string, unknown>; description?: string; parameters: Json[] };
    get.parameters = get.parameters.filter((p) => p.name !== 'no_page');
    get.description = 'Ordered by article and asset tag. Never cached; no_page is a 400.';
    Object.assign(get.responses, staffOnly);
    return {
      ...list,
      post: {
        summary: 'Add a rental unit (staff only)',
        description:
          'Needs X-CSRFToken. The unit is in service at once (the article’s availability counts it). ' +
          'An asset tag is trimmed and upper-cased; one that exists is a 400. Audited (unit_add).',
        requestBody: { required: true, content: { 'application/json': { schema: ref(RentalUnitCreate) } } },
        responses: {
          '201': json(ref(RentalUnit), 'The new unit'),
          '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing added'),
          ...staffOnly,
        },
      },
    };
  })(),
  '/desk/units/{id}/': {
    get: {
      summary: 'A rental unit with its history (staff only)',
      parameters: [unitId],
      responses: {
        '200': json(ref(RentalUnitPage), 'The unit'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
      },
    },
  },
  '/desk/units/{id}/status/': {
    post: {
      summary: 'Change a unit’s status: in repair, back in service, retired (staff only)',
      description:
        'Needs X-CSRFToken. `version` is the unit’s as loaded: changed since, 409 and nothing done. ' +
        'A note is required for in_repair and retired. Retired is final; a unit out with an order ' +
        'is checked in first (400). In repair and retired leave the article’s availability at once. ' +
        'Audited (unit_status, before/after).',
      parameters: [unitId],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(RentalUnitStatusRequest) } },
      },
      responses: {
        '200': json(ref(RentalUnit), 'The unit after the change'),
        '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing changed'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
        '409': json(ref(Detail), 'The unit changed since it was loaded (its version): load it again'),
      },
    },
  },
};

// ---- Reading ---------------------------------------------------------------------------------

/** The answers of these unit rows: with their article, the order each is out with, its repair. */
export async function unitAnswers(db: Pick<Db, 'select'>, rows: UnitRow[]): Promise<RentalUnitAnswer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const arts = await db
    .select({ id: articles.id, name: articles.name, samId: articles.samId })
    .from(articles)
    .where(inArray(articles.id, [...new Set(rows.map((r) => r.articleId))]));
  const out = await db
    .select({
      unitId: unitAssignments.unitId,
      number: orders.number,
      pickedUpAt: unitAssignments.pickedUpAt,
      dueAt: unitAssignments.dueAt,
    })
    .from(unitAssignments)
    .innerJoin(orders, eq(orders.id, unitAssignments.orderId))
    .where(and(inArray(unitAssignments.unitId, ids), isNull(unitAssignments.returnedAt)));
  const repairs = await db
    .select({
      unitId: unitRepairs.unitId,
      since: unitRepairs.startedAt,
      reason: unitRepairs.reason,
      number: orders.number,
    })
    .from(unitRepairs)
    .leftJoin(orders, eq(orders.id, unitRepairs.orderId))
    .where(and(inArray(unitRepairs.unitId, ids), isNull(unitRepairs.endedAt)));
  const article = new Map(arts.map((a) => [a.id, a]));
  const outOf = new Map(out.map((o) => [o.unitId, o]));
  const repairOf = new Map(repairs.map((r) => [r.unitId, r]));
  return rows.map((r) => {
    const a = article.get(r.articleId);
    const o = outOf.get(r.id);
    const repair = repairOf.get(r.id);
    return {
      id: r.id,
      version: r.version,
      article: { id: r.articleId, name: a?.name ?? '', sam_id: a?.samId ?? '' },
      asset_tag: r.assetTag,
      serial: r.serial,
      status: r.status,
      notes: r.notes,
      created_at: r.createdAt.toISOString(),
      retired_at: r.retiredAt?.toISOString() ?? null,
      out: o
        ? { order_number: o.number, picked_up_at: o.pickedUpAt.toISOString(), due_at: o.dueAt.toISOString() }
        : null,
      repair:
        repair && r.status === 'in_repair'
          ? { since: repair.since.toISOString(), reason: repair.reason, order_number: repair.number ?? null }
          : null,
    };
  });
}

function listFilters(req: Request): SQL | undefined {
  const parts: SQL[] = [];
  const article = stringParam(req, 'article');
  if (article !== undefined) {
    const id = parseInteger(article);
    if (id === null || id < 1 || id > 2_147_483_647) throw badParam('article', UNIT_MESSAGES.article);
    parts.push(eq(rentalUnits.articleId, id));
  }
  const statuses = listParam(req, 'status');
  if (statuses) {
    for (const s of statuses)
      if (!(UNIT_STATUSES as readonly string[]).includes(s))
        throw badParam('status', UNIT_MESSAGES.statusParam);
    parts.push(inArray(rentalUnits.status, statuses as UnitStatus[]));
  }
  const q = stringParam(req, 'q');
  if (q !== undefined) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
    if (q.length > 40 || /[\u0000-\u001f\u007f]/.test(q) || /\p{Surrogate}/u.test(q))
      throw badParam('q', UNIT_MESSAGES.search);
    const pattern = `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${rentalUnits.assetTag} ilike ${pattern} or ${rentalUnits.serial} ilike ${pattern})`);
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

async function unitById(db: Pick<Db, 'select'>, idText: string | undefined): Promise<UnitRow> {
  const id = idFromPath(idText);
  if (id === null || id < 1 || id > 2_147_483_647) throw notFound();
  const [row] = await db.select().from(rentalUnits).where(eq(rentalUnits.id, id));
  if (!row) throw notFound();
  return row;
}

export function unitsRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/desk/units/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      refuseWholeList(req);
      const where = listFilters(req);
      await sendList(req, res, RentalUnit, {
        count: async () => {
          const [row] = await db
            .select({ n: sql<number>`cast(count(*) as integer)` })
            .from(rentalUnits)
            .where(where);
          return Number(row?.n ?? 0);
        },
        rows: async (page) => {
          const base = db
            .select()
            .from(rentalUnits)
            .where(where)
            .orderBy(asc(rentalUnits.articleId), asc(rentalUnits.assetTag));
          return unitAnswers(db, page ? await base.limit(page.limit).offset(page.offset) : await base);
        },
      });
    })
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const form = new Form(req.body);
      const articleId = form.integer('article', { required: true });
      if (articleId !== null && articleId < 1) form.add('article', UNIT_MESSAGES.article);
      const rawTag = form.text('asset_tag', { max: 100 });
      const tag = rawTag === '' ? null : normalizeTag(rawTag);
      if (rawTag !== '' && tag === null && !form.has('asset_tag')) form.add('asset_tag', UNIT_MESSAGES.tag);
      if (form.has('asset_tag')) form.errors.asset_tag = [UNIT_MESSAGES.tag];
      const serial = form.text('serial', { max: 100 });
      const notes = form.text('notes', { max: 2000 });
      form.check();
      const now = clock.now();
      let unit: UnitRow;
      try {
        unit = await db.transaction(async (tx) => {
          const added = await addUnit(tx, { articleId: articleId ?? 0, tag, serial, notes }, now);
          await audit(
            tx,
            staff,
            'unit_add',
            {
              unitId: added.id,
              before: null,
              after: { ...unitState(added), article_id: added.articleId, serial: added.serial },
            },
            now,
          );
          return added;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(400, { asset_tag: [UNIT_MESSAGES.tagTaken(tag ?? '')] });
        throw error;
      }
      const [answer] = await unitAnswers(db, [unit]);
      send(privately(res), RentalUnit, answer as RentalUnitAnswer, 201);
    })
    .all(methodNotAllowed);

  router
    .route('/desk/units/:id/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      const unit = await unitById(db, String(req.params.id ?? ''));
      const [answer] = await unitAnswers(db, [unit]);
      const history = await auditRows(db, eq(deskAudit.unitId, unit.id), { limit: 100, offset: 0 });
      send(privately(res), RentalUnitPage, { ...(answer as RentalUnitAnswer), history });
    })
    .all(methodNotAllowed);

  router
    .route('/desk/units/:id/status/')
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const id = idFromPath(String(req.params.id ?? ''));
      if (id === null || id < 1 || id > 2_147_483_647) throw notFound();
      const form = new Form(req.body);
      const version = form.integer('version', { required: true });
      if (form.has('version') || (version !== null && version < 1))
        form.errors.version = [UNIT_MESSAGES.version];
      const status = form.choice('status', UNIT_STATUSES, { required: true });
      const note = form.text('note', { max: 500 });
      if (status !== null && status !== 'in_service' && note === '' && !form.has('note'))
        form.add('note', UNIT_MESSAGES.noteRequired);
      form.check();
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        const [unit] = await tx.select().from(rentalUnits).where(eq(rentalUnits.id, id)).for('update');
        if (!unit) throw notFound();
        if (unit.version !== version)
          throw new HttpError(409, { detail: UNIT_MESSAGES.conflict(unit.version, version ?? 0) });
        const wanted = status as UnitStatus;
        if (unit.status === 'retired') throw new HttpError(400, { status: [UNIT_MESSAGES.retired] });
        if (unit.status === wanted) throw new HttpError(400, { status: [UNIT_MESSAGES.same(wanted)] });
        const [out] = await tx
          .select({ number: orders.number })
          .from(unitAssignments)
          .innerJoin(orders, eq(orders.id, unitAssignments.orderId))
          .where(and(eq(unitAssignments.unitId, unit.id), isNull(unitAssignments.returnedAt)));
        if (out && wanted !== 'in_service')
          throw new HttpError(400, { status: [UNIT_MESSAGES.out(out.number)] });
        const moved = await moveUnit(tx, unit, wanted, note, now);
        await audit(
          tx,
          staff,
          'unit_status',
          { unitId: unit.id, before: unitState(unit), after: { ...unitState(moved), note } },
          now,
        );
        return moved;
      });
      const [answer] = await unitAnswers(db, [saved]);
      send(privately(res), RentalUnit, answer as RentalUnitAnswer);
    })
    .all(methodNotAllowed);

  return router;
}
