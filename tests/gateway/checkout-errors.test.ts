import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CART,
  COMPLETE,
  type FieldError,
  fillCart,
  form,
  newKey,
  ORDER_QUERY,
  PAYMENT_QUERY,
  PLACE,
  RETRY,
  type Stack,
  seedArticles,
  VALIDATE,
  visitor,
} from './checkout-browser.ts';
import { startStack } from './stack.ts';

// What a visitor gets wrong at the checkout, through the gateway against the real api: every
// message in Dutch under the form's own field name (camelCase, dotted for the nested ones), the
// cart's problems as `general` and the period's fields, nothing stored; arguments that cannot be
// right answered by the gateway without asking the api; never a server error.

let stack: Stack;
let articles: Awaited<ReturnType<typeof seedArticles>>;

beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
  articles = await seedArticles(stack);
});
afterAll(() => stack?.close());

type Validated = { valid: boolean; errors: FieldError[] };
type Payload = { errors: FieldError[] } & Record<string, unknown>;

const fields = (errors: FieldError[]) => Object.fromEntries(errors.map((e) => [e.field, e.messages]));

describe('the form', () => {
  it('names the address fields, the delivery address and the customer as the form does', async () => {
    const b = await visitor(stack);
    await fillCart(b, [articles.SALE[0] as string], { rental: false, shipping: true });
    const { data } = await b.ask<Validated>(VALIDATE, {
      input: form({
        billingAddress: {
          firstName: ' ',
          lastName: 'de Vries',
          street: 'Meir',
          houseNumber: '8',
          houseNumberAddition: 'veel te lange toevoeging',
          postalCode: '1234 AB',
          city: 'Antwerpen',
          country: 'BE',
        },
        delivery: 'ADDRESS',
        deliveryAddress: { ...form().billingAddress, postalCode: 'ABCD 12' },
        customer: { company: true, companyName: 'Geluid BV', vatNumber: 'geen-btw' },
        remarks: 'x'.repeat(2001),
      }),
    });
    expect(data.valid).toBe(false);
    expect(fields(data.errors)).toEqual({
      'billingAddress.firstName': ['Dit veld is verplicht.'],
      // The api's own rule for an addition (its wording follows the api's limits).
      'billingAddress.houseNumberAddition': [expect.stringMatching(/toevoeging|maximaal/)],
      'billingAddress.postalCode': ['Voer een geldige Belgische postcode in: 4 cijfers, bijvoorbeeld 2000.'],
      'deliveryAddress.postalCode': ['Voer een geldige postcode in, bijvoorbeeld 1234 AB.'],
      'customer.vatNumber': ['Voer een geldig btw-nummer in, bijvoorbeeld NL123456789B01.'],
      remarks: ['Gebruik maximaal 2000 tekens.'],
    });
  });

  it('asks for the delivery address when delivering to another one', async () => {
    const b = await visitor(stack);
    await fillCart(b, [articles.SALE[0] as string], { rental: false, shipping: true });
    const { data } = await b.ask<Validated>(VALIDATE, { input: form({ delivery: 'ADDRESS' }) });
    expect(data.errors).toEqual([{ field: 'deliveryAddress', messages: ['Dit veld is verplicht.'] }]);
    // A company's fields are ignored for a private person; a stale delivery address for pickup.
    await fillCart(b, [], { rental: false, shipping: false });
    const ignored = await b.ask<Validated>(VALIDATE, {
      input: form({
        customer: { company: false, kvkNumber: 'fout' },
        deliveryAddress: { ...form().billingAddress, postalCode: 'fout' },
      }),
    });
    expect(ignored.data).toEqual({ valid: true, errors: [] });
  });
});

