import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphQLResponse, startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// The cart over GraphQL against the real api (in-memory PGlite, its seed, NOW Monday 23 November
// 2026 at 13:00 in Amsterdam), as a browser uses it: a first read hands out the csrftoken
// cookie, every write sends it back with X-CSRFToken, and the first write starts the session
// whose cookie reaches the browser. Every mutation answers the new cart from the api's write.

type Money = { cents: number };
type Line = {
  id: string;
  count: number;
  priceTotal: Money;
  discount: Money;
  btwTotal: Money;
  article: {
    id: string;
    slug: string;
    type: string;
    stockStatus: string;
    price: Money;
    specialPrice: Money | null;
  };
};
type Slot = { id: number; label: string };
type Cart = {
  itemCount: number;
  salesShipping: boolean;
  period: {
    pickupDate: string | null;
    pickupSlot: Slot | null;
    returnDate: string | null;
    returnSlot: Slot | null;
    complete: boolean;
    rentalDays: number;
  };
  rentalLines: Line[];
  salesLines: Line[];
  occasionLines: Line[];
  totals: Record<
    | 'rentalExclBtw'
    | 'rentalBtw'
    | 'salesExclBtw'
    | 'salesBtw'
    | 'borg'
    | 'reg'
    | 'discount'
    | 'transport'
    | 'subtotalExclBtw'
    | 'btw'
    | 'total',
    Money
  >;
};
type FieldError = { field: string; messages: string[] };
type Payload = { cart: Cart | null; errors: FieldError[] };

const LINE = `fragment Line on CartLine {
  id count priceTotal { cents } discount { cents } btwTotal { cents }
  article { id slug type stockStatus price { cents } specialPrice { cents } }
}`;
const CART = `itemCount salesShipping
  period { pickupDate pickupSlot { id label } returnDate returnSlot { id label } complete rentalDays }
  rentalLines { ...Line } salesLines { ...Line } occasionLines { ...Line }
  totals {
    rentalExclBtw { cents } rentalBtw { cents } salesExclBtw { cents } salesBtw { cents } borg { cents }
    reg { cents } discount { cents } transport { cents } subtotalExclBtw { cents } btw { cents } total { cents }
  }`;
const PAYLOAD = `cart { ${CART} } errors { field messages }`;

const READ = `query { cart { ${CART} } } ${LINE}`;
const ADD = `mutation($articleId: ID!, $count: Int) {
  addToCart(articleId: $articleId, count: $count) { ${PAYLOAD} } } ${LINE}`;
const COUNT = `mutation($lineId: ID!, $count: Int!) {
  setCartLineCount(lineId: $lineId, count: $count) { ${PAYLOAD} } } ${LINE}`;
const REMOVE = `mutation($lineId: ID!) { removeCartLine(lineId: $lineId) { ${PAYLOAD} } } ${LINE}`;
const CLEAR = `mutation { clearCart { ${PAYLOAD} } } ${LINE}`;
const PERIOD = `mutation($period: RentalPeriodInput!, $salesShipping: Boolean) {
  setRentalPeriod(period: $period, salesShipping: $salesShipping) { ${PAYLOAD} } } ${LINE}`;

let stack: Awaited<ReturnType<typeof startStack>>;
/** One article of each type without a special price, and one in stock at nobody (if any). */
const articles: Record<'RENTAL' | 'SALE' | 'OCCASION', { id: string; price: Money }[]> = {
  RENTAL: [],
  SALE: [],
  OCCASION: [],
};

beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
  type Row = { id: string; price: Money; specialPrice: Money | null };
  for (const type of ['RENTAL', 'SALE', 'OCCASION'] as const) {
    for (const offset of [0, 48]) {
      const { body } = await stack.query<{ articles: { articles: Row[] } }>(
        `{ articles(type: ${type}, first: 48, offset: ${offset}) { articles { id price { cents } specialPrice { cents } } } }`,
      );
      articles[type].push(...(body.data?.articles.articles ?? []).filter((a) => a.specialPrice === null));
    }
    if (articles[type].length < 3) throw new Error(`the seed has too few ${type} articles`);
  }
});
afterAll(async () => {
  await stack?.close();
});

