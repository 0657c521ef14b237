import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

// A local stand-in for Mollie's payments API (https://docs.mollie.com/reference/payments-api),
// for tests and the end-to-end stack. It checks our requests against Mollie's documented shapes
// (Bearer API key, JSON create body, `amount: {currency, value: "12.34"}`, absolute URLs) and
// keeps every problem in `problems`, so a test can require there were none. It answers as Mollie
// does (HAL JSON, `_links.checkout`, Mollie's error objects), serves a checkout page where a
// visitor pays, cancels or lets the payment fail or expire, and calls our webhook the way Mollie
// does: a form body `id=tr_…`, nothing else. Tests drive it with `settle` and `callWebhook`.
//
// Mollie's official client only speaks HTTPS, and trusts only the CAs it ships: the API side is
// served over HTTPS with a self-signed test certificate, so the process that talks to it must run
// with NODE_TLS_REJECT_UNAUTHORIZED=0 (`allowFakeCertificate()`; tests and the e2e stack only).
// The checkout page, which a browser opens, is plain HTTP on a port of its own.

/** Lets this process accept the fake's self-signed certificate (never outside tests). */
export function allowFakeCertificate(): void {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}

export type MollieStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

export type FakePayment = {
  id: string;
  status: MollieStatus;
  amount: { currency: string; value: string };
  description: string;
  redirectUrl: string;
  cancelUrl?: string;
  webhookUrl?: string;
  locale?: string;
  metadata?: unknown;
  createdAt: string;
};

export type FakeRefund = {
  id: string;
  paymentId: string;
  amount: { currency: string; value: string };
  description: string;
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';
  metadata?: unknown;
  createdAt: string;
};

export type FakeMollie = {
  /** The API root to give the client (`https://127.0.0.1:…/v2/`). */
  apiEndpoint: string;
  /** Where a visitor pays: `{origin}/checkout/{id}` (plain HTTP). */
  origin: string;
  apiKey: string;
  payments: Map<string, FakePayment>;
  /** Requests that broke Mollie's documented rules: a test expects none. */
  problems: string[];
  /** Every create body as sent. */
  created: unknown[];
  /** Every payment id asked about (GET /v2/payments/{id}), in order. */
  fetched: string[];
  /** Every refund made (POST /v2/payments/{id}/refunds), in order; a repeated Idempotency-Key makes none. */
  refunds: FakeRefund[];
  /** Webhook calls made: id and our answer's status. */
  webhooks: { id: string; status: number }[];
  /** While set, every API call answers this status (503: Mollie is down). */
  failWith: number | null;
  /** How long a status read (GET /v2/payments/{id}) takes to answer, in ms (a slow Mollie). */
  readDelayMs: number;
  /** How long a new refund's answer takes, in ms: the refund is made at once, its answer comes late. */
  refundDelayMs: number;
  /** Sets the payment's status, as the visitor or the bank would. */
  settle(id: string, status: MollieStatus): void;
  /** Calls the payment's webhook as Mollie does; our answer's status. */
  callWebhook(id: string): Promise<number>;
  close(): Promise<void>;
};

