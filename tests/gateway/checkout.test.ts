import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART,
  COMPLETE,
  type FieldError,
  fillCart,
  form,
  newKey,
  ORDER_QUERY,
  type Order,
  PAYMENT_QUERY,
  type Payment,
  PLACE,
  RETRY,
  type Stack,
  seedArticles,
  VALIDATE,
  visitor,
} from './checkout-browser.ts';
import { startStack } from './stack.ts';

// The checkout through the gateway against the real api (in-memory PGlite, its seed, NOW Monday
// 23 November 2026), as a browser goes through it: cookies and X-CSRFToken, a cart with a rental
// period, the form validated, the order placed with an idempotency key and paid with the test
// provider, read back; a quote; paying again after a cancelled payment; another session locked out.

let stack: Stack;
let articles: Awaited<ReturnType<typeof seedArticles>>;

beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
  articles = await seedArticles(stack);
});
afterAll(() => stack?.close());

type CartRead = {
  itemCount: number;
  period: { pickupDate: string | null; complete: boolean };
  totals: Order['totals'];
};
type Placed = { order: Order | null; errors: FieldError[] };
type Paid = { payment: Payment | null; errors: FieldError[] };

const rental = () => articles.RENTAL[0] as string;
const sale = () => articles.SALE[0] as string;