const article = (type: keyof typeof articles, index = 0) => {
  const found = articles[type][index];
  if (!found) throw new Error(`no ${type} article ${index}`);
  return found;
};

/** A browser: keeps the cookies the gateway relays and echoes csrftoken as X-CSRFToken. */
function browser() {
  const jar = new Map<string, string>();
  const send = async <T>(query: string, variables: Record<string, unknown> = {}, csrf = true) => {
    const headers: Record<string, string> = {};
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const token = jar.get('csrftoken');
    if (csrf && token) headers['x-csrftoken'] = token;
    const { body, response } = await stack.query<T>(query, variables, headers);
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const pair = header.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return { body, setCookies };
  };
  return {
    jar,
    send,
    async read(): Promise<GraphQLResponse<{ cart: Cart }>> {
      return (await send<{ cart: Cart }>(READ)).body;
    },
    async write<K extends string>(query: string, variables: Record<string, unknown> = {}, csrf = true) {
      const { body, setCookies } = await send<Record<K, Payload>>(query, variables, csrf);
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      const payload = Object.values(body.data ?? {})[0] as Payload;
      return { payload, setCookies, calls: body.extensions?.upstream?.calls };
    },
  };
}

/** A browser with its csrftoken, from a first read of its (empty) cart. */
async function visitor() {
  const b = browser();
  await b.read();
  expect(b.jar.get('csrftoken')).toBeTruthy();
  return b;
}

const sum = (...amounts: Money[]) => amounts.reduce((total, amount) => total + amount.cents, 0);

describe('the cart of a new visitor', () => {
  it('is empty, priced at zero, in one upstream call, and starts no session', async () => {
    const b = browser();
    const body = await b.read();
    expect(body.errors).toBeUndefined();
    const cart = body.data?.cart;
    expect(cart?.itemCount).toBe(0);
    expect([
      ...(cart?.rentalLines ?? []),
      ...(cart?.salesLines ?? []),
      ...(cart?.occasionLines ?? []),
    ]).toEqual([]);
    expect(cart?.period).toEqual({
      pickupDate: null,
      pickupSlot: null,
      returnDate: null,
      returnSlot: null,
      complete: false,
      rentalDays: 1,
    });
    expect(cart?.totals.total.cents).toBe(0);
    expect(body.extensions?.upstream?.calls).toBe(1);
    expect(b.jar.has('sessionid')).toBe(false);
  });
});