const KEY = /^(test|live)_[A-Za-z0-9]{30,}$/;
const LOCALES = ['en_US', 'en_GB', 'nl_NL', 'nl_BE', 'fr_FR', 'fr_BE', 'de_DE', 'de_AT', 'de_CH', 'es_ES'];
const CREATE_FIELDS = new Set([
  'amount',
  'description',
  'redirectUrl',
  'cancelUrl',
  'webhookUrl',
  'locale',
  'method',
  'metadata',
  'sequenceType',
  'customerId',
  'mandateId',
  'lines',
  'billingAddress',
  'shippingAddress',
  'restrictPaymentMethodsToCountry',
]);
const DOCS = { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' };

const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/hal+json'): void {
  res.writeHead(status, { 'content-type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const mollieError = (status: number, title: string, detail: string, field?: string) => ({
  status,
  title,
  detail,
  ...(field ? { field } : {}),
  _links: { documentation: DOCS },
});

/** Mollie's create rules (the ones our calls touch); the problems found. */
function checkCreate(body: Record<string, unknown>): { field: string; detail: string }[] {
  const found: { field: string; detail: string }[] = [];
  const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
  if (!amount || typeof amount !== 'object')
    found.push({ field: 'amount', detail: 'The amount is required.' });
  else {
    if (typeof amount.currency !== 'string' || !/^[A-Z]{3}$/.test(amount.currency))
      found.push({ field: 'amount.currency', detail: 'The currency is invalid.' });
    if (typeof amount.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value))
      found.push({ field: 'amount.value', detail: 'The amount value must be a string with two decimals.' });
    else if (Number(amount.value) < 0.01)
      found.push({ field: 'amount.value', detail: 'The amount is too low.' });
    if (Object.keys(amount).some((k) => k !== 'currency' && k !== 'value'))
      found.push({ field: 'amount', detail: 'The amount has unknown fields.' });
  }
  if (typeof body.description !== 'string' || body.description.trim() === '' || body.description.length > 255)
    found.push({ field: 'description', detail: 'The description is required (at most 255 characters).' });
  if (!isAbsoluteUrl(body.redirectUrl))
    found.push({ field: 'redirectUrl', detail: 'The redirect URL is invalid.' });
  for (const field of ['cancelUrl', 'webhookUrl'] as const) {
    if (body[field] !== undefined && !isAbsoluteUrl(body[field]))
      found.push({ field, detail: `The ${field} is invalid.` });
  }
  if (body.locale !== undefined && !LOCALES.includes(String(body.locale)))
    found.push({ field: 'locale', detail: 'The locale is invalid.' });
  if (body.metadata !== undefined && JSON.stringify(body.metadata).length > 1024)
    found.push({ field: 'metadata', detail: 'The metadata is too large (1024 bytes at most).' });
  for (const key of Object.keys(body)) {
    if (!CREATE_FIELDS.has(key)) found.push({ field: key, detail: `Unknown field ${key}.` });
  }
  return found;
}

