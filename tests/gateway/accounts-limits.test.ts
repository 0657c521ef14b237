import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../api/limits/rate-limit.ts';
import { type AccountPayload, API_OPTIONS, CHECK_EMAIL, DEMO, SIGN_IN } from './account-browser.ts';
import { browser, CART, type Stack } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// The api's per-client rate limits count the visitor's address, which the gateway passes on
// (X-Forwarded-For, believed by the api from the gateway only). Here the gateway trusts one proxy
// in front of it, so two visitors are told apart by the address that proxy saw; the limits are
// lowered to a few attempts. Over a limit, the form hears the api's Dutch message as `general`.

const LIMITS = {
  ...API_OPTIONS,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    checkEmailPerClient: { limit: 3, windowS: 900 },
    loginFailedPerAddress: { limit: 2, windowS: 900 },
    newsletterPerClient: { limit: 2, windowS: 3600 },
  },
};

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ trustProxy: ['127.0.0.1', '::1'] }, LIMITS);
});
afterAll(() => stack?.close());

const TOO_MANY = 'Te veel pogingen. Probeer het over een paar minuten opnieuw.';
const WRONG_LOGIN = 'E-mailadres of wachtwoord is onjuist.';
const NEWSLETTER = `mutation($email: String!) {
  subscribeToNewsletter(email: $email) { ok errors { field messages } } }`;

/** How many of `payloads` answered each general message. */
function messageCounts(payloads: { errors: { messages: string[] }[] }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { errors } of payloads) {
    const message = errors[0]?.messages[0] ?? 'ok';
    counts[message] = (counts[message] ?? 0) + 1;
  }
  return counts;
}

/** A browser that sends its own X-Forwarded-For (`forwarded()`) with every request. */
async function spoofing(on: Stack, forwarded: () => string) {
  const b = browser({
    ...on,
    query: (q, v, h = {}) => on.query(q, v, { ...h, 'x-forwarded-for': forwarded() }),
  });
  await b.send(CART);
  return b;
}

/** A browser whose requests the trusted proxy saw coming from `ip`. */
async function from(ip: string) {
  const b = browser({
    ...stack,
    query: (q, v, h = {}) => stack.query(q, v, { ...h, 'x-forwarded-for': ip }),
  });
  await b.send(CART);
  return b;
}

describe('rate limits through the gateway', () => {
  it("counts each visitor's address apart and answers the limit as the form's general error", async () => {
    const a = await from('203.0.113.5');
    const b = await from('203.0.113.6');
    for (let i = 0; i < 3; i++) {
      const { data } = await a.ask<{ emailStatus: string }>(CHECK_EMAIL, { email: DEMO.email });
      expect(data.emailStatus).toBe('ACTIVE');
    }
    const limited = await a.ask<{ emailStatus: string | null; errors: unknown[] }>(CHECK_EMAIL, {
      email: DEMO.email,
    });
    expect(limited.data).toEqual({ emailStatus: null, errors: [{ field: 'general', messages: [TOO_MANY] }] });
    // Another address is not held back by the first one's attempts.
    const other = await b.ask<{ emailStatus: string }>(CHECK_EMAIL, { email: DEMO.email });
    expect(other.data.emailStatus).toBe('ACTIVE');
  });

  it('stops guessing a password after the failed attempts an address allows, even the right one', async () => {
    const a = await from('203.0.113.7');
    for (let i = 0; i < 2; i++) {
      const { data } = await a.ask<AccountPayload>(SIGN_IN, {
        email: DEMO.email,
        password: `Fout-${i}-wachtwoord`,
      });
      expect(data.errors).toEqual([{ field: 'general', messages: [WRONG_LOGIN] }]);
    }
    const { data } = await a.ask<AccountPayload>(SIGN_IN, DEMO);
    expect(data).toMatchObject({
      ok: false,
      user: null,
      errors: [{ field: 'general', messages: [TOO_MANY] }],
    });
    expect(a.jar.get('sessionid')).toBeUndefined();
  });

  it("a newsletter form over its limit shows the api's words as its general error", async () => {
    const a = await from('203.0.113.8');
    const subscribe = (n: number) =>
      a.ask<{ ok: boolean; errors: unknown[] }>(NEWSLETTER, { email: `lezer.${Date.now()}.${n}@example.nl` });
    for (const n of [1, 2]) expect((await subscribe(n)).data).toEqual({ ok: true, errors: [] });
    expect((await subscribe(3)).data).toEqual({
      ok: false,
      errors: [{ field: 'general', messages: [TOO_MANY] }],
    });
  });

  it('of 40 wrong passwords at once for one address, only the limit is checked', async () => {
    const browsers = await Promise.all(Array.from({ length: 40 }, (_, i) => from(`198.18.1.${i + 1}`)));
    const email = `burst.${Date.now()}@example.nl`;
    const answers = await Promise.all(
      browsers.map((b) => b.ask<AccountPayload>(SIGN_IN, { email, password: 'Fout-Fout-1' })),
    );
    // "Onjuist" is a password that was checked; the rest were refused before the check.
    expect(messageCounts(answers.map((a) => a.data))).toEqual({ [WRONG_LOGIN]: 2, [TOO_MANY]: 38 });
  });

  it('a client cannot be someone new by sending its own X-Forwarded-For', async () => {
    // The trusted proxy appends the address it saw; what the client sent before it is not believed.
    let n = 0;
    const b = await spoofing(stack, () => `10.9.${++n % 250}.${n % 200}, 203.0.113.9`);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const { data } = await b.ask<{ emailStatus: string | null }>(CHECK_EMAIL, { email: DEMO.email });
      statuses.push(data.emailStatus);
    }
    expect(statuses).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', null]);
  });
});

describe('rate limits through a gateway that trusts no proxy (the default)', () => {
  let direct: Stack;
  beforeAll(async () => {
    direct = await startStack({}, LIMITS);
  });
  afterAll(() => direct?.close());

  it("counts the connection's address, whatever X-Forwarded-For the client sends", async () => {
    let n = 0;
    const b = await spoofing(direct, () => `10.8.${++n % 250}.${n % 200}`);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const { data } = await b.ask<{ emailStatus: string | null }>(CHECK_EMAIL, { email: DEMO.email });
      statuses.push(data.emailStatus);
    }
    expect(statuses).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', null]);
  });
});