describe('adding, changing, removing and clearing', () => {
  it('adds rental, sale and occasion articles: the first write starts the session, the badge counts items', async () => {
    const b = await visitor();
    const rental = article('RENTAL');
    const first = await b.write(ADD, { articleId: rental.id, count: 2 });
    expect(first.payload.errors).toEqual([]);
    // The session cookie reaches the browser with the first write.
    expect(first.setCookies.some((c) => c.startsWith('sessionid='))).toBe(true);
    expect(first.calls).toBe(1);
    const line = first.payload.cart?.rentalLines[0];
    expect(line?.article.id).toBe(rental.id);
    expect(line?.count).toBe(2);
    // Without a chosen period a rental is priced for one day.
    expect(first.payload.cart?.period.rentalDays).toBe(1);
    expect(line?.priceTotal.cents).toBe(2 * rental.price.cents);

    await b.write(ADD, { articleId: article('SALE').id });
    const third = await b.write(ADD, { articleId: article('OCCASION').id, count: 1 });
    const cart = third.payload.cart;
    expect(cart?.rentalLines).toHaveLength(1);
    expect(cart?.salesLines.map((l) => [l.article.id, l.count])).toEqual([[article('SALE').id, 1]]);
    expect(cart?.occasionLines.map((l) => [l.article.id, l.count])).toEqual([[article('OCCASION').id, 1]]);
    expect(cart?.itemCount).toBe(4);

    // Adding an article again raises its line.
    const again = await b.write(ADD, { articleId: rental.id, count: 3 });
    expect(again.payload.cart?.rentalLines.map((l) => l.count)).toEqual([5]);
    expect(again.payload.cart?.itemCount).toBe(7);

    // A reload finds the same cart.
    const read = await b.read();
    expect(read.data?.cart).toEqual(again.payload.cart);
  });

  it('answers the totals as the api priced them, adding up as the visitor reads them', async () => {
    const b = await visitor();
    await b.write(ADD, { articleId: article('RENTAL', 1).id, count: 1 });
    const { payload } = await b.write(ADD, { articleId: article('SALE', 1).id, count: 2 });
    const cart = payload.cart as Cart;
    const t = cart.totals;
    const rental = cart.rentalLines[0] as Line;
    const sale = cart.salesLines[0] as Line;
    expect(t.rentalExclBtw.cents).toBe(rental.priceTotal.cents);
    expect(t.rentalBtw.cents).toBe(rental.btwTotal.cents);
    expect(t.salesExclBtw.cents).toBe(sale.priceTotal.cents);
    expect(sale.priceTotal.cents).toBe(2 * article('SALE', 1).price.cents);
    expect(t.salesBtw.cents).toBe(sale.btwTotal.cents);
    // The damage waiver comes with the rental; borg is shown apart, never in the total.
    expect(t.reg.cents).toBeGreaterThanOrEqual(500);
    expect(t.subtotalExclBtw.cents).toBe(sum(t.rentalExclBtw, t.salesExclBtw, t.reg, t.transport));
    expect(t.total.cents).toBe(t.subtotalExclBtw.cents + t.btw.cents);
    expect(t.discount.cents).toBe(0);
    expect(rental.discount.cents).toBe(0);
  });

  it('changes a count, removes with 0 or removeCartLine, and empties the cart keeping the period', async () => {
    const b = await visitor();
    await b.write(PERIOD, { period: { pickupDate: '2026-11-24', pickupSlot: 0 } });
    await b.write(ADD, { articleId: article('RENTAL').id });
    await b.write(ADD, { articleId: article('SALE').id });
    const added = await b.write(ADD, { articleId: article('OCCASION').id });
    const rentalId = added.payload.cart?.rentalLines[0]?.id;
    const saleId = added.payload.cart?.salesLines[0]?.id;
    const occasionId = added.payload.cart?.occasionLines[0]?.id;

    const changed = await b.write(COUNT, { lineId: rentalId, count: 4 });
    expect(changed.payload.errors).toEqual([]);
    expect(changed.payload.cart?.rentalLines.map((l) => l.count)).toEqual([4]);
    expect(changed.payload.cart?.itemCount).toBe(6);

    const zero = await b.write(COUNT, { lineId: saleId, count: 0 });
    expect(zero.payload.cart?.salesLines).toEqual([]);
    expect(zero.payload.cart?.itemCount).toBe(5);

    const removed = await b.write(REMOVE, { lineId: occasionId });
    expect(removed.payload.errors).toEqual([]);
    expect(removed.payload.cart?.occasionLines).toEqual([]);
    expect(removed.calls).toBe(1);

    const cleared = await b.write(CLEAR);
    expect(cleared.payload.errors).toEqual([]);
    expect(cleared.payload.cart?.itemCount).toBe(0);
    expect(cleared.payload.cart?.rentalLines).toEqual([]);
    expect(cleared.payload.cart?.totals.total.cents).toBe(0);
    expect(cleared.payload.cart?.period.pickupDate).toBe('2026-11-24');
    expect((await b.read()).data?.cart.itemCount).toBe(0);
  });
});

