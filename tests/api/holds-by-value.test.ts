import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/accounts/passwords.ts';
import { articles } from '../../api/catalogue/tables.ts';
import { customers, orders, users } from '../../api/db/schema.ts';
import { DEMO_PASSWORD } from '../../api/seed/demo-accounts.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { DEFAULT_ORDER_LIMITS } from '../../domain/order-bounds.ts';
import { pgliteWith, postgresTarget, type Target, TEST_DATABASE_URL } from './harness.ts';
import { checkout, copyArticle, type Errors, Shopper } from './orders-fixtures.ts';
import { articlesBySlug } from './shop-fixtures.ts';

// Holds in proportion to trust (api/orders/README.md "Holds and bounds"), with the default limits:
// the attacks replayed — one client with endless e-mail addresses, four /64s of one /48, one
// mailbox under its aliases, a forged X-Forwarded-For — each refused with nothing held or stored;
// a signed-in customer keeps more; half of an article stays free for customers who pay; a quote
// the desk confirmed is outside the bounds. Every order is paid later (pay_now: an unpaid hold of
// the payment's hour) or a confirmed quote; on PGlite always, on PostgreSQL when
// TEST_DATABASE_URL is set.

/** Tue 24 to Fri 27 November 2026: one unit of the Sony FX6 is € 544,50 of rental (incl. btw). */
const WEEK = { start_date: '2026-11-24', end_date: '2026-11-27', pickup_slot: 0, return_slot: 3 };
const GUEST_LIMIT = 'hoogstens €\u00a02.500,00 aan huurapparatuur';
const SITE_LIMIT = 'hoogstens €\u00a010.000,00 aan huurapparatuur';

