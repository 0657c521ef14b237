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
};

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
  };
}
