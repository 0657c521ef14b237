import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { formatEuro, parseEuroInput } from '../../domain/money.ts';
import { holderEmail, hoursLater } from '../../domain/order-bounds.ts';
import { orderStatusWords } from '../../domain/statuses.ts';
import { articles } from '../catalogue/tables.ts';
import { customers } from '../customers/tables.ts';
import { privately } from '../http/cache.ts';
import { HttpError } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { Detail, FieldErrors, Id, json, type Paths, pathParam, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { sessionOf } from '../http/session.ts';
import { idempotencyKey } from '../orders/checkout-input.ts';
import { checkCart } from '../orders/checkout-rules.ts';
import { orderConfirmationMail } from '../orders/mails.ts';
import { KEY_MESSAGE } from '../orders/order.ts';
import { insertOrderLines, priceColumns } from '../orders/order-store.ts';
import {
  cartWindow,
  checkAvailability,
  hold,
  lockRentalArticles,
  rentalLines,
} from '../orders/reservations.ts';
import { orders } from '../orders/tables.ts';
import { createPayment, newHandle } from '../payments/payment-store.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { COUNTER_METHODS, COUNTER_PROVIDER, type CounterMethod, payments } from '../payments/tables.ts';
import { cartPrices, loadArticles, type StoredCart, slotDescription } from '../shop/cart-store.ts';
import { audit } from './audit.ts';
import { paymentLinkMail } from './mails.ts';
import { type Done, mountOrderAction } from './order-action.ts';
import { deskOrderAnswer, type OrderRow, type Tx } from './order-page.ts';
import { DeskOrder } from './order-shapes.ts';
import { requireStaff } from './staff.ts';

// Orders made at the counter (api/desk/README.md "Orders made at the counter"): for a customer
// record, a period with slots and rental and sale lines, priced, checked and held by the shop's own
// code (the lines become a cart of their own, never stored: domain/pricing.ts through
// `cartPrices`, `checkCart`'s period rules, `checkAvailability` under the article locks), saved as
// a quote (held as the desk's confirm holds) or reserved (held until cancelled); then paid at the
// counter (pin or cash, recorded with amount and staff) or by a payment link mailed to the customer.

export const COUNTER_MESSAGES = {
  customer: 'Kies de klant voor wie de bestelling is.',
  merged: 'Deze klant is samengevoegd met een andere klant; kies die klant.',
  email: 'Deze klant heeft geen e-mailadres; voeg er een toe, dan kunnen we de bevestiging mailen.',
  address: 'Deze klant heeft geen adres; voeg het toe (het staat op de bevestiging en de factuur).',
  article: 'Kies een artikel uit de winkel (het nummer, id).',
  count: 'Geef een aantal van 1 tot 99.',
  twice: 'Dit artikel staat er al in; verhoog daar het aantal.',
  lines: 'Voeg minstens één artikel toe.',
  notPayable: (state: string) => `Een bestelling die ${state} is, kun je niet meer betalen.`,
  nothingOpen: 'Er staat niets meer open op deze bestelling.',
  amount: (openCents: number) =>
    `Voer het ontvangen bedrag in euro in, groter dan 0 en hoogstens het openstaande ${formatEuro(openCents)}.`,
  method: 'Kies hoe de klant betaalde: pin of contant.',
} as const;

export const CounterOrderRequest = z
  .object({
    customer: Id.describe('The customer record it is for (needs an e-mail address and an address)'),
    start_date: z.string().optional().describe('With rental lines: pickup date, YYYY-MM-DD'),
    end_date: z.string().optional(),
    pickup_slot: z.int().min(0).max(3).optional(),
    return_slot: z.int().min(0).max(3).optional(),
    lines: z.array(z.object({ article: Id, count: z.int().min(1).max(99) })).max(50),
    remarks: z.string().max(2000).optional(),
    reserve: z
      .boolean()
      .optional()
      .describe(
        'true: reserved, held until cancelled (awaiting payment); else a quote held as the desk confirms one',
      ),
  })
  .meta({ id: 'CounterOrderRequest' });

export const CounterPaymentRequest = z
  .object({
    version: z.int().min(1),
    method: z.enum(COUNTER_METHODS),
    amount: z.string().describe('Euro as received: "120", "120,50", "1.200,00"; at most what is open'),
  })
  .meta({ id: 'CounterPaymentRequest' });

const staffOnly = {
  '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
  '403': json(ref(Detail), 'Je hebt geen toegang tot de balie (or CSRF-controle mislukt).'),
};

const orderNumber = pathParam('number', 'The order number, SL-2026-00001');

export const counterOrderPaths: Paths = {
  '/desk/orders/': {
    post: {
      summary: 'A new order at the counter, for a customer record (staff only)',
      description:
        'Needs X-CSRFToken and an Idempotency-Key (one order per key and desk session: a repeat answers ' +
        'it, 200). Priced with the record’s terms as the shop prices a cart; the period’s rules and ' +
        'availability as the shop checks them, under the article locks. The online bounds on unpaid ' +
        'holds do not apply (staff stand for the customer). The order mail goes to the record’s ' +
        'address. Audited (order_create).',
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description: '8-100 characters of [A-Za-z0-9_-], unique per desk session',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
        },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: ref(CounterOrderRequest) } } },
      responses: {
        '201': json(ref(DeskOrder), 'The new order'),
        '200': json(ref(DeskOrder), 'The order this key placed before'),
        '400': json(
          ref(FieldErrors),
          'Per field (`lines.<i>.article`, `start_date`, …) Dutch messages; nothing stored',
        ),
        ...staffOnly,
      },
    },
  },
  '/desk/orders/{number}/counter-payment/': {
    post: {
      summary: 'Record a payment at the counter: pin or cash (staff only)',
      description:
        'Needs X-CSRFToken; `version` as every action. At most what is open (total minus what is paid ' +
        'and not paid back). Paid in full: the order is paid and its gear held for good (as a paid ' +
        'payment does), the customer mailed. Audited (order_payment: method, amount).',
      parameters: [orderNumber],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(CounterPaymentRequest) } },
      },
      responses: {
        '200': json(ref(DeskOrder), 'The order after it'),
        '400': json(ref(FieldErrors), 'Per field Dutch messages; nothing recorded'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
        '409': json(ref(Detail), 'The order changed since it was loaded'),
      },
    },
  },
  '/desk/orders/{number}/payment-link/': {
    post: {
      summary: 'Mail the customer a link to pay what is open (staff only)',
      description:
        'Needs X-CSRFToken; `{version}`. A payment at the provider for what is open, its link mailed ' +
        '("Betaal je bestelling …"). A quote becomes an order awaiting payment; its gear stays held as ' +
        'the desk held it. Audited (order_payment_link).',
      parameters: [orderNumber],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { type: 'object', properties: { version: { type: 'integer' } } } },
        },
      },
      responses: {
        '200': json(ref(DeskOrder), 'The order after it'),
        '400': json(ref(FieldErrors), 'Nothing open, or the order is no longer payable'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
        '409': json(ref(Detail), 'The order changed since it was loaded'),
      },
    },
  },
};

