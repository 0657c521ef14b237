import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toAmount } from '../../domain/money.ts';
import { isOrderNumber } from '../../domain/order-number.ts';
import { users } from '../accounts/tables.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import { notFound } from '../http/errors.ts';
import { outbox } from '../mail/tables.ts';
import { heldUntil, holdOf } from '../orders/order-holds.ts';
import { addressAnswer, lineAnswer, orderPrices, samEntityAnswer } from '../orders/order-shapes.ts';
import { orderLines, orders, reservations } from '../orders/tables.ts';
import { payments, refunds } from '../payments/tables.ts';
import { serializePrices } from '../shop/cart-shapes.ts';
import { auditRows } from './audit.ts';
import { collisionsOf, rentalLinesOf } from './handover-store.ts';
import type { DeskOrderAnswer } from './order-shapes.ts';
import { deskAudit, orderNotes } from './tables.ts';

// An order's page at the desk (api/desk/README.md "Orders"): everything the desk shows of one
// order, in a handful of queries, none per row; also what every order action answers.

export type OrderRow = typeof orders.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function orderByNumber(
  db: Pick<Db, 'select'>,
  numberText: string | undefined,
): Promise<OrderRow> {
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
  const paidCents = paid
    .filter((p) => p.status === 'paid')
    .reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
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
  const hold = holdOf(order, lines, await heldUntil(db, order.id, at.now), at, 'desk');
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
      counter_method: p.counterMethod ?? null,
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
    paid: toAmount(paidCents),
    open: toAmount(Math.max(0, order.totalCents - paidCents)),
    customer_id: order.customerId,
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