describe('from a cart to a paid order', () => {
  it('validates in Dutch, places with payNow, pays with the test provider and reads PAID', async () => {
    const b = await visitor(stack);
    await fillCart(b, [rental(), sale()], { rental: true });
    const before = (await b.ask<CartRead>(CART)).data;
    expect(before.itemCount).toBe(2);

    // A form with mistakes: each message under its own field, in Dutch; nothing stored.
    const wrong = form({
      email: 'geen-adres',
      phone: '12',
      billingAddress: { ...form().billingAddress, postalCode: '1234', houseNumber: '12a' },
      delivery: 'BILLING',
      customer: { company: true, kvkNumber: '123' },
    });
    const invalid = await b.ask<{ valid: boolean; errors: FieldError[] }>(VALIDATE, { input: wrong });
    expect(invalid.data.valid).toBe(false);
    const byField = Object.fromEntries(invalid.data.errors.map((e) => [e.field, e.messages.join(' ')]));
    expect(Object.keys(byField).sort()).toEqual(
      [
        'billingAddress.houseNumber',
        'billingAddress.postalCode',
        'customer.companyName',
        'customer.kvkNumber',
        'delivery',
        'email',
        'phone',
      ].sort(),
    );
    expect(byField.email).toBe('Voer een geldig e-mailadres in.');
    expect(byField['billingAddress.postalCode']).toContain('postcode');
    expect(byField['customer.companyName']).toBe('Dit veld is verplicht.');
    expect(byField['customer.kvkNumber']).toContain('KvK');
    expect(byField.delivery).toContain('verzenden');
    expect(invalid.calls).toBe(1);
    expect(stack.seen.at(-1)).toBe('/api/shop/order/?validate=true');

    // Right: valid, still nothing stored.
    const valid = await b.ask<{ valid: boolean; errors: FieldError[] }>(VALIDATE, { input: form() });
    expect(valid.data).toEqual({ valid: true, errors: [] });
    expect((await b.ask<CartRead>(CART)).data.itemCount).toBe(2);

    // Placed with payNow: the order as the api priced it, with an open payment.
    const key = newKey();
    const placed = await b.ask<Placed>(PLACE, { input: form(), payNow: true, key });
    expect(placed.data.errors).toEqual([]);
    expect(placed.calls).toBe(1);
    expect(stack.seen.at(-1)).toBe('/api/shop/order/?pay_now=true');
    const order = placed.data.order as Order;
    expect(order.number).toMatch(/^SL-2026-\d{5}$/);
    expect(order).toMatchObject({
      status: 'AWAITING_PAYMENT',
      email: 'klant@example.nl',
      delivery: 'PICKUP',
      deliveryAddress: null,
      pickupDate: '2026-11-24',
      returnDate: '2026-11-27',
    });
    // The address as the api stored it (postal code normalised), no addition given: null.
    expect(order.billingAddress).toEqual({
      ...form().billingAddress,
      postalCode: '1015 CJ',
      houseNumberAddition: null,
    });
    expect(order.pickupSlot).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
    expect(order.returnSlot).toMatch(/^\d\d:\d\d–\d\d:\d\d$/);
    expect(order.lines.map((l) => [l.type, l.count])).toEqual([
      ['RENTAL', 1],
      ['SALE', 1],
    ]);
    expect(order.lines.every((l) => l.samId && l.name)).toBe(true);
    // The totals are the cart's, reusing its CartTotals (rental days of the period included).
    expect(order.totals).toEqual(before.totals);
    const payment = order.payment as Payment;
    expect(payment).toMatchObject({ kind: 'ORDER', status: 'OPEN', orderNumber: order.number });
    expect(payment.amount.cents).toBe(order.totals.total.cents);
    expect(payment.handle).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(payment.payUrl).toBe(`/testbetaling/${payment.handle}`);
    expect(payment.description).toContain(order.number);

    // The cart is empty now; its period stays.
    const after = (await b.ask<CartRead>(CART)).data;
    expect(after.itemCount).toBe(0);
    expect(after.period.pickupDate).toBe('2026-11-24');

    // The same key again (a double click, a retry): the same order, not a second one.
    const again = await b.ask<Placed>(PLACE, {
      input: form({ email: 'ander@example.nl' }),
      payNow: true,
      key,
    });
    expect(again.data.errors).toEqual([]);
    expect(again.data.order?.number).toBe(order.number);
    expect(again.data.order?.email).toBe('klant@example.nl');

    // The verify page reads the payment by its handle, then the provider's page pays it.
    const open = await b.ask<Payment>(PAYMENT_QUERY, { handle: payment.handle });
    expect(open.data).toEqual(payment);
    expect(open.calls).toBe(1);
    const completed = await b.ask<Paid>(COMPLETE, { handle: payment.handle, outcome: 'PAID' });
    expect(completed.data.errors).toEqual([]);
    expect(completed.data.payment?.status).toBe('PAID');
    expect((await b.ask<Payment>(PAYMENT_QUERY, { handle: payment.handle })).data.status).toBe('PAID');

    const read = await b.ask<Order>(ORDER_QUERY, { number: order.number });
    expect(read.calls).toBe(1);
    expect(read.data.status).toBe('PAID');
    expect(read.data.payment?.status).toBe('PAID');
    expect(read.data.totals).toEqual(order.totals);

    // A paid payment cannot be chosen again, nor paid again.
    const closed = await b.ask<Paid>(COMPLETE, { handle: payment.handle, outcome: 'CANCELLED' });
    expect(closed.data).toEqual({
      payment: null,
      errors: [{ field: 'general', messages: ['Deze betaling is al afgerond.'] }],
    });
    const retried = await b.ask<Paid>(RETRY, { number: order.number });
    expect(retried.data.payment).toBeNull();
    expect(retried.data.errors).toEqual([
      { field: 'general', messages: ['Deze bestelling wacht niet (meer) op een betaling.'] },
    ]);
  });

  it('answers one order to two requests with the same key at the same time', async () => {
    const b = await visitor(stack);
    await fillCart(b, [sale()], { rental: false });
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => b.ask<Placed>(PLACE, { input: form(), payNow: false, key })),
    );
    const numbers = answers.map((a) => a.data.order?.number);
    expect(numbers[0]).toMatch(/^SL-2026-\d{5}$/);
    expect(new Set(numbers).size).toBe(1);
    // A new key is a new attempt: the cart is empty now, so nothing more is ordered.
    const next = await b.ask<Placed>(PLACE, { input: form(), payNow: false, key: newKey() });
    expect(next.data).toEqual({
      order: null,
      errors: [{ field: 'general', messages: ['Je winkelwagen is leeg.'] }],
    });
  });
});