type Line = { article: number; count: number };

/** The lines and the period of a counter order, or of an order's change: all problems at once. */
export function readCounterLines(form: Form) {
  const lines: Line[] = [];
  const rows = form.objects('lines', { required: true, max: 50 });
  if (form.has('lines')) form.errors.lines = [COUNTER_MESSAGES.lines];
  rows.forEach((row, i) => {
    const article = row.integer('article', { required: true });
    if (row.has('article') || (article !== null && article < 1))
      row.errors.article = [COUNTER_MESSAGES.article];
    const count = row.integer('count', { required: true });
    if (row.has('count') || (count !== null && (count < 1 || count > 99)))
      row.errors.count = [COUNTER_MESSAGES.count];
    if (article !== null && lines.some((l) => l.article === article))
      row.add('article', COUNTER_MESSAGES.twice);
    form.adopt(`lines.${i}`, row);
    lines.push({ article: article ?? 0, count: count ?? 0 });
  });
  const date = (field: string) => {
    const value = form.text(field, { max: 10 });
    return value === '' ? null : value;
  };
  const startDate = date('start_date');
  const endDate = date('end_date');
  const pickupSlot = form.integer('pickup_slot');
  const returnSlot = form.integer('return_slot');
  return { form, lines, startDate, endDate, pickupSlot, returnSlot };
}

