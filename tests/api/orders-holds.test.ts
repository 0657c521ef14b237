import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, orders, reservations } from '../../api/db/schema.ts';
import type { OrderAnswer } from '../../api/orders/order-shapes.ts';
import { UNAVAILABLE_AGAIN } from '../../api/orders/payment-hold.ts';
import { QUOTE_MESSAGES, type QuoteConfirmationAnswer } from '../../api/orders/quote-confirmation.ts';
import { DEMO_PASSWORD } from '../../api/seed/demo-accounts.ts';
import type { AvailabilityAnswer } from '../../api/shop/availability.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { AVAILABILITY_MESSAGES } from '../../domain/availability.ts';
import { DEFAULT_ORDER_LIMITS, formatMomentLong, ORDER_BOUND_MESSAGES } from '../../domain/order-bounds.ts';
import {
  Client,
  type MovableClock,
  movableClock,
  pgliteWith,
  postgresTarget,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import {
  checkout,
  copyArticle,
  type Errors,
  expectShape,
  mailsTo,
  newEmail,
  orderRowCounts,
  Shopper,
} from './orders-fixtures.ts';

// What an order holds, for whom and for how long, and the bounds of an online order (issue 35,
// api/orders/README.md "Holds and bounds"), with the defaults: a guest's quote holds nothing until
// its mailed link is followed, then 48 hours; an unpaid order an hour at most, freed at once when
// its payment fails; a late payment is held again or marked for the desk; 30 rental days,
// € 25.000, the units per line, 3 unpaid holds per address and per client. On PGlite always, on
// PostgreSQL when TEST_DATABASE_URL is set. Every article a test orders is a copy with units of
// its own, so the tests never share stock.

type Period = { start_date: string; end_date: string; pickup_slot: number; return_slot: number };
/** Tue 24 to Fri 27 November 2026 (the api's clock: Mon 23 November, 13:00). */
const WEEK: Period = { start_date: '2026-11-24', end_date: '2026-11-27', pickup_slot: 0, return_slot: 3 };
/** The one client of the attack. */
const ATTACKER = '203.0.113.66';
const START = new Date('2026-11-23T12:00:00Z');
const HOUR = 3600_000;

function holds(target: Target, moving: MovableClock) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target.start();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const running = () => {
    if (!api) throw new Error('api did not start');
    return api;
  };
  const base = () => running().url;
  const db = () => running().db;

  let copies = 0;
  /** A copy of the Sony FX6 (€ 250 a day) with `units` of its own. */
  async function rental(units: number, slug = 'sony-fx6'): Promise<{ id: number; slug: string }> {
    const suffix = `hold${++copies}`;
    const id = await copyArticle(db(), slug, suffix);
    await db().update(articles).set({ units }).where(eq(articles.id, id));
    return { id, slug: `${slug}-${suffix}` };
  }
  const free = async (id: number, p: Period = WEEK) =>
    (
      await new Client(base()).ok<AvailabilityAnswer>(
        `/shop/availability/?article__in=${id}&start_date=${p.start_date}&pickup_slot=${p.pickup_slot}&end_date=${p.end_date}&return_slot=${p.return_slot}`,
      )
    ).articles[0]?.free;
  const shopperFor = async (slug: string, count: number, p: Period = WEEK) =>
    (await Shopper.withCart(base(), [[slug, count]], p)).shopper;
  /** The token of the confirmation link in the newest quote mail to `email`. */
  async function confirmToken(email: string): Promise<string> {
    const mail = (await mailsTo(base(), email)).find((m) => m.subject.startsWith('Je offerte'));
    const match = /\/offerte-bevestigen\?token=(\S+)/.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no confirmation link to ${email}`);
    return decodeURIComponent(match[1]);
  }
  const confirm = async (token: string) =>
    (await Shopper.enter(base())).send<QuoteConfirmationAnswer & Errors>(
      'POST',
      '/shop/quotes/confirmation/',
      {
        token,
      },
    );
  const orderRow = async (number: string) =>
    (await db().select().from(orders).where(eq(orders.number, number)))[0];
  const activeHolds = async (orderNumber: string) => {
    const row = await orderRow(orderNumber);
    return db()
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.orderId, row?.id ?? 0),
          or(isNull(reservations.expiresAt), gt(reservations.expiresAt, moving.clock.now())),
        ),
      );
  };

  beforeAll(() => moving.reset());

  // Each placing comes from a client address of its own (the api believes X-Forwarded-For here),
  // unless a test means one client: the unpaid holds are counted per client too.
  let clients = 0;
  const nextIp = () => `198.18.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;
  async function place(shopper: Shopper, body: unknown, query = '', ip = nextIp()): Promise<OrderAnswer> {
    const answer = await shopper.order(body, { query, headers: { 'x-forwarded-for': ip } });
    if (answer.status !== 201) throw new Error(`order: ${answer.status} ${answer.text.slice(0, 500)}`);
    return answer.body;
  }

  describe('a guest quote holds nothing until its address is proven', { timeout: 120_000 }, () => {
    it('replays the attack: a cart of every rental article for a long period, then quotes within the bounds', async () => {
      moving.reset();
      const attacker = await Shopper.enter(base());
      // The whole rental catalogue, every unit of it, from December 2027 for years.
      const all = await db()
        .select({ id: articles.id, units: articles.units })
        .from(articles)
        .where(eq(articles.type, 'RENTAL'));
      expect(all.length).toBeGreaterThanOrEqual(200);
      await attacker.setPeriod({
        start_date: '2027-12-06',
        end_date: '2059-12-30',
        pickup_slot: 0,
        return_slot: 3,
      });
      for (const a of all) await attacker.add(a.id, Math.min(99, a.units ?? 1));
      const before = await orderRowCounts(db());
      const email = newEmail('aanval');
      for (const query of ['validate=true', '']) {
        const refused = await attacker.order<Errors>(checkout({ email }), {
          query,
          key: query ? null : undefined,
          headers: { 'x-forwarded-for': ATTACKER },
        });
        expect(refused.status).toBe(400);
        expect(refused.body.end_date).toEqual([ORDER_BOUND_MESSAGES.rentalDays(30)]);
        expect(refused.body.non_field_errors).toContain(ORDER_BOUND_MESSAGES.total(25_000_00));
      }
      expect(await orderRowCounts(db())).toEqual(before);

      // Within the bounds: one camera at a time, 4 quotes of 4 different ones for a week.
      const cameras = await Promise.all([1, 2, 3, 4, 5].map(() => rental(1)));
      const second = await Shopper.enter(base());
      const numbers: string[] = [];
      for (const camera of cameras.slice(0, 4)) {
        const quote = await place(await shopperFor(camera.slug, 1), checkout({ email }), '', ATTACKER);
        expect(quote.status).toBe('quote');
        expect(quote.hold.state).toBe('unconfirmed');
        expect(quote.hold.until).toBe(new Date(START.getTime() + 48 * HOUR).toISOString());
        numbers.push(quote.number);
      }
      // Nothing held before the click: every camera is free for anyone else.
      for (const camera of cameras) expect(await free(camera.id)).toBe(1);
      expect(second.jar.size).toBeGreaterThan(0);

      // Oldest first, as placed.
      const mails = (await mailsTo(base(), email))
        .filter((m) => m.subject.startsWith('Je offerte'))
        .sort((x, y) => x.id - y.id);
      expect(mails).toHaveLength(4);
      const tokens = mails.map((m) =>
        decodeURIComponent(/\/offerte-bevestigen\?token=(\S+)/.exec(m.text)?.[1] ?? ''),
      );
      expect(mails[0]?.text).toContain(
        `Bevestig je offerte vóór ${formatMomentLong(new Date(START.getTime() + 48 * HOUR))} via deze link:`,
      );
      expect(mails[0]?.text).toContain('Tot je bevestigt, houden we niets voor je vast.');
      // One story: the customer confirms (or pays) it; the shop does not call to confirm it.
      expect(mails[0]?.text).toContain('Op dezelfde pagina betaal je de offerte met "Nu betalen"');
      expect(mails[0]?.text).not.toContain('We nemen contact met je op');

      // The link's page reads the quote and changes nothing.
      const page = await new Client(base()).get<QuoteConfirmationAnswer>(
        `/shop/quotes/confirmation/?token=${encodeURIComponent(tokens[0] ?? '')}`,
      );
      expect(page.status).toBe(200);
      await expectShape(base(), 'QuoteConfirmation', page.body);
      expect(page.body.state).toBe('open');
      expect(await free(cameras[0]?.id ?? 0)).toBe(1);

      // Three confirmations hold three cameras; the fourth is one unpaid hold too many.
      const held: QuoteConfirmationAnswer[] = [];
      for (const token of tokens.slice(0, 3)) {
        const answer = await confirm(token);
        expect(answer.status).toBe(200);
        held.push(answer.body);
      }
      const until = new Date(START.getTime() + 48 * HOUR);
      expect(held.map((h) => h.state)).toEqual(['confirmed', 'confirmed', 'confirmed']);
      expect(held[0]?.detail).toBe(QUOTE_MESSAGES.confirmed(held[0]?.number ?? '', until));
      const fourth = await confirm(tokens[3] ?? '');
      expect(fourth.status).toBe(400);
      expect(fourth.body).toEqual({ email: [ORDER_BOUND_MESSAGES.holdsEmail(3)] });
      // Another address from the same client: the client has its three too.
      const other = await (await shopperFor(cameras[4]?.slug ?? '', 1)).order<Errors>(checkout(), {
        headers: { 'x-forwarded-for': ATTACKER },
      });
      expect(other.status).toBe(400);
      expect(other.body).toEqual({ non_field_errors: [ORDER_BOUND_MESSAGES.holdsClient(3)] });

      // What a second customer sees: only the three confirmed cameras are taken.
      expect(await Promise.all(cameras.map((c) => free(c.id)))).toEqual([0, 0, 0, 1, 1]);
      // A used link says so when opened again, and confirming again changes nothing.
      const again = await confirm(tokens[0] ?? '');
      expect(again.status).toBe(200);
      expect(again.body.detail).toBe(QUOTE_MESSAGES.alreadyConfirmed(numbers[0] ?? '', until));
      expect((await activeHolds(numbers[0] ?? '')).length).toBe(1);
      // A sale holds nothing: the same address and client still buy one.
      const { shopper: buyer } = await Shopper.withCart(
        base(),
        [['sandisk-extreme-pro-sdxc-128-gb', 1]],
        null,
      );
      const sale = await place(buyer, checkout({ email }), 'pay_now=true', ATTACKER);
      expect(sale.hold).toEqual({ state: 'none', until: null, detail: null });
      // A forged or unknown token holds nothing.
      expect((await confirm(`${'A'.repeat(32)}.${'B'.repeat(43)}`)).body).toEqual({
        token: [QUOTE_MESSAGES.badToken],
      });
      expect((await new Client(base()).get('/shop/quotes/confirmation/?token=x')).status).toBe(404);
    });

    it('frees a confirmed quote after QUOTE_HOLD_HOURS; an unconfirmed one can no longer be confirmed then', async () => {
      moving.reset();
      const camera = await rental(1);
      const email = newEmail();
      const quote = await place(await shopperFor(camera.slug, 1), checkout({ email }));
      const token = await confirmToken(email);
      moving.set(new Date(START.getTime() + 2 * HOUR).toISOString());
      expect((await confirm(token)).status).toBe(200);
      expect(await free(camera.id)).toBe(0);
      // 48 hours after the click, not after placing.
      moving.set(new Date(START.getTime() + 49 * HOUR).toISOString());
      expect(await free(camera.id)).toBe(0);
      moving.set(new Date(START.getTime() + 50 * HOUR).toISOString());
      expect(await free(camera.id)).toBe(1);
      expect(await activeHolds(quote.number)).toEqual([]);

      moving.reset();
      const another = await rental(1);
      const late = newEmail();
      await place(await shopperFor(another.slug, 1), checkout({ email: late }));
      moving.set(new Date(START.getTime() + 48 * HOUR).toISOString());
      const expired = await confirm(await confirmToken(late));
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ token: [QUOTE_MESSAGES.expired(48)] });
      expect(await free(another.id)).toBe(1);
      moving.reset();
    });

    it('refuses a confirmation when the gear went to someone else meanwhile, holding nothing', async () => {
      moving.reset();
      const camera = await rental(1);
      const email = newEmail();
      const quote = await place(await shopperFor(camera.slug, 1), checkout({ email }));
      await place(await shopperFor(camera.slug, 1), checkout(), 'pay_now=true');
      const refused = await confirm(await confirmToken(email));
      expect(refused.status).toBe(400);
      const line = Object.keys(refused.body).find((k) => k.startsWith('lines.')) ?? '';
      expect(refused.body[line]).toEqual([AVAILABILITY_MESSAGES.line('Sony FX6 (proef)', 0, 1)]);
      expect(refused.body.non_field_errors).toEqual([QUOTE_MESSAGES.unavailable]);
      expect(await activeHolds(quote.number)).toEqual([]);
      expect((await orderRow(quote.number))?.confirmedAt).toBeNull();
    });

    it('holds at most 3 of one address under 25 confirmations at once, and each quote once', async () => {
      moving.reset();
      const email = newEmail('tegelijk');
      const cameras = await Promise.all([1, 2, 3, 4, 5].map(() => rental(1)));
      for (const camera of cameras) await place(await shopperFor(camera.slug, 1), checkout({ email }));
      const mails = (await mailsTo(base(), email)).filter((m) => m.subject.startsWith('Je offerte'));
      const tokens = mails.map((m) =>
        decodeURIComponent(/\/offerte-bevestigen\?token=(\S+)/.exec(m.text)?.[1] ?? ''),
      );
      expect(tokens).toHaveLength(5);
      // Five clicks on each link, all at once.
      const answers = await Promise.all(
        tokens.flatMap((token) => Array.from({ length: 5 }, () => confirm(token))),
      );
      expect(answers.every((a) => a.status === 200 || a.status === 400)).toBe(true);
      const held = await Promise.all(cameras.map((c) => free(c.id)));
      expect(held.filter((f) => f === 0)).toHaveLength(3);
      const rows = await db()
        .select()
        .from(reservations)
        .where(
          and(
            or(...cameras.map((c) => eq(reservations.articleId, c.id))),
            gt(reservations.expiresAt, moving.clock.now()),
          ),
        );
      expect(rows).toHaveLength(3);
    });

    it("holds a signed-in customer's quote at once, for QUOTE_HOLD_HOURS", async () => {
      moving.reset();
      const camera = await rental(1);
      const shopper = await Shopper.enter(base());
      const login = await shopper.send('POST', '/auth/login/', {
        email: 'demo@filmwinkel.test',
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      await shopper.setPeriod(WEEK);
      await shopper.add(camera.id, 1);
      const quote = await place(shopper, checkout({ email: 'demo@filmwinkel.test' }));
      expect(quote.hold).toMatchObject({
        state: 'held',
        until: new Date(START.getTime() + 48 * HOUR).toISOString(),
      });
      expect(quote.hold.detail).toBe(
        `We houden de huurapparatuur voor je vast tot ${formatMomentLong(new Date(START.getTime() + 48 * HOUR))}.`,
      );
      expect(await free(camera.id)).toBe(0);
      const mail = (await mailsTo(base(), 'demo@filmwinkel.test')).find(
        (m) => m.subject === `Je offerte ${quote.number}`,
      );
      expect(mail?.text).toContain(
        `We houden de huurapparatuur voor je vast tot ${formatMomentLong(new Date(START.getTime() + 48 * HOUR))}`,
      );
      expect(mail?.text).not.toContain('offerte-bevestigen');
    });
  });

  describe('an order awaiting payment holds for the payment only', { timeout: 60_000 }, () => {
    const choose = (shopper: Shopper, handle: string, outcome: string) =>
      shopper.send('POST', `/payments/test-provider/${handle}/`, { outcome });

    it('frees its units at once when the payment is cancelled; paying again holds them again if still free', async () => {
      moving.reset();
      const camera = await rental(1);
      const shopper = await shopperFor(camera.slug, 1);
      const order = await place(shopper, checkout(), 'pay_now=true');
      expect(order.hold).toMatchObject({
        state: 'held',
        until: new Date(START.getTime() + HOUR).toISOString(),
      });
      expect(await free(camera.id)).toBe(0);
      expect((await choose(shopper, order.payment?.handle ?? '', 'cancelled')).status).toBe(200);
      expect(await free(camera.id)).toBe(1);
      expect((await shopper.get<OrderAnswer>(`/shop/orders/${order.number}/`)).body.hold.state).toBe(
        'released',
      );

      const retry = await shopper.send('POST', `/shop/orders/${order.number}/payments/`);
      expect(retry.status).toBe(201);
      expect(await free(camera.id)).toBe(0);
      expect(
        (await choose(shopper, (retry.body as unknown as { handle: string }).handle, 'failed')).status,
      ).toBe(200);
      // Taken by someone else meanwhile: paying again is refused, nothing held.
      await place(await shopperFor(camera.slug, 1), checkout(), 'pay_now=true');
      const refused = await shopper.send<Errors>('POST', `/shop/orders/${order.number}/payments/`);
      expect(refused.status).toBe(400);
      expect(refused.body.non_field_errors).toEqual([UNAVAILABLE_AGAIN]);
      expect(await activeHolds(order.number)).toEqual([]);
    });

    it('an expired hold is not renewed with its old payment: a new one, the old cancelled; at most 3 renewals a day', async () => {
      moving.reset();
      const camera = await rental(1);
      const shopper = await shopperFor(camera.slug, 1);
      const order = await place(shopper, checkout(), 'pay_now=true');
      const handles = [order.payment?.handle ?? ''];
      for (let renewal = 1; renewal <= 3; renewal++) {
        // The payment's hour is over: the unit is free, and the old payment holds nothing.
        moving.set(new Date(START.getTime() + renewal * (HOUR + 60_000)).toISOString());
        expect(await free(camera.id)).toBe(1);
        const retry = await shopper.send<{ handle: string }>(
          'POST',
          `/shop/orders/${order.number}/payments/`,
        );
        expect(retry.status, retry.text).toBe(201);
        expect(handles).not.toContain(retry.body.handle);
        handles.push(retry.body.handle);
        expect(await free(camera.id)).toBe(0);
        // The one before was cancelled at the provider; its end frees nothing the new one holds.
        const old = await shopper.get<{ status: string }>(`/payments/${handles.at(-2)}/`);
        expect(old.body.status).toBe('cancelled');
        expect(await free(camera.id)).toBe(0);
      }
      moving.set(new Date(START.getTime() + 4 * (HOUR + 60_000)).toISOString());
      const fourth = await shopper.send<Errors>('POST', `/shop/orders/${order.number}/payments/`);
      expect(fourth.status).toBe(400);
      expect(fourth.body.non_field_errors?.[0]).toMatch(
        /^We hebben de huurapparatuur van deze bestelling vandaag al 3 keer opnieuw/,
      );
      expect(await free(camera.id)).toBe(1);
      expect(await activeHolds(order.number)).toEqual([]);
    });

    it('a guest pays a quote from its link ("Nu betalen"), in another browser: held while paying, kept once paid', async () => {
      moving.reset();
      const camera = await rental(2);
      const email = newEmail();
      const quote = await place(await shopperFor(camera.slug, 1), checkout({ email }));
      const token = await confirmToken(email);
      // Another browser (the mail opened on a phone): the link is all it has.
      const phone = await Shopper.enter(base());
      const state = await phone.get<QuoteConfirmationAnswer>(
        `/shop/quotes/confirmation/?token=${encodeURIComponent(token)}`,
      );
      expect(state.body).toMatchObject({ state: 'open', can_pay: true });
      const pay = await phone.send<{ handle: string; pay_url: string; status: string } & Errors>(
        'POST',
        '/shop/quotes/confirmation/payment/',
        { token },
      );
      expect(pay.status, pay.text).toBe(201);
      expect(pay.body).toMatchObject({ status: 'open', pay_url: `/testbetaling/${pay.body.handle}` });
      // Not confirmed, so it held nothing: it holds now, for the payment's hour.
      expect(await free(camera.id)).toBe(1);
      expect((await orderRow(quote.number))?.status).toBe('awaiting_payment');
      const paying = await phone.get<QuoteConfirmationAnswer>(
        `/shop/quotes/confirmation/?token=${encodeURIComponent(token)}`,
      );
      expect(paying.body).toMatchObject({ state: 'paying', can_pay: true });
      // A double click answers the same payment.
      const again = await phone.send<{ handle: string }>('POST', '/shop/quotes/confirmation/payment/', {
        token,
      });
      expect(again.status).toBe(200);
      expect(again.body.handle).toBe(pay.body.handle);
      expect((await choose(phone, pay.body.handle, 'paid')).status).toBe(200);
      expect(await free(camera.id)).toBe(1);
      expect(await activeHolds(quote.number)).toEqual([expect.objectContaining({ expiresAt: null })]);
      const paid = await phone.get<QuoteConfirmationAnswer>(
        `/shop/quotes/confirmation/?token=${encodeURIComponent(token)}`,
      );
      expect(paid.body).toMatchObject({ state: 'paid', can_pay: false });
      const none = await phone.send<Errors>('POST', '/shop/quotes/confirmation/payment/', { token });
      expect(none.status).toBe(400);
      expect(none.body.non_field_errors).toEqual(['Deze bestelling wacht niet (meer) op een betaling.']);
      // A forged token pays nothing.
      const forged = await phone.send<Errors>('POST', '/shop/quotes/confirmation/payment/', {
        token: `${token}x`,
      });
      expect(forged.status).toBe(400);
    });

    it('a late payment is held again when the units are free, else marked for the desk: never two customers on one unit', async () => {
      moving.reset();
      const camera = await rental(1);
      const first = await shopperFor(camera.slug, 1);
      const a = await place(first, checkout(), 'pay_now=true');
      // No news of the payment for an hour: the unit is free again.
      moving.set(new Date(START.getTime() + HOUR + 60_000).toISOString());
      expect(await free(camera.id)).toBe(1);
      // Paid now, the unit still free: held for good.
      expect((await choose(first, a.payment?.handle ?? '', 'paid')).status).toBe(200);
      expect((await first.get<OrderAnswer>(`/shop/orders/${a.number}/`)).body.hold).toMatchObject({
        state: 'kept',
        until: null,
      });
      expect(await free(camera.id)).toBe(0);

      moving.reset();
      const other = await rental(1);
      const early = await shopperFor(other.slug, 1);
      const b = await place(early, checkout(), 'pay_now=true');
      moving.set(new Date(START.getTime() + HOUR + 60_000).toISOString());
      const email = newEmail('tweede');
      const c = await place(await shopperFor(other.slug, 1), checkout({ email }), 'pay_now=true');
      expect(c.status).toBe('awaiting_payment');
      // B pays after its hour, when C holds the only unit: paid, nothing held, marked for the desk.
      expect((await choose(early, b.payment?.handle ?? '', 'paid')).status).toBe(200);
      const read = (await early.get<OrderAnswer>(`/shop/orders/${b.number}/`)).body;
      expect(read.status).toBe('paid');
      expect(read.hold).toMatchObject({ state: 'needs_contact', until: null });
      expect((await orderRow(b.number))?.attention).toBe('late_payment');
      expect(await activeHolds(b.number)).toEqual([]);
      expect((await activeHolds(c.number)).length).toBe(1);
      const told = await mailsTo(base(), b.email);
      expect(told.map((m) => m.subject)).toContain(
        `Over je bestelling ${b.number}: we nemen contact met je op`,
      );
      const all = await db()
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.articleId, other.id),
            or(isNull(reservations.expiresAt), gt(reservations.expiresAt, moving.clock.now())),
          ),
        );
      expect(all.reduce((n, r) => n + r.count, 0)).toBe(1);
      moving.reset();
    });
  });

  describe('bounds on every online order', { timeout: 60_000 }, () => {
    /** validate=true and placing (quote and pay_now) answer alike, storing nothing. */
    async function refusedAlike(shopper: Shopper, body: Record<string, unknown>): Promise<Errors> {
      const before = await orderRowCounts(db());
      const headers = { 'x-forwarded-for': nextIp() };
      const answers = [
        await shopper.order<Errors>(body, { query: 'validate=true', key: null, headers }),
        await shopper.order<Errors>(body, { headers }),
        await shopper.order<Errors>(body, { query: 'pay_now=true', headers }),
      ];
      for (const answer of answers) expect(answer.status).toBe(400);
      expect(answers[1]?.body).toEqual(answers[0]?.body);
      expect(answers[2]?.body).toEqual(answers[0]?.body);
      expect(await orderRowCounts(db())).toEqual(before);
      return answers[0]?.body ?? {};
    }

    it('at most 30 rental days', async () => {
      const camera = await rental(1, 'sony-fx30');
      // 2 December to 18 January: more than 30 working days.
      const long = await shopperFor(camera.slug, 1, {
        start_date: '2026-12-01',
        end_date: '2027-01-18',
        pickup_slot: 0,
        return_slot: 3,
      });
      expect(await refusedAlike(long, checkout())).toEqual({
        end_date: [ORDER_BOUND_MESSAGES.rentalDays(30)],
      });
    });

    it('at most the units the article has, per line', async () => {
      const camera = await rental(2, 'sony-fx30');
      const greedy = await shopperFor(camera.slug, 3);
      const line = (await greedy.cart()).body.lines[0]?.id;
      expect(await refusedAlike(greedy, checkout())).toEqual({
        [`lines.${line}`]: [ORDER_BOUND_MESSAGES.units('Sony FX30 (proef)', 2)],
      });
    });

    it('a total of at most € 25.000, and an amount past 2^31 cents never reaches the database', async () => {
      const camera = await rental(99);
      // 99 × € 250 for a week: about € 100.000.
      const big = await shopperFor(camera.slug, 99);
      expect(await refusedAlike(big, checkout())).toEqual({
        non_field_errors: [ORDER_BOUND_MESSAGES.total(25_000_00)],
      });
      // 99 × 99 units of the dearest articles for 30 rental days: more than € 21,5 million.
      const huge = await Shopper.enter(base());
      await huge.setPeriod({
        start_date: '2026-12-01',
        end_date: '2027-01-12',
        pickup_slot: 0,
        return_slot: 3,
      });
      for (const unit of await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(() => rental(99)))) {
        await huge.add(unit.id, 99);
      }
      expect((await huge.cart()).body.prices.total_excl_btw).toMatch(/^\d{7,}\./);
      const body = await refusedAlike(huge, checkout());
      expect(body.non_field_errors).toEqual([ORDER_BOUND_MESSAGES.total(25_000_00)]);
    });
  });
}

const moving = movableClock();
describe('holds and bounds on PGlite', () => {
  holds(
    pgliteWith({
      demoAccounts: true,
      clock: moving.clock,
      orderLimits: DEFAULT_ORDER_LIMITS,
      trustProxy: ['127.0.0.1', '::1'],
    }),
    moving,
  );
});
const serverUrl = TEST_DATABASE_URL;
if (serverUrl) {
  const movingPg = movableClock();
  describe('holds and bounds on PostgreSQL', () => {
    holds(
      postgresTarget(serverUrl, {
        clock: movingPg.clock,
        orderLimits: DEFAULT_ORDER_LIMITS,
        trustProxy: ['127.0.0.1', '::1'],
      }),
      movingPg,
    );
  });
}
