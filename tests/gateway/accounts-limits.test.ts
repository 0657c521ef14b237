import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../api/accounts/rate-limit.ts';
import { type AccountPayload, API_OPTIONS, CHECK_EMAIL, DEMO, SIGN_IN } from './account-browser.ts';
import { browser, CART, type Stack } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// The api's per-client rate limits count the visitor's address, which the gateway passes on
// (X-Forwarded-For, believed by the api from the gateway only). Here the gateway trusts one proxy
// in front of it, so two visitors are told apart by the address that proxy saw; the limits are
// lowered to a few attempts. Over a limit, the form hears the api's Dutch message as `general`.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack(
    { trustProxy: 1 },
    {
      ...API_OPTIONS,
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        checkEmailPerClient: { limit: 3, windowS: 900 },
        loginFailedPerAddress: { limit: 2, windowS: 900 },
      },
    },
  );
});
afterAll(() => stack?.close());

const TOO_MANY = 'Te veel pogingen. Probeer het over een paar minuten opnieuw.';

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
      expect(data.errors).toEqual([
        { field: 'general', messages: ['E-mailadres of wachtwoord is onjuist.'] },
      ]);
    }
    const { data } = await a.ask<AccountPayload>(SIGN_IN, DEMO);
    expect(data).toMatchObject({
      ok: false,
      user: null,
      errors: [{ field: 'general', messages: [TOO_MANY] }],
    });
    expect(a.jar.get('sessionid')).toBeUndefined();
  });
});
