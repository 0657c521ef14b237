import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  COMPLETE,
  fillCart,
  form,
  newKey,
  ORDER_QUERY,
  type Order,
  PAYMENT_QUERY,
  type Payment,
  PLACE,
  type Stack,
  seedArticles,
  visitor,
} from './checkout-browser.ts';
import { startStack } from './stack.ts';

// Orders and payments carry personal data (DESIGN.md: private data never enters a shared cache).
// With the response cache and the page cache on, as `npm start` runs the gateway: an order or a
// payment is asked of the api every time, never kept for anyone, so the verify page's polling
// sees a payment move and another session never gets an answer meant for the owner.

let stack: Stack;
let articles: Awaited<ReturnType<typeof seedArticles>>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'checkout-privacy-'));
  const web = join(dist, 'web');
  const server = join(dist, 'server');
  mkdirSync(web);
  mkdirSync(server);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  // A stand-in for the web's server entry: a verify page that shows the payment's status.
  writeFileSync(
    join(server, 'entry-server.js'),
    `import { PassThrough } from 'node:stream';
     import { parse } from 'graphql';
     export async function render(url, { execute }) {
       const handle = new URL(url).pathname.split('/')[2] ?? '';
       const result = await execute({
         query: parse('query($handle: String!) { payment(handle: $handle) { status } }'),
         variables: { handle },
       });
       const body = new PassThrough();
       body.end('<p>betaling: ' + (result.data?.payment?.status ?? 'onbekend') + '</p>');
       return { kind: 'page', status: 200, body };
     }`,
  );
  stack = await startStack({ cache: {}, webDist: web, serverDist: server }, {}, { sharedApi: true });
  articles = await seedArticles(stack);
});
afterAll(() => stack?.close());

/** A session with an order placed with payNow: its browser and the order. */
async function ordered(): Promise<{ b: Browser; order: Order; handle: string }> {
  const b = await visitor(stack);
  await fillCart(b, [articles.SALE[0] as string], { rental: false });
  const { data } = await b.ask<{ order: Order }>(PLACE, { input: form(), payNow: true, key: newKey() });
  return { b, order: data.order, handle: data.order.payment?.handle as string };
}

describe('the response cache and orders', () => {
  it('answers each session its own order every time, from the api; another session null every time', async () => {
    const a = await ordered();
    const c = await ordered();
    for (let round = 0; round < 3; round++) {
      const [mine, theirs, crossed] = await Promise.all([
        a.b.ask<Order | null>(ORDER_QUERY, { number: a.order.number }),
        c.b.ask<Order | null>(ORDER_QUERY, { number: c.order.number }),
        c.b.ask<Order | null>(ORDER_QUERY, { number: a.order.number }),
      ]);
      expect([mine.data?.number, theirs.data?.number, crossed.data]).toEqual([
        a.order.number,
        c.order.number,
        null,
      ]);
      expect([mine.calls, theirs.calls, crossed.calls]).toEqual([1, 1, 1]);
    }
    // Nor an anonymous visitor, asking the same query the owner just asked.
    const { body } = await stack.query<{ order: Order | null }>(ORDER_QUERY, { number: a.order.number });
    expect(body.data?.order).toBeNull();
  });

  it('lets a polling verify page see its payment move: never a kept OPEN after it was paid', async () => {
    const { b, handle } = await ordered();
    for (let poll = 0; poll < 2; poll++) {
      const open = await b.ask<Payment>(PAYMENT_QUERY, { handle });
      expect([open.data.status, open.calls]).toEqual(['OPEN', 1]);
    }
    await b.ask(COMPLETE, { handle, outcome: 'PAID' });
    const paid = await b.ask<Payment>(PAYMENT_QUERY, { handle });
    expect([paid.data.status, paid.calls]).toEqual(['PAID', 1]);
    // Anonymous polls (no session: the handle is the secret) are never kept either.
    for (let poll = 0; poll < 2; poll++) {
      const { body } = await stack.query<{ payment: Payment }>(PAYMENT_QUERY, { handle });
      expect([body.data?.payment.status, body.extensions?.upstream?.calls]).toEqual(['PAID', 1]);
    }
  });

  it('does not store a public answer that carries an order or a payment, and says no-store on GET', async () => {
    const { b, order, handle } = await ordered();
    for (const query of [
      `{ order(number: "${order.number}") { number status } categoryTree(type: RENTAL) { id } }`,
      `{ payment(handle: "${handle}") { status } categoryTree(type: RENTAL) { id } }`,
    ]) {
      await b.ask(query);
      const { body } = await b.send<{ categoryTree: unknown[] }>(query);
      // Asked again of the api: the order or payment, and the category dump.
      expect(body.extensions?.upstream?.calls).toBe(2);
      const search = new URLSearchParams({ query });
      for (const cookie of [b.jar.size > 0 ? [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ') : '', '']) {
        const response = await fetch(`${stack.gatewayUrl}/graphql?${search}`, {
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        });
        expect(response.headers.get('cache-control')).toBe('no-store');
      }
    }
  });
});

describe('the page cache and payments', () => {
  it("renders a verify page for its session every time, never kept: the status it shows is the payment's now", async () => {
    const { b, handle } = await ordered();
    const cookie = [...b.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const page = () =>
      fetch(`${stack.gatewayUrl}/verify-payment/${handle}`, { headers: { accept: 'text/html', cookie } });
    const first = await page();
    expect(first.headers.get('x-cache')).toBe('BYPASS');
    expect(await first.text()).toContain('betaling: OPEN');
    await b.ask(COMPLETE, { handle, outcome: 'PAID' });
    const later = await page();
    expect(later.headers.get('x-cache')).toBe('BYPASS');
    expect(await later.text()).toContain('betaling: PAID');
  });
});