describe('the rental period', () => {
  it('sets a full period: rental days and line prices follow it; a left-out field is kept, a null one cleared', async () => {
    const b = await visitor();
    const rental = article('RENTAL', 2);
    await b.write(ADD, { articleId: rental.id, count: 2 });
    const { payload } = await b.write(PERIOD, {
      period: { pickupDate: '2026-11-24', pickupSlot: 0, returnDate: '2026-11-27', returnSlot: 3 },
    });
    expect(payload.errors).toEqual([]);
    const period = payload.cart?.period;
    expect(period).toMatchObject({
      pickupDate: '2026-11-24',
      pickupSlot: { id: 0, label: '09:00–10:00' },
      returnDate: '2026-11-27',
      returnSlot: { id: 3, label: '16:00–17:00' },
      complete: true,
    });
    expect(period?.rentalDays).toBeGreaterThan(1);
    expect(payload.cart?.rentalLines[0]?.priceTotal.cents).toBe(
      2 * rental.price.cents * (period?.rentalDays ?? 0),
    );

    // Only the return slot: the rest is kept.
    const slot = await b.write(PERIOD, { period: { returnSlot: 1 } });
    expect(slot.payload.cart?.period).toMatchObject({
      pickupDate: '2026-11-24',
      returnDate: '2026-11-27',
      returnSlot: { id: 1 },
      complete: true,
    });
    // A null clears: the period is incomplete again and priced for one day.
    const cleared = await b.write(PERIOD, { period: { returnDate: null, returnSlot: null } });
    expect(cleared.payload.cart?.period).toMatchObject({
      pickupDate: '2026-11-24',
      pickupSlot: { id: 0 },
      returnDate: null,
      returnSlot: null,
      complete: false,
      rentalDays: 1,
    });
    expect(cleared.payload.cart?.rentalLines[0]?.priceTotal.cents).toBe(2 * rental.price.cents);
  });

  it('shows the short slot of 24 December as it is', async () => {
    const b = await visitor();
    const { payload } = await b.write(PERIOD, {
      period: { pickupDate: '2026-12-24', pickupSlot: 2, returnDate: '2026-12-28', returnSlot: 0 },
    });
    expect(payload.errors).toEqual([]);
    expect(payload.cart?.period.pickupSlot).toEqual({ id: 2, label: '13:00–15:00' });
  });

  it('switches sales shipping on and off: null or false is off, a left-out value is kept', async () => {
    const b = await visitor();
    // Shipping is charged below € 150 of sales: one cheap article.
    const cheap = articles.SALE.find((a) => a.price.cents < 15_000);
    if (!cheap) throw new Error('the seed has no sale article below € 150');
    await b.write(ADD, { articleId: cheap.id });
    const on = await b.write(PERIOD, { period: {}, salesShipping: true });
    expect(on.payload.cart?.salesShipping).toBe(true);
    expect(on.payload.cart?.totals.transport.cents).toBeGreaterThan(0);
    const kept = await b.write(PERIOD, { period: { pickupDate: '2026-11-25' } });
    expect(kept.payload.cart?.salesShipping).toBe(true);
    const off = await b.write(PERIOD, { period: {}, salesShipping: null });
    expect(off.payload.cart?.salesShipping).toBe(false);
    expect(off.payload.cart?.totals.transport.cents).toBe(0);
  });

  it('refuses a closed day, a started slot, a late slot on 24 December and a return before pickup, in Dutch per field, storing nothing', async () => {
    const b = await visitor();
    await b.write(PERIOD, { period: { pickupDate: '2026-11-25', pickupSlot: 1 } });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ pickupDate: '2026-11-28' }, 'pickupDate', /weekend/i],
      [{ pickupDate: '2026-12-25' }, 'pickupDate', /Eerste Kerstdag/],
      [{ pickupDate: '2026-11-20' }, 'pickupDate', /verleden/],
      [{ pickupDate: '2026-11-23', pickupSlot: 0 }, 'pickupSlot', /begonnen/],
      [{ returnDate: '2026-12-24', returnSlot: 3 }, 'returnSlot', /15:00/],
      [{ returnDate: '2026-11-24' }, 'returnDate', /vóór de ophaaldatum/],
      [{ returnSlot: 7 }, 'returnSlot', /tijdslot/i],
    ];
    for (const [period, field, message] of cases) {
      const { payload } = await b.write(PERIOD, { period });
      expect(payload.cart, JSON.stringify(period)).toBeNull();
      const error = payload.errors.find((e) => e.field === field);
      expect(error?.messages.join(' '), JSON.stringify(period)).toMatch(message);
    }
    expect((await b.read()).data?.cart.period).toMatchObject({
      pickupDate: '2026-11-25',
      pickupSlot: { id: 1 },
      returnDate: null,
    });
  });

  it('refuses a date that is no date before asking the api', async () => {
    const b = await visitor();
    const { body } = await b.send(PERIOD, { period: { pickupDate: '2026-02-30' } });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/JJJJ-MM-DD/);
  });
});

