import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import type { z } from 'zod';
import { AVAILABILITY_MESSAGES } from '../../domain/availability.ts';
import { parseAmount, toAmount } from '../../domain/money.ts';
import { hoursLater } from '../../domain/order-bounds.ts';
import { ORDER_STATUSES } from '../../domain/statuses.ts';
import { countOver } from '../db/count.ts';
import { privately } from '../http/cache.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import type { Form } from '../http/form.ts';
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
import { send } from '../http/send.ts';
import { recordCopy } from '../mail/outbox-copy.ts';
import { outbox } from '../mail/tables.ts';
import { heldUntil, holdAgain } from '../orders/order-holds.ts';
import { cancelOrderIn } from '../orders/reservations.ts';
import { orders, reservations } from '../orders/tables.ts';
import { requestRefund } from '../payments/refunds.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { payments } from '../payments/tables.ts';
import { refuseWholeList } from './audit.ts';
import { orderCancelledMail } from './mails.ts';
import { DESK_ORDER_MESSAGES, type Done, mountOrderAction, state } from './order-action.ts';
import { type ListRow, listColumns, listFilters, listItem } from './order-list.ts';
import { deskOrderAnswer, type OrderRow, orderByNumber, type Tx } from './order-page.ts';
import {
  DeskCancelRequest,
  DeskNoteRequest,
  DeskOrder,
  DeskOrderListItem,
  DeskRefundRequest,
  DeskResendMailRequest,
  DeskVersionRequest,
} from './order-shapes.ts';
import { requireStaff, type StaffRow } from './staff.ts';
import { type AuditAction, orderNotes } from './tables.ts';

// The desk's orders (api/desk/README.md "Orders"): the list with its search, an order's page, and
// the actions on it: confirm a quote, cancel (a paid order is refunded in full), send a mail
// again, add a note, refund. Every action names the order's `version` as the desk loaded it; the
// order row is locked, and when its version is another now, the action is refused with a Dutch
// 409 (never a silent overwrite). An action raises the version and writes its audit row in its

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
