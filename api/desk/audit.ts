import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { isOrderNumber } from '../../domain/order-number.ts';
import { users } from '../accounts/tables.ts';
import { countWhere } from '../db/count.ts';
import type { Db } from '../db/open-database.ts';
import { privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, methodNotAllowed } from '../http/errors.ts';
import {
  Detail,
  Id,
  type Json,
  json,
  listGet,
  type Paths,
  queryParam,
  ref,
  Timestamp,
} from '../http/openapi.ts';
import { isNoPage, sendList } from '../http/paging.ts';
import { parseInteger, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { orders } from '../orders/tables.ts';
import { requireStaff, type StaffRow } from './staff.ts';
import { AUDIT_ACTIONS, type AuditAction, deskAudit } from './tables.ts';

// The audit log of the desk (api/desk/README.md "Audit log"): every staff action, written by
// `audit` in the action's own transaction (so an action without its row cannot exist, nor a row
// of an action rolled back), read by GET /api/desk/audit/ and on an order's page. Never changed:
// the table refuses UPDATE, DELETE and TRUNCATE (a trigger, migration 0016), and no code path asks.

type Tx = Pick<Db, 'insert'>;

export type AuditFacts = {
  orderId?: number | null;
  unitId?: number | null;
  customerId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Writes one audit row in the caller's transaction. */
export async function audit(
  tx: Tx,
  staff: Pick<StaffRow, 'id' | 'email'>,
  action: AuditAction,
  facts: AuditFacts,
  at: Date,
): Promise<void> {
  await tx.insert(deskAudit).values({
    at,
    staffId: staff.id,
    staffEmail: staff.email,
    action,
    orderId: facts.orderId ?? null,
    unitId: facts.unitId ?? null,
    customerId: facts.customerId ?? null,
    before: facts.before ?? null,
    after: facts.after ?? null,
  });
}

const State = z
  .record(z.string(), z.unknown())
  .nullable()
  .describe('What the action changed, as it was before or after (null: nothing to say)');

export const AuditEntry = z
  .object({
    id: Id,
    at: Timestamp,
    staff: z
      .object({ id: Id, email: z.string().describe('The address the staff member had then') })
      .describe('Who did it'),
    action: z
      .enum(AUDIT_ACTIONS)
      .describe(
        'sign_in, totp_setup, recovery_code_used; order_confirm, order_cancel, order_mail_resend, ' +
          'order_note, refund, unit_add, unit_status, order_pickup, order_return; customer_add, ' +
          'customer_change, customer_merge',
      ),
    order_number: z.string().nullable().describe('The order it was about, if any'),
    unit_id: Id.nullable().describe('The rental unit it was about, if any'),
    customer_id: Id.nullable().describe('The customer record it was about, if any'),
    before: State,
    after: State,
  })
  .meta({ id: 'AuditEntry', description: 'One staff action of the audit log (never changed)' });
export type AuditEntryAnswer = z.output<typeof AuditEntry>;

const entryColumns = {
  id: deskAudit.id,
  at: deskAudit.at,
  staffId: deskAudit.staffId,
  staffEmail: deskAudit.staffEmail,
  action: deskAudit.action,
  orderNumber: orders.number,
  unitId: deskAudit.unitId,
  customerId: deskAudit.customerId,
  before: deskAudit.before,
  after: deskAudit.after,
};

type EntryRow = {
  id: number;
  at: Date;
  staffId: number;
  staffEmail: string;
  action: AuditAction;
  orderNumber: string | null;
  unitId: number | null;
  customerId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export function auditAnswer(row: EntryRow): AuditEntryAnswer {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    staff: { id: row.staffId, email: row.staffEmail },
    action: row.action,
    order_number: row.orderNumber,
    unit_id: row.unitId,
    customer_id: row.customerId,
    before: row.before,
    after: row.after,
  };
}

/** The audit rows matching `where`, newest first (a page, or all). */
export async function auditRows(
  db: Pick<Db, 'select'>,
  where: SQL | undefined,
  page: { limit: number; offset: number } | null,
): Promise<AuditEntryAnswer[]> {
  const query = db
    .select(entryColumns)
    .from(deskAudit)
    .leftJoin(orders, eq(orders.id, deskAudit.orderId))
    .where(where)
    .orderBy(desc(deskAudit.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(auditAnswer);
}

/** The desk's lists are read a page at a time: `no_page` (all rows at once) is a 400. */
export function refuseWholeList(req: Request): void {
  if (isNoPage(req))
    throw badParam('no_page', 'Deze lijst lees je per pagina: gebruik page en page_size (hoogstens 100).');
}

/** A staff member as the log's filter names them. */
export const StaffMember = z
  .object({ id: Id, email: z.string(), name: z.string().describe('First and last name') })
  .meta({ id: 'StaffMember', description: "A staff member of the desk (the audit log's filter)" });
const StaffMembers = z.array(StaffMember);

export const auditPaths: Paths = {
  '/desk/staff/': {
    get: {
      summary: 'The staff members, by name (staff only)',
      description: "Every account that may use the desk, for the audit log's filter. Never cached.",
      responses: {
        '200': json({ type: 'array', items: ref(StaffMember) }, 'By first and last name'),
        '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
        '403': json(ref(Detail), 'Je hebt geen toegang tot de balie.'),
      },
    },
  },
  '/desk/audit/': (() => {
    const list = listGet('The audit log of the desk, newest first (staff only)', AuditEntry, [
      queryParam('staff', "Only this staff member's actions (their id)", { type: 'integer', minimum: 1 }),
      queryParam('order', 'Only actions on this order (its number, SL-2026-00001)'),
      queryParam('action', 'Only this action', { type: 'string', enum: [...AUDIT_ACTIONS] }),
    ]);
    const get = list.get as { responses: Record<string, unknown>; description?: string; parameters: Json[] };
    get.parameters = get.parameters.filter((p) => p.name !== 'no_page');
    get.description =
      'Staff only: 401 without a desk session, 403 for anyone else. Never cached. no_page is a 400 ' +
      '(the log only grows: it is read a page at a time).';
    get.responses['401'] = json(ref(Detail), 'Log in bij de balie (no session, or no desk session).');
    get.responses['403'] = json(ref(Detail), 'Je hebt geen toegang tot de balie.');
    return list;
  })(),
};

async function filters(db: Db, req: Request): Promise<SQL | undefined | 'none'> {
  const parts: SQL[] = [];
  const staff = stringParam(req, 'staff');
  if (staff !== undefined) {
    const id = parseInteger(staff);
    if (id === null || id < 1) throw badParam('staff', 'Geef het nummer (id) van een medewerker.');
    parts.push(eq(deskAudit.staffId, id));
  }
  const order = stringParam(req, 'order');
  if (order !== undefined) {
    if (!isOrderNumber(order)) throw badParam('order', 'Geef een bestelnummer, zoals SL-2026-00001.');
    const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, order));
    if (!row) return 'none';
    parts.push(eq(deskAudit.orderId, row.id));
  }
  const action = stringParam(req, 'action');
  if (action !== undefined) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(action))
      throw badParam('action', `Kies een van: ${AUDIT_ACTIONS.join(', ')}.`);
    parts.push(eq(deskAudit.action, action as AuditAction));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}

export function auditRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });
  router
    .route('/desk/staff/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      const rows = await db
        .select({ id: users.id, email: users.email, first: users.firstName, last: users.lastName })
        .from(users)
        .where(eq(users.isStaff, true))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
      send(
        privately(res),
        StaffMembers,
        rows.map((r) => ({ id: r.id, email: r.email, name: `${r.first} ${r.last}`.trim() })),
      );
    })
    .all(methodNotAllowed);
  router
    .route('/desk/audit/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      refuseWholeList(req);
      const where = await filters(db, req);
      if (where === 'none') {
        await sendList(req, res, AuditEntry, { count: async () => 0, rows: async () => [] });
        return;
      }
      await sendList(req, res, AuditEntry, {
        count: () => countWhere(db, deskAudit, where),
        rows: (page) => auditRows(db, where, page),
      });
    })
    .all(methodNotAllowed);
  return router;
}