describe('bad input to the lines', () => {
  it('answers a Dutch error on `count` for 0, a negative or more than 99, and on `articleId` for an unknown article, storing nothing', async () => {
    const b = await visitor();
    const rental = article('RENTAL').id;
    for (const count of [0, -1, 100, 1000]) {
      const { payload } = await b.write(ADD, { articleId: rental, count });
      expect(payload.cart, `count ${count}`).toBeNull();
      expect(
        payload.errors.map((e) => e.field),
        `count ${count}`,
      ).toEqual(['count']);
      expect(payload.errors[0]?.messages[0]).toMatch(/[a-z]/);
    }
    for (const articleId of ['999999', 'abc', '']) {
      const { payload } = await b.write(ADD, { articleId });
      expect(
        payload.errors.map((e) => e.field),
        `articleId ${articleId}`,
      ).toEqual(['articleId']);
    }
    // A count of 2^31 is not a GraphQL Int: refused before any call.
    const huge = await b.send(ADD, { articleId: rental, count: 2 ** 31 });
    expect(huge.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await b.read()).data?.cart.itemCount).toBe(0);
  });

  it('refuses a count change past 99 or below 0 on `count`, and a line that is not in this cart on `lineId`', async () => {
    const b = await visitor();
    const { payload } = await b.write(ADD, { articleId: article('SALE', 2).id, count: 98 });
    const lineId = payload.cart?.salesLines[0]?.id;
    for (const count of [100, -1]) {
      const changed = await b.write(COUNT, { lineId, count });
      expect(changed.payload.errors.map((e) => e.field)).toEqual(['count']);
    }
    // Raising the line past 99 by adding again is refused too.
    const over = await b.write(ADD, { articleId: article('SALE', 2).id, count: 2 });
    expect(over.payload.errors.map((e) => e.field)).toEqual(['count']);
    for (const id of ['999999', 'abc']) {
      const gone = await b.write(COUNT, { lineId: id, count: 1 });
      expect(gone.payload.errors).toEqual([
        { field: 'lineId', messages: ['Dit artikel staat niet (meer) in je winkelwagentje.'] },
      ]);
      const removed = await b.write(REMOVE, { lineId: id });
      expect(removed.payload.errors.map((e) => e.field)).toEqual(['lineId']);
    }
    expect((await b.read()).data?.cart.salesLines.map((l) => l.count)).toEqual([98]);
  });

  it('refuses every write without the X-CSRFToken header: a general error, nothing stored', async () => {
    const b = await visitor();
    const { payload } = await b.write(ADD, { articleId: article('RENTAL').id }, false);
    expect(payload).toEqual({
      cart: null,
      errors: [{ field: 'general', messages: ['CSRF-controle mislukt.'] }],
    });
    expect((await b.write(CLEAR, {}, false)).payload.cart).toBeNull();
    expect((await b.write(PERIOD, { period: { pickupDate: '2026-11-24' } }, false)).payload.cart).toBeNull();
    const read = await b.read();
    expect(read.data?.cart.itemCount).toBe(0);
    expect(read.data?.cart.period.pickupDate).toBeNull();
  });
});