describe('a quote', () => {
  it('is placed without a payment, shipped by a company to another address', async () => {
    const b = await visitor(stack);
    await fillCart(b, [sale(), articles.SALE[1] as string], { rental: false, shipping: true });
    const input = form({
      delivery: 'ADDRESS',
      deliveryAddress: {
        firstName: 'Bram',
        lastName: 'Peeters',
        street: 'Meir',
        houseNumber: '8',
        houseNumberAddition: 'B',
        postalCode: '2000',
        city: 'Antwerpen',
        country: 'BE',
      },
      customer: { company: true, companyName: 'Geluid BV', kvkNumber: '12345678' },
      remarks: 'Graag na 10 uur bezorgen.',
      newsletter: true,
    });
    const cart = (await b.ask<CartRead>(CART)).data;
    const { data } = await b.ask<Placed>(PLACE, { input, payNow: false, key: newKey() });
    expect(data.errors).toEqual([]);
    const order = data.order as Order;
    expect(order).toMatchObject({ status: 'QUOTE', delivery: 'ADDRESS', payment: null, pickupDate: null });
    expect(order.deliveryAddress).toMatchObject({
      country: 'BE',
      postalCode: '2000',
      houseNumberAddition: 'B',
    });
    // Priced as the cart was, shipping included.
    expect(order.totals).toEqual(cart.totals);
    expect(stack.seen.at(-1)).toBe('/api/shop/order/');
    const read = await b.ask<Order>(ORDER_QUERY, { number: order.number });
    expect(read.data).toEqual(order);
  });
});

describe('paying again', () => {
  it('after a cancelled payment the order still awaits payment, and a new payment pays it', async () => {
    const b = await visitor(stack);
    await fillCart(b, [rental()], { rental: true });
    const { data } = await b.ask<Placed>(PLACE, { input: form(), payNow: true, key: newKey() });
    const order = data.order as Order;
    const first = order.payment as Payment;

    const cancelled = await b.ask<Paid>(COMPLETE, { handle: first.handle, outcome: 'CANCELLED' });
    expect(cancelled.data.payment?.status).toBe('CANCELLED');
    expect((await b.ask<Order>(ORDER_QUERY, { number: order.number })).data.status).toBe('AWAITING_PAYMENT');

    const retried = await b.ask<Paid>(RETRY, { number: order.number });
    expect(retried.data.errors).toEqual([]);
    const second = retried.data.payment as Payment;
    expect(second.status).toBe('OPEN');
    expect(second.handle).not.toBe(first.handle);
    expect(second.amount).toEqual(first.amount);
    // The order answers its latest payment.
    expect((await b.ask<Order>(ORDER_QUERY, { number: order.number })).data.payment?.handle).toBe(
      second.handle,
    );

    const failed = await b.ask<Paid>(COMPLETE, { handle: second.handle, outcome: 'FAILED' });
    expect(failed.data.payment?.status).toBe('FAILED');
    const third = (await b.ask<Paid>(RETRY, { number: order.number })).data.payment as Payment;
    await b.ask<Paid>(COMPLETE, { handle: third.handle, outcome: 'PAID' });
    const paid = (await b.ask<Order>(ORDER_QUERY, { number: order.number })).data;
    expect(paid.status).toBe('PAID');
    // The cancelled one stays cancelled.
    expect((await b.ask<Payment>(PAYMENT_QUERY, { handle: first.handle })).data.status).toBe('CANCELLED');
  });
});

describe('another session', () => {
  it('cannot read or pay again an order it did not place; the handle alone reads its payment', async () => {
    const owner = await visitor(stack);
    await fillCart(owner, [sale()], { rental: false });
    const { data } = await owner.ask<Placed>(PLACE, { input: form(), payNow: true, key: newKey() });
    const order = data.order as Order;

    const other = await visitor(stack);
    await fillCart(other, [sale()], { rental: false });
    const theirs = await other.ask<Order | null>(ORDER_QUERY, { number: order.number });
    expect(theirs.data).toBeNull();
    expect(theirs.calls).toBe(1);
    const retry = await other.ask<Paid>(RETRY, { number: order.number });
    expect(retry.data).toEqual({
      payment: null,
      errors: [{ field: 'orderNumber', messages: ['Deze bestelling is niet gevonden.'] }],
    });
    // Without any session the order is not found either.
    const { body } = await stack.query<{ order: Order | null }>(ORDER_QUERY, { number: order.number });
    expect(body.data?.order).toBeNull();
    expect(body.errors).toBeUndefined();

    // The payment's handle is the secret of the verify page's link: it reads the payment only.
    const payment = await other.ask<Payment>(PAYMENT_QUERY, { handle: order.payment?.handle });
    expect(payment.data.orderNumber).toBe(order.number);
  });
});
