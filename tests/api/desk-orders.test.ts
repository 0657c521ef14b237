import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../api/clock.ts';
import { readConfig } from '../../api/config.ts';
import {
  articles,
  deskAudit,
  orders,
  outbox,
  payments,
  refunds,
  rentalUnits,
  reservations,
} from '../../api/db/schema.ts';
import { DESK_ORDER_MESSAGES } from '../../api/desk/order-action.ts';
import type { DeskOrderAnswer, DeskOrderListItemAnswer } from '../../api/desk/order-shapes.ts';
import { DESK_ACCESS_MESSAGES } from '../../api/desk/staff.ts';
import { openapiDocument } from '../../api/openapi.ts';
import type { OrderAnswer } from '../../api/orders/order-shapes.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import { REFUND_MESSAGES, requestRefund } from '../../api/payments/refunds.ts';
import { createTestProvider } from '../../api/payments/test-provider.ts';
import { DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { Member } from './accounts-fixtures.ts';
import { auditOf, type Desk, OUTSIDER_STATUS, outsiders, staffDesk } from './desk-fixtures.ts';
import {
  NOW,
  type Paged,
  pgliteWith,
  postgresTarget,
  roomyStock,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import {
  checkout,
  copyArticle,
  expectShape,
  mailsTo,
  newEmail,
  placedOrder,
  Shopper,
} from './orders-fixtures.ts';

// The desk's orders (api/desk/README.md "Orders"): who may call them (every desk call, as a
// visitor, a customer, an editor, a staff member without code and staff), the list and its
// search, an order's page, and the actions with their versions, audit rows, mails and refunds
// (test provider here; Mollie in desk-refunds-mollie.test.ts). On PGlite always, on PostgreSQL when
// TEST_DATABASE_URL is set.

// The key the api seals TOTP secrets with; the desk fixtures seal theirs with it too.
const SECRET = readConfig(process.env).secretKey;

// The api's clock, NOW standing still: the desk's sign-in code is computed from it.
const CLOCK = createClock(NOW);

function deskOrders(target: Target) {
  let api: RunningApi | undefined;
  let desk: Desk;
  let staffId = 0;
  beforeAll(async () => {
    api = await target.start();
    await roomyStock(api.db);
    const signed = await staffDesk(api.url, api.db, CLOCK);
    desk = signed.desk;
    staffId = signed.staff.id;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const base = () => (api as RunningApi).url;
  const db = () => (api as RunningApi).db;

  const page = async (number: string) => {
    const answer = await desk.get<DeskOrderAnswer>(`/desk/orders/${number}/`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const act = (number: string, what: string, body: unknown) =>
    desk.post<DeskOrderAnswer & Record<string, string[]>>(`/desk/orders/${number}/${what}/`, body);
  const orderId = async (number: string) =>
    (await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]?.id ?? 0;
  const heldCount = async (number: string) =>
    (
      await db()
        .select()
        .from(reservations)
        .where(eq(reservations.orderId, await orderId(number)))
    ).length;
  /** A paid order of two Sony FX30 (paid with the test provider). */
  async function paidOrder(): Promise<OrderAnswer> {
    const { shopper, order } = await placedOrder(base());
    const handle = (order.payment as PaymentAnswer).handle;
    const paid = await shopper.send<PaymentAnswer>('POST', `/payments/test-provider/${handle}/`, {
      outcome: 'paid',
    });
    expect(paid.body.status).toBe('paid');
    return order;
  }

  it('refuses every desk call to everyone but staff signed in with their code, and changes nothing', async () => {
    const { order } = await placedOrder(base(), '');
    const before = await page(order.number);
    const others = await outsiders(base(), db());
    const auditBefore = (await db().select().from(deskAudit)).length;
    const [unit] = await db().select({ id: rentalUnits.id }).from(rentalUnits).limit(1);
    const calls = Object.entries(openapiDocument.paths as Record<string, Record<string, unknown>>)
      .filter(
        ([path]) => path.startsWith('/desk/') && !['/desk/auth/login/', '/desk/auth/totp/'].includes(path),
      )
      .flatMap(([path, item]) => Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })));
    expect(calls.length).toBeGreaterThanOrEqual(9);
    for (const { method, path } of calls) {
      const url = path.replace('{number}', order.number).replace('{id}', String(unit?.id));
      const body =
        method === 'GET' ? undefined : JSON.stringify({ version: before.version, text: 'x', mail_id: 1 });
      for (const [who, client] of Object.entries(others)) {
        const answer = await client.request(method, url, { body, csrf: true });
        expect(answer.status, `${who}: ${method} ${path}`).toBe(OUTSIDER_STATUS[who]);
        const detail = (answer.body as { detail: string }).detail;
        expect([
          DESK_ACCESS_MESSAGES.signIn,
          DESK_ACCESS_MESSAGES.needsCode,
          DESK_ACCESS_MESSAGES.forbidden,
        ]).toContain(detail);
        expect(answer.text).not.toContain(order.email);
      }
      if (method === 'GET') {
        // A call that answers only what it is asked about: asked about something.
        const asked: Record<string, string> = {
          '/desk/availability/': '?q=fx30&start_date=2026-12-07&end_date=2026-12-08',
        };
        const staffAnswer = await desk.get(url + (asked[path] ?? ''));
        expect(staffAnswer.status, `staff: ${method} ${path}`).toBe(200);
        expect(staffAnswer.headers.get('cache-control')).toContain('no-store');
      }
    }
    expect((await db().select().from(deskAudit)).length).toBe(auditBefore);
    expect((await page(order.number)).version).toBe(before.version);
    expect((await page(order.number)).notes).toEqual([]);
  });

  it('lists and searches orders: number, name, e-mail, article, status, dates; paged', async () => {
    const email = newEmail('zoek');
    const { order } = await placedOrder(
      base(),
      '',
      checkout({
        email,
        billing_address: { ...(checkout().billing_address as object), last_name: 'Zoekmans' },
      }),
    );
    const { order: other } = await placedOrder(base(), 'pay_now=true');
    const search = async (query: string) => {
      const answer = await desk.get<Paged<DeskOrderListItemAnswer>>(`/desk/orders/?${query}`);
      expect(answer.status, `${query}: ${answer.text}`).toBe(200);
      return answer.body;
    };
    const numbers = (p: Paged<DeskOrderListItemAnswer>) => p.results.map((r) => r.number);
    expect(numbers(await search(`q=${order.number}`))).toEqual([order.number]);
    expect(numbers(await search(`q=${encodeURIComponent(email.toUpperCase())}`))).toEqual([order.number]);
    expect(numbers(await search('q=zoekmans'))).toEqual([order.number]);
    expect(numbers(await search(`email=${encodeURIComponent(email)}`))).toEqual([order.number]);
    expect(numbers(await search('article=fx30&page_size=100'))).toContain(order.number);
    expect(numbers(await search(`q=${order.number}&status=paid,awaiting_payment`))).toEqual([]);
    expect(numbers(await search(`q=${other.number}&status=awaiting_payment`))).toEqual([other.number]);
    expect(numbers(await search(`q=${order.number}&period_from=2026-11-30&period_to=2026-11-30`))).toEqual([
      order.number,
    ]);
    expect(numbers(await search(`q=${order.number}&period_from=2026-12-01`))).toEqual([]);
    expect(numbers(await search(`q=${order.number}&created_from=2026-11-23&created_to=2026-11-23`))).toEqual([
      order.number,
    ]);
    expect(numbers(await search(`q=${order.number}&created_to=2026-11-22`))).toEqual([]);
    // A % or _ is a character, not a wildcard.
    expect((await search('q=%25%25%25')).count).toBe(0);
    const first = await search('page_size=1');
    expect(first.results).toHaveLength(1);
    expect(first.count).toBeGreaterThanOrEqual(2);
    expect(first.next).not.toBeNull();
    for (const item of first.results) await expectShape(base(), 'DeskOrderListItem', item);
    const listed = (await search(`q=${order.number}`)).results[0];
    expect(listed).toMatchObject({ status: 'quote', email, name: 'Jan Zoekmans', articles: ['Sony FX30'] });
    for (const query of [
      'status=verzonnen',
      'period_from=2026-13-01',
      'created_to=gisteren',
      `q=${'x'.repeat(101)}`,
      'page_size=0',
      'page=nul',
      'no_page',
    ]) {
      const bad = await desk.get(`/desk/orders/?${query}`);
      expect(bad.status, query).toBe(400);
    }
    expect((await desk.get('/desk/orders/?page=9999')).status).toBe(404);
  });

  it("an order's page: lines, prices, hold, payments, mails, reservations, notes, history", async () => {
    const { order } = await placedOrder(base());
    const got = await page(order.number);
    await expectShape(base(), 'DeskOrder', got);
    expect(got).toMatchObject({
      number: order.number,
      status: 'awaiting_payment',
      email: order.email,
      version: 1,
    });
    expect(got.lines.map((l) => l.name)).toEqual(['Sony FX30']);
    expect(got.prices.total).toBe(order.prices.total);
    expect(got.payments).toHaveLength(1);
    expect(got.payments[0]).toMatchObject({
      status: 'open',
      refunded: '0.00',
      refundable: '0.00',
      provider: 'test',
    });
    expect(got.mails.map((m) => m.subject)).toEqual([`Je bestelling ${order.number}`]);
    expect(got.reservations).toHaveLength(1);
    expect(got.reservations[0]).toMatchObject({ name: 'Sony FX30', count: 2 });
    expect(got.hold.state).toBe('held');
    expect(got.history).toEqual([]);
    for (const bad of ['SL-2026-99999', 'geen-nummer', 'SL-2026-1', "SL-2026-00001'--"]) {
      expect((await desk.get(`/desk/orders/${encodeURIComponent(bad)}/`)).status, bad).toBe(404);
    }
  });

  it('confirms a quote: it holds for QUOTE_HOLD_HOURS; a stale version is a 409 that changes nothing', async () => {
    const { order } = await placedOrder(base(), '');
    expect(order.hold.state).toBe('unconfirmed');
    expect(await heldCount(order.number)).toBe(0);
    const stale = await act(order.number, 'confirm', { version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: DESK_ORDER_MESSAGES.conflict(1, 2) });
    expect(await heldCount(order.number)).toBe(0);
    const confirmed = await act(order.number, 'confirm', { version: 1 });
    expect(confirmed.status, confirmed.text).toBe(200);
    await expectShape(base(), 'DeskOrder', confirmed.body);
    expect(confirmed.body.version).toBe(2);
    expect(confirmed.body.hold.state).toBe('held');
    expect(confirmed.body.hold.until).toBe('2026-11-25T12:00:00.000Z');
    expect(confirmed.body.confirmed_at).not.toBeNull();
    expect(await heldCount(order.number)).toBe(1);
    // The other desk, still on version 1: refused, nothing changes.
    const second = await act(order.number, 'confirm', { version: 1 });
    expect(second.status).toBe(409);
    expect(second.body.detail).toBe(DESK_ORDER_MESSAGES.conflict(2, 1));
    const rows = await auditOf(db(), { orderId: await orderId(order.number) });
    expect(rows.map((r) => r.action)).toEqual(['order_confirm']);
    expect(rows[0]).toMatchObject({ staffId, before: { status: 'quote', version: 1 } });
    expect(rows[0]?.after).toMatchObject({ confirmed_at: '2026-11-23T12:00:00.000Z', version: 2 });
    expect(confirmed.body.history.map((h) => h.action)).toEqual(['order_confirm']);
    // Only a quote.
    const paid = await paidOrder();
    const notQuote = await act(paid.number, 'confirm', { version: (await page(paid.number)).version });
    expect(notQuote.status).toBe(400);
    expect(notQuote.body).toEqual({ non_field_errors: [DESK_ORDER_MESSAGES.notQuote('paid')] });
  });

  it('a quote whose units went to another order is not confirmed: 400 per line, nothing held', async () => {
    const id = await copyArticle(db(), 'sony-fx6', `desk${Date.now()}`);
    await db().update(articles).set({ units: 1 }).where(eq(articles.id, id));
    const [copy] = await db().select({ slug: articles.slug }).from(articles).where(eq(articles.id, id));
    const slug = copy?.slug ?? '';
    const quote = await (await Shopper.withCart(base(), [[slug, 1]])).shopper.place(checkout(), '');
    await (await Shopper.withCart(base(), [[slug, 1]])).shopper.place(checkout(), 'pay_now=true');
    const refused = await act(quote.number, 'confirm', { version: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors).toEqual([DESK_ORDER_MESSAGES.unavailable]);
    expect(Object.keys(refused.body).some((k) => /^lines\.\d+$/.test(k))).toBe(true);
    expect(await heldCount(quote.number)).toBe(0);
    expect((await page(quote.number)).version).toBe(1);
    expect(await auditOf(db(), { orderId: await orderId(quote.number) })).toEqual([]);
  });

  it('cancels an order: its units free at once, a mail, an audit row; twice is a 400', async () => {
    const { order } = await placedOrder(base());
    expect(await heldCount(order.number)).toBe(1);
    const cancelled = await act(order.number, 'cancel', { version: 1, reason: 'Klant belde af' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.reservations).toEqual([]);
    expect(await heldCount(order.number)).toBe(0);
    const mails = await mailsTo(base(), order.email);
    expect(mails.map((m) => m.subject)).toContain(`Je bestelling ${order.number} is geannuleerd`);
    const again = await act(order.number, 'cancel', { version: cancelled.body.version });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [DESK_ORDER_MESSAGES.cancelled] });
    const rows = await auditOf(db(), { orderId: await orderId(order.number) });
    expect(rows.map((r) => r.action)).toEqual(['order_cancel']);
    expect(rows[0]?.before).toMatchObject({ status: 'awaiting_payment', reservations: [{ count: 2 }] });
    expect(rows[0]?.after).toMatchObject({ status: 'cancelled', reason: 'Klant belde af', refunded: '0.00' });
  });

  it('cancelling a paid order refunds it in full, recorded and mailed', async () => {
    const order = await paidOrder();
    const before = await page(order.number);
    const cancelled = await act(order.number, 'cancel', { version: before.version });
    expect(cancelled.status, cancelled.text).toBe(200);
    const payment = cancelled.body.payments[0];
    expect(payment).toMatchObject({ status: 'paid', refunded: order.prices.total, refundable: '0.00' });
    expect(payment?.refunds).toHaveLength(1);
    expect(payment?.refunds[0]).toMatchObject({
      amount: order.prices.total,
      reason: 'Bestelling geannuleerd',
      status: 'refunded',
      staff: { id: staffId },
    });
    const subjects = (await mailsTo(base(), order.email)).map((m) => m.subject);
    expect(subjects).toContain(`Terugbetaling voor bestelling ${order.number}`);
    expect(subjects).toContain(`Je bestelling ${order.number} is geannuleerd`);
    expect(cancelled.body.mails.map((m) => m.subject)).toContain(
      `Terugbetaling voor bestelling ${order.number}`,
    );
    const rows = await auditOf(db(), { orderId: await orderId(order.number) });
    expect(rows.map((r) => r.action)).toEqual(['order_cancel']);
    expect(rows[0]?.after).toMatchObject({ refunded: order.prices.total });
  });

  it('refunds part of a payment, then the rest; never more than was paid', async () => {
    const order = await paidOrder();
    let version = (await page(order.number)).version;
    const handle = (order.payment as PaymentAnswer).handle;
    for (const [body, field] of [
      [{ version, payment: handle, amount: '-1', reason: 'x' }, 'amount'],
      [{ version, payment: handle, amount: 'tien', reason: 'x' }, 'amount'],
      [{ version, payment: handle, amount: '0,00', reason: 'x' }, 'amount'],
      [{ version, payment: handle, amount: '1.234', reason: 'x' }, 'amount'],
      [{ version, payment: handle, amount: '10.00' }, 'reason'],
      [{ version, payment: handle, amount: '10.00', reason: 'r'.repeat(501) }, 'reason'],
      [{ version, payment: 'onbekend', amount: '10.00', reason: 'x' }, 'payment'],
      [{ version: 'een', payment: handle, reason: 'x' }, 'version'],
      [{ payment: handle, reason: 'x' }, 'version'],
    ] as const) {
      const bad = await act(order.number, 'refunds', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.body), JSON.stringify(body)).toContain(field);
    }
    // A blank amount is a mistake at the form, never "refund everything" (only a missing one is).
    for (const amount of ['', ' ', '\t']) {
      const blank = await act(order.number, 'refunds', { version, payment: handle, amount, reason: 'x' });
      expect(blank.status, JSON.stringify(amount)).toBe(400);
      expect(blank.body).toEqual({ amount: ['Voer een bedrag in euro in, groter dan 0, zoals 12,50.'] });
    }
    expect((await page(order.number)).payments[0]).toMatchObject({ refunded: '0.00' });
    const part = await act(order.number, 'refunds', {
      version,
      payment: handle,
      amount: '10,00',
      reason: 'Kras op lens',
    });
    expect(part.status, part.text).toBe(200);
    expect(part.body.payments[0]).toMatchObject({ refunded: '10.00' });
    version = part.body.version;
    const total = Math.round(Number(order.prices.total) * 100);
    const tooMuch = await act(order.number, 'refunds', {
      version,
      payment: handle,
      amount: order.prices.total,
      reason: 'x',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ amount: [REFUND_MESSAGES.tooMuch(total - 1000, 1000, total)] });
    const rest = await act(order.number, 'refunds', { version, payment: handle, reason: 'De rest' });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.payments[0]).toMatchObject({ refunded: order.prices.total, refundable: '0.00' });
    const none = await act(order.number, 'refunds', {
      version: rest.body.version,
      payment: handle,
      reason: 'x',
    });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ amount: [REFUND_MESSAGES.nothingLeft] });
    const rows = await auditOf(db(), { orderId: await orderId(order.number), action: 'refund' });
    expect(rows.map((r) => r.after?.amount)).toEqual(['10.00', ((total - 1000) / 100).toFixed(2)]);
    expect(rows[0]?.after).toMatchObject({ reason: 'Kras op lens' });
    const mails = (await mailsTo(base(), order.email)).filter((m) => m.subject.startsWith('Terugbetaling'));
    expect(mails).toHaveLength(2);
    // An open payment is not refundable.
    const { order: open } = await placedOrder(base());
    const refused = await act(open.number, 'refunds', {
      version: 1,
      payment: (open.payment as PaymentAnswer).handle,
      reason: 'x',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ payment: [REFUND_MESSAGES.notPaid] });
  });

  it('20 refunds at once on one version: one goes through, 19 get the conflict', async () => {
    const order = await paidOrder();
    const version = (await page(order.number)).version;
    const handle = (order.payment as PaymentAnswer).handle;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        act(order.number, 'refunds', { version, payment: handle, reason: 'Dubbelklik' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const [row] = await db().select().from(payments).where(eq(payments.handle, handle));
    expect(row?.refundedCents).toBe(row?.amountCents);
    expect(
      await db()
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, row?.id ?? 0)),
    ).toHaveLength(1);
  });

  it('20 refunds of one payment at once never add up to more than was paid (the row lock)', async () => {
    const order = await paidOrder();
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.handle, (order.payment as PaymentAnswer).handle));
    if (!payment) throw new Error('no payment');
    const share = Math.floor(payment.amountCents / 3) + 1;
    const provider = createTestProvider(db(), SECRET);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db().transaction((tx) =>
          requestRefund(tx, provider, {
            paymentId: payment.id,
            amountCents: share,
            reason: 'Gelijktijdig',
            staffId,
            now: new Date(),
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.refundedCents).toBe(2 * share);
    const total = await db().execute<{ n: string }>(
      sql`select coalesce(sum(amount_cents), 0)::text as n from refunds where payment_id = ${payment.id}`,
    );
    expect(Number((total as unknown as { rows: { n: string }[] }).rows[0]?.n)).toBe(2 * share);
    // The database refuses more than the amount even without the lock.
    await expect(
      db()
        .update(payments)
        .set({ refundedCents: payment.amountCents + 1 })
        .where(eq(payments.id, payment.id)),
    ).rejects.toThrow();
  });

  it('sends a mail of the order again, and adds notes; each with its audit row', async () => {
    const { order } = await placedOrder(base(), '');
    const got = await page(order.number);
    const mail = got.mails[0];
    if (!mail) throw new Error('no mail');
    const resent = await act(order.number, 'resend-mail', { version: got.version, mail_id: mail.id });
    expect(resent.status, resent.text).toBe(200);
    expect(resent.body.mails.map((m) => m.subject)).toEqual([mail.subject, mail.subject]);
    const [original, copy] = await db()
      .select()
      .from(outbox)
      .where(sql`${outbox.id} in (${mail.id}, ${resent.body.mails[1]?.id ?? 0})`)
      .orderBy(outbox.id);
    expect(copy?.text).toBe(original?.text);
    // A mail of another order, or one that is none: 400.
    const { order: other } = await placedOrder(base(), '');
    const otherMail = (await page(other.number)).mails[0]?.id ?? 0;
    for (const mailId of [otherMail, 999_999_999, -1, 'een']) {
      const bad = await act(order.number, 'resend-mail', { version: resent.body.version, mail_id: mailId });
      expect(bad.status, String(mailId)).toBe(400);
      expect(Object.keys(bad.body)).toEqual(['mail_id']);
    }
    for (const text of ['', '   ', 'x'.repeat(2001), 42, null]) {
      const bad = await act(order.number, 'notes', { version: resent.body.version, text });
      expect(bad.status, JSON.stringify(text)).toBe(400);
    }
    const noted = await act(order.number, 'notes', {
      version: resent.body.version,
      text: 'Klant haalt op om 9 uur',
    });
    expect(noted.status).toBe(200);
    expect(noted.body.notes).toMatchObject([{ text: 'Klant haalt op om 9 uur', staff: { id: staffId } }]);
    expect(noted.body.history.map((h) => h.action)).toEqual(['order_note', 'order_mail_resend']);
    for (const body of [[], 'tekst', null]) {
      const bad = await desk.request('POST', `/desk/orders/${order.number}/notes/`, {
        body: JSON.stringify(body),
        csrf: true,
      });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const broken = await desk.request('POST', `/desk/orders/${order.number}/notes/`, {
      body: '{"version":',
      csrf: true,
    });
    expect(broken.status).toBe(400);
    // Without CSRF: refused before anything.
    const forged = await desk.request('POST', `/desk/orders/${order.number}/notes/`, {
      body: JSON.stringify({ version: noted.body.version, text: 'x' }),
    });
    expect(forged.status).toBe(403);
    expect((await page(order.number)).notes).toHaveLength(1);
  });

  it('the customer still reads the order as before', async () => {
    const customer = await Member.signedIn(base(), DEMO_USERS.demo);
    expect((await customer.get('/desk/orders/')).status).toBe(403);
  });
}

describe('desk orders on PGlite', () => {
  deskOrders(pgliteWith({ demoAccounts: true, secretKey: SECRET, clock: CLOCK }));
});

describe.skipIf(!TEST_DATABASE_URL)('desk orders on PostgreSQL', () => {
  deskOrders(postgresTarget(TEST_DATABASE_URL ?? '', { secretKey: SECRET, clock: CLOCK }));
});
