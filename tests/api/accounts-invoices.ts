import { describe, expect, it } from 'vitest';
import { invoicesToken } from '../../api/accounts/tokens.ts';
import { readConfig } from '../../api/config.ts';
import type { Db } from '../../api/db/open-database.ts';
import type { InvoiceItemAnswer } from '../../api/invoices/invoice-shapes.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import { DEMO_CUSTOMER, DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import type { CartAnswer } from '../../api/shop/cart-shapes.ts';
import { freshEmail, Member, mailsTo, registered, registration } from './accounts-fixtures.ts';
import type { Client } from './harness.ts';
import { expectShape, PERIOD } from './orders-fixtures.ts';
import { articlesBySlug } from './shop-fixtures.ts';

// Invoices (api/accounts/README.md "Invoices"): who may read a list or a PDF, the pay page's
// summary, paying with the test provider; and the signed-in account's terms in the cart's prices.

const SECRET_KEY = readConfig(process.env).secretKey;
const NO_ACCESS = { detail: 'Je hebt geen toegang tot deze facturen.' };

export function accountsInvoicesSuite(base: () => string, _db: () => Db) {
  const listOf = async (member: Client, path: string) => member.get<InvoiceItemAnswer[]>(path);

  describe('accounts: invoices', () => {
    it('myinvoices: only the signed-in user, only their own, newest first', async () => {
      const anonymous = await Member.arrive(base());
      const refused = await listOf(anonymous, '/myinvoices/');
      expect([refused.status, refused.body]).toEqual([403, { detail: 'Log in om je facturen te zien.' }]);
      const demo = await Member.signedIn(base(), DEMO_USERS.demo);
      const mine = await listOf(demo, '/myinvoices/');
      expect(mine.status).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      expect(mine.body).toHaveLength(4);
      for (const item of mine.body) await expectShape(base(), 'InvoiceItem', item);
      expect(mine.body.map((i) => i.invoice.project.type).sort()).toEqual([
        'course',
        'project',
        'rental',
        'sale',
      ]);
      expect(mine.body.filter((i) => i.invoice.paid)).toHaveLength(2);
      const dates = mine.body.map((i) => i.invoice.date);
      expect(dates).toEqual([...dates].sort().reverse());
      // The rental: 2 × 220.00 + reg 22.00 = 462.00 excl., BTW 97.02: 559.02, unpaid, payable.
      const rental = mine.body.find((i) => i.invoice.project.type === 'rental');
      expect(rental?.invoice.original_amount).toBe('559.02');
      expect(rental?.transaction).toEqual({
        paylink: `http://localhost:4000/factuur-betalen/${rental?.handle}`,
      });
      expect(mine.body.filter((i) => i.invoice.paid).every((i) => i.transaction === null)).toBe(true);
      const student = await Member.signedIn(base(), DEMO_USERS.student);
      expect((await listOf(student, '/myinvoices/')).body).toEqual([]);
    });

    it('invoices?email: the own address by session or the right token; anything else 403', async () => {
      const token = invoicesToken(SECRET_KEY, DEMO_CUSTOMER);
      const anonymous = await Member.arrive(base());
      const demo = await Member.signedIn(base(), DEMO_USERS.demo);
      const ownBySession = await listOf(demo, `/invoices/?email=${DEMO_USERS.demo.toUpperCase()}`);
      expect(ownBySession.status).toBe(200);
      expect(ownBySession.body).toHaveLength(4);
      const refusals = [
        [demo, `/invoices/?email=${DEMO_CUSTOMER}`], // another address from a session
        [anonymous, `/invoices/?email=${DEMO_CUSTOMER}`], // no token
        [anonymous, `/invoices/?email=${DEMO_CUSTOMER}&token=${'0'.repeat(64)}`], // a wrong token
        [anonymous, `/invoices/?email=${DEMO_CUSTOMER}&token=${invoicesToken(SECRET_KEY, DEMO_USERS.demo)}`],
        [anonymous, `/invoices/?token=${token}`], // no address
        [anonymous, `/invoices/?email=${DEMO_CUSTOMER}&token=${token.toUpperCase()}x`],
      ] as const;
      for (const [who, path] of refusals) {
        const answer = await listOf(who, path);
        expect([answer.status, answer.body], path).toEqual([403, NO_ACCESS]);
      }
      const byToken = await listOf(
        anonymous,
        `/invoices/?email=${encodeURIComponent(DEMO_CUSTOMER)}&token=${token}`,
      );
      expect(byToken.status).toBe(200);
      expect(byToken.body).toHaveLength(3);
      for (const item of byToken.body)
        expect(item.invoice.url).toBe(`/api/invoices/${item.handle}/pdf/?token=${token}`);
    });

    it('the PDF: for the owner and with the token; 403 for another session, 404 for an unknown handle', async () => {
      const demo = await Member.signedIn(base(), DEMO_USERS.demo);
      const [item] = (await listOf(demo, '/myinvoices/')).body;
      if (!item) throw new Error('no invoice');
      const path = `/invoices/${item.handle}/pdf/`;
      const own = await demo.get(path);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('application/pdf');
      expect(own.text.startsWith('%PDF')).toBe(true);
      expect(own.headers.get('content-disposition')).toBe(
        `attachment; filename="factuur-${item.invoice.number}.pdf"`,
      );
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      const token = invoicesToken(SECRET_KEY, DEMO_USERS.demo);
      const anonymous = await Member.arrive(base());
      const byToken = await anonymous.get(`${path}?token=${token}`);
      expect([byToken.status, byToken.text.slice(0, 4)]).toEqual([200, '%PDF']);
      const student = await Member.signedIn(base(), DEMO_USERS.student);
      expect((await student.get(path)).status).toBe(403);
      expect((await anonymous.get(path)).status).toBe(403);
      const otherToken = invoicesToken(SECRET_KEY, DEMO_CUSTOMER);
      expect((await anonymous.get(`${path}?token=${otherToken}`)).status).toBe(403);
      expect((await anonymous.get(`/invoices/${'A'.repeat(32)}/pdf/`)).status).toBe(404);
      expect((await anonymous.get('/invoices/geen-handle/pdf/')).status).toBe(404);
    });

    it('a registered address finds the invoices sent to it before it had an account', async () => {
      const { token } = await registered(base(), registration({ email: DEMO_CUSTOMER.toUpperCase() }));
      const member = await Member.arrive(base());
      await member.post('/auth/activate/', { token });
      const mine = await listOf(member, '/myinvoices/');
      expect(mine.body.map((i) => i.invoice.number).sort()).toEqual([
        'F2026-0046',
        'F2026-0047',
        'F2026-0048',
      ]);
    });

    it('pays an invoice: summary, a payment of kind invoice, the test provider, the invoice paid', async () => {
      const demo = await Member.signedIn(base(), DEMO_USERS.demo);
      const unpaid = (await listOf(demo, '/myinvoices/')).body.find((i) => !i.invoice.paid && i.transaction);
      if (!unpaid) throw new Error('no unpaid invoice');
      // The pay page reads it by handle alone, from any browser.
      const stranger = await Member.arrive(base());
      const summary = await stranger.get(`/invoices/${unpaid.handle}/`);
      expect(summary.body).toEqual({
        number: unpaid.invoice.number,
        date: unpaid.invoice.date,
        original_amount: unpaid.invoice.original_amount,
        paid: false,
        can_pay: true,
      });
      await expectShape(base(), 'InvoiceSummary', summary.body);
      const created = await stranger.post<PaymentAnswer>(`/invoices/${unpaid.handle}/payments/`);
      expect(created.status).toBe(201);
      await expectShape(base(), 'Payment', created.body);
      expect(created.body).toMatchObject({
        kind: 'invoice',
        status: 'open',
        amount: unpaid.invoice.original_amount,
        order_number: null,
        return_url: `/verify-invoice-payment/${created.body.handle}`,
      });
      // A second click answers the payment still open.
      const again = await stranger.post<PaymentAnswer>(`/invoices/${unpaid.handle}/payments/`);
      expect([again.status, again.body.handle]).toEqual([200, created.body.handle]);
      const paid = await stranger.post<PaymentAnswer>(`/payments/test-provider/${created.body.handle}/`, {
        outcome: 'paid',
      });
      expect(paid.body.status).toBe('paid');
      expect((await stranger.get(`/invoices/${unpaid.handle}/`)).body).toMatchObject({
        paid: true,
        can_pay: false,
      });
      const after = (await listOf(demo, '/myinvoices/')).body.find((i) => i.handle === unpaid.handle);
      expect([after?.invoice.paid, after?.transaction]).toEqual([true, null]);
      const refused = await stranger.post(`/invoices/${unpaid.handle}/payments/`);
      expect([refused.status, refused.body]).toEqual([400, { detail: 'Deze factuur is al betaald.' }]);
      expect((await stranger.post(`/invoices/${'B'.repeat(32)}/payments/`)).status).toBe(404);
      // The verify page's promise of a confirmation by mail, with the link to all the invoices.
      const received = (await mailsTo(base(), DEMO_USERS.demo)).filter(
        (m) => m.subject === `Betaling ontvangen voor factuur ${unpaid.invoice.number}`,
      );
      expect(received).toHaveLength(1);
      expect(received[0]?.text).toContain(
        `/account?email=demo%40filmwinkel.test&token=${invoicesToken(SECRET_KEY, DEMO_USERS.demo)}`,
      );
    });
  });

  describe("accounts: the account's terms in the cart", () => {
    it("a student's cart: 25% off rentals and no borg (figures by hand)", async () => {
      const student = await Member.signedIn(base(), DEMO_USERS.student);
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      await student.request('POST', '/shop/pcart/', { body: JSON.stringify(PERIOD), csrf: true });
      const added = await student.request<CartAnswer>('POST', '/shop/pcart-lines/', {
        body: JSON.stringify({ article_id: fx30?.id, count: 2 }),
        csrf: true,
      });
      const p = added.body.prices;
      // 55.00 × 4 days × 2 = 440.00, 25% off: 110.00 → 330.00, BTW 69.30; reg 5% of 330.00 = 16.50,
      // BTW 3.47; total 330.00 + 16.50 + 69.30 + 3.47 = 419.27; trusted: borg 0.00 (else 1300.00).
      expect(added.body.lines[0]).toMatchObject({
        price_total: '330.00',
        discount_total: '110.00',
        btw_total: '69.30',
      });
      expect([p.discount, p.borg, p.reg, p.reg_btw, p.total_excl_btw, p.total_btw, p.total]).toEqual([
        '110.00',
        '0.00',
        '16.50',
        '3.47',
        '346.50',
        '72.77',
        '419.27',
      ]);
      // The stateless price call prices for the same account.
      const period = { ...PERIOD, pickup_slot: { slot: 0 }, return_slot: { slot: 3 } };
      const priced = await student.request<CartAnswer['prices']>('POST', '/shop/prices/', {
        body: JSON.stringify({ ...period, lines: [{ article_id: fx30?.id, count: 2 }] }),
        csrf: true,
      });
      expect([priced.body.discount, priced.body.borg, priced.body.total]).toEqual([
        '110.00',
        '0.00',
        '419.27',
      ]);
      // Signed out, the same cart line would cost the anonymous price.
      const anonymous = await Member.arrive(base());
      const plain = await anonymous.request<CartAnswer['prices']>('POST', '/shop/prices/', {
        body: JSON.stringify({ ...period, lines: [{ article_id: fx30?.id, count: 2 }] }),
        csrf: true,
      });
      expect([plain.body.discount, plain.body.borg]).toEqual(['0.00', '1300.00']);
    });
  });

  describe("accounts: the link to an address's invoices, by mail", () => {
    const SENT = {
      detail:
        'Als er facturen bij dit e-mailadres horen, hebben we er een link naartoe gestuurd. Kijk ook in je spammap.',
    };
    const linkMails = async (to: string) =>
      (await mailsTo(base(), to)).filter((m) => m.subject === 'Je facturen bij Studio Lumen Amsterdam');

    it('answers any address alike; only an address with invoices gets the signed link, which opens them', async () => {
      const visitor = await Member.arrive(base());
      const before = (await linkMails(DEMO_CUSTOMER)).length;
      const known = await visitor.post('/invoices/link/', { email: ' Klant@Filmwinkel.test ' });
      const unknown = await visitor.post('/invoices/link/', { email: freshEmail('geen-facturen') });
      expect([known.status, known.body]).toEqual([200, SENT]);
      expect([unknown.status, unknown.body]).toEqual([200, SENT]);
      expect(known.headers.get('cache-control')).toBe('no-store');
      const mails = await linkMails(DEMO_CUSTOMER);
      expect(mails).toHaveLength(before + 1);
      const token = invoicesToken(SECRET_KEY, DEMO_CUSTOMER);
      const link = `http://localhost:4000/account?email=klant%40filmwinkel.test&token=${token}`;
      expect(mails.at(-1)?.text).toContain(link);
      // The link's list, in another browser without an account.
      const stranger = await Member.arrive(base());
      const list = await listOf(
        stranger,
        `/invoices/?email=${encodeURIComponent(DEMO_CUSTOMER)}&token=${token}`,
      );
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(0);
    });

    it('refuses what is not an address, and a post without CSRF; nothing is mailed', async () => {
      const visitor = await Member.arrive(base());
      const before = (await linkMails(DEMO_CUSTOMER)).length;
      for (const body of [
        {},
        { email: '' },
        { email: 'geen-adres' },
        { email: 42 },
        { email: 'x'.repeat(5000) },
      ]) {
        const answer = await visitor.post<Record<string, string[]>>('/invoices/link/', body);
        expect(answer.status).toBe(400);
        expect(Object.keys(answer.body)).toEqual(['email']);
      }
      const noCsrf = await visitor.request('POST', '/invoices/link/', {
        body: JSON.stringify({ email: DEMO_CUSTOMER }),
      });
      expect(noCsrf.status).toBe(403);
      expect(await linkMails(DEMO_CUSTOMER)).toHaveLength(before);
    });

    it('mails one address at most 3 times an hour; past that a 429, and nothing more is mailed', async () => {
      const visitor = await Member.arrive(base());
      const email = freshEmail('vaak');
      for (let i = 0; i < 3; i++) expect((await visitor.post('/invoices/link/', { email })).status).toBe(200);
      const over = await visitor.post('/invoices/link/', { email });
      expect([over.status, over.body]).toEqual([
        429,
        { detail: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.' },
      ]);
      expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });
}
