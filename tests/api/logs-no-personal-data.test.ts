import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logTo } from '../../observability/logger.ts';
import { allowFakeCertificate, type FakeMollie, fakeMollie } from '../fakes/fake-mollie.ts';
import { type FakeSmtp, fakeSmtp, until } from '../fakes/fake-smtp.ts';
import { startStack } from '../gateway/stack.ts';
import { GOOD_PASSWORD, Member } from './accounts-fixtures.ts';
import { staffDesk } from './desk-fixtures.ts';
import { formClient, runSpanning } from './forms-fixtures.ts';
import { checkout, Shopper } from './orders-fixtures.ts';

// Issue 36: no log line holds personal data, ever. A marked customer (an e-mail, phone, street,
// postcode, town and name found nowhere else) goes through every error path the api and the
// gateway have: refused forms, a bad body, database errors whose message and detail quote the
// row, a mail server that refuses the recipient and quotes the mail, a payment provider that is
// down, GraphQL errors whose variables and messages hold the marks. Every line either writes, at
// every level, is searched for every mark.

const TAG = 'mark-7f3a';
const M = {
  email: `${TAG}.${Date.now()}@voorbeeld.nl`,
  phone: '+31 6 9999 7777',
  street: 'Markeerstraat',
  houseNumber: '77',
  postcode: '7777MK',
  city: 'Markeveen',
  firstName: 'Markelientje',
  lastName: 'Zevenmark',
};
const ADDRESS = {
  first_name: M.firstName,
  last_name: M.lastName,
  street: M.street,
  house_number: M.houseNumber,
  house_number_addition: '',
  postal_code: M.postcode,
  city: M.city,
  country: 'NL',
};
/** What a visitor might paste into one field: the whole of it. */
const EVERYTHING = `${M.firstName} ${M.lastName}, ${M.street} ${M.houseNumber}, ${M.postcode} ${M.city}, ${M.phone}, ${M.email}`;

/** The marks, as text or as a pattern a line must not match. */
const MARKS: (string | RegExp)[] = [
  TAG,
  M.email,
  M.street,
  M.city,
  M.firstName,
  M.lastName,
  /7777 ?MK/i,
  /9999\D{0,3}7777/,
  GOOD_PASSWORD,
];

const lines: string[] = [];
let smtp: FakeSmtp;
let mollie: FakeMollie;
let stack: Awaited<ReturnType<typeof startStack>>;
let upstream = '';
let broken: Server;

/**
 * Between the gateway and the api: answers a check of a marked e-mail with a body of the wrong
 * shape that quotes what was sent (an api with a bug), passes everything else on.
 */
async function brokenUpstream(): Promise<string> {
  broken = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (req.url?.startsWith('/api/auth/check-email/') && body.includes(TAG)) {
      const { email } = JSON.parse(body.toString()) as { email: string };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: email }));
      return;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') headers[name] = value;
    const answer = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers,
      body: body.length > 0 ? body : undefined,
    });
    const out: Record<string, string | string[]> = {
      'content-type': answer.headers.get('content-type') ?? '',
    };
    if (answer.headers.getSetCookie().length > 0) out['set-cookie'] = answer.headers.getSetCookie();
    res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  logTo({ write: (line: string) => void lines.push(line) }, 'trace');
  allowFakeCertificate();
  smtp = await fakeSmtp({
    // A real server's refusals quote the address, and a content filter the text it matched.
    refuseRecipient: (address) =>
      address.startsWith(TAG)
        ? `550 5.1.1 <${address}>: Recipient address rejected: User unknown`
        : undefined,
    refuseMessage: (message) =>
      message.includes(M.lastName) ? `554 5.7.1 Rejected by content filter: "${EVERYTHING}"` : undefined,
  });
  mollie = await fakeMollie();
  const brokenUrl = await brokenUpstream();
  stack = await startStack(
    { apiUrl: `${brokenUrl}/api` },
    {
      smtpUrl: smtp.url,
      jobIntervalsMs: { outbox: 50 },
      publicUrl: 'https://www.studiolumen.test',
      paymentProvider: 'mollie',
      mollie: { apiKey: mollie.apiKey, apiEndpoint: mollie.apiEndpoint },
      demoAccounts: true,
      rateLimits: { newsletterPerClient: { limit: 1000, windowS: 3600 } },
    },
  );
  upstream = new URL(stack.apiUrl).origin;
}, 120_000);

afterAll(async () => {
  await stack?.close();
  await new Promise((resolve) => broken?.close(resolve));
  await mollie?.close();
  await smtp?.close();
  logTo(undefined);
});

const messages = () => lines.map((line) => String((JSON.parse(line) as { msg?: unknown }).msg));

