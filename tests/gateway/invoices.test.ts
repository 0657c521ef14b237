import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_OPTIONS,
  CUSTOMER,
  cookieOf,
  DEMO,
  INVOICE_QUERY,
  INVOICES,
  type Invoice,
  invoiceToken,
  PAY_INVOICE,
  STUDENT,
  signedIn,
} from './account-browser.ts';
import { browser, COMPLETE, type Payment, type Stack, visitor } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// Invoices through the gateway against the real api (demo accounts and invoices seeded): the
// signed-in user's list, another address's refused as FORBIDDEN unless its mail's token comes
// along, the PDF route (owner, token, another client, paths that are none), the pay page's summary
// and paying an invoice with the test provider.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({}, API_OPTIONS);
});
afterAll(() => stack?.close());

type Answer = {
  data?: { invoices: Invoice[] };
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe('the invoices query', () => {
  it("lists the signed-in user's invoices, newest first, with their download and pay links", async () => {
    const b = await signedIn(stack, DEMO);
    const { data: invoices, calls } = await b.ask<Invoice[]>(INVOICES);
    expect(calls).toBe(1);
    expect(invoices).toHaveLength(4);
    expect(invoices.filter((i) => i.paid)).toHaveLength(2);
    expect(new Set(invoices.map((i) => i.projectType))).toEqual(
      new Set(['RENTAL', 'SALE', 'COURSE', 'PROJECT']),
    );
    const dates = invoices.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const invoice of invoices) {
      expect(invoice.handle).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(invoice.number).toMatch(/^F\d{4}-\d+$/);
      expect(invoice.downloadUrl).toBe(`/api/invoices/${invoice.handle}/pdf/`);
      expect(invoice.amount.cents).toBeGreaterThan(0);
      if (invoice.paid) expect([invoice.canPayNow, invoice.payLink]).toEqual([false, null]);
      if (invoice.canPayNow)
        expect(invoice.payLink).toBe(`http://localhost:4000/factuur-betalen/${invoice.handle}`);
    }
    // Asked with the user's own address: the same list.
    const own = await b.ask<Invoice[]>(INVOICES, { email: DEMO.email });
    expect(own.data.map((i) => i.number)).toEqual(invoices.map((i) => i.number));
  });

  it("refuses another address's invoices, and a visitor who is not signed in, as FORBIDDEN with the api's Dutch message", async () => {
    const b = await signedIn(stack, STUDENT);
    const other = await b.send<Answer['data']>(INVOICES, { email: CUSTOMER });
    expect(other.body.data).toBeNull();
    expect(other.body.errors?.[0]).toMatchObject({
      message: 'Je hebt geen toegang tot deze facturen.',
      extensions: { code: 'FORBIDDEN' },
    });
    const wrongToken = await b.send<Answer['data']>(INVOICES, {
      email: CUSTOMER,
      token: invoiceToken(DEMO.email),
    });
    expect(wrongToken.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const anonymous = browser(stack);
    const mine = await anonymous.send(INVOICES);
    expect(mine.body.errors?.[0]).toMatchObject({
      message: 'Log in om je facturen te zien.',
      extensions: { code: 'FORBIDDEN' },
    });
    // Asked of nobody: without a session there is no user.
    expect(mine.body.extensions?.upstream?.calls).toBe(0);
    const session = await visitor(stack);
    const notSignedIn = await session.send(INVOICES, { email: DEMO.email });
    expect(notSignedIn.body.errors?.[0]?.message).toBe('Je hebt geen toegang tot deze facturen.');
  });

  it("lists an address's invoices with its mail's token, without a session; the PDF link carries the token", async () => {
    const token = invoiceToken(CUSTOMER);
    const anonymous = browser(stack);
    const { data: invoices } = await anonymous.ask<Invoice[]>(INVOICES, { email: CUSTOMER, token });
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice.downloadUrl).toBe(`/api/invoices/${invoice.handle}/pdf/?token=${token}`);
    }
    const pdf = await fetch(`${stack.gatewayUrl}${invoices[0]?.downloadUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });
});

/** GET a raw path of the gateway (no URL normalisation by the client). */
function rawGet(path: string, cookie?: string): Promise<{ status: number; text: string }> {
  const url = new URL(stack.gatewayUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path, method: 'GET', headers: cookie ? { cookie } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe("an invoice's PDF through the gateway", () => {
  it('streams it to its owner with its type, name and Cache-Control; another client gets a Dutch 403', async () => {
    const owner = await signedIn(stack, DEMO);
    const [invoice] = (await owner.ask<Invoice[]>(INVOICES)).data;
    const url = `${stack.gatewayUrl}${invoice?.downloadUrl}`;
    const pdf = await fetch(url, { headers: { cookie: cookieOf(owner) } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="factuur-${invoice?.number}.pdf"`,
    );
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    for (const cookie of [cookieOf(await signedIn(stack, STUDENT)), cookieOf(await visitor(stack)), '']) {
      const refused = await fetch(url, { headers: cookie ? { cookie } : {} });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toBe('Je hebt geen toegang tot deze factuur.');
    }
    // Another address's token opens nothing either; a token that is none is refused without a call.
    const before = stack.seen.length;
    const malformed = await fetch(`${url}?token=geen-token`);
    expect([malformed.status, stack.seen.length - before]).toEqual([403, 0]);
    const otherToken = await fetch(`${url}?token=${invoiceToken(CUSTOMER)}`);
    expect(otherToken.status).toBe(403);
  });

  it('answers 404 for an unknown handle and for every path that is none, without asking the api', async () => {
    const unknown = await rawGet(`/api/invoices/${'x'.repeat(32)}/pdf/`);
    expect([unknown.status, unknown.text]).toEqual([404, 'Factuur niet gevonden.']);
    const before = stack.seen.length;
    for (const path of [
      '/api/invoices/../dev/outbox/',
      '/api/invoices/%2e%2e/%2e%2e/dev/outbox/',
      `/api/invoices/${'a'.repeat(32)}/pdf/../../../dev/outbox/`,
      `/api/invoices/${'a'.repeat(32)}/pdf`,
      `/api/invoices/${'a'.repeat(31)}/pdf/`,
      `/api/invoices/${'a'.repeat(33)}/pdf/`,
      `/api/invoices/${'a'.repeat(31)}%2f/pdf/`,
      `/api/invoices/${'a'.repeat(32)}/`,
      '/api/invoices/',
      '/api/myinvoices/',
    ]) {
      const answer = await rawGet(path);
      expect(answer.status, path).toBe(404);
    }
    expect(stack.seen.length - before).toBe(0);
  });
});