describe('upstream calls', () => {
  it('answers the cart, its prices and its lines in one call; categories and detail fields batch for all lines', async () => {
    const b = await visitor();
    for (const [type, index] of [
      ['RENTAL', 0],
      ['RENTAL', 1],
      ['SALE', 0],
      ['OCCASION', 0],
    ] as const) {
      await b.write(ADD, { articleId: article(type, index).id });
    }
    const summary = await b.send<{ cart: Cart }>(
      `{ cart { itemCount rentalLines { id count article { id slug name brand type stockStatus price { formatted }
        deposit { formatted } images { small } } priceTotal { formatted } }
        salesLines { id article { name } } occasionLines { id article { name } } totals { total { formatted } } } }`,
    );
    expect(summary.body.errors).toBeUndefined();
    expect(summary.body.extensions?.upstream?.calls).toBe(1);

    const detail = await b.send<{ cart: Cart }>(
      `{ cart { rentalLines { article { description category { path } } }
        salesLines { article { description images { large } category { path } } } } }`,
    );
    expect(detail.body.errors).toBeUndefined();
    // The cart, one category dump, one batch of full articles for every line.
    expect(detail.body.extensions?.upstream?.calls).toBe(3);
  });
});

describe('two sessions', () => {
  it("never see or change each other's cart", async () => {
    const a = await visitor();
    const b = await visitor();
    const added = await a.write(ADD, { articleId: article('RENTAL').id, count: 3 });
    await b.write(ADD, { articleId: article('SALE').id });
    expect(a.jar.get('sessionid')).not.toBe(b.jar.get('sessionid'));
    const lineOfA = added.payload.cart?.rentalLines[0]?.id;
    const theirs = await b.write(COUNT, { lineId: lineOfA, count: 1 });
    expect(theirs.payload.errors.map((e) => e.field)).toEqual(['lineId']);
    expect((await b.write(REMOVE, { lineId: lineOfA })).payload.errors.map((e) => e.field)).toEqual([
      'lineId',
    ]);
    const cartOfA = (await a.read()).data?.cart;
    const cartOfB = (await b.read()).data?.cart;
    expect(cartOfA?.rentalLines.map((l) => l.count)).toEqual([3]);
    expect(cartOfA?.salesLines).toEqual([]);
    expect(cartOfB?.rentalLines).toEqual([]);
    expect(cartOfB?.salesLines).toHaveLength(1);
  });
});

describe("the web's own cart operations", () => {
  it('run as the browser sends them: add, period, count, remove, clear, each answering the panel; the badge in two calls', async () => {
    const b = await visitor();
    type Panel = { itemCount: number; rentalLines: { id: string; count: number }[] };
    const run = async (name: string, variables: Record<string, unknown> = {}) => {
      const { body } = await b.send<Record<string, { cart: Panel | null; errors: FieldError[] }>>(
        webOperation(name),
        variables,
      );
      expect(body.errors, name).toBeUndefined();
      const payload = Object.values(body.data ?? {})[0];
      expect(payload?.errors, name).toEqual([]);
      return payload?.cart as Panel;
    };
    const added = await run('AddToCart', { articleId: article('RENTAL').id, count: 2 });
    expect(added.itemCount).toBe(2);
    const period = await run('SetRentalPeriod', {
      period: { pickupDate: '2026-11-24', pickupSlot: 1, returnDate: '2026-11-26', returnSlot: 2 },
    });
    expect(period.itemCount).toBe(2);
    const lineId = period.rentalLines[0]?.id;
    expect((await run('SetCartLineCount', { lineId, count: 3 })).itemCount).toBe(3);

    const widget = await b.send<{ cart: { period: { complete: boolean; pickupSlot: Slot } } }>(
      webOperation('RentalPeriodWidget'),
    );
    expect(widget.body.data?.cart.period).toMatchObject({ complete: true, pickupSlot: { id: 1 } });
    const badge = await b.send<{ cart: Panel }>(webOperation('Cart'));
    expect(badge.body.data?.cart.itemCount).toBe(3);
    // The cart, and one availability call for its rental lines in the chosen period.
    expect(badge.body.extensions?.upstream?.calls).toBe(2);
    const calendar = await b.send<{ rentalCalendar: { days: unknown[] } }>(webOperation('RentalCalendar'), {
      from: '2026-11-01',
      to: '2026-12-31',
    });
    expect(calendar.body.data?.rentalCalendar.days).toHaveLength(61);

    expect((await run('RemoveCartLine', { lineId })).itemCount).toBe(0);
    await run('AddToCart', { articleId: article('SALE').id });
    expect((await run('ClearCart')).itemCount).toBe(0);
  });
});