describe('the cart', () => {
  it('an empty cart is a general error; placing stores nothing', async () => {
    const b = await visitor(stack);
    for (const operation of [VALIDATE, PLACE]) {
      const { data } = await b.ask<Payload>(operation, { input: form(), payNow: true, key: newKey() });
      expect(data.errors).toEqual([{ field: 'general', messages: ['Je winkelwagen is leeg.'] }]);
    }
  });

  it('rentals need a complete period (under its fields, as the cart names them) and are picked up', async () => {
    const b = await visitor(stack);
    await fillCart(b, [articles.RENTAL[0] as string], { rental: false });
    const key = newKey();
    const { data } = await b.ask<Payload>(PLACE, { input: form({ delivery: 'BILLING' }), payNow: true, key });
    expect(data.order).toBeNull();
    expect(fields(data.errors)).toEqual({
      general: ['Kies een geldige huurperiode voor je huurartikelen.'],
      pickupDate: ['Kies een ophaaldatum.'],
      returnDate: ['Kies een retourdatum.'],
      pickupSlot: ['Kies een tijdslot om op te halen.'],
      returnSlot: ['Kies een tijdslot om terug te brengen.'],
      delivery: ['Huurartikelen haal je op in onze winkel in Amsterdam; kies ophalen (pickup).'],
    });
    // Nothing stored: the cart is as it was, and the key is still free for the corrected form.
    expect((await b.ask<{ itemCount: number }>(CART)).data.itemCount).toBe(1);
    await fillCart(b, [], { rental: true });
    const placed = await b.ask<Payload>(PLACE, { input: form(), payNow: true, key });
    expect(placed.data.errors).toEqual([]);
  });

  it('refuses a write without X-CSRFToken as a general error, storing nothing', async () => {
    const b = await visitor(stack);
    await fillCart(b, [articles.SALE[0] as string], { rental: false });
    const { data } = await b.ask<Payload>(PLACE, { input: form(), payNow: false, key: newKey() }, false);
    expect(data).toEqual({
      order: null,
      errors: [{ field: 'general', messages: ['CSRF-controle mislukt.'] }],
    });
    expect((await b.ask<{ itemCount: number }>(CART)).data.itemCount).toBe(1);
  });
});

describe('arguments that cannot be right, answered without asking the api', () => {
  it('an idempotency key of the wrong form', async () => {
    const b = await visitor(stack);
    await fillCart(b, [articles.SALE[0] as string], { rental: false });
    for (const key of ['kort', 'met spatie 123', 'x'.repeat(101), '']) {
      const seen = stack.seen.length;
      const { data, calls } = await b.ask<Payload>(PLACE, { input: form(), payNow: true, key });
      expect(data.order).toBeNull();
      expect(data.errors).toEqual([
        {
          field: 'idempotencyKey',
          messages: [
            'Deze bestelpoging heeft geen geldige sleutel (8 tot 100 letters, cijfers, _ of -); laad de pagina opnieuw.',
          ],
        },
      ]);
      expect([calls, stack.seen.length]).toEqual([0, seen]);
    }
    expect((await b.ask<{ itemCount: number }>(CART)).data.itemCount).toBe(1);
  });

  it('an order number or a payment handle that names nothing is null', async () => {
    const b = await visitor(stack);
    // Ten digits: the api names no such order (domain/order-number.ts), so the gateway asks nothing.
    for (const number of ['', 'x', '../../payments/x', 'SL-2026-1', 'SL-2026-1234567890']) {
      expect(await b.ask(ORDER_QUERY, { number })).toEqual({ data: null, calls: 0 });
    }
    for (const handle of ['', 'kort', '../x', `${'a'.repeat(31)}!`]) {
      expect(await b.ask(PAYMENT_QUERY, { handle })).toEqual({ data: null, calls: 0 });
    }
    // Well-formed but unknown: the api says so, still null.
    expect(await b.ask(ORDER_QUERY, { number: 'SL-2026-99999' })).toEqual({ data: null, calls: 1 });
    expect(await b.ask(PAYMENT_QUERY, { handle: 'a'.repeat(32) })).toEqual({ data: null, calls: 1 });
  });

  it('paying again or choosing an outcome for nothing, or choosing OPEN or EXPIRED', async () => {
    const b = await visitor(stack);
    const outcome = [
      { field: 'outcome', messages: ['Kies betaald (PAID), geannuleerd (CANCELLED) of mislukt (FAILED).'] },
    ];
    for (const choice of ['OPEN', 'EXPIRED']) {
      expect(await b.ask(COMPLETE, { handle: 'a'.repeat(32), outcome: choice })).toEqual({
        data: { payment: null, errors: outcome },
        calls: 0,
      });
    }
    const handle = [{ field: 'handle', messages: ['Deze betaling is niet gevonden.'] }];
    expect(await b.ask(COMPLETE, { handle: 'kort', outcome: 'PAID' })).toEqual({
      data: { payment: null, errors: handle },
      calls: 0,
    });
    expect(await b.ask(COMPLETE, { handle: 'a'.repeat(32), outcome: 'PAID' })).toEqual({
      data: { payment: null, errors: handle },
      calls: 1,
    });
    const number = [{ field: 'orderNumber', messages: ['Deze bestelling is niet gevonden.'] }];
    expect(await b.ask(RETRY, { number: 'geen-nummer' })).toEqual({
      data: { payment: null, errors: number },
      calls: 0,
    });
    expect(await b.ask(RETRY, { number: 'SL-2026-99999' })).toEqual({
      data: { payment: null, errors: number },
      calls: 1,
    });
  });

  it('an unknown enum value is a 400 naming it, never a server error', async () => {
    const { body, response } = await stack.query(VALIDATE, { input: form({ delivery: 'DRONE' }) });
    expect(response.status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('DRONE');
  });
});
