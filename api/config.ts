// The api's settings that come from the environment (README "Configuration"), read once at start
// and handed to the app; every one has a safe default.

import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '../domain/order-bounds.ts';
import { parseTrustedProxies } from '../domain/trusted-proxies.ts';

export type ApiConfig = {
  /**
   * The site's own address, without a trailing slash (env PUBLIC_URL, default
   * `http://localhost:4000`): every absolute URL the api puts in something it sends (mails) is
   * built from it, never from the request's Host header.
   */
  publicUrl: string;
  /**
   * The reverse proxies whose `X-Forwarded-Proto`/`-For` are believed (env TRUST_PROXY, addresses
   * or CIDR ranges, comma-separated; default none): behind the gateway, the gateway's address, so
   * cookies are `Secure` when the visitor talks HTTPS to it and a client is its visitor's address.
   * A request from any other address is its own client, whatever headers it sends.
   */
  trustProxy: string[];
  /** Serve the development outbox `GET /api/dev/outbox/` (env DEV_OUTBOX=1); off otherwise. */
  devOutbox: boolean;
  /**
   * Signs what the api must be able to trust later (env SECRET_KEY): the payment provider's
   * webhook (HMAC-SHA256). A development key by default; set it in production.
   */
  secretKey: string;
  /**
   * Which payment provider takes payments (env PAYMENT_PROVIDER, default `test`: the built-in test
   * provider of api/payments/test-provider.ts, allowed only in demo and development runs, see
   * `startRefusal`; `mollie`: Mollie, api/payments/mollie-provider.ts).
   */
  paymentProvider: PaymentProviderName;
  /**
   * Mollie's settings (env MOLLIE_API_KEY, MOLLIE_API_ENDPOINT), read when PAYMENT_PROVIDER=mollie;
   * null otherwise. The endpoint is Mollie's own unless a test points it at a fake.
   */
  mollie: MollieConfig | null;
  /**
   * Whether editors may save content (env EDITOR_ENABLED=1 or true; off by default): when off,
   * every save of a block or widget is refused, even for an editor (api/content/README.md).
   */
  editorEnabled: boolean;
  /**
   * What one online order may ask and how long its holds last (domain/order-bounds.ts): env
   * QUOTE_HOLD_HOURS (48), PAYMENT_HOLD_MINUTES (60), MAX_RENTAL_DAYS (30), MAX_ONLINE_ORDER_EUR
   * (25000), MAX_UNPAID_HOLDS (3 per e-mail address and per client), GUEST_HOLD_EUR (2500) and
   * ACCOUNT_HOLD_EUR (10000): the rental value kept unpaid at one moment, UNPAID_UNITS_PERCENT (50):
   * the share of an article's units unpaid holds keep together.
   */
  orderLimits: OrderLimits;
};

/** The payment providers the api can use (api/payments/payment-provider.ts). */
export const PAYMENT_PROVIDERS = ['test', 'mollie'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export type MollieConfig = {
  apiKey: string;
  apiEndpoint: string;
  /** How long one call may take (10 s; the tests of a slow Mollie lower it). */
  timeoutMs?: number;
};
export const MOLLIE_API_ENDPOINT = 'https://api.mollie.com/v2/';

export const DEVELOPMENT_SECRET_KEY = 'development-secret-key-not-for-production';

export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

/** A configuration error: the process should not start. */
export class ConfigError extends Error {}

function publicUrl(value: string | undefined): string {
  const text = value?.trim() || DEFAULT_PUBLIC_URL;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(`PUBLIC_URL "${text}" is not a URL (e.g. https://www.example.nl)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL "${text}" must start with http:// or https://`);
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL "${text}" must be a plain address without query, fragment or login`);
  }
  return url.href.replace(/\/+$/, '');
}

function trustProxy(value: string | undefined): string[] {
  const read = parseTrustedProxies(value);
  if ('error' in read) throw new ConfigError(read.error);
  return read.proxies;
}

function secretKey(value: string | undefined): string {
  const text = value?.trim() || DEVELOPMENT_SECRET_KEY;
  if (text.length < 16) throw new ConfigError('SECRET_KEY must be at least 16 characters long');
  return text;
}

function paymentProvider(value: string | undefined): PaymentProviderName {
  const text = value?.trim() || 'test';
  const known = PAYMENT_PROVIDERS.find((p) => p === text);
  if (!known) {
    throw new ConfigError(
      `PAYMENT_PROVIDER "${text}" is not available (choose one of: ${PAYMENT_PROVIDERS.join(', ')})`,
    );
  }
  return known;
}

function mollie(env: NodeJS.ProcessEnv): MollieConfig {
  const apiKey = env.MOLLIE_API_KEY?.trim() ?? '';
  // Mollie's keys: `test_` or `live_` and 30 characters (the dashboard's "API keys").
  if (!/^(test|live)_[A-Za-z0-9]{30,}$/.test(apiKey)) {
    throw new ConfigError(
      'MOLLIE_API_KEY must be a Mollie API key (test_… or live_…) with PAYMENT_PROVIDER=mollie',
    );
  }
  const endpoint = env.MOLLIE_API_ENDPOINT?.trim() || MOLLIE_API_ENDPOINT;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ConfigError(`MOLLIE_API_ENDPOINT "${endpoint}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`MOLLIE_API_ENDPOINT "${endpoint}" must start with https://`);
  }
  return { apiKey, apiEndpoint: url.href.endsWith('/') ? url.href : `${url.href}/` };
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new ConfigError(`${name} "${text}" must be a whole number from ${min} to ${max}`);
  }
  return Number(text);
}