describe('log lines of every error path', { timeout: 120_000 }, () => {
  it('hold none of a marked customer’s data', async () => {
    const api = stack.apiUrl;
    const apiErrorsBefore = messages().filter((m) => m === 'api: unexpected error').length;

    // Refused forms: sign-up, contact, newsletter, course registration, checkout; a broken body.
    const member = await Member.arrive(api);
    const signUp = { first_name: M.firstName, last_name: M.lastName, email: M.email };
    expect(
      (await member.post('/auth/register/', { ...signUp, password: 'kort', password2: 'x' })).status,
    ).toBe(400);
    expect((await member.post('/auth/login/', { email: M.email, password: GOOD_PASSWORD })).status).toBe(400);
    const forms = await formClient(api);
    const contact = { name: `${M.firstName} ${M.lastName}`, email: M.email, phone: M.phone, to: 'verhuur' };
    const text = `Graag een offerte. Adres: ${EVERYTHING}`;
    expect(
      (await forms.post('/contact/', { ...contact, message: '', subject: 'x', website: '' })).status,
    ).toBe(400);
    expect((await forms.post('/mailinglist/', { email_address: EVERYTHING })).status).toBe(400);
    const run = await runSpanning(forms, 0);
    const course = {
      run: run.run.id,
      course: run.course,
      ...ADDRESS,
      email: M.email,
      phone: M.phone,
      date_of_birth: '31-02-1990',
      remarks: text,
      payer: 'S',
      payment: 'T',
      accept: true,
    };
    expect((await forms.post('/courseregistration/', course)).status).toBe(400);
    const { shopper } = await Shopper.withCart(api, [['sony-fx30', 1]]);
    const marked = checkout({ email: M.email, phone: M.phone, billing_address: ADDRESS, remarks: text });
    expect((await shopper.order({ ...marked, phone: EVERYTHING })).status).toBe(400);
    expect((await shopper.order(null, { raw: `{"email":"${M.email}","phone":"${M.phone}",` })).status).toBe(
      400,
    );

    // The desk: a marked customer searched by phone and street (in the query string), added with
    // an address and notes, and refused with everything pasted into the phone field.
    const { desk } = await staffDesk(api, stack.db, stack.clock);
    expect((await desk.get(`/desk/customers/?q=${encodeURIComponent(M.phone)}`)).status).toBe(200);
    expect(
      (await desk.get(`/desk/orders/?q=${encodeURIComponent(`${M.street} ${M.houseNumber}`)}`)).status,
    ).toBe(200);
    const record = {
      first_name: M.firstName,
      last_name: M.lastName,
      phone: M.phone,
      address: ADDRESS,
      notes: text,
    };
    expect((await desk.post('/desk/customers/', record)).status).toBe(201);
    expect((await desk.post('/desk/customers/', { ...record, phone: EVERYTHING })).status).toBe(400);

    // Mail that cannot go: the recipient refused, the message refused by a content filter.
    expect((await forms.post('/mailinglist/', { email_address: M.email })).status).toBe(201);
    expect(
      (await forms.post('/contact/', { ...contact, message: text, subject: 'x', website: '' })).status,
    ).toBe(201);
    await until(
      () => (messages().filter((m) => / not sent$/.test(m)).length >= 3 ? true : undefined),
      'three refused mails',
    );

    // The payment provider is down while a marked customer pays.
    mollie.failWith = 503;
    expect((await shopper.order(marked, { query: 'pay_now=true' })).status).toBe(503);
    mollie.failWith = null;

    // Database errors whose message or detail quote the marked row: a trigger's exception and a
    // check constraint's failing row.
    await stack.db.execute(sql`create function refuse_marked() returns trigger language plpgsql as $$
      begin raise exception 'refused % % %', new.email, new.phone, new.billing_address; end $$`);
    await stack.db.execute(
      sql`create trigger refuse_marked before insert on orders for each row execute function refuse_marked()`,
    );
    expect((await shopper.order(marked)).status).toBe(500);
    await stack.db.execute(sql`drop trigger refuse_marked on orders`);
    await stack.db.execute(
      sql.raw(
        `alter table contact_messages add constraint contact_messages_marked_check check (position('${M.street}' in message) = 0) not valid`,
      ),
    );
    expect(
      (await forms.post('/contact/', { ...contact, message: text, subject: 'x', website: '' })).status,
    ).toBe(500);
    await stack.db.execute(sql`alter table contact_messages drop constraint contact_messages_marked_check`);

    // GraphQL: variables holding the marks refused, an api that is down, an answer of the wrong
    // shape that quotes them.
    const checkEmail = 'mutation Check($email: String!) { checkEmail(email: $email) { emailStatus } }';
    const signIn =
      'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ok } }';
    expect(
      (await stack.query(checkEmail, { email: { street: EVERYTHING } })).body.errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
    stack.fail('/auth/');
    const down = await stack.query(signIn, { email: M.email, password: GOOD_PASSWORD });
    expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    stack.heal();
    const wrong = await stack.query(checkEmail, { email: EVERYTHING });
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');

    // Every request's line is written when its response closes: the last request's (the gateway's
    // line of it, by its X-Request-Id) is there once the lines of those before it are.
    const lastId = wrong.response.headers.get('x-request-id');
    expect(lastId).toBeTruthy();
    await until(
      () =>
        lines.some((line) => {
          const fields = JSON.parse(line) as { msg?: unknown; service?: unknown; requestId?: unknown };
          return fields.msg === 'request' && fields.service === 'gateway' && fields.requestId === lastId;
        })
          ? true
          : undefined,
      'the log line of the last request',
    );
    const seen = messages();
    expect(seen.filter((m) => m === 'api: unexpected error').length - apiErrorsBefore).toBe(2);
    expect(seen).toContain('api: payment provider unavailable');
    expect(seen).toContain('graphql: unexpected error');
    expect(seen.filter((m) => / not sent$/.test(m)).length).toBeGreaterThanOrEqual(3);

    for (const line of lines) {
      for (const mark of MARKS) {
        const holds =
          typeof mark === 'string' ? line.toLowerCase().includes(mark.toLowerCase()) : mark.test(line);
        expect(holds, `a log line holds ${mark}: ${line}`).toBe(false);
      }
    }
  });
});
