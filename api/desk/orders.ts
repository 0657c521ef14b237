import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import { AVAILABILITY_MESSAGES } from '../../domain/availability.ts';
import { parseAmount, toAmount } from '../../domain/money.ts';
import { hoursLater } from '../../domain/order-bounds.ts';
import { isOrderNumber } from '../../domain/order-number.ts';
import { ORDER_STATUSES, type OrderStatus, orderStatusWords } from '../../domain/statuses.ts';
import { users } from '../accounts/tables.ts';
import { articles } from '../catalogue/tables.ts';
import { countOver } from '../db/count.ts';
import type { Db } from '../db/open-database.ts';
import { privately } from '../http/cache.ts';
import { badParam, HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import {
  Detail,
  dateQuery,
  FieldErrors,
  type Json,
  json,
  listGet,
  type Paths,
  pathParam,
  queryParam,
  ref,
} from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { dateParam, listParam, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { recordCopy } from '../mail/outbox-copy.ts';
import { outbox } from '../mail/tables.ts';
import { heldUntil, holdAgain, holdOf } from '../orders/order-holds.ts';
import { addressAnswer, lineAnswer, orderPrices, samEntityAnswer } from '../orders/order-shapes.ts';
import { cancelOrderIn } from '../orders/reservations.ts';
import { orderLines, orders, reservations } from '../orders/tables.ts';
import { requestRefund, sendRefunds } from '../payments/refunds.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { payments, refunds } from '../payments/tables.ts';
import { serializePrices } from '../shop/cart-shapes.ts';
import { audit, auditRows, refuseWholeList } from './audit.ts';
import { collisionsOf, rentalLinesOf } from './handover-store.ts';
import { orderCancelledMail } from './mails.ts';
import {
  DeskCancelRequest,
  DeskNoteRequest,
  DeskOrder,
  type DeskOrderAnswer,
  DeskOrderListItem,
  type DeskOrderListItemAnswer,
  DeskRefundRequest,
  DeskResendMailRequest,
  DeskVersionRequest,
} from './order-shapes.ts';
import { requireStaff, type StaffRow } from './staff.ts';
import { type AuditAction, deskAudit, orderNotes } from './tables.ts';

// The desk's orders (api/desk/README.md "Orders"): the list with its search, an order's page, and
// the actions on it: confirm a quote, cancel (a paid order is refunded in full), send a mail
// again, add a note, refund. Every action names the order's `version` as the desk loaded it; the
// order row is locked, and when its version is another now, the action is refused with a Dutch
// 409 (never a silent overwrite). An action raises the version and writes its audit row in its
// own transaction; its mails go through the outbox after the commit.

export type OrderRow = typeof orders.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DESK_ORDER_MESSAGES = {
  conflict: (now: number, sent: number) =>
    `Deze bestelling is intussen gewijzigd (nu versie ${now}, jij had versie ${sent}). Laad haar opnieuw en kijk of je actie nog nodig is.`,
  version: 'Geef de versie van de bestelling zoals je haar hebt geladen (een geheel getal vanaf 1).',
  notQuote: (status: string) =>
    `Alleen een offerte kun je bevestigen; deze bestelling is ${orderStatusWords(status)?.state ?? status}.`,
  unavailable:
    'Niet alles is nog vrij in de huurperiode; er is niets vastgehouden. Kies met de klant een andere periode of minder stuks.',
  cancelled: 'Deze bestelling is al geannuleerd.',
  handedOut: (status: string) =>
    `Deze bestelling is ${orderStatusWords(status)?.state ?? status}; annuleren kan alleen voordat de spullen zijn opgehaald.`,
  mailNotOfOrder: 'Deze e-mail hoort niet bij deze bestelling.',
  paymentNotOfOrder: 'Deze betaling hoort niet bij deze bestelling.',
  amount: 'Voer een bedrag in euro in, groter dan 0, zoals 12,50.',
  textLength: (max: number) => `Schrijf 1 tot ${max} tekens.`,
} as const;

// ---- OpenAPI -------------------------------------------------------------------------------

const number = pathParam('number', 'The order number, SL-2026-00001');
const staffOnly = {
  '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
  '403': json(ref(Detail), 'Je hebt geen toegang tot de balie (or CSRF-controle mislukt).'),
};

function action(summary: string, description: string, request: z.ZodType): Json {
  return {
    post: {
      summary,
      description:
        'Staff only; needs X-CSRFToken. `version` is the order’s as loaded: when the order changed ' +
        'since, 409 with a Dutch detail and nothing done. Raises the version, writes an audit row ' +
        `in the same transaction and answers the order’s page anew. ${description}`,
      parameters: [number],
      requestBody: { required: true, content: { 'application/json': { schema: ref(request) } } },
      responses: {
        '200': json(ref(DeskOrder), 'The order after the action'),
        '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing done'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
        '409': json(ref(Detail), 'The order changed since it was loaded (its version): load it again'),
        '503': json(ref(Detail), 'The payment provider did not answer (refunds): nothing done'),
      },
    },
  };
}

export const deskOrdersPaths: Paths = {
  '/desk/orders/': (() => {
    const list = listGet('Orders for the desk, newest first (staff only)', DeskOrderListItem, [
      queryParam(
        'q',
        'Search: order number, name, company, e-mail address or article (part of it, any case)',
      ),
      queryParam('email', 'Only orders of this address (part of it)'),
      queryParam('article', 'Only orders with a line of this article (part of its name or article number)'),
      queryParam('status', `Only these statuses (comma list of ${ORDER_STATUSES.join(', ')})`),
      queryParam('period_from', 'Only rentals whose period ends on or after this date', dateQuery),
      queryParam('period_to', 'Only rentals whose period starts on or before this date', dateQuery),
      queryParam('created_from', 'Only orders placed on or after this date (Amsterdam)', dateQuery),
      queryParam('created_to', 'Only orders placed on or before this date (Amsterdam)', dateQuery),
    ]);
    const get = list.get as { responses: Record<string, unknown>; description?: string; parameters: Json[] };
    get.parameters = get.parameters.filter((p) => p.name !== 'no_page');
    get.description =
      'Never cached. A search text of over 100 characters is a 400; so is no_page (the desk pages: ' +
      'every order at once would be a slow answer).';
    Object.assign(get.responses, staffOnly);
    return list;
  })(),
  '/desk/orders/{number}/': {
    get: {
      summary: "An order's page at the desk (staff only)",
      description:
        'Lines, period, prices, hold, payments with their refunds, the mails sent, what it holds, ' +
        'notes and its history of staff actions, in one answer. Never cached.',
      parameters: [number],
      responses: {
        '200': json(ref(DeskOrder), 'The order'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
      },
    },
  },
  '/desk/orders/{number}/confirm/': action(
    'Confirm a quote',
    'The quote then holds its rental lines for QUOTE_HOLD_HOURS from now, as a quote confirmed by its ' +
      'link does (api/orders/README.md "Holds and bounds"), when they are still free: else ' +
      `lines.<order line id> and non_field_errors ["${DESK_ORDER_MESSAGES.unavailable}"], nothing held. ` +
      'The per-customer bound on unpaid holds is the online shop’s and does not apply. Only a quote (else 400).',
    DeskVersionRequest,
  ),
  '/desk/orders/{number}/cancel/': action(
    'Cancel an order',
    'Its reservations go (its units are free at once); every paid payment is refunded in full at the ' +
      'provider (recorded, mailed); the customer is mailed that it is cancelled. An open payment stays ' +
      'open at the provider: paid later, it shows as refundable here.',
    DeskCancelRequest,
  ),
  '/desk/orders/{number}/resend-mail/': action(
    'Send a mail of the order again',
    'A copy of one of its mails (DeskOrder.mails), through the outbox.',
    DeskResendMailRequest,
  ),
  '/desk/orders/{number}/notes/': action('Add a note to the order', 'Seen by staff only.', DeskNoteRequest),
  '/desk/orders/{number}/refunds/': action(
    'Refund (part of) a paid payment of the order',
    'Through the payment provider (Mollie’s refunds API; the test provider refunds at once), recorded ' +
      'with the staff member and the reason, and mailed to the customer. Never more than was paid: ' +
      'amount: ["Je kunt hoogstens € … terugbetalen: …"] (the payment row is locked, and the database ' +
      'refuses more than its amount).',
    DeskRefundRequest,
  ),
};

// ---- Reading -------------------------------------------------------------------------------

/** `%text%` for ILIKE, the text's own % _ and \ taken literally. */
/** The order's id, qualified: drizzle writes a column of a one-table query unqualified, and inside
 * a subquery on order lines a bare "id" would be the line's. */
const ORDER_ID = sql.raw('"orders"."id"');

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const name = sql<string>`trim((${orders.billingAddress} ->> 'first_name') || ' ' || (${orders.billingAddress} ->> 'last_name'))`;
const company = sql<string>`coalesce(${orders.samEntity} ->> 'company_name', '')`;

function listFilters(req: Request): SQL | undefined {
  const parts: SQL[] = [];
  const text = (param: string) => {
    const value = stringParam(req, param);
    if (value !== undefined && value.length > 100) throw badParam(param, 'Gebruik maximaal 100 tekens.');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
    if (value !== undefined && (/[\u0000-\u001f\u007f]/.test(value) || /\p{Surrogate}/u.test(value)))
      throw badParam(param, 'Deze tekst bevat ongeldige tekens.');
    return value === undefined ? undefined : contains(value);
  };
  const line = (pattern: string) =>
    sql`exists (select 1 from ${orderLines} l where l.order_id = ${ORDER_ID} and (l.name ilike ${pattern} or l.sam_id ilike ${pattern} or l.brand ilike ${pattern}))`;
  const q = text('q');
  if (q)
    parts.push(
      sql`(${orders.number} ilike ${q} or ${orders.email} ilike ${q} or ${name} ilike ${q} or ${company} ilike ${q} or ${line(q)})`,
    );
  const email = text('email');
  if (email) parts.push(sql`${orders.email} ilike ${email}`);
  const article = text('article');
  if (article) parts.push(line(article));
  const statuses = listParam(req, 'status');
  if (statuses) {
    for (const s of statuses)
      if (!(ORDER_STATUSES as readonly string[]).includes(s))
        throw badParam(
          'status',
          `Kies uit: ${ORDER_STATUSES.join(', ')} ("${s.slice(0, 40)}" is geen status).`,
        );
    parts.push(inArray(orders.status, statuses as OrderStatus[]));
  }
  const periodFrom = dateParam(req, 'period_from');
  if (periodFrom) parts.push(gte(orders.endDate, periodFrom));
  const periodTo = dateParam(req, 'period_to');
  if (periodTo) parts.push(lte(orders.startDate, periodTo));
  const createdFrom = dateParam(req, 'created_from');
  if (createdFrom)
    parts.push(sql`(${orders.createdAt} at time zone 'Europe/Amsterdam')::date >= ${createdFrom}::date`);
  const createdTo = dateParam(req, 'created_to');
  if (createdTo)
    parts.push(sql`(${orders.createdAt} at time zone 'Europe/Amsterdam')::date <= ${createdTo}::date`);
  return parts.length > 0 ? and(...parts) : undefined;
}

const listColumns = {
  number: orders.number,
  version: orders.version,
  status: orders.status,
  attention: orders.attention,
  createdAt: orders.createdAt,
  email: orders.email,
  name,
  company,
  startDate: orders.startDate,
  endDate: orders.endDate,
  totalCents: orders.totalCents,
  articles: sql<
    string[]
  >`array(select l.name from ${orderLines} l where l.order_id = ${ORDER_ID} order by l.position)`,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  number: string;
  version: number;
  status: OrderStatus;
  attention: 'late_payment' | null;
  createdAt: Date;
  email: string;
  name: string;
  company: string;
  startDate: string | null;
  endDate: string | null;
  totalCents: number;
  articles: string[];
};

function listItem(row: ListRow): DeskOrderListItemAnswer {
  return {
    number: row.number,
    version: row.version,
    status: row.status,
    attention: row.attention,
    created_at: row.createdAt.toISOString(),
    email: row.email,
    name: row.name,
    company_name: row.company,
    start_date: row.startDate,
    end_date: row.endDate,
    total: toAmount(Number(row.totalCents)),
    articles: row.articles ?? [],
  };
}

async function orderByNumber(db: Pick<Db, 'select'>, numberText: string | undefined): Promise<OrderRow> {
  if (!numberText || !isOrderNumber(numberText)) throw notFound();
  const [row] = await db.select().from(orders).where(eq(orders.number, numberText));
  if (!row) throw notFound();
  return row;
}

/** The order's whole page (a handful of queries, none per row). */
export async function deskOrderAnswer(
  db: Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>,
  order: OrderRow,
  at: { now: Date; quoteHoldHours: number },
): Promise<DeskOrderAnswer> {
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const paid = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(asc(payments.id));
  const refundRows =
    paid.length === 0
      ? []
      : await db
          .select({ refund: refunds, staffEmail: users.email })
          .from(refunds)
          .innerJoin(users, eq(users.id, refunds.staffId))
          .where(
            inArray(
              refunds.paymentId,
              paid.map((p) => p.id),
            ),
          )
          .orderBy(asc(refunds.id));
  const mails = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      sql`lower(${outbox.to}) = lower(${order.email}) and position(${order.number} in ${outbox.subject}) > 0`,
    )
    .orderBy(asc(outbox.id));
  const held = await db
    .select({ reservation: reservations, name: articles.name })
    .from(reservations)
    .innerJoin(articles, eq(articles.id, reservations.articleId))
    .where(
      and(
        eq(reservations.orderId, order.id),
        sql`(${reservations.expiresAt} is null or ${reservations.expiresAt} > ${at.now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(reservations.id));
  const notes = await db
    .select({ note: orderNotes, staffEmail: users.email })
    .from(orderNotes)
    .innerJoin(users, eq(users.id, orderNotes.staffId))
    .where(eq(orderNotes.orderId, order.id))
    .orderBy(asc(orderNotes.id));
  const history = await auditRows(db, eq(deskAudit.orderId, order.id), null);
  const hold = holdOf(order, lines, await heldUntil(db, order.id, at.now), at);
  return {
    number: order.number,
    version: order.version,
    status: order.status,
    attention: order.attention ?? null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    confirmed_at: order.confirmedAt?.toISOString() ?? null,
    email: order.email,
    phone: order.phone,
    billing_address: addressAnswer(order.billingAddress),
    delivery: order.delivery,
    delivery_address: order.deliveryAddress ? addressAnswer(order.deliveryAddress) : null,
    sam_entity: samEntityAnswer(order.samEntity),
    remarks: order.remarks,
    start_date: order.startDate,
    end_date: order.endDate,
    pickup_slot_description: order.pickupSlotDescription,
    return_slot_description: order.returnSlotDescription,
    lines: lines.map(lineAnswer),
    prices: serializePrices(orderPrices(order, lines)),
    hold,
    payments: paid.map((p) => ({
      handle: p.handle,
      status: p.status,
      amount: toAmount(p.amountCents),
      refunded: toAmount(p.refundedCents),
      refundable: toAmount(p.status === 'paid' ? p.amountCents - p.refundedCents : 0),
      provider: p.provider,
      created_at: p.createdAt.toISOString(),
      refunds: refundRows
        .filter((r) => r.refund.paymentId === p.id)
        .map((r) => ({
          id: r.refund.id,
          amount: toAmount(r.refund.amountCents),
          reason: r.refund.reason,
          status: r.refund.status,
          staff: { id: r.refund.staffId, email: r.staffEmail },
          created_at: r.refund.createdAt.toISOString(),
        })),
    })),
    mails: mails.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      created_at: m.createdAt.toISOString(),
      sent_at: m.sentAt?.toISOString() ?? null,
    })),
    reservations: held.map((r) => ({
      article_id: r.reservation.articleId,
      name: r.name,
      count: r.reservation.count,
      starts_at: r.reservation.startsAt.toISOString(),
      ends_at: r.reservation.endsAt.toISOString(),
      expires_at: r.reservation.expiresAt?.toISOString() ?? null,
    })),
    notes: notes.map((n) => ({
      id: n.note.id,
      text: n.note.text,
      staff: { id: n.note.staffId, email: n.staffEmail },
      created_at: n.note.createdAt.toISOString(),
    })),
    history,
    rental_lines: (await rentalLinesOf(db, [order.id], at.now)).get(order.id) ?? [],
    collisions: await collisionsOf(db, order.id, at.now),
  };
}

// ---- Actions -------------------------------------------------------------------------------

/**
 * What an action did: for its audit row, and what follows the commit: the mails to send, and the
 * refund intents it wrote, for the provider to make (api/payments/refunds.ts).
 */
export type Done = {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  mailIds: number[];
  refundIds?: number[];
};

/** Reads the action's `version` (and its own fields, by `read`), all problems at once. */
function readVersion(form: Form): number {
  const version = form.integer('version', { required: true });
  if (version !== null && version < 1) form.add('version', DESK_ORDER_MESSAGES.version);
  if (form.has('version')) form.errors.version = [DESK_ORDER_MESSAGES.version];
  return version ?? 0;
}

const state = (o: OrderRow) => ({ status: o.status, version: o.version });

/**
 * The frame of every action on an order: the staff member, the body (version and the action's
 * fields, a 400 with every problem before anything is read), the order locked, its version
 * compared, the work, the version raised and the audit row written, in one transaction; then the
 * mails and the page. `conflict` turns a database error of the work into an answer (a unique
 * index that refused, say) instead of a 500.
 */
export function mountOrderAction<F>(
  router: Router,
  { db, clock, config, mailer, provider }: PayingDeps,
  path: string,
  auditAction: AuditAction,
  read: (form: Form) => F,
  work: (tx: Tx, order: OrderRow, fields: F, staff: StaffRow, now: Date) => Promise<Done>,
  conflict?: (error: unknown) => HttpError | null,
): void {
  const at = () => ({ now: clock.now(), quoteHoldHours: config.orderLimits.quoteHoldHours });
  router
    .route(path)
    .post(async (req: Request, res: Response) => {
      const { staff } = await requireStaff(db, clock, req);
      const numberText = String(req.params.number ?? '');
      if (!numberText || !isOrderNumber(numberText)) throw notFound();
      const form = new Form(req.body);
      const version = readVersion(form);
      const fields = read(form);
      form.check();
      const now = clock.now();
      const { order, mailIds, refundIds } = await db
        .transaction(async (tx) => {
          const [locked] = await tx.select().from(orders).where(eq(orders.number, numberText)).for('update');
          if (!locked) throw notFound();
          if (locked.version !== version)
            throw new HttpError(409, { detail: DESK_ORDER_MESSAGES.conflict(locked.version, version) });
          const done = await work(tx, locked, fields, staff, now);
          const [saved] = await tx
            .update(orders)
            .set({ version: locked.version + 1, updatedAt: now })
            .where(eq(orders.id, locked.id))
            .returning();
          if (!saved) throw new Error('the locked order is gone');
          await audit(
            tx,
            staff,
            auditAction,
            { orderId: locked.id, before: done.before, after: { ...done.after, version: saved.version } },
            now,
          );
          return { order: saved, mailIds: done.mailIds, refundIds: done.refundIds ?? [] };
        })
        .catch((error: unknown) => {
          const answer = conflict?.(error);
          throw answer ?? error;
        });
      mailer.deliver(mailIds);
      // The intents are committed: a provider that is slow or away leaves them "in behandeling"
      // on the page answered below, for the refund sync, never to be asked twice.
      if (refundIds.length > 0) await sendRefunds({ db, clock, provider, mailer }, refundIds);
      send(privately(res), DeskOrder, await deskOrderAnswer(db, order, at()));
    })
    .all(methodNotAllowed);
}

export function deskOrdersRouter(deps: PayingDeps): Router {
  const { db, clock, config, mailer, provider } = deps;
  const router = Router({ strict: true });
  const at = () => ({ now: clock.now(), quoteHoldHours: config.orderLimits.quoteHoldHours });

  const orderAction = <F>(
    path: string,
    auditAction: AuditAction,
    read: (form: Form) => F,
    work: (tx: Tx, order: OrderRow, fields: F, staff: StaffRow, now: Date) => Promise<Done>,
  ) => mountOrderAction(router, deps, path, auditAction, read, work);

  router
    .route('/desk/orders/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      refuseWholeList(req);
      const where = listFilters(req);
      const base = () =>
        db
          .select({ ...listColumns, total: countOver() })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.id));
      await sendList(req, res, DeskOrderListItem, {
        count: async () => {
          const [row] = await db
            .select({ n: sql<number>`cast(count(*) as integer)` })
            .from(orders)
            .where(where);
          return Number(row?.n ?? 0);
        },
        rows: async (page) => {
          const rows = page ? await base().limit(page.limit).offset(page.offset) : await base();
          return rows.map((r) => listItem(r as ListRow));
        },
        countedRows: async (page) => {
          const rows = await base().limit(page.limit).offset(page.offset);
          return { rows: rows.map((r) => listItem(r as ListRow)), count: Number(rows[0]?.total ?? 0) };
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route('/desk/orders/:number/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      const order = await orderByNumber(db, String(req.params.number ?? ''));
      send(privately(res), DeskOrder, await deskOrderAnswer(db, order, at()));
    })
    .all(methodNotAllowed);

  orderAction(
    '/desk/orders/:number/confirm/',
    'order_confirm',
    () => null,
    async (tx, order, _fields, _staff, now) => {
      if (order.status !== 'quote')
        throw new HttpError(400, { non_field_errors: [DESK_ORDER_MESSAGES.notQuote(order.status)] });
      const until = hoursLater(now, config.orderLimits.quoteHoldHours);
      const outcome = await holdAgain(tx, order, now, until);
      if (!outcome.ok) {
        const errors: Record<string, string[]> = {};
        for (const { line, free, total } of outcome.short)
          errors[`lines.${line.lineId}`] = [AVAILABILITY_MESSAGES.line(line.name, free, total)];
        errors.non_field_errors = [DESK_ORDER_MESSAGES.unavailable];
        throw new HttpError(400, errors);
      }
      // The shop's own decision: outside the online bounds on unpaid holds from now on.
      await tx.update(orders).set({ confirmedAt: now, deskConfirmed: true }).where(eq(orders.id, order.id));
      const held = await heldUntil(tx, order.id, now);
      return {
        before: { ...state(order), confirmed_at: order.confirmedAt?.toISOString() ?? null },
        after: {
          status: order.status,
          confirmed_at: now.toISOString(),
          held_until: held instanceof Date ? held.toISOString() : held,
        },
        mailIds: [],
      };
    },
  );

  orderAction(
    '/desk/orders/:number/cancel/',
    'order_cancel',
    (form) => ({ reason: form.text('reason', { max: 500 }) }),
    async (tx, order, { reason }, staff, now) => {
      if (order.status === 'cancelled')
        throw new HttpError(400, { non_field_errors: [DESK_ORDER_MESSAGES.cancelled] });
      if (order.status === 'picked_up' || order.status === 'returned')
        throw new HttpError(400, { non_field_errors: [DESK_ORDER_MESSAGES.handedOut(order.status)] });
      const reserved = await tx.select().from(reservations).where(eq(reservations.orderId, order.id));
      await cancelOrderIn(tx, order.id, now);
      const customer = {
        number: order.number,
        email: order.email,
        name: order.billingAddress.first_name,
      };
      // A paid order's money goes back in full: every paid payment, all that is left of it.
      const paid = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.status, 'paid'),
            sql`${payments.refundedCents} < ${payments.amountCents}`,
          ),
        )
        .orderBy(asc(payments.id));
      let refundedCents = 0;
      const refundIds: number[] = [];
      for (const p of paid) {
        const intent = await requestRefund(tx, provider, {
          paymentId: p.id,
          amountCents: null,
          reason: reason || 'Bestelling geannuleerd',
          staffId: staff.id,
          now,
        });
        refundedCents += intent.amountCents;
        refundIds.push(intent.refundId);
      }
      const mailIds = [
        await mailer.record(
          tx,
          orderCancelledMail({ ...customer, quote: order.status === 'quote' }, refundedCents),
        ),
      ];
      return {
        before: {
          ...state(order),
          reservations: reserved.map((r) => ({ article_id: r.articleId, count: r.count })),
        },
        after: { status: 'cancelled', reason, refunded: toAmount(refundedCents), refund_ids: refundIds },
        refundIds,
        mailIds,
      };
    },
  );

  orderAction(
    '/desk/orders/:number/resend-mail/',
    'order_mail_resend',
    (form) => ({ mailId: form.integer('mail_id', { required: true }) }),
    async (tx, order, { mailId }, _staff) => {
      const [mail] = await tx
        .select({ id: outbox.id, subject: outbox.subject })
        .from(outbox)
        .where(
          and(
            eq(outbox.id, mailId ?? 0),
            sql`lower(${outbox.to}) = lower(${order.email}) and position(${order.number} in ${outbox.subject}) > 0`,
          ),
        );
      if (!mail) throw new HttpError(400, { mail_id: [DESK_ORDER_MESSAGES.mailNotOfOrder] });
      const copy = await recordCopy(tx, mail.id);
      if (copy === null) throw new HttpError(400, { mail_id: [DESK_ORDER_MESSAGES.mailNotOfOrder] });
      return {
        before: state(order),
        after: { mail_id: mail.id, copy_id: copy, subject: mail.subject },
        mailIds: [copy],
      };
    },
  );

  orderAction(
    '/desk/orders/:number/notes/',
    'order_note',
    (form) => {
      const text = form.text('text', { required: true, max: 2000 });
      return { text };
    },
    async (tx, order, { text }, staff, now) => {
      const [note] = await tx
        .insert(orderNotes)
        .values({ orderId: order.id, staffId: staff.id, text, createdAt: now })
        .returning({ id: orderNotes.id });
      return { before: state(order), after: { note_id: note?.id ?? null, text }, mailIds: [] };
    },
  );

  orderAction(
    '/desk/orders/:number/refunds/',
    'refund',
    (form) => {
      const handle = form.text('payment', { required: true, max: 100 });
      const amountText = form.text('amount', { max: 20 });
      const reason = form.text('reason', { required: true, max: 500 });
      let amountCents: number | null = null;
      // No amount is the whole refundable rest; an amount sent blank is a mistake, never "all".
      if (form.sent('amount') && amountText === '' && !form.has('amount'))
        form.add('amount', DESK_ORDER_MESSAGES.amount);
      if (amountText && !form.has('amount')) {
        try {
          amountCents = parseAmount(amountText.replace(',', '.'));
        } catch {
          amountCents = null;
        }
        if (amountCents === null || amountCents <= 0 || amountCents > 100_000_000_00)
          form.add('amount', DESK_ORDER_MESSAGES.amount);
      }
      return { handle, amountCents, reason };
    },
    async (tx, order, { handle, amountCents, reason }, staff, now) => {
      const [payment] = await tx
        .select({ id: payments.id, refunded: payments.refundedCents })
        .from(payments)
        .where(and(eq(payments.handle, handle), eq(payments.orderId, order.id)));
      if (!payment) throw new HttpError(400, { payment: [DESK_ORDER_MESSAGES.paymentNotOfOrder] });
      const intent = await requestRefund(tx, provider, {
        paymentId: payment.id,
        amountCents,
        reason,
        staffId: staff.id,
        now,
      });
      return {
        before: { ...state(order), payment: handle, refunded: toAmount(payment.refunded) },
        after: {
          payment: handle,
          refund_id: intent.refundId,
          amount: toAmount(intent.amountCents),
          refunded: toAmount(payment.refunded + intent.amountCents),
          reason,
        },
        mailIds: [],
        refundIds: [intent.refundId],
      };
    },
  );

  return router;
}
