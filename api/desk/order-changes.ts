import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { Router } from 'express';
import { z } from 'zod';
import { reservationWindow } from '../../domain/availability.ts';
import { formatEuro } from '../../domain/money.ts';
import { hoursLater } from '../../domain/order-bounds.ts';
import { validatePeriod } from '../../domain/rental-period.ts';
import { orderStatusWords } from '../../domain/statuses.ts';
import { customers } from '../customers/tables.ts';
import { HttpError } from '../http/errors.ts';
import type { Form } from '../http/form.ts';
import { Detail, FieldErrors, Id, json, type Paths, pathParam, ref } from '../http/openapi.ts';
import { checkCart } from '../orders/checkout-rules.ts';
import { insertOrderLines, priceColumns } from '../orders/order-store.ts';
import { checkAvailability, hold } from '../orders/reservations.ts';
import { orderLines, orders, reservations } from '../orders/tables.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { requestRefund } from '../payments/refunds.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { COUNTER_PROVIDER, payments, refunds } from '../payments/tables.ts';
import { addPeriodErrors } from '../shop/cart-input.ts';
import { cartPrices, slotDescription } from '../shop/cart-store.ts';
import { lockedCart, readCounterLines } from './counter-orders.ts';
import { orderChangedMail } from './mails.ts';
import { type Done, mountOrderAction } from './order-action.ts';
import type { OrderRow, Tx } from './order-page.ts';
import { DeskOrder } from './order-shapes.ts';
import { unitAssignments } from './tables.ts';

// Changing an order at the desk (api/desk/README.md "Orders changed"): its lines and its period
// at once, or — picked up — its end only ("verlengen"). The new order is checked and priced as a
// counter order is (the shop's code, under the article locks, its own reservations let go first so
// they do not count against it); then the difference: more to pay stays open for the counter or a
// payment link, less is paid back at once (provider payments through the refund lifecycle, counter
// payments as paid back at the counter). The customer is mailed; the history keeps before and after.

export const CHANGE_MESSAGES = {
  state: (status: string) =>
    `Een bestelling die ${orderStatusWords(status)?.state ?? status} is, kun je niet meer wijzigen.`,
  paying:
    'Er loopt nog een betaling voor deze bestelling. Wacht tot de klant betaald heeft of de betaling verloopt, en wijzig haar dan.',
  pickedUp:
    'Deze bestelling is al opgehaald: je kunt alleen de einddatum en -tijd wijzigen (verlengen of inkorten), niet de artikelen of het ophalen.',
  unchanged: 'Er is niets gewijzigd.',
  endBeforeNow: 'Het nieuwe einde ligt al voorbij; kies een latere dag of tijd.',
} as const;

const REASON = 'Bestelling gewijzigd aan de balie';

export const OrderChangeRequest = z
  .object({
    version: z.int().min(1),
    lines: z
      .array(z.object({ article: Id, count: z.int().min(1).max(99) }))
      .max(50)
      .describe('Every line, as it is to be'),
    start_date: z.string().optional(),
    end_date: z.string().optional(),
    pickup_slot: z.int().min(0).max(3).optional(),
    return_slot: z.int().min(0).max(3).optional(),
  })
  .meta({ id: 'OrderChangeRequest', description: 'The order as it is to be: every line and the period' });

export const orderChangePaths: Paths = {
  '/desk/orders/{number}/change/': {
    post: {
      summary: 'Change an order’s lines and period; picked up, extend or shorten it (staff only)',
      description:
        'Needs X-CSRFToken; `version` as every action. Every line and the period as they are to be; ' +
        'checked and priced as a counter order, its own reservations not counted against it. Picked ' +
        'up: only the end may move. Less than is paid is paid back at once (provider payments as ' +
        'refund intents, counter payments as paid back at the counter); more stays open. Not while ' +
        'a payment is open. The customer is mailed. Audited (order_change: before and after).',
      parameters: [pathParam('number', 'The order number, SL-2026-00001')],
      requestBody: { required: true, content: { 'application/json': { schema: ref(OrderChangeRequest) } } },
      responses: {
        '200': json(ref(DeskOrder), 'The order after the change'),
        '400': json(
          ref(FieldErrors),
          'Per field Dutch messages (`lines.<i>` names an article not free); nothing changed',
        ),
        '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
        '403': json(ref(Detail), 'Je hebt geen toegang tot de balie (or CSRF-controle mislukt).'),
        '404': json(ref(Detail), 'Niet gevonden.'),
        '409': json(ref(Detail), 'The order changed since it was loaded'),
      },
    },
  },
};

type Fields = ReturnType<typeof readChange>;

