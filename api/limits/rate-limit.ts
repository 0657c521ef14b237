import type { Request } from 'express';
import type { Clock } from '../clock.ts';
import { HttpError } from '../http/errors.ts';
import { Detail, json, ref } from '../http/openapi.ts';
import { recordRefusal } from '../observability/metrics.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

// The rate limits of the public writes (README "Rate limits"): a sliding window per rule and
// subject, counted before the work it guards in the database or, with REDIS_URL, in Redis
// (rate-limit-store.ts, rate-limit-redis.ts), so several instances share them. Subjects are a
// client (req.ip, which believes X-Forwarded-For only under TRUST_PROXY) or an address.

export type RateRule = { limit: number; windowS: number };

const MINUTES_15 = 15 * 60;
const HOUR = 3600;

export const DEFAULT_RATE_LIMITS = {
  loginFailedPerAddress: { limit: 10, windowS: MINUTES_15 },
  loginPerClient: { limit: 50, windowS: MINUTES_15 },
  checkEmailPerClient: { limit: 100, windowS: MINUTES_15 },
  registerPerClient: { limit: 20, windowS: HOUR },
  resetPerAddress: { limit: 5, windowS: HOUR },
  resetPerClient: { limit: 20, windowS: HOUR },
  tokenPerClient: { limit: 50, windowS: MINUTES_15 },
  // Messages of the contact form (api/content/contact.ts).
  contactPerClient: { limit: 5, windowS: 10 * 60 },
  // The other public writes: generous, since one address may be a whole school or office.
  newsletterPerClient: { limit: 20, windowS: HOUR },
  courseRegistrationPerClient: { limit: 30, windowS: HOUR },
  openDayRegistrationPerClient: { limit: 30, windowS: HOUR },
  orderPerClient: { limit: 30, windowS: HOUR },
  // Asking for the link to an address's invoices (it mails that address).
  invoiceLinkPerClient: { limit: 10, windowS: HOUR },
  invoiceLinkPerAddress: { limit: 3, windowS: HOUR },
  // Paying an order again or an invoice: each one asks the payment provider.
  paymentPerClient: { limit: 60, windowS: HOUR },
  // Asking the provider about one payment (verify page reads, webhook calls): past it the stored
  // status is answered without asking (api/payments/payment-store.ts), not a 429.
  providerChecksPerPayment: { limit: 30, windowS: MINUTES_15 },
  // The desk's second factor (api/desk/staff-auth.ts): wrong codes per staff account (reserved
  // before the check, given back when right), and every code per client.
  deskCodeFailedPerAccount: { limit: 5, windowS: MINUTES_15 },
  deskCodePerClient: { limit: 30, windowS: MINUTES_15 },
} satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateRule>;

export const TOO_MANY = 'Te veel pogingen. Probeer het over een paar minuten opnieuw.';

/** The OpenAPI answer of a limited call. */
export const TOO_MANY_DOC = json(
  ref(Detail),
  'Te veel pogingen: over a rate limit (api/accounts/README.md "Rate limits"); header Retry-After ' +
    'in seconds. Nothing done.',
);

/** An attempt that was counted. */
export type Hit = {
  /** Uncounts it (once): a failed-login reservation whose password turned out right. */
  giveBack(): Promise<void>;
};

export type Limiter = {
  /**
   * Counts an attempt on `rule` for `subject`, before the work it guards. Over the limit: a 429
   * with Retry-After, the attempt not counted and nothing else done.
   */
  hit(rule: RateLimitName, subject: string): Promise<Hit>;
  /** Counts an attempt as `hit` does, answering false instead of a 429 when over the limit. */
  allows(rule: RateLimitName, subject: string): Promise<boolean>;
};

/** The client's key: its address as Express determined it (trust proxy). */
export const clientOf = (req: Request): string => `ip:${req.ip ?? 'unknown'}`;

/**
 * The sliding-window counter: the current window's count plus the previous window's, weighed by
 * the part of it still inside the window that ends now. `elapsedMs` is how far the current
 * window is; both counts include the attempt being decided.
 */
export function withinLimit(rule: RateRule, elapsedMs: number, current: number, previous: number): boolean {
  return previous * (1 - elapsedMs / (rule.windowS * 1000)) + current <= rule.limit;
}

/**
 * Seconds until one more attempt would be within the limit, for a refused one: `current` and
 * `previous` are the counts without it.
 */
export function retryAfterS(rule: RateRule, elapsedMs: number, current: number, previous: number): number {
  const windowMs = rule.windowS * 1000;
  let waitMs: number;
  if (current + 1 <= rule.limit && previous > 0) {
    // In this window, once enough of the previous one has slid out.
    waitMs = (1 - (rule.limit - current - 1) / previous) * windowMs - elapsedMs;
  } else {
    // In the next one, where this window's count is the previous one.
    const share = current > 0 ? Math.max(0, 1 - (rule.limit - 1) / current) : 0;
    waitMs = windowMs - elapsedMs + share * windowMs;
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
}

export function createLimiter(store: RateLimitStore, clock: Clock, limits: RateLimits): Limiter {
  const limiter: Limiter = {
    async allows(rule, subject) {
      try {
        await limiter.hit(rule, subject);
        return true;
      } catch (error) {
        if (error instanceof HttpError && error.status === 429) return false;
        throw error;
      }
    },
    async hit(rule, subject) {
      const r = limits[rule];
      const now = clock.now().getTime();
      const windowMs = r.windowS * 1000;
      const start = Math.floor(now / windowMs) * windowMs;
      const elapsed = now - start;
      // Counted first, in one atomic step, then decided: many at once each see their own count.
      const counted = await store.hit(`${rule}:${subject}`, new Date(start), r.windowS);
      if (!withinLimit(r, elapsed, counted.current, counted.previous)) {
        recordRefusal(rule);
        await counted.undo();
        const retryAfter = retryAfterS(r, elapsed, counted.current - 1, counted.previous);
        throw new HttpError(429, { detail: TOO_MANY }, { 'Retry-After': String(retryAfter) });
      }
      let given = false;
      return {
        async giveBack() {
          if (given) return;
          given = true;
          await counted.undo();
        },
      };
    },
  };
  return limiter;
}
