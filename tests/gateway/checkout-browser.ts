import { expect } from 'vitest';
import type { GraphQLResponse, startStack } from './stack.ts';

// What the checkout tests share: a browser that keeps the cookies the gateway relays and echoes
// csrftoken as X-CSRFToken, the checkout operations, a filled-in form, and a cart to order.

export type Stack = Awaited<ReturnType<typeof startStack>>;
export type Money = { cents: number };
export type FieldError = { field: string; messages: string[] };
export type Payment = {
  handle: string;
  kind: string;
  status: string;
  amount: Money;
  description: string;
  orderNumber: string | null;
  payUrl: string;
};
export type Address = Record<
  'firstName' | 'lastName' | 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country',
  string
> & { houseNumberAddition: string | null };
export type Order = {
  number: string;
  status: string;
  createdAt: string;
  email: string;
  delivery: string;
  billingAddress: Address;
  deliveryAddress: Address | null;
  pickupDate: string | null;
  pickupSlot: string | null;
  returnDate: string | null;
  returnSlot: string | null;
  lines: {
    samId: string;
    name: string;
    type: string;
    count: number;
    price: Money;
    discount: Money;
    btw: Money;
  }[];
  totals: Record<'rentalExclBtw' | 'salesExclBtw' | 'borg' | 'reg' | 'transport' | 'btw' | 'total', Money>;
  payment: Payment | null;
};

const ADDRESS = 'firstName lastName street houseNumber houseNumberAddition postalCode city country';
export const PAYMENT = 'handle kind status amount { cents } description orderNumber payUrl';
export const ORDER = `number status createdAt email delivery
  billingAddress { ${ADDRESS} } deliveryAddress { ${ADDRESS} }
  pickupDate pickupSlot returnDate returnSlot
  lines { samId name type count price { cents } discount { cents } btw { cents } }
  totals { rentalExclBtw { cents } salesExclBtw { cents } borg { cents } reg { cents } transport { cents } btw { cents } total { cents } }
  payment { ${PAYMENT} }`;

export const CART = `{ cart { itemCount period { pickupDate returnDate complete }
  totals { rentalExclBtw { cents } salesExclBtw { cents } borg { cents } reg { cents } transport { cents } btw { cents } total { cents } } } }`;
export const ADD = `mutation($articleId: ID!, $count: Int) {
  addToCart(articleId: $articleId, count: $count) { cart { itemCount } errors { field messages } } }`;
export const PERIOD = `mutation($period: RentalPeriodInput!, $salesShipping: Boolean) {
  setRentalPeriod(period: $period, salesShipping: $salesShipping) { cart { itemCount } errors { field messages } } }`;
export const VALIDATE = `mutation($input: CheckoutInput!) {
  validateCheckout(input: $input) { valid errors { field messages } } }`;
export const PLACE = `mutation($input: CheckoutInput!, $payNow: Boolean!, $key: String!) {
  placeOrder(input: $input, payNow: $payNow, idempotencyKey: $key) { order { ${ORDER} } errors { field messages } } }`;
export const ORDER_QUERY = `query($number: String!) { order(number: $number) { ${ORDER} } }`;
export const PAYMENT_QUERY = `query($handle: String!) { payment(handle: $handle) { ${PAYMENT} } }`;
export const RETRY = `mutation($number: String!) {
  retryPayment(orderNumber: $number) { payment { ${PAYMENT} } errors { field messages } } }`;
export const COMPLETE = `mutation($handle: String!, $outcome: PaymentStatus!) {
  completeTestPayment(handle: $handle, outcome: $outcome) { payment { ${PAYMENT} } errors { field messages } } }`;

/** A checkout form a visitor could send: a private person picking up in Amsterdam. */
export function form(overrides: Record<string, unknown> = {}) {
  return {
    email: 'klant@example.nl',
    phone: '020 123 4567',
    billingAddress: {
      firstName: 'Anna',
      lastName: 'de Vries',
      street: 'Keizersgracht',
      houseNumber: '123',
      postalCode: '1015cj',
      city: 'Amsterdam',
      country: 'NL',
    },
    delivery: 'PICKUP',
    customer: { company: false },
    newsletter: false,
    ...overrides,
  };
}

/** A unique Idempotency-Key, as the web makes one per checkout attempt. */
export const newKey = () => `test-${crypto.randomUUID()}`;

export function browser(stack: Stack) {
  const jar = new Map<string, string>();
  const send = async <T>(query: string, variables: Record<string, unknown> = {}, csrf = true) => {
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = jar.get('csrftoken');
    if (csrf && token) headers['x-csrftoken'] = token;
    const { body, response } = await stack.query<T>(query, variables, headers);
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return { body, response };
  };
  /** The one field of an answer without errors, and the upstream calls it took. */
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}, csrf = true) => {
    const { body } = await send<Record<string, T>>(query, variables, csrf);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { data: Object.values(body.data ?? {})[0] as T, calls: body.extensions?.upstream?.calls ?? 0 };
  };
  return { jar, send, ask };
}

export type Browser = ReturnType<typeof browser>;

/** A first read of the (empty) cart hands out the csrftoken cookie. */
export async function visitor(stack: Stack): Promise<Browser> {
  const b = browser(stack);
  await b.send<GraphQLResponse>(CART);
  expect(b.jar.get('csrftoken')).toBeTruthy();
  return b;
}

/** Article ids of each type from the seed's lists. */
export async function seedArticles(stack: Stack) {
  const ids: Record<'RENTAL' | 'SALE', string[]> = { RENTAL: [], SALE: [] };
  for (const type of ['RENTAL', 'SALE'] as const) {
    const { body } = await stack.query<{ articles: { articles: { id: string }[] } }>(
      `{ articles(type: ${type}, first: 5) { articles { id } } }`,
    );
    ids[type] = (body.data?.articles.articles ?? []).map((a) => a.id);
    if (ids[type].length < 2) throw new Error(`the seed has too few ${type} articles`);
  }
  return ids;
}

/** Fills `b`'s cart: the articles, and for rentals the period Tuesday 24 to Friday 27 November. */
export async function fillCart(
  b: Browser,
  articleIds: string[],
  options: { rental: boolean; shipping?: boolean },
) {
  for (const articleId of articleIds) {
    const { data } = await b.ask<{ errors: FieldError[] }>(ADD, { articleId, count: 1 });
    expect(data.errors).toEqual([]);
  }
  const period = options.rental
    ? { pickupDate: '2026-11-24', pickupSlot: 0, returnDate: '2026-11-27', returnSlot: 3 }
    : {};
  const { data } = await b.ask<{ errors: FieldError[] }>(PERIOD, {
    period,
    salesShipping: options.shipping ?? false,
  });
  expect(data.errors).toEqual([]);
}
