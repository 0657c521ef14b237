import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES } from '../../api/desk/customer-changes.ts';
import { createStaff } from '../api/desk-fixtures.ts';
import { API_OPTIONS, DEMO, SECRET_KEY, signedIn } from './account-browser.ts';
import { type Browser, browser, type FieldError, type Stack } from './checkout-browser.ts';
import { atDesk } from './desk-browser.ts';
import { startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// Customer records through the gateway (schema/desk-customers.graphql), with the web's own
// operations against the real api: a phone customer found by another spelling of the number, a
// walk-in customer added, the api's field errors under the GraphQL names (`address.postalCode`,
// `holdLimit`, `intoId`), a stale version the payload's conflict with the record as it is now, a
// merge, and a visitor's and a customer's refusal in the api's words.

const CUSTOMERS = webOperation('DeskCustomers');
const CUSTOMER = webOperation('DeskCustomer');
const ADD = webOperation('DeskAddCustomer');
const CHANGE = webOperation('DeskChangeCustomer');
const MERGE = webOperation('DeskMergeCustomers');
const AVAILABILITY = webOperation('DeskAvailability');

type Customer = {
  id: string;
  version: number;
  name: string;
  phone: string;
  email: string | null;
  holdLimit: string | null;
  orderCount: number;
  mergedInto: string | null;
  history: {
    action: string;
    description: string;
    changes: { field: string; before: string | null; after: string | null }[];
  }[];
};
type Payload = {
  message: string | null;
  customer: Customer | null;
  conflict: { message: string; customer: Customer | null } | null;
  errors: FieldError[];
};

let stack: Stack;
let desk: Browser;

beforeAll(async () => {
  stack = await startStack({ cache: {} }, API_OPTIONS);
  desk = await atDesk(stack, await createStaff(stack.db, { secretKey: SECRET_KEY }));
});
afterAll(() => stack?.close());

const digits = () => String(Date.now()).slice(-8);
const add = async (input: Record<string, unknown>) => (await desk.ask<Payload>(ADD, { input })).data;

describe('customer records at the desk', () => {
  it('adds a phone customer and finds them by another spelling of the number', async () => {
    const number = digits();
    const added = await add({ firstName: 'Fenna', lastName: 'Foon', phone: `06 ${number}` });
    expect(added.errors).toEqual([]);
    expect(added.message).toBe('Klant Fenna Foon is toegevoegd.');
    const found = await desk.ask<{ customers: { id: string; phone: string }[] }>(CUSTOMERS, {
      q: `+31 6 ${number.slice(0, 4)} ${number.slice(4)}`,
      page: 1,
      pageSize: 25,
    });
    expect(found.data.customers.map((c) => c.id)).toEqual([added.customer?.id]);
    const page = await desk.ask<Customer>(CUSTOMER, { id: added.customer?.id });
    expect(page.data.history.map((h) => h.description)).toEqual(['Klant toegevoegd']);
    expect((await desk.ask<Customer | null>(CUSTOMER, { id: '999999999' })).data).toBeNull();
  });

  it('answers the api’s field errors under the GraphQL names, nothing stored', async () => {
    const refused = await add({
      firstName: 'Adres',
      phone: '0612345678',
      holdLimit: '100',
      address: {
        firstName: 'Adres',
        lastName: 'Fout',
        street: 'Damrak',
        houseNumber: '1',
        postalCode: '12',
        city: 'Amsterdam',
        country: 'NL',
      },
    });
    expect(refused.customer).toBeNull();
    const fields = Object.fromEntries(refused.errors.map((e) => [e.field, e.messages]));
    expect(fields.holdLimit).toEqual([CUSTOMER_MESSAGES.holdLimitPrivate]);
    expect(fields['address.postalCode']?.[0]).toContain('postcode');
  });

  it('a stale version is the conflict, with the record as it is now', async () => {
    const added = (await add({ firstName: 'Kees', phone: '0201112233' })).customer as Customer;
    const input = {
      firstName: 'Kees',
      lastName: 'Klant',
      phone: '0201112233',
      isBusiness: true,
      holdLimit: '25.000',
    };
    const changed = (await desk.ask<Payload>(CHANGE, { id: added.id, version: added.version, input })).data;
    expect(changed.customer).toMatchObject({
      version: added.version + 1,
      holdLimit: '25000.00',
      name: 'Kees Klant',
    });
    const change = changed.customer?.history[0];
    expect(change?.description).toBe('Klantgegevens gewijzigd');
    expect(change?.changes).toContainEqual({ field: 'hold_limit_cents', before: null, after: '2500000' });
    const stale = (await desk.ask<Payload>(CHANGE, { id: added.id, version: added.version, input })).data;
    expect(stale.conflict?.message).toBe(CUSTOMER_MESSAGES.conflict(added.version + 1, added.version));
    expect(stale.conflict?.customer?.version).toBe(added.version + 1);
  });

  it('merges a duplicate into another record; a bad target is `intoId`', async () => {
    const kept = (await add({ firstName: 'Mia', lastName: 'Merge', phone: '0209998877' }))
      .customer as Customer;
    const twin = (await add({ firstName: 'Mia', lastName: 'Merge', email: `mia.${digits()}@example.nl` }))
      .customer as Customer;
    const bad = (
      await desk.ask<Payload>(MERGE, { id: twin.id, version: twin.version, intoId: 'x', intoVersion: 1 })
    ).data;
    expect(bad.errors).toEqual([{ field: 'intoId', messages: ['Kies de klant waarin deze klant opgaat.'] }]);
    const merged = (
      await desk.ask<Payload>(MERGE, {
        id: twin.id,
        version: twin.version,
        intoId: kept.id,
        intoVersion: kept.version,
      })
    ).data;
    expect(merged.errors).toEqual([]);
    expect(merged.customer).toMatchObject({ id: kept.id, email: twin.email, phone: '0209998877' });
    expect((await desk.ask<Customer>(CUSTOMER, { id: twin.id })).data.mergedInto).toBe(kept.id);
  });
});

describe('availability at a glance', () => {
  it('answers the api’s numbers for a period; a slot that is none is refused without a call', async () => {
    const period = { pickupDate: '2026-12-07', pickupSlot: 0, returnDate: '2026-12-08', returnSlot: 3 };
    const { data } = await desk.ask<{
      count: number;
      articles: { name: string; units: number; free: number }[];
    }>(AVAILABILITY, { q: 'fx30', period, count: 1 });
    const fx30 = data.articles.find((a) => a.name === 'Sony FX30');
    expect(fx30?.units).toBeGreaterThan(0);
    expect(fx30?.free).toBeLessThanOrEqual(fx30?.units ?? 0);
    const bad = await desk.send(AVAILABILITY, { q: 'fx30', period: { ...period, pickupSlot: 7 } });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.extensions?.upstream?.calls).toBe(0);
    const refused = await desk.send(AVAILABILITY, { period });
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Zoek een huurartikel (naam, merk of nummer), of kies artikelen.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('who may not read or change customer records', () => {
  it('a visitor and a customer get the api’s refusal in Dutch', async () => {
    const customer = await signedIn(stack, DEMO);
    for (const [who, b, message, code] of [
      ['visitor', browser(stack), 'Log in bij de balie om verder te gaan.', 'UNAUTHENTICATED'],
      ['customer', customer, 'Je hebt geen toegang tot de balie.', 'FORBIDDEN'],
    ] as const) {
      const list = await b.send(CUSTOMERS, { page: 1, pageSize: 25 });
      expect(list.body.errors?.[0], who).toMatchObject({ message, extensions: { code } });
      const adding = await b.send(ADD, { input: { firstName: 'X', phone: '0612345678' } });
      expect(adding.body.errors?.[0], who).toMatchObject({ message, extensions: { code } });
      const period = { pickupDate: '2026-12-07', returnDate: '2026-12-08' };
      const lookup = await b.send(AVAILABILITY, { q: 'fx30', period });
      expect(lookup.body.errors?.[0], who).toMatchObject({ message, extensions: { code } });
    }
  });
});