function holdsByValue(target: Target) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target.start();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const base = () => api?.url ?? '';
  const db = () => {
    if (!api) throw new Error('api did not start');
    return api.db;
  };

  let copies = 0;
  /** A copy of the Sony FX6 with `units` of its own, so no test shares stock. */
  async function rental(units: number): Promise<string> {
    const suffix = `value${++copies}`;
    const id = await copyArticle(db(), 'sony-fx6', suffix);
    await db().update(articles).set({ units }).where(eq(articles.id, id));
    return `sony-fx6-${suffix}`;
  }
  async function order(slug: string, count: number, ip: string, body = checkout(), shopper?: Shopper) {
    const who = shopper ?? (await Shopper.withCart(base(), [], WEEK)).shopper;
    const [article] = await articlesBySlug(base(), slug);
    await who.add(article?.id ?? 0, count);
    return who.order<Errors & { number: string }>(body, {
      query: 'pay_now=true',
      headers: { 'x-forwarded-for': ip },
    });
  }
  const stored = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(orders))[0]?.n ?? 0;

  it('one client with a new e-mail address for every order keeps at most € 2.500 unpaid', async () => {
    const slug = await rental(50);
    const client = '203.0.113.10';
    expect((await order(slug, 2, client)).status).toBe(201);
    expect((await order(slug, 2, client)).status).toBe(201);
    const before = await stored();
    const third = await order(slug, 2, client);
    expect(third.status).toBe(400);
    expect(third.body.non_field_errors?.[0]).toContain(GUEST_LIMIT);
    expect(third.body.non_field_errors?.[0]).toContain('Log in of maak een account aan');
    expect(await stored()).toBe(before);
    // Elsewhere, the same week is no problem.
    expect((await order(slug, 1, '203.0.113.11')).status).toBe(201);
  });

  it('four /64s of one /48 keep at most € 10.000 unpaid together', async () => {
    const slug = await rental(90);
    const answers: number[] = [];
    let refusal: string | undefined;
    for (let net = 1; net <= 8 && refusal === undefined; net++) {
      const answer = await order(slug, 4, `2001:db8:77:${net}::1`);
      answers.push(answer.status);
      refusal = answer.body.non_field_errors?.[0];
    }
    // Each /64 under its € 2.500; the site's /48 refuses once its four times that would be passed.
    expect(answers.filter((s) => s === 201).length).toBeGreaterThanOrEqual(4);
    expect(answers.at(-1)).toBe(400);
    expect(refusal).toContain(SITE_LIMIT);
    expect((await order(slug, 4, '2001:db8:78:1::1')).status).toBe(201);
  });

  it('one mailbox under its aliases (case, +tags, Gmail dots) is one holder, from any client', async () => {
    const slug = await rental(50);
    const mailbox = `jan.${Date.now()}@gmail.com`;
    const alias = mailbox.replace('jan.', 'J.A.N').replace('@gmail.com', '+huur@googlemail.com');
    expect((await order(slug, 4, '198.51.100.1', checkout({ email: mailbox }))).status).toBe(201);
    const refused = await order(slug, 1, '198.51.100.2', checkout({ email: alias }));
    expect(refused.status).toBe(400);
    expect(refused.body.email?.[0]).toContain(GUEST_LIMIT);
  });

  it('a forged X-Forwarded-For from a caller the api does not trust changes nothing', async () => {
    // The api of this suite believes 127.0.0.1 only; these requests come from it, so a caller
    // that is not a proxy is simulated by a chain whose last hop is the forged one — the api
    // takes the address its trusted proxy saw, which the caller cannot choose.
    const slug = await rental(50);
    const saw = '192.0.2.50';
    expect((await order(slug, 4, `10.1.1.1, ${saw}`)).status).toBe(201);
    const forged = await order(slug, 1, `10.2.2.2, ${saw}`);
    expect(forged.status).toBe(400);
    expect(forged.body.non_field_errors?.[0]).toContain(GUEST_LIMIT);
  });

  it('a signed-in customer keeps up to € 10.000 unpaid, where a guest stops at € 2.500', async () => {
    const slug = await rental(50);
    const member = await Shopper.enter(base());
    const login = await member.send('POST', '/auth/login/', {
      email: 'demo@filmwinkel.test',
      password: DEMO_PASSWORD,
    });
    expect(login.status, login.text).toBe(200);
    await member.setPeriod(WEEK);
    const client = '198.51.100.77';
    const first = await order(slug, 3, client, checkout({ email: 'demo@filmwinkel.test' }), member);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await order(slug, 3, client, checkout({ email: 'demo@filmwinkel.test' }), member)).status).toBe(
      201,
    );
    // A guest from that client finds the client's holds past a guest's bound.
    const guest = await order(slug, 1, client);
    expect(guest.status).toBe(400);
    expect(guest.body.non_field_errors?.[0]).toContain(GUEST_LIMIT);
  });

  it('a business customer keeps the bound the desk set on its record, signed in with its account', async () => {
    const slug = await rental(100);
    const email = `inkoop.${Date.now()}@bedrijf.example`;
    const [user] = await db()
      .insert(users)
      .values({
        email,
        username: email,
        firstName: 'Ine',
        lastName: 'Inkoop',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        isActive: true,
        createdAt: new Date(),
      })
      .returning({ id: users.id });
    // The database made the account's record; the desk sets its bound (tested in desk-customers).
    await db()
      .update(customers)
      .set({ isBusiness: true, holdLimitCents: 20_000_00 })
      .where(eq(customers.userId, user?.id ?? 0));
    const member = await Shopper.enter(base());
    expect((await member.send('POST', '/auth/login/', { email, password: DEMO_PASSWORD })).status).toBe(200);
    await member.setPeriod(WEEK);
    const client = '198.51.100.88';
    // 15 units are € 8.167,50; two of them pass every account's € 10.000 but not its own € 20.000.
    expect((await order(slug, 15, client, checkout({ email }), member)).status).toBe(201);
    const second = await order(slug, 15, client, checkout({ email }), member);
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const third = await order(slug, 15, client, checkout({ email }), member);
    expect(third.status).toBe(400);
    expect(third.body.non_field_errors?.[0]).toContain('hoogstens €\u00a020.000,00 aan huurapparatuur');
    // As a guest with the same address the account's bound is not believed: a guest's applies.
    const guest = await order(slug, 1, '198.51.100.89', checkout({ email }));
    expect(guest.status).toBe(400);
    expect(guest.body.email?.[0]).toContain(GUEST_LIMIT);
  });

  it('unpaid holds keep at most half of an article; the other half stays for customers who pay', async () => {
    const slug = await rental(4);
    expect((await order(slug, 1, '198.51.100.101')).status).toBe(201);
    expect((await order(slug, 1, '198.51.100.102')).status).toBe(201);
    const before = await stored();
    const third = await order(slug, 1, '198.51.100.103');
    expect(third.status).toBe(400);
    const line = Object.keys(third.body).find((k) => k.startsWith('lines.')) ?? '';
    expect(third.body[line]).toEqual([
      'Sony FX6 (proef): zolang een bestelling niet betaald is, houden we hoogstens 2 van de 4 tegelijk vast, zodat er ook voor wie meteen betaalt iets vrij blijft (er worden er al 2 onbetaald vastgehouden). Kies minder stuks, of bel 020 - 760 42 10 of mail verhuur@studiolumen.nl.',
    ]);
    expect(await stored()).toBe(before);
    // validate=true says the same before anything is placed.
    const checking = (await Shopper.withCart(base(), [[slug, 1]], WEEK)).shopper;
    const validated = await checking.order<Errors>(checkout(), {
      query: 'validate=true',
      key: null,
      headers: { 'x-forwarded-for': '198.51.100.104' },
    });
    expect(validated.status).toBe(400);
    expect(Object.values(validated.body).flat().join(' ')).toContain('hoogstens 2 van de 4');
  });
}

describe('holds in proportion to trust on PGlite', { timeout: 120_000 }, () =>
  holdsByValue(
    pgliteWith({ demoAccounts: true, orderLimits: DEFAULT_ORDER_LIMITS, trustProxy: ['127.0.0.1', '::1'] }),
  ),
);
if (TEST_DATABASE_URL) {
  const serverUrl = TEST_DATABASE_URL;
  describe('holds in proportion to trust on PostgreSQL', { timeout: 120_000 }, () =>
    holdsByValue(
      postgresTarget(serverUrl, { orderLimits: DEFAULT_ORDER_LIMITS, trustProxy: ['127.0.0.1', '::1'] }),
    ),
  );
}
