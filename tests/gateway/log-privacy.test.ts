import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logTo } from '../../observability/logger.ts';
import { GOOD_PASSWORD, linkToken, Member } from '../api/accounts-fixtures.ts';
import { checkout, Shopper } from '../api/orders-fixtures.ts';
import { until } from '../fakes/fake-smtp.ts';
import { visitor } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// The api's and the gateway's log lines (into memory, every level) over a realistic visit:
// registering, activating, signing in (once wrongly), ordering with an address, asking for
// invoices by address, and failing requests. No line may hold any of the visitor's personal data
// or secrets; each request is one line with its route template, and the gateway's request id
// reaches the api's lines.

const lines: string[] = [];
const sink = { write: (line: string) => void lines.push(line) };
let stack: Awaited<ReturnType<typeof startStack>>;

beforeAll(async () => {
  logTo(sink, 'trace');
  stack = await startStack({}, { demoAccounts: true });
});
afterAll(async () => {
  await stack?.close();
  logTo(undefined);
});

const who = {
  first_name: 'Floortje',
  last_name: 'Zwanenburg',
  email: `floortje.zwanenburg.${Date.now()}@voorbeeld.nl`,
  password: GOOD_PASSWORD,
  password2: GOOD_PASSWORD,
};
const address = {
  first_name: 'Floortje',
  last_name: 'Zwanenburg',
  street: 'Lijnbaansgracht',
  house_number: '271',
  house_number_addition: 'b',
  postal_code: '1017RM',
  city: 'Amsterdam',
  country: 'NL',
};
const PHONE = '06-98765432';

type Line = Record<string, unknown>;

describe('log lines', () => {
  it('hold no personal data or secret over a whole visit', async () => {
    const secrets: string[] = [who.email, encodeURIComponent(who.email), 'Floortje', 'Zwanenburg'];
    secrets.push('Lijnbaansgracht', '1017RM', PHONE, GOOD_PASSWORD, 'Verkeerd-Wachtwoord-1');

    // Registering on the api (through the proxy the gateway uses).
    const member = await Member.arrive(stack.apiUrl);
    expect((await member.post('/auth/register/', who)).status).toBe(201);
    const token = await linkToken(stack.apiUrl, who.email);
    secrets.push(token);

    // Activating and signing in through the gateway, with a request id the api's lines repeat.
    const browser = await visitor(stack);
    const cookies = () => [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const activated = await stack.query(
      'mutation Activate($token: String!) { activateAccount(token: $token) { ok } }',
      { token },
      { cookie: cookies(), 'x-csrftoken': browser.jar.get('csrftoken') ?? '', 'x-request-id': 'privacy-1' },
    );
    expect(activated.body.data).toEqual({ activateAccount: { ok: true } });
    const signIn =
      'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ok } }';
    const wrong = await browser.send(signIn, { email: who.email, password: 'Verkeerd-Wachtwoord-1' });
    expect(wrong.body.data).toEqual({ signIn: { ok: false } });
    const right = await browser.send(signIn, { email: who.email, password: GOOD_PASSWORD });
    expect(right.body.data).toEqual({ signIn: { ok: true } });
    for (const [, value] of browser.jar) secrets.push(value);

    // Ordering with an address and a phone number on the api.
    const { shopper } = await Shopper.withCart(stack.apiUrl, [['sony-fx30', 1]]);
    const order = await shopper.place(checkout({ email: who.email, phone: PHONE, billing_address: address }));
    secrets.push(String(order.number));
    for (const [name, value] of shopper.jar)
      if (name === 'csrftoken' || name === 'sessionid') secrets.push(value);
    for (const [, value] of member.jar) secrets.push(value);

    // Failing requests: invoices by address without the right, a bad body, unknown paths naming the address.
    expect((await fetch(`${stack.apiUrl}/invoices/?email=${encodeURIComponent(who.email)}`)).status).toBe(
      403,
    );
    const bad = await member.request('POST', '/auth/login/', { body: '{"email":', csrf: true });
    expect(bad.status).toBe(400);
    expect((await fetch(`${stack.apiUrl}/nergens/${who.email}/`)).status).toBe(404);
    expect((await fetch(`${stack.gatewayUrl}/account/${who.email}?email=${who.email}`)).status).toBe(404);
    const last = await fetch(`${stack.apiUrl}/auth/activate/${token}/`, {
      headers: { 'x-request-id': 'privacy-last' },
    });
    expect(last.status).toBe(404);

    // Every request's line is written when its response closes: the last request's (by the id it
    // sent) is there once the lines of those before it are.
    await until(
      () =>
        lines.some((line) => {
          const fields = JSON.parse(line) as { msg?: unknown; requestId?: unknown };
          return fields.msg === 'request' && fields.requestId === 'privacy-last';
        })
          ? true
          : undefined,
      'the log line of the last request',
    );
    const parsed = lines.map((line) => JSON.parse(line) as Line);
    expect(parsed.length).toBeGreaterThan(15);
    for (const line of lines) {
      for (const secret of secrets.filter((s) => s.length >= 4)) {
        expect(line, `a log line holds "${secret}"`).not.toContain(secret);
      }
      expect(line).not.toMatch(/@voorbeeld\.nl|cookie|password|csrf/i);
    }

    // One line per request, by route template, with its status, duration and request id.
    const requests = parsed.filter((line) => line.msg === 'request');
    for (const line of requests) {
      expect(line).toMatchObject({
        method: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
      });
      expect(typeof line.ms).toBe('number');
      expect(String(line.requestId)).toMatch(/^[\w.:-]+$/);
    }
    const routes = requests.map((line) => `${line.service} ${line.method} ${line.route} ${line.status}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'api POST /api/auth/register/ 201',
        'api POST /api/auth/activate/ 200',
        'api POST /api/shop/order/ 201',
        'api GET /api/invoices/ 403',
        'api POST /api/auth/login/ 400',
        'api GET (unmatched) 404',
        'gateway POST /graphql 200',
        'gateway GET (unmatched) 404',
      ]),
    );
    // The gateway's request id, on its own line and on the api's line for the call it made.
    const tagged = requests.filter((line) => line.requestId === 'privacy-1');
    expect(tagged.map((line) => `${line.service} ${line.route}`).sort()).toEqual([
      'api /api/auth/activate/',
      'gateway /graphql',
    ]);
    expect(tagged.find((line) => line.service === 'gateway')?.operation).toBe('Activate');
  });
});