export async function fakeMollie(options: { checkoutPort?: number } = {}): Promise<FakeMollie> {
  const payments = new Map<string, FakePayment>();
  const problems: string[] = [];
  const created: unknown[] = [];
  const webhooks: { id: string; status: number }[] = [];
  const fetched: string[] = [];
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  let origin = '';
  let apiOrigin = '';

  const resource = (p: FakePayment) => ({
    resource: 'payment',
    id: p.id,
    mode: 'test',
    createdAt: p.createdAt,
    amount: p.amount,
    description: p.description,
    method: null,
    metadata: p.metadata ?? null,
    status: p.status,
    isCancelable: false,
    ...(p.status === 'open' ? { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } : {}),
    ...(p.status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
    profileId: 'pfl_fakefakefa',
    sequenceType: 'oneoff',
    redirectUrl: p.redirectUrl,
    ...(p.cancelUrl ? { cancelUrl: p.cancelUrl } : {}),
    ...(p.webhookUrl ? { webhookUrl: p.webhookUrl } : {}),
    ...(p.locale ? { locale: p.locale } : {}),
    _links: {
      self: { href: `${apiOrigin}/v2/payments/${p.id}`, type: 'application/hal+json' },
      ...(p.status === 'open' ? { checkout: { href: `${origin}/checkout/${p.id}`, type: 'text/html' } } : {}),
      dashboard: { href: `${origin}/dashboard/payments/${p.id}`, type: 'text/html' },
      documentation: DOCS,
    },
  });

  const cents = (value: string) => Math.round(Number(value) * 100);
  const refundedCents = (paymentId: string) =>
    refunds
      .filter((r) => r.paymentId === paymentId && r.status !== 'failed' && r.status !== 'canceled')
      .reduce((sum, r) => sum + cents(r.amount.value), 0);
  const refundResource = (r: FakeRefund) => ({
    resource: 'refund',
    id: r.id,
    mode: 'test',
    amount: r.amount,
    status: r.status,
    createdAt: r.createdAt,
    description: r.description,
    metadata: r.metadata ?? null,
    paymentId: r.paymentId,
    _links: {
      self: { href: `${apiOrigin}/v2/payments/${r.paymentId}/refunds/${r.id}`, type: 'application/hal+json' },
      payment: { href: `${apiOrigin}/v2/payments/${r.paymentId}`, type: 'application/hal+json' },
      documentation: { href: 'https://docs.mollie.com/reference/create-refund', type: 'text/html' },
    },
  });

  /** POST /v2/payments/{id}/refunds as Mollie answers it: never more than is refundable. */
  async function createRefund(req: IncomingMessage, res: ServerResponse, paymentId: string): Promise<void> {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      problems.push('POST refunds: a body that is not JSON');
      send(res, 400, mollieError(400, 'Bad Request', 'The JSON body is invalid.'));
      return;
    }
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? refundsByKey.get(key) : undefined;
    if (replay) {
      send(res, 201, refundResource(replay));
      return;
    }
    const payment = payments.get(paymentId);
    if (!payment) {
      problems.push(`POST refunds: no payment ${paymentId}`);
      send(res, 404, mollieError(404, 'Not Found', `No payment exists with token ${paymentId}.`));
      return;
    }
    const amount = body.amount as { currency?: unknown; value?: unknown } | undefined;
    if (
      amount?.currency !== 'EUR' ||
      typeof amount.value !== 'string' ||
      !/^\d+\.\d{2}$/.test(amount.value) ||
      cents(amount.value) < 1
    ) {
      problems.push('POST refunds: amount is not {currency: "EUR", value: "12.34"}');
      send(res, 422, mollieError(422, 'Unprocessable Entity', 'The amount is invalid.', 'amount'));
      return;
    }
    if (payment.status !== 'paid') {
      problems.push(`POST refunds: payment ${paymentId} is ${payment.status}, not refundable`);
      send(res, 422, mollieError(422, 'Unprocessable Entity', 'The payment cannot be refunded.'));
      return;
    }
    if (cents(amount.value) > cents(payment.amount.value) - refundedCents(paymentId)) {
      problems.push(`POST refunds: ${amount.value} is more than is refundable of ${paymentId}`);
      send(
        res,
        422,
        mollieError(
          422,
          'Unprocessable Entity',
          'The amount is higher than the amount that is refundable for this payment.',
          'amount',
        ),
      );
      return;
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(8).toString('hex').slice(0, 10)}`,
      paymentId,
      amount: { currency: 'EUR', value: amount.value },
      description: typeof body.description === 'string' ? body.description : '',
      status: 'pending',
      ...(body.metadata !== undefined ? { metadata: body.metadata } : {}),
      createdAt: new Date().toISOString(),
    };
    refunds.push(refund);
    if (typeof key === 'string') refundsByKey.set(key, refund);
    if (fake.refundDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.refundDelayMs));
    if (!res.destroyed) send(res, 201, refundResource(refund));
  }

  /** GET /v2/payments/{id}/refunds: the payment's refunds, oldest first, on one page. */
  function listRefunds(res: ServerResponse, paymentId: string): void {
    if (!payments.has(paymentId)) {
      send(res, 404, mollieError(404, 'Not Found', `No payment exists with token ${paymentId}.`));
      return;
    }
    const theirs = refunds.filter((r) => r.paymentId === paymentId);
    send(res, 200, {
      count: theirs.length,
      _embedded: { refunds: theirs.map(refundResource) },
      _links: {
        self: { href: `${apiOrigin}/v2/payments/${paymentId}/refunds`, type: 'application/hal+json' },
        previous: null,
        next: null,
        documentation: { href: 'https://docs.mollie.com/reference/list-refunds', type: 'text/html' },
      },
    });
  }

  async function callWebhook(id: string): Promise<number> {
    const payment = payments.get(id);
    if (!payment?.webhookUrl) return 0;
    try {
      const answer = await fetch(payment.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      });
      webhooks.push({ id, status: answer.status });
      return answer.status;
    } catch {
      webhooks.push({ id, status: 0 });
      return 0;
    }
  }

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (fake.failWith !== null) {
      send(res, fake.failWith, mollieError(fake.failWith, 'Service Unavailable', 'Mollie is down (fake).'));
      return;
    }
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key || !KEY.test(key) || key !== fake.apiKey) {
      problems.push(`${req.method} ${path}: no or a wrong API key`);
      send(
        res,
        401,
        mollieError(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'),
      );
      return;
    }
    if (req.method === 'POST' && path === '/v2/payments') {
      if (!/^application\/json/.test(req.headers['content-type'] ?? ''))
        problems.push('POST /v2/payments: not application/json');
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        problems.push('POST /v2/payments: a body that is not JSON');
        send(res, 400, mollieError(400, 'Bad Request', 'The JSON body is invalid.'));
        return;
      }
      created.push(body);
      const found = checkCreate(body);
      if (found.length > 0) {
        for (const f of found) problems.push(`POST /v2/payments: ${f.field}: ${f.detail}`);
        const first = found[0] ?? { field: '', detail: '' };
        send(res, 422, mollieError(422, 'Unprocessable Entity', first.detail, first.field));
        return;
      }
      const payment: FakePayment = {
        id: `tr_${randomBytes(8).toString('hex').slice(0, 10)}`,
        status: 'open',
        amount: body.amount as FakePayment['amount'],
        description: String(body.description),
        redirectUrl: String(body.redirectUrl),
        cancelUrl: body.cancelUrl as string | undefined,
        webhookUrl: body.webhookUrl as string | undefined,
        locale: body.locale as string | undefined,
        metadata: body.metadata,
        createdAt: new Date().toISOString(),
      };
      payments.set(payment.id, payment);
      send(res, 201, resource(payment));
      return;
    }
    const refund = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path);
    if (req.method === 'POST' && refund?.[1]) {
      await createRefund(req, res, decodeURIComponent(refund[1]));
      return;
    }
    if (req.method === 'GET' && refund?.[1]) {
      listRefunds(res, decodeURIComponent(refund[1]));
      return;
    }
    const get = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && get?.[1]) {
      fetched.push(decodeURIComponent(get[1]));
      if (fake.readDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.readDelayMs));
      const payment = payments.get(decodeURIComponent(get[1]));
      if (!payment) send(res, 404, mollieError(404, 'Not Found', `No payment exists with token ${get[1]}.`));
      else send(res, 200, resource(payment));
      return;
    }
    problems.push(`${req.method} ${path}: not a call of the payments API`);
    send(res, 404, mollieError(404, 'Not Found', 'The resource does not exist.'));
  }

  /** The hosted checkout page: what Mollie shows the visitor, reduced to four choices. */
  async function checkout(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const payment = payments.get(id);
    if (!payment) {
      send(res, 404, 'Onbekende betaling', 'text/plain; charset=utf-8');
      return;
    }
    if (req.method === 'POST') {
      const choice = new URLSearchParams(await readBody(req)).get('status');
      if (payment.status === 'open' && ['paid', 'canceled', 'failed', 'expired'].includes(choice ?? '')) {
        payment.status = choice as MollieStatus;
        await callWebhook(id);
      }
      res.writeHead(303, { location: payment.redirectUrl });
      res.end();
      return;
    }
    const button = (status: string, label: string) =>
      `<button name="status" value="${status}">${label}</button>`;
    send(
      res,
      200,
      `<!doctype html><html lang="nl"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Mollie (test): betalen</title></head>
<body><h1>Betalen aan Studio Lumen (testomgeving van Mollie)</h1>
<p>${payment.description.replace(/[<&>"]/g, '')}: € ${payment.amount.value.replace('.', ',')}</p>
<form method="post">${button('paid', 'Betalen')} ${button('canceled', 'Annuleren')} ${button('failed', 'Mislukt')} ${button('expired', 'Verlopen')}</form>
</body></html>`,
      'text/html; charset=utf-8',
    );
  }

  const apiServer = createHttpsServer(
    {
      cert: readFileSync(join(import.meta.dirname, 'fake-mollie-cert.pem')),
      key: readFileSync(join(import.meta.dirname, 'fake-mollie-key.pem')),
    },
    (req, res) => {
      const path = new URL(req.url ?? '/', 'https://fake').pathname;
      const work = path.startsWith('/v2/')
        ? api(req, res, path)
        : Promise.resolve(send(res, 404, 'Not found', 'text/plain'));
      work.catch(() => {
        if (!res.headersSent) send(res, 500, mollieError(500, 'Internal Server Error', 'fake'));
      });
    },
  );
  const checkoutServer: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const work = path.startsWith('/checkout/')
      ? checkout(req, res, decodeURIComponent(path.slice('/checkout/'.length)))
      : Promise.resolve(send(res, 404, 'Niet gevonden', 'text/plain'));
    work.catch(() => {
      if (!res.headersSent) send(res, 500, 'fout', 'text/plain');
    });
  });
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) =>
    checkoutServer.listen(options.checkoutPort ?? 0, '127.0.0.1', resolve),
  );
  apiOrigin = `https://127.0.0.1:${(apiServer.address() as AddressInfo).port}`;
  origin = `http://127.0.0.1:${(checkoutServer.address() as AddressInfo).port}`;

  const fake: FakeMollie = {
    apiEndpoint: `${apiOrigin}/v2/`,
    origin,
    apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    payments,
    problems,
    created,
    fetched,
    refunds,
    webhooks,
    failWith: null,
    readDelayMs: 0,
    refundDelayMs: 0,
    settle(id, status) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`fake mollie: no payment ${id}`);
      payment.status = status;
    },
    callWebhook,
    async close() {
      for (const server of [apiServer, checkoutServer]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    },
  };
  return fake;
}