function orderLimits(env: NodeJS.ProcessEnv): OrderLimits {
  const d = DEFAULT_ORDER_LIMITS;
  return {
    quoteHoldHours: whole(env, 'QUOTE_HOLD_HOURS', d.quoteHoldHours, 1, 24 * 30),
    paymentHoldMinutes: whole(env, 'PAYMENT_HOLD_MINUTES', d.paymentHoldMinutes, 5, 24 * 60),
    maxRentalDays: whole(env, 'MAX_RENTAL_DAYS', d.maxRentalDays, 1, 366),
    maxOrderCents: whole(env, 'MAX_ONLINE_ORDER_EUR', d.maxOrderCents / 100, 1, 10_000_000) * 100,
    maxUnpaidHolds: whole(env, 'MAX_UNPAID_HOLDS', d.maxUnpaidHolds, 1, 1_000_000),
    guestHoldCents: whole(env, 'GUEST_HOLD_EUR', d.guestHoldCents / 100, 0, 10_000_000) * 100,
    accountHoldCents: whole(env, 'ACCOUNT_HOLD_EUR', d.accountHoldCents / 100, 0, 10_000_000) * 100,
    unpaidUnitsPercent: whole(env, 'UNPAID_UNITS_PERCENT', d.unpaidUnitsPercent, 1, 100),
  };
}

export const isOn = (value: string | undefined) => ['1', 'true'].includes(value?.trim().toLowerCase() ?? '');

/**
 * Why `npm run start:api` must not start with this environment, or null. The development secret
 * key is public (anyone could sign webhooks and invoice links with it), the test provider lets
 * anyone mark a payment paid, and without SMTP no mail goes out: all three only in a local demo or
 * development run (DEMO_ACCOUNTS=1 or DEV_OUTBOX=1), or the test provider when named explicitly
 * with ALLOW_TEST_PAYMENTS=1 (a staging site that takes no money).
 */
export function startRefusal(env: NodeJS.ProcessEnv): string | null {
  const demoOrDevelopment = isOn(env.DEMO_ACCOUNTS) || isOn(env.DEV_OUTBOX);
  if (demoOrDevelopment) return null;
  if (!env.SECRET_KEY?.trim()) {
    return 'SECRET_KEY is not set: set it to a random value of at least 16 characters (the development key is only used with DEMO_ACCOUNTS=1 or DEV_OUTBOX=1)';
  }
  const named = env.PAYMENT_PROVIDER?.trim();
  if (!named) {
    return 'PAYMENT_PROVIDER is not set: set PAYMENT_PROVIDER=mollie with MOLLIE_API_KEY (the built-in test provider, which lets anyone mark a payment paid, is only used with DEMO_ACCOUNTS=1 or DEV_OUTBOX=1)';
  }
  if (named === 'test' && !isOn(env.ALLOW_TEST_PAYMENTS)) {
    return 'PAYMENT_PROVIDER=test lets anyone mark a payment paid: set ALLOW_TEST_PAYMENTS=1 as well on a site that takes no money, or use PAYMENT_PROVIDER=mollie';
  }
  // Without SMTP, confirmations, activation links and "betaling ontvangen" would only be recorded.
  if (!env.SMTP_URL?.trim()) {
    return 'SMTP_URL is not set: without it no mail leaves the api (order confirmations, activation links); set it to your mail server (smtp://user:pass@host:587)';
  }
  return null;
}

/** The configuration from `env`; `overrides` (from code, e.g. tests) win. Throws ConfigError. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ApiConfig> = {},
): ApiConfig {
  const provider = overrides.paymentProvider ?? paymentProvider(env.PAYMENT_PROVIDER);
  return {
    publicUrl: publicUrl(overrides.publicUrl ?? env.PUBLIC_URL),
    trustProxy: overrides.trustProxy ?? trustProxy(env.TRUST_PROXY),
    devOutbox: overrides.devOutbox ?? isOn(env.DEV_OUTBOX),
    secretKey: overrides.secretKey ?? secretKey(env.SECRET_KEY),
    paymentProvider: provider,
    mollie: overrides.mollie !== undefined ? overrides.mollie : provider === 'mollie' ? mollie(env) : null,
    editorEnabled: overrides.editorEnabled ?? isOn(env.EDITOR_ENABLED),
    orderLimits: { ...orderLimits(env), ...overrides.orderLimits },
  };
}
