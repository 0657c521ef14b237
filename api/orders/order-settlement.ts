import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { latePaymentMail, paymentReceivedMail } from '../payments/payment-mails.ts';
import type { Settlement } from '../payments/settlement.ts';
import { payments } from '../payments/tables.ts';
import { holdAgain } from './order-holds.ts';
import { release } from './reservations.ts';
import { orders } from './tables.ts';

// What an order's payment means to the order (api/payments/settlement.ts): paid, the order is
// paid and its units held for good; ended unpaid, what it held is free again at once (the
// customer may pay again, and is held again then if the units are still free).

export function orderSettlement(mailer: Mailer): Settlement {
  return {
    async paid(tx, payment, now) {
      if (payment.orderId === null) return [];
      // A cancelled or failed payment leaves its order awaiting payment: the visitor may retry.
      const [order] = await tx
        .update(orders)
        .set({ status: 'paid', updatedAt: now, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'awaiting_payment')))
        .returning();
      if (!order) return [];
      // Paid: its units are held for good. Counted again under the article locks, since a payment
      // may come after its hold ran out and another customer may have the units now: then nothing
      // is held, the order waits for the desk and the customer hears that the shop will call.
      const kept = await holdAgain(tx, order, now, null);
      const paid = {
        what: 'bestelling' as const,
        number: order.number,
        email: order.email,
        name: order.billingAddress.first_name,
      };
      const ids = [await mailer.record(tx, paymentReceivedMail(paid, payment.amountCents, now))];
      if (!kept.ok) {
        await tx
          .update(orders)
          .set({ attention: 'late_payment', version: sql`${orders.version} + 1` })
          .where(eq(orders.id, order.id));
        ids.push(
          await mailer.record(
            tx,
            latePaymentMail(
              paid,
              kept.short.map((s) => s.line.name),
            ),
          ),
        );
      }
      return ids;
    },
    async ended(tx, payment) {
      if (payment.orderId !== null) await releaseUnpaid(tx, payment.orderId, payment.id);
    },
  };
}

/** Lets go of what an order awaiting its payment holds (not a paid or cancelled one's). */
async function releaseUnpaid(tx: Db, orderId: number, paymentId: number): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (order?.status !== 'awaiting_payment') return;
  // An older payment ending (Mollie expires one the customer left) does not free what a newer,
  // still open payment of the order holds.
  const [other] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'open'), ne(payments.id, paymentId)))
    .limit(1);
  if (!other) await release(tx, orderId);
}