function readOrder(form: Form) {
  const customer = form.integer('customer', { required: true });
  if (customer !== null && customer < 1) form.add('customer', COUNTER_MESSAGES.customer);
  if (form.has('customer')) form.errors.customer = [COUNTER_MESSAGES.customer];
  const { lines, startDate, endDate, pickupSlot, returnSlot } = readCounterLines(form);
  const remarks = form.text('remarks', { max: 2000 });
  const reserve = form.bool('reserve');
  return { customer: customer ?? 0, lines, startDate, endDate, pickupSlot, returnSlot, remarks, reserve };
}

/**
 * The lines and period of a counter order or of an order's change as a cart of their own (never
 * stored), so the shop's rules, availability and prices read them as a cart: the rental articles
 * locked for this order alone, in id order (reservations.ts), the others with KEY SHARE, as placing
 * from a cart does, then read under the locks. An article that is none is a 400 on its line.
 */
export async function lockedCart(
  tx: Tx,
  form: Form,
  input: Omit<ReturnType<typeof readCounterLines>, 'form'>,
  cart: { sessionId: string; salesShipping: boolean },
  now: Date,
): Promise<{ stored: StoredCart; units: Map<number, number> }> {
  const found = await loadArticles(
    tx,
    input.lines.map((l) => l.article),
  );
  const units = await lockRentalArticles(
    tx,
    [...found.values()].filter((a) => a.type === 'RENTAL').map((a) => a.id),
  );
  const others = [...found.values()].filter((a) => a.type !== 'RENTAL').map((a) => a.id);
  if (others.length > 0)
    await tx.select({ id: articles.id }).from(articles).where(inArray(articles.id, others)).for('key share');
  input.lines.forEach((l, i) => {
    if (!found.has(l.article)) form.add(`lines.${i}.article`, COUNTER_MESSAGES.article);
  });
  const stored: StoredCart = {
    row: {
      id: 0,
      sessionId: cart.sessionId,
      startDate: input.startDate,
      endDate: input.endDate,
      pickupSlot: input.pickupSlot,
      returnSlot: input.returnSlot,
      salesShipping: cart.salesShipping,
      createdAt: now,
      updatedAt: now,
    },
    lines: input.lines.flatMap((l, i) => {
      const article = found.get(l.article);
      return article ? [{ id: i, count: l.count, article }] : [];
    }),
  };
  return { stored, units };
}