function readChange(form: Form) {
  return readCounterLines(form);
}

/** The order's lines and period as they are, for the audit row's before and after. */
const described = (o: OrderRow, lines: { name: string; count: number }[]) => ({
  period: o.startDate
    ? `${o.startDate} ${o.pickupSlotDescription ?? ''} – ${o.endDate} ${o.returnSlotDescription ?? ''}`
    : null,
  lines: lines.map((l) => `${l.count} × ${l.name}`),
  total: formatEuro(o.totalCents),
});

/** Pays back `owed` of the order's paid payments, newest first; the provider's intents to send. */
async function payBack(
  tx: Tx,
  provider: Pick<PaymentProvider, 'name'>,
  orderId: number,
  owed: number,
  staffId: number,
  now: Date,
): Promise<{ refundIds: number[]; counterCents: number }> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.id));
  const refundIds: number[] = [];
  let left = owed;
  let counterCents = 0;
  for (const payment of paid) {
    const refundable = payment.amountCents - payment.refundedCents;
    if (left <= 0 || refundable <= 0) continue;
    const amount = Math.min(left, refundable);
    if (payment.provider === COUNTER_PROVIDER) {
      // Paid at the counter, paid back at the counter: recorded as done, no provider to ask.
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} + ${amount}`, updatedAt: now })
        .where(eq(payments.id, payment.id));
      await tx.insert(refunds).values({
        paymentId: payment.id,
        amountCents: amount,
        reason: REASON,
        staffId,
        provider: COUNTER_PROVIDER,
        key: `rf_${randomUUID()}`,
        // Its "id at the provider" is the counter's own: nobody else settles it.
        providerRefundId: `balie-${randomUUID()}`,
        status: 'refunded',
        createdAt: now,
        nextCheckAt: null,
      });
      counterCents += amount;
    } else if (payment.provider === provider.name) {
      const intent = await requestRefund(tx, provider, {
        paymentId: payment.id,
        amountCents: amount,
        reason: REASON,
        staffId,
        now,
      });
      refundIds.push(intent.refundId);
    } else continue;
    left -= amount;
  }
  return { refundIds, counterCents };
}

export function orderChangesRouter(deps: PayingDeps): Router {
  const router = Router({ strict: true });
  const { clock, config, mailer, provider } = deps;
  mountOrderAction(
    router,
    deps,
    '/desk/orders/:number/change/',
    'order_change',
    readChange,
    async (tx, order, fields: Fields, staff, now): Promise<Done> => {
      const changeable = ['quote', 'awaiting_payment', 'paid', 'picked_up'];
      if (!changeable.includes(order.status))
        throw new HttpError(400, { non_field_errors: [CHANGE_MESSAGES.state(order.status)] });
      const [open] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')))
        .limit(1);
      if (open) throw new HttpError(400, { non_field_errors: [CHANGE_MESSAGES.paying] });
      const oldLines = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position));
      const pickedUp = order.status === 'picked_up';
      const form = fields.form;
      if (pickedUp) {
        const same =
          fields.lines.length === oldLines.length &&
          fields.lines.every((l) => oldLines.some((o) => o.articleId === l.article && o.count === l.count)) &&
          fields.startDate === order.startDate &&
          fields.pickupSlot === order.pickupSlot;
        if (!same) throw new HttpError(400, { non_field_errors: [CHANGE_MESSAGES.pickedUp] });
      }
      const [customer] = await tx.select().from(customers).where(eq(customers.id, order.customerId));
      const { stored, units } = await lockedCart(
        tx,
        form,
        fields,
        { sessionId: '', salesShipping: order.salesShipping },
        now,
      );
      if (pickedUp) {
        // Picked up: only the end is asked about; it must still lie ahead.
        addPeriodErrors(
          form,
          validatePeriod(
            { startDate: null, endDate: fields.endDate, pickupSlot: null, returnSlot: fields.returnSlot },
            clock.amsterdamNow(),
          ),
        );
      } else checkCart(form, stored, order.delivery, clock.amsterdamNow());
      const window = reservationWindow({
        startDate: fields.startDate,
        endDate: fields.endDate,
        pickupSlot: fields.pickupSlot,
        returnSlot: fields.returnSlot,
      });
      if (pickedUp && window && window.end <= now) form.add('return_slot', CHANGE_MESSAGES.endBeforeNow);
      form.check();
      // What it holds now is let go first, so the check counts everyone else's only.
      const held = await tx.select().from(reservations).where(eq(reservations.orderId, order.id));
      await tx.delete(reservations).where(eq(reservations.orderId, order.id));
      await checkAvailability(tx, form, stored, now, units);
      form.check();
      const terms = customer
        ? { discountPercent: customer.discountPercent, trusted: customer.trusted }
        : { discountPercent: 0, trusted: false };
      const prices = cartPrices(stored, terms);
      const rental = prices.rentalLines.length > 0;
      if (
        !pickedUp &&
        prices.totalCents === order.totalCents &&
        fields.startDate === order.startDate &&
        fields.endDate === order.endDate &&
        fields.pickupSlot === order.pickupSlot &&
        fields.returnSlot === order.returnSlot &&
        fields.lines.length === oldLines.length &&
        fields.lines.every((l) => oldLines.some((o) => o.articleId === l.article && o.count === l.count))
      )
        throw new HttpError(400, { non_field_errors: [CHANGE_MESSAGES.unchanged] });
      // Held anew as it was held: a quote until its hold ran out (or as the desk's confirm holds
      // one), anything else for good; picked up, from when it went out, until the units are back.
      if (rental && window) {
        if (pickedUp) {
          const startsAt = held.reduce((min, r) => (r.startsAt < min ? r.startsAt : min), window.start);
          await tx.insert(reservations).values(
            stored.lines
              .filter((l) => l.article.type === 'RENTAL')
              .map((l) => ({
                orderId: order.id,
                articleId: l.article.id,
                count: l.count,
                startsAt,
                endsAt: window.end,
                expiresAt: null,
                untilReturn: true,
              })),
          );
        } else {
          const until =
            order.status === 'quote'
              ? (held.find((r) => r.expiresAt)?.expiresAt ??
                hoursLater(now, config.orderLimits.quoteHoldHours))
              : null;
          await hold(
            tx,
            order.id,
            stored.lines
              .filter((l) => l.article.type === 'RENTAL')
              .map((l) => ({ articleId: l.article.id, count: l.count })),
            window,
            until,
          );
        }
      }
      // The lines: picked up, the same lines repriced in place (their units point at them); else anew.
      let newLines: { name: string; count: number }[];
      if (pickedUp) {
        const priced = new Map([...prices.rentalLines, ...prices.salesLines].map((p) => [p.articleId, p]));
        for (const line of oldLines) {
          const p = priced.get(line.articleId);
          if (!p) continue;
          await tx
            .update(orderLines)
            .set({
              unitCents: p.unitCents,
              priceCents: p.priceCents,
              discountCents: p.discountCents,
              btwCents: p.btwCents,
            })
            .where(eq(orderLines.id, line.id));
        }
        newLines = oldLines;
        // The units out are due at the new end.
        if (window)
          await tx
            .update(unitAssignments)
            .set({ dueAt: window.end })
            .where(and(eq(unitAssignments.orderId, order.id), isNull(unitAssignments.returnedAt)));
      } else {
        await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
        newLines = await insertOrderLines(tx, order.id, stored, prices);
      }
      const [saved] = await tx
        .update(orders)
        .set({
          startDate: rental ? fields.startDate : null,
          endDate: rental ? fields.endDate : null,
          pickupSlot: rental ? fields.pickupSlot : null,
          returnSlot: rental ? fields.returnSlot : null,
          pickupSlotDescription: rental ? slotDescription(fields.startDate, fields.pickupSlot) : null,
          returnSlotDescription: rental ? slotDescription(fields.endDate, fields.returnSlot) : null,
          ...priceColumns(prices),
          updatedAt: now,
        })
        .where(eq(orders.id, order.id))
        .returning();
      if (!saved) throw new Error('the locked order is gone');
      // The difference: less than is paid is paid back now; more stays open to be paid.
      const [paidRow] = await tx
        .select({ n: sql<string>`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)` })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')));
      const paid = Number(paidRow?.n ?? 0);
      const back =
        paid > saved.totalCents
          ? await payBack(tx, provider, order.id, paid - saved.totalCents, staff.id, now)
          : { refundIds: [], counterCents: 0 };
      const difference = saved.totalCents - order.totalCents;
      const mailId = await mailer.record(
        tx,
        orderChangedMail(saved, newLines, {
          differenceCents: difference,
          openCents: Math.max(0, saved.totalCents - paid),
          refundCents: Math.max(0, paid - saved.totalCents),
        }),
      );
      return {
        before: described(order, oldLines),
        after: {
          ...described(saved, newLines),
          difference: formatEuro(difference),
          ...(back.counterCents > 0 ? { paid_back_at_counter: formatEuro(back.counterCents) } : {}),
        },
        mailIds: [mailId],
        refundIds: back.refundIds,
      };
    },
  );
  return router;
}