describe('paying an invoice', () => {
  it("pays an open invoice with the test provider; the list and the pay page's summary say paid", async () => {
    const b = await signedIn(stack, DEMO);
    const open = (await b.ask<Invoice[]>(INVOICES)).data.find((i) => i.canPayNow);
    expect(open).toBeTruthy();
    const handle = open?.handle as string;

    const anonymous = await visitor(stack);
    const summary = await anonymous.ask(INVOICE_QUERY, { handle });
    expect(summary.data).toEqual({
      handle,
      number: open?.number,
      date: open?.date,
      amount: open?.amount,
      paid: false,
      canPayNow: true,
    });
    // The handle is the secret: paid from the pay page without signing in.
    const { data } = await anonymous.ask<{ payment: Payment; errors: unknown[] }>(PAY_INVOICE, { handle });
    expect(data.errors).toEqual([]);
    expect(data.payment).toMatchObject({ kind: 'INVOICE', status: 'OPEN', amount: open?.amount });
    const paid = await anonymous.ask<{ payment: Payment }>(COMPLETE, {
      handle: data.payment.handle,
      outcome: 'PAID',
    });
    expect(paid.data.payment.status).toBe('PAID');

    const after = (await b.ask<Invoice[]>(INVOICES)).data.find((i) => i.handle === handle);
    expect(after).toMatchObject({ paid: true, canPayNow: false, payLink: null });
    expect((await anonymous.ask(INVOICE_QUERY, { handle })).data).toMatchObject({
      paid: true,
      canPayNow: false,
    });
    const twice = await anonymous.ask<{ payment: null; errors: unknown[] }>(PAY_INVOICE, { handle });
    expect(twice.data).toEqual({
      payment: null,
      errors: [{ field: 'general', messages: ['Deze factuur is al betaald.'] }],
    });
  });

  it('answers handles that are none without a call, and an unknown one as the handle error', async () => {
    const b = await visitor(stack);
    for (const handle of ['', 'kort', '../../dev/outbox/', `${'a'.repeat(31)}/`]) {
      const summary = await b.ask(INVOICE_QUERY, { handle });
      expect([summary.data, summary.calls]).toEqual([null, 0]);
      const pay = await b.ask<{ errors: unknown[] }>(PAY_INVOICE, { handle });
      expect([pay.data.errors, pay.calls]).toEqual([
        [{ field: 'handle', messages: ['Deze factuur is niet gevonden.'] }],
        0,
      ]);
    }
    const unknown = 'z'.repeat(32);
    expect((await b.ask(INVOICE_QUERY, { handle: unknown })).data).toBeNull();
    const pay = await b.ask<{ errors: unknown[] }>(PAY_INVOICE, { handle: unknown });
    expect(pay.data.errors).toEqual([{ field: 'handle', messages: ['Deze factuur is niet gevonden.'] }]);
  });
});