/** What is paid of an order and not paid back (provider and counter payments alike). */
export async function paidCents(tx: Pick<Tx, 'select'>, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${payments.amountCents} - ${payments.refundedCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return Number(row?.n ?? 0);
}

export function counterOrdersRouter(deps: PayingDeps): Router {
  const { db, clock, config, mailer, provider, settlements } = deps;
  const router = Router({ strict: true });
  const at = () => ({ now: clock.now(), quoteHoldHours: config.orderLimits.quoteHoldHours });

  router.route('/desk/orders/').post(async (req: Request, res: Response) => {
    const { staff } = await requireStaff(db, clock, req);
    const session = sessionOf(req);
    const key = idempotencyKey(req.get('idempotency-key'));
    if (key === null || !session) throw new HttpError(400, { detail: KEY_MESSAGE });
    const form = new Form(req.body);
    const input = readOrder(form);
    form.check();
    const now = clock.now();
    const placed = await db.transaction(async (tx) => {
      const [customer] = await tx
        .select()
        .from(customers)
        .where(eq(customers.id, input.customer))
        .for('key share');
      if (!customer) throw new HttpError(400, { customer: [COUNTER_MESSAGES.customer] });
      if (customer.mergedInto !== null) throw new HttpError(400, { customer: [COUNTER_MESSAGES.merged] });
      if (!customer.email) form.add('customer', COUNTER_MESSAGES.email);
      if (!customer.address) form.add('customer', COUNTER_MESSAGES.address);
      const { stored, units } = await lockedCart(
        tx,
        form,
        input,
        { sessionId: session.id, salesShipping: false },
        now,
      );
      checkCart(form, stored, 'pickup', clock.amsterdamNow());
      await checkAvailability(tx, form, stored, now, units);
      form.check();
      if (!customer.email || !customer.address) throw new Error('a customer without address passed');
      const prices = cartPrices(stored, {
        discountPercent: customer.discountPercent,
        trusted: customer.trusted,
      });
      const rental = prices.rentalLines.length > 0;
      const row = stored.row as NonNullable<StoredCart['row']>;
      const year = clock.today().slice(0, 4);
      const [order] = await tx
        .insert(orders)
        .values({
          number: sql<string>`'SL-' || ${year}::text || '-' || lpad(nextval('order_number_seq')::text, 5, '0')`,
          sessionId: session.id,
          userId: customer.userId,
          customerId: customer.id,
          idempotencyKey: key,
          status: input.reserve ? 'awaiting_payment' : 'quote',
          email: customer.email,
          phone: customer.phone,
          billingAddress: customer.address,
          delivery: 'pickup',
          deliveryAddress: null,
          samEntity: customer.companyName
            ? { kind: 'company', company_name: customer.companyName, vat_number: '', kvk_number: '' }
            : { kind: 'private', company_name: '', vat_number: '', kvk_number: '' },
          remarks: input.remarks,
          startDate: rental ? row.startDate : null,
          endDate: rental ? row.endDate : null,
          pickupSlot: rental ? row.pickupSlot : null,
          returnSlot: rental ? row.returnSlot : null,
          pickupSlotDescription: rental ? slotDescription(row.startDate, row.pickupSlot) : null,
          returnSlotDescription: rental ? slotDescription(row.endDate, row.returnSlot) : null,
          salesShipping: false,
          ...priceColumns(prices),
          createdAt: now,
          updatedAt: now,
          confirmedAt: now,
          holderEmail: holderEmail(customer.email),
          deskConfirmed: true,
        })
        .onConflictDoNothing({ target: [orders.sessionId, orders.idempotencyKey] })
        .returning();
      if (!order) {
        const [earlier] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.sessionId, session.id), eq(orders.idempotencyKey, key)));
        if (!earlier) throw new Error('an order key in use without its order');
        return { order: earlier, created: false, mailIds: [] as number[] };
      }
      const lines = await insertOrderLines(tx, order.id, stored, prices);
      const window = cartWindow(stored);
      // Reserved: held until the desk cancels (staff stand for the customer); a quote: as the
      // desk's confirm holds one.
      if (rental && window)
        await hold(
          tx,
          order.id,
          rentalLines(stored),
          window,
          input.reserve ? null : hoursLater(now, config.orderLimits.quoteHoldHours),
        );
      const mailIds = [
        await mailer.record(
          tx,
          orderConfirmationMail(order, lines, null, {
            site: config.publicUrl,
            confirmLink: null,
            limits: config.orderLimits,
            now,
          }),
        ),
      ];
      await audit(
        tx,
        staff,
        'order_create',
        {
          orderId: order.id,
          customerId: customer.id,
          after: {
            status: order.status,
            total: formatEuro(order.totalCents),
            lines: lines.length,
            version: 1,
          },
        },
        now,
      );
      return { order, created: true, mailIds };
    });
    mailer.deliver(placed.mailIds);
    send(
      privately(res),
      DeskOrder,
      await deskOrderAnswer(db, placed.order, at()),
      placed.created ? 201 : 200,
    );
  });

  // Paid at the counter: recorded as a paid payment of its own; paid in full, the order is paid
  // as any paid payment makes it (the settlements: status, its gear held for good, the mail).
  mountOrderAction(
    router,
    deps,
    '/desk/orders/:number/counter-payment/',
    'order_payment',
    (form) => {
      const method = form.choice('method', COUNTER_METHODS, { required: true });
      if (form.has('method')) form.errors.method = [COUNTER_MESSAGES.method];
      const amountText = form.text('amount', { required: true, max: 20 });
      return { method, amountText };
    },
    async (tx, order, fields, staff, now): Promise<Done> => {
      if (!PAYABLE.includes(order.status))
        throw new HttpError(400, { non_field_errors: [COUNTER_MESSAGES.notPayable(stateOf(order))] });
      const open = order.totalCents - (await paidCents(tx, order.id));
      if (open <= 0) throw new HttpError(400, { non_field_errors: [COUNTER_MESSAGES.nothingOpen] });
      const amount = parseEuroInput(fields.amountText);
      if (amount === null || amount <= 0 || amount > open)
        throw new HttpError(400, { amount: [COUNTER_MESSAGES.amount(open)] });
      const [payment] = await tx
        .insert(payments)
        .values({
          handle: newHandle(),
          kind: 'order',
          orderId: order.id,
          amountCents: amount,
          description: `Bestelling ${order.number} (${fields.method} aan de balie)`,
          status: 'paid',
          provider: COUNTER_PROVIDER,
          providerId: `balie-${randomUUID()}`,
          payUrl: '',
          createdAt: now,
          updatedAt: now,
          counterMethod: fields.method as CounterMethod,
          staffId: staff.id,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      const mailIds: number[] = [];
      if (amount === open && (order.status === 'quote' || order.status === 'awaiting_payment')) {
        // A quote paid at once is an order: the settlement makes an order awaiting payment paid.
        await tx
          .update(orders)
          .set({ status: 'awaiting_payment' })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'quote')));
        for (const settlement of settlements) mailIds.push(...(await settlement.paid(tx, payment, now)));
      }
      return {
        before: { status: order.status, open: formatEuro(open) },
        after: {
          status: amount === open && order.status !== 'picked_up' ? 'paid' : order.status,
          method: fields.method,
          amount: formatEuro(amount),
          open: formatEuro(open - amount),
        },
        mailIds,
      };
    },
  );

  // A link to pay what is open, mailed: a payment at the provider, as the shop's checkout makes one.
  mountOrderAction(
    router,
    deps,
    '/desk/orders/:number/payment-link/',
    'order_payment_link',
    () => null,
    async (tx, order, _fields, _staff, now): Promise<Done> => {
      if (!PAYABLE.includes(order.status))
        throw new HttpError(400, { non_field_errors: [COUNTER_MESSAGES.notPayable(stateOf(order))] });
      const open = order.totalCents - (await paidCents(tx, order.id));
      if (open <= 0) throw new HttpError(400, { non_field_errors: [COUNTER_MESSAGES.nothingOpen] });
      if (order.status === 'quote')
        await tx.update(orders).set({ status: 'awaiting_payment' }).where(eq(orders.id, order.id));
      const payment = await createPayment(tx, provider, {
        kind: 'order',
        orderId: order.id,
        amountCents: open,
        description: `Bestelling ${order.number}`,
        publicUrl: config.publicUrl,
        now,
      });
      const mailId = await mailer.record(
        tx,
        paymentLinkMail(
          { number: order.number, email: order.email, name: order.billingAddress.first_name },
          open,
          payment.payUrl.startsWith('/') ? `${config.publicUrl}${payment.payUrl}` : payment.payUrl,
        ),
      );
      return {
        before: { status: order.status },
        after: {
          status: order.status === 'quote' ? 'awaiting_payment' : order.status,
          amount: formatEuro(open),
          payment: payment.handle,
        },
        mailIds: [mailId],
      };
    },
  );

  return router;
}

/** An order with something open may be paid: before pickup, and after a change (an extension). */
const PAYABLE: string[] = ['quote', 'awaiting_payment', 'paid', 'picked_up'];

const stateOf = (order: OrderRow) => orderStatusWords(order.status)?.state ?? order.status;
