import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './stack.ts';

// A cart is its session's own (DESIGN.md: private data never enters a shared cache). With the
// response cache and the page cache on, as `npm start` runs the gateway: two sessions each get
// their own cart every time, an answer for one is never served to the other or to an anonymous
// visitor, and a page with a cart is kept only for anonymous visitors (whose cart is empty).

let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'cart-privacy-'));
  const web = join(dist, 'web');
  const server = join(dist, 'server');
  mkdirSync(web);
  mkdirSync(server);
  writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  // A stand-in for the web's server entry: a page that shows the header's cart badge.
  writeFileSync(
    join(server, 'entry-server.js'),
    `import { PassThrough } from 'node:stream';
     import { parse } from 'graphql';
     export async function render(url, { execute }) {
       const result = await execute({ query: parse('{ cart { itemCount } }'), variables: {} });
       const body = new PassThrough();
       body.end('<p>mandje: ' + result.data.cart.itemCount + '</p>');
       return { kind: 'page', status: 200, body };
     }`,
  );
  stack = await startStack({ cache: {}, webDist: web, serverDist: server }, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

const ADD = `mutation($articleId: ID!, $count: Int) {
  addToCart(articleId: $articleId, count: $count) { cart { itemCount } errors { field messages } }
}`;
const BADGE = '{ cart { itemCount rentalLines { id count article { id } } } }';

type Visitor = { cookie: string; token: string };

/** A visitor with a session of its own, holding `count` of one rental article. */
async function sessionWith(count: number): Promise<Visitor> {
  const first = await stack.query('{ cart { itemCount } }', {}, { 'cache-control': 'no-cache' });
  const token = /csrftoken=([^;]+)/.exec(first.response.headers.getSetCookie().join('\n'))?.[1] ?? '';
  const { body: list } = await stack.query<{ articles: { articles: { id: string }[] } }>(
    '{ articles(type: RENTAL, first: 1) { articles { id } } }',
  );
  const articleId = list.data?.articles.articles[0]?.id;
  const { response, body } = await stack.query<{ addToCart: { cart: { itemCount: number } } }>(
    ADD,
    { articleId, count },
    { cookie: `csrftoken=${token}`, 'x-csrftoken': token },
  );
  expect(body.data?.addToCart.cart.itemCount).toBe(count);
  const session = /sessionid=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1];
  expect(session).toBeTruthy();
  return { cookie: `csrftoken=${token}; sessionid=${session}`, token };
}

const badge = async (visitor?: Visitor, query = BADGE) => {
  const { body, response } = await stack.query<{ cart: { itemCount: number } }>(
    query,
    {},
    visitor ? { cookie: visitor.cookie } : {},
  );
  return { count: body.data?.cart.itemCount, calls: body.extensions?.upstream?.calls, response };
};

describe('the response cache and the cart', () => {
  it('answers each session its own cart every time, from the api, never stored', async () => {
    const a = await sessionWith(3);
    const b = await sessionWith(5);
    for (let round = 0; round < 3; round++) {
      const [mine, theirs, nobody] = await Promise.all([badge(a), badge(b), badge()]);
      expect([mine.count, theirs.count, nobody.count]).toEqual([3, 5, 0]);
      // Asked of the api each time: no answer was kept for anyone.
      expect([mine.calls, theirs.calls, nobody.calls]).toEqual([1, 1, 1]);
    }
  });

  it('keeps a crowd of two sessions apart when they ask the same query at the same time', async () => {
    const a = await sessionWith(2);
    const b = await sessionWith(7);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => badge(i % 2 === 0 ? a : b)));
    expect(answers.map((answer) => answer.count)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 2 : 7)),
    );
  });

  it('does not store a public answer that carries a cart, and says no-store on GET', async () => {
    const a = await sessionWith(4);
    const mixed = '{ cart { itemCount } categoryTree(type: RENTAL) { id } }';
    await badge(a, mixed);
    const again = await badge(a, mixed);
    expect(again.count).toBe(4);
    // Asked again of the api: the cart and the category dump.
    expect(again.calls).toBe(2);
    const search = new URLSearchParams({ query: BADGE });
    for (const cookie of [a.cookie, '']) {
      const response = await fetch(`${stack.gatewayUrl}/graphql?${search}`, {
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('the page cache and the cart', () => {
  const page = (path: string, visitor?: Visitor) =>
    fetch(`${stack.gatewayUrl}${path}`, {
      headers: { accept: 'text/html', ...(visitor ? { cookie: visitor.cookie } : {}) },
    });

  it("never keeps a page that rendered a cart; a session's page is its own render, never served to another", async () => {
    const anonymous = await page('/verhuur/');
    expect(await anonymous.text()).toContain('mandje: 0');
    // Even an anonymous (empty) cart is private and uncached by its hints, so its page is not kept.
    const again = await page('/verhuur/');
    expect(again.headers.get('x-cache')).toBe('MISS');

    const a = await sessionWith(3);
    const b = await sessionWith(1);
    for (const [visitor, count] of [
      [a, 3],
      [b, 1],
      [a, 3],
    ] as const) {
      const mine = await page('/verhuur/', visitor);
      expect(mine.headers.get('x-cache')).toBe('BYPASS');
      expect(await mine.text()).toContain(`mandje: ${count}`);
    }
    const later = await page('/verhuur/');
    expect(await later.text()).toContain('mandje: 0');
  });
});
