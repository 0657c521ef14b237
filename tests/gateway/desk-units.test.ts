import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalUnits } from '../../api/desk/tables.ts';
import { createStaff } from '../api/desk-fixtures.ts';
import { copyArticle } from '../api/orders-fixtures.ts';
import { API_OPTIONS, SECRET_KEY } from './account-browser.ts';
import {
  ADD,
  type Browser,
  browser,
  type FieldError,
  form,
  newKey,
  PERIOD,
  PLACE,
  type Stack,
  visitor,
} from './checkout-browser.ts';
import { atDesk } from './desk-browser.ts';
import { startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// Units, pickup and return through the gateway (schema/desk.graphql "Units, pickup and return"),
// with the web's own operations against the real api: units listed, added and moved with their
// version (a stale one is the payload's conflict with the unit as it is now), an order's units
// handed out by asset tag and taken back (damaged: in repair), the day's handovers, the api's field
// errors under the GraphQL names (`units.0.assetTag`, `articleId`), and refusals in Dutch.

const HANDOVERS = webOperation('DeskHandovers');
const UNITS = webOperation('DeskUnits');
const UNIT = webOperation('DeskUnit');
const ADD_UNIT = webOperation('DeskAddUnit');
const SET_STATUS = webOperation('DeskSetUnitStatus');
const ORDER = webOperation('DeskOrder');
const PICKUP = webOperation('DeskPickup');
const RETURN = webOperation('DeskReturn');

type Unit = {
  id: string;
  version: number;
  assetTag: string;
  status: string;
  article: { id: string; name: string };
  out: { orderNumber: string } | null;
  repair: { reason: string; orderNumber: string | null } | null;
  history?: { action: string; description: string }[];
};
type UnitPayload = {
  message: string | null;
  unit: Unit | null;
  conflict: { message: string; unit: Unit | null } | null;
  errors: FieldError[];
};
type HandedUnit = { assetTag: string; returnedAt: string | null; condition: string | null; late: boolean };
type DeskOrder = {
  number: string;
  version: number;
  status: string;
  rentalLines: { lineId: string; articleId: string; count: number; units: HandedUnit[] }[];
  collisions: { orderNumber: string }[];
  history: { action: string; description: string }[];
};
type OrderPayload = {
  message: string | null;
  order: DeskOrder | null;
  conflict: { message: string } | null;
  errors: FieldError[];
};
type Handover = { number: string; ready: boolean; lines: { lineId: string; count: number }[] };

let stack: Stack;
let desk: Browser;
let suffix = 0;

beforeAll(async () => {
  stack = await startStack({ cache: {} }, API_OPTIONS);
  desk = await atDesk(stack, await createStaff(stack.db, { secretKey: SECRET_KEY }));
});
afterAll(() => stack?.close());

/** A rental article of its own with `n` units (tags G<id>-<i>), counted by the database's trigger. */
async function rental(n: number): Promise<{ id: string; tags: string[] }> {
  const id = await copyArticle(stack.db, 'sony-fx30', `gw${Date.now()}${++suffix}`);
  const tags = Array.from({ length: n }, (_, i) => `G${id}-${i + 1}`);
  for (const tag of tags)
    await stack.db.insert(rentalUnits).values({ articleId: id, assetTag: tag, createdAt: new Date() });
  return { id: String(id), tags };
}

const WINDOW = { pickupDate: '2026-12-08', pickupSlot: 0, returnDate: '2026-12-10', returnSlot: 3 };

/** A guest's order of `count` of the article, paid with the test provider. */
async function paidOrder(articleId: string, count: number): Promise<string> {
  const b = await visitor(stack);
  await b.ask(PERIOD, { period: WINDOW });
  const added = await b.ask<{ errors: FieldError[] }>(ADD, { articleId, count });
  expect(added.data.errors).toEqual([]);
  const { data } = await b.ask<{ order: { number: string; payment: { handle: string } } | null }>(PLACE, {
    input: form({ email: `uitgifte-${Date.now()}@example.nl` }),
    payNow: true,
    key: newKey(),
  });
  const order = data.order;
  if (!order) throw new Error('not placed');
  await b.ask(
    'mutation($h: String!) { completeTestPayment(handle: $h, outcome: PAID) { payment { status } } }',
    {
      h: order.payment.handle,
    },
  );
  return order.number;
}

describe('units at the desk', () => {
  it('lists, adds and moves units with their version; a stale one is a conflict with the unit as it is now', async () => {
    const article = await rental(2);
    const listed = await desk.ask<{ totalCount: number; units: Unit[] }>(UNITS, { articleId: article.id });
    expect(listed.calls).toBe(1);
    expect(listed.data.units.map((u) => [u.assetTag, u.status])).toEqual(
      article.tags.map((tag) => [tag, 'IN_SERVICE']),
    );

    // Added without a tag: the next free SL-<article>-<nn>; a tag that exists is refused on `assetTag`.
    const added = await desk.ask<UnitPayload>(ADD_UNIT, { articleId: article.id, serial: 'SN-1' });
    expect(added.data.errors).toEqual([]);
    expect(added.data.unit?.assetTag).toMatch(new RegExp(`^SL-${article.id}-\\d\\d$`));
    expect(added.data.message).toBe(
      `Unit ${added.data.unit?.assetTag} van ${added.data.unit?.article.name} is toegevoegd en in dienst.`,
    );
    const taken = await desk.ask<UnitPayload>(ADD_UNIT, { articleId: article.id, assetTag: article.tags[0] });
    expect(taken.data.unit).toBeNull();
    expect(taken.data.errors).toEqual([
      { field: 'assetTag', messages: [`Inventarisnummer ${article.tags[0]} bestaat al; kies een ander.`] },
    ]);
    const noArticle = await desk.ask<UnitPayload>(ADD_UNIT, { articleId: 'geen' });
    expect([noArticle.data.errors[0]?.field, noArticle.calls]).toEqual(['articleId', 0]);
    const notRental = await desk.ask<UnitPayload>(ADD_UNIT, { articleId: '999999' });
    expect(notRental.data.errors.map((e) => e.field)).toEqual(['articleId']);

    // To repair: a note is required; with it, the unit leaves the article's count.
    const unit = listed.data.units[0] as Unit;
    const noNote = await desk.ask<UnitPayload>(SET_STATUS, {
      id: unit.id,
      version: unit.version,
      status: 'IN_REPAIR',
    });
    expect(noNote.data.errors.map((e) => e.field)).toEqual(['note']);
    const repair = await desk.ask<UnitPayload>(SET_STATUS, {
      id: unit.id,
      version: unit.version,
      status: 'IN_REPAIR',
      note: 'Lens krast',
    });
    expect(repair.data.message).toBe(
      `${unit.assetTag} is naar reparatie; hij telt niet meer mee voor de beschikbaarheid.`,
    );
    expect(repair.data.unit).toMatchObject({ status: 'IN_REPAIR', repair: { reason: 'Lens krast' } });

    // The version it was loaded with is stale now: nothing is done, the unit is shown as it is.
    const stale = await desk.ask<UnitPayload>(SET_STATUS, {
      id: unit.id,
      version: unit.version,
      status: 'RETIRED',
      note: 'Weg ermee',
    });
    expect(stale.data.unit).toBeNull();
    expect(stale.data.conflict?.message).toMatch(/^Deze unit is intussen gewijzigd/);
    expect(stale.data.conflict?.unit).toMatchObject({ status: 'IN_REPAIR', version: unit.version + 1 });

    const back = await desk.ask<UnitPayload>(SET_STATUS, {
      id: unit.id,
      version: unit.version + 1,
      status: 'IN_SERVICE',
    });
    expect(back.data.message).toBe(`${unit.assetTag} is weer in dienst.`);

    // Its page: the unit with its history in the desk's words.
    const page = await desk.ask<Unit | null>(UNIT, { id: unit.id });
    expect(page.calls).toBe(1);
    expect(page.data?.history?.map((h) => h.description)).toEqual([
      'Status van unit gewijzigd',
      'Status van unit gewijzigd',
    ]);
    const none = await desk.ask<Unit | null>(UNIT, { id: 'x' });
    expect([none.data, none.calls]).toEqual([null, 0]);

    // Search by a part of the tag, and by status.
    const found = await desk.ask<{ units: Unit[] }>(UNITS, { q: article.tags[1]?.toLowerCase() });
    expect(found.data.units.map((u) => u.assetTag)).toEqual([article.tags[1]]);
    const inRepair = await desk.ask<{ totalCount: number }>(UNITS, {
      articleId: article.id,
      statuses: ['IN_REPAIR', 'RETIRED'],
    });
    expect(inRepair.data.totalCount).toBe(0);
  });
});

describe('pickup and return at the desk', () => {
  it('hands out units by tag, lists the day, takes one back damaged; errors keep their unit', async () => {
    const article = await rental(3);
    const number = await paidOrder(article.id, 2);
    const day = await desk.ask<{ pickups: Handover[] }>(HANDOVERS, { date: WINDOW.pickupDate });
    const listed = day.data.pickups.find((o) => o.number === number);
    expect(listed).toMatchObject({ ready: true, lines: [{ count: 2 }] });

    const { data: order } = await desk.ask<DeskOrder>(ORDER, { number });
    const line = order.rentalLines[0];
    expect(line).toMatchObject({ articleId: article.id, count: 2, units: [] });
    const lineId = line?.lineId;

    // An unknown tag and a line id that is none: each under its unit, nothing handed out.
    const badLine = await desk.ask<OrderPayload>(PICKUP, {
      number,
      version: order.version,
      units: [{ lineId: 'x', assetTag: article.tags[0] }],
    });
    expect([badLine.data.errors.map((e) => e.field), badLine.calls]).toEqual([['units.0.lineId'], 0]);
    const unknown = await desk.ask<OrderPayload>(PICKUP, {
      number,
      version: order.version,
      units: [
        { lineId, assetTag: article.tags[0] },
        { lineId, assetTag: 'GEEN-UNIT' },
      ],
    });
    expect(unknown.data.order).toBeNull();
    expect(unknown.data.errors).toEqual([
      { field: 'units.1.assetTag', messages: ['Inventarisnummer GEEN-UNIT kennen we niet.'] },
    ]);

    // Typed in any case, with the scanner's white space.
    const picked = await desk.ask<OrderPayload>(PICKUP, {
      number,
      version: order.version,
      units: [
        { lineId, assetTag: ` ${article.tags[0]?.toLowerCase()}\n` },
        { lineId, assetTag: article.tags[1] },
      ],
    });
    expect(picked.data.errors).toEqual([]);
    expect(picked.data.message).toBe(`2 units meegegeven met bestelling ${number}.`);
    const out = picked.data.order as DeskOrder;
    expect(out.status).toBe('PICKED_UP');
    expect(out.rentalLines[0]?.units.map((u) => u.assetTag)).toEqual(article.tags.slice(0, 2));
    expect(out.history[0]?.description).toBe('Meegegeven');

    // The version before the pickup is stale now.
    const stale = await desk.ask<OrderPayload>(RETURN, {
      number,
      version: order.version,
      units: [{ assetTag: article.tags[0], condition: 'OK' }],
    });
    expect(stale.data.conflict?.message).toMatch(/^Deze bestelling is intussen gewijzigd/);

    // Damaged needs a note, under its unit.
    const noNote = await desk.ask<OrderPayload>(RETURN, {
      number,
      version: out.version,
      units: [{ assetTag: article.tags[0], condition: 'DAMAGED' }],
    });
    expect(noNote.data.errors.map((e) => e.field)).toEqual(['units.0.note']);
    const notOut = await desk.ask<OrderPayload>(RETURN, {
      number,
      version: out.version,
      units: [{ assetTag: article.tags[2], condition: 'OK' }],
    });
    expect(notOut.data.errors).toEqual([
      { field: 'units.0.assetTag', messages: [`${article.tags[2]} is niet uitgeleend met deze bestelling.`] },
    ]);

    const damaged = await desk.ask<OrderPayload>(RETURN, {
      number,
      version: out.version,
      units: [{ assetTag: article.tags[0], condition: 'DAMAGED', note: 'Scherm gebarsten' }],
    });
    expect(damaged.data.message).toBe(
      `1 unit ingenomen. Naar reparatie: ${article.tags[0]}. Nog 1 unit uitgeleend.`,
    );
    const afterDamage = damaged.data.order as DeskOrder;
    expect(afterDamage.rentalLines[0]?.units[0]).toMatchObject({ condition: 'DAMAGED', late: false });
    const repaired = await desk.ask<{ units: Unit[] }>(UNITS, {
      articleId: article.id,
      statuses: ['IN_REPAIR'],
    });
    expect(repaired.data.units).toEqual([
      expect.objectContaining({
        assetTag: article.tags[0],
        repair: expect.objectContaining({ orderNumber: number }),
      }),
    ]);

    const rest = await desk.ask<OrderPayload>(RETURN, {
      number,
      version: afterDamage.version,
      units: [{ assetTag: article.tags[1], condition: 'OK' }],
    });
    expect(rest.data.message).toBe(`1 unit ingenomen. Bestelling ${number} is helemaal retour.`);
    expect(rest.data.order?.status).toBe('RETURNED');
    expect(rest.data.order?.collisions).toEqual([]);
  });

  it('refuses a bad date in Dutch, and is never kept', async () => {
    const bad = await desk.send(HANDOVERS, { date: '2031-01-01' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.body.errors?.[0]?.message).toMatch(/^Kies een datum binnen een jaar van vandaag/);
    for (let round = 0; round < 2; round++) {
      const today = await desk.ask<{ date: string }>(HANDOVERS, {});
      expect([today.data.date, today.calls]).toEqual(['2026-11-23', 1]);
    }
  });
});

describe('who may not use units, pickup or return', () => {
  it('a visitor gets the api’s refusal in Dutch for each', async () => {
    const nobody = browser(stack);
    for (const [query, variables] of [
      [HANDOVERS, {}],
      [UNITS, {}],
      [ADD_UNIT, { articleId: '1' }],
      [PICKUP, { number: 'SL-2026-00001', version: 1, units: [{ lineId: '1', assetTag: 'SL-1-01' }] }],
      [RETURN, { number: 'SL-2026-00001', version: 1, units: [{ assetTag: 'SL-1-01', condition: 'OK' }] }],
    ] as const) {
      const { body } = await nobody.send(query, variables);
      expect(body.errors?.[0]).toMatchObject({
        message: 'Log in bij de balie om verder te gaan.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
  });
});
