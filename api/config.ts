// The api's settings that come from the environment (README "Configuration"), read once at start
// and handed to the app; every one has a safe default.

export type ApiConfig = {
  /**
   * The site's own address, without a trailing slash (env PUBLIC_URL, default
   * `http://localhost:4000`): every absolute URL the api puts in something it sends (mails) is
   * built from it, never from the request's Host header.
   */
  publicUrl: string;
  /**
   * How many reverse proxies in front of the api are believed (env TRUST_PROXY, default 0): with
   * 1 (the api behind the gateway) the last hop's `X-Forwarded-Proto`/`-For` count, so cookies are
   * `Secure` when the visitor talks HTTPS to the proxy. With 0 those headers are ignored.
   */
  trustProxy: number;
  /** Serve the development outbox `GET /api/dev/outbox/` (env DEV_OUTBOX=1); off otherwise. */
  devOutbox: boolean;
  /**
   * Signs what the api must be able to trust later (env SECRET_KEY): the payment provider's
   * webhook (HMAC-SHA256). A development key by default; set it in production.
   */
  secretKey: string;
  /**
   * Which payment provider takes payments (env PAYMENT_PROVIDER, default `test`: the built-in test
   * provider of api/orders/test-provider.ts). A real one (Mollie, Buckaroo) is added behind the
   * same interface (api/orders/payment-provider.ts) and named here.
   */
  paymentProvider: PaymentProviderName;
  /**
   * Whether editors may save content (env EDITOR_ENABLED=1 or true; off by default): when off,
   * every save of a block or widget is refused, even for an editor (api/content/README.md).
   */
  editorEnabled: boolean;
};

/** The payment providers the api can use (api/orders/payment-provider.ts). */
export const PAYMENT_PROVIDERS = ['test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

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

function trustProxy(value: string | undefined): number {
  const text = value?.trim() || '0';
  if (!/^\d{1,2}$/.test(text)) {
    throw new ConfigError(`TRUST_PROXY "${text}" must be the number of proxies in front of the api (0-99)`);
  }
  return Number(text);
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

const isOn = (value: string | undefined) => ['1', 'true'].includes(value?.trim().toLowerCase() ?? '');

/** The configuration from `env`; `overrides` (from code, e.g. tests) win. Throws ConfigError. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ApiConfig> = {},
): ApiConfig {
  return {
    publicUrl: publicUrl(overrides.publicUrl ?? env.PUBLIC_URL),
    trustProxy: overrides.trustProxy ?? trustProxy(env.TRUST_PROXY),
    devOutbox: overrides.devOutbox ?? isOn(env.DEV_OUTBOX),
    secretKey: overrides.secretKey ?? secretKey(env.SECRET_KEY),
    paymentProvider: overrides.paymentProvider ?? paymentProvider(env.PAYMENT_PROVIDER),
    editorEnabled: overrides.editorEnabled ?? isOn(env.EDITOR_ENABLED),
  };
}
