import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createClock } from '../../api/clock.ts';
import { type ApiConfig, DEVELOPMENT_SECRET_KEY, readConfig } from '../../api/config.ts';
import type { Db } from '../../api/db/open-database.ts';
import { NOW } from './harness.ts';

// The settings from the environment and what they switch, on an app without a database: the
// answers checked here never reach it.

const servers: Server[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

/** An app with `config` (defaults: as with an empty environment), listening on a free port. */
async function serve(config: Partial<ApiConfig> = {}): Promise<string> {
  const app = createApp({ db: {} as Db, clock: createClock(NOW), config: readConfig({}, config) });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
}

describe('configuration', () => {
  it('has safe defaults: the site on localhost:4000, no trusted proxy, no outbox', () => {
    expect(readConfig({})).toEqual({
      publicUrl: 'http://localhost:4000',
      trustProxy: [],
      devOutbox: false,
      secretKey: DEVELOPMENT_SECRET_KEY,
      paymentProvider: 'test',
      mollie: null,
      editorEnabled: false,
      orderLimits: {
        quoteHoldHours: 48,
        paymentHoldMinutes: 60,
        maxRentalDays: 30,
        maxOrderCents: 2_500_000,
        maxUnpaidHolds: 3,
        guestHoldCents: 250_000,
        accountHoldCents: 1_000_000,
        unpaidUnitsPercent: 50,
      },
    });
    expect(
      readConfig({
        PUBLIC_URL: 'https://www.example.nl/',
        TRUST_PROXY: ' 10.0.0.2, fd00::/8 ',
        DEV_OUTBOX: '1',
        SECRET_KEY: ' a-long-enough-production-key ',
        PAYMENT_PROVIDER: 'test',
        EDITOR_ENABLED: 'true',
        QUOTE_HOLD_HOURS: '24',
        PAYMENT_HOLD_MINUTES: '30',
        MAX_RENTAL_DAYS: '60',
        MAX_ONLINE_ORDER_EUR: '10000',
        MAX_UNPAID_HOLDS: '2',
        GUEST_HOLD_EUR: '1500',
        ACCOUNT_HOLD_EUR: '6000',
        UNPAID_UNITS_PERCENT: '75',
      }),
    ).toEqual({
      publicUrl: 'https://www.example.nl',
      trustProxy: ['10.0.0.2', 'fd00::/8'],
      devOutbox: true,
      secretKey: 'a-long-enough-production-key',
      paymentProvider: 'test',
      mollie: null,
      editorEnabled: true,
      orderLimits: {
        quoteHoldHours: 24,
        paymentHoldMinutes: 30,
        maxRentalDays: 60,
        maxOrderCents: 1_000_000,
        maxUnpaidHolds: 2,
        guestHoldCents: 150_000,
        accountHoldCents: 600_000,
        unpaidUnitsPercent: 75,
      },
    });
    expect(readConfig({ EDITOR_ENABLED: '0' }).editorEnabled).toBe(false);
    expect(readConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
  });

  it('refuses to start on a PUBLIC_URL or TRUST_PROXY it cannot use', () => {
    expect(() => readConfig({ PUBLIC_URL: 'localhost:4000' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'ftp://example.nl' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'https://example.nl/?x=1' })).toThrow(/PUBLIC_URL/);
    // TRUST_PROXY names the proxies; a count of hops would believe whoever connects.
    for (const text of ['true', '-1', '1', '10.0.0.0/33', '300.1.1.1', 'loopback', '127.0.0.1/'])
      expect(() => readConfig({ TRUST_PROXY: text }), text).toThrow(/TRUST_PROXY/);
    // Order limits are whole numbers in their range.
    expect(() => readConfig({ MAX_RENTAL_DAYS: '0' })).toThrow(/MAX_RENTAL_DAYS/);
    expect(() => readConfig({ MAX_ONLINE_ORDER_EUR: '25.000' })).toThrow(/MAX_ONLINE_ORDER_EUR/);
    expect(() => readConfig({ QUOTE_HOLD_HOURS: '1e3' })).toThrow(/QUOTE_HOLD_HOURS/);
    // A payment provider the api does not have, or a secret key anyone could guess.
    expect(() => readConfig({ PAYMENT_PROVIDER: 'buckaroo' })).toThrow(/PAYMENT_PROVIDER/);
    // Mollie needs its API key.
    expect(() => readConfig({ PAYMENT_PROVIDER: 'mollie' })).toThrow(/MOLLIE_API_KEY/);
    expect(() => readConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: 'test_short' })).toThrow(
      /MOLLIE_API_KEY/,
    );
    const key = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
    expect(readConfig({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: key }).mollie).toEqual({
      apiKey: key,
      apiEndpoint: 'https://api.mollie.com/v2/',
    });
    expect(() => readConfig({ SECRET_KEY: 'short' })).toThrow(/SECRET_KEY/);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy: Secure cookies behind HTTPS', async () => {
    const csrfCookie = async (base: string, headers: Record<string, string>) => {
      const answer = await fetch(`${base}/bestaat-niet/`, { headers });
      expect(answer.status).toBe(404);
      return answer.headers.getSetCookie().find((c) => c.startsWith('csrftoken=')) ?? '';
    };
    const direct = await serve({ trustProxy: [] });
    expect(await csrfCookie(direct, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    // A proxy is trusted by its address: this caller (127.0.0.1) is not the one named.
    const elsewhere = await serve({ trustProxy: ['10.0.0.2', '192.168.0.0/16'] });
    expect(await csrfCookie(elsewhere, { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    const proxied = await serve({ trustProxy: ['127.0.0.1', '::1'] });
    expect(await csrfCookie(proxied, { 'x-forwarded-proto': 'https' })).toMatch(/; Secure/);
    expect(await csrfCookie(proxied, { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
    expect(await csrfCookie(proxied, {})).not.toMatch(/Secure/);
  });

  it('the development outbox is a 404 unless DEV_OUTBOX is set', async () => {
    const off = await serve();
    for (const path of ['/dev/outbox/', '/dev/outbox/?to=a%40example.nl&no_page']) {
      const answer = await fetch(`${off}${path}`);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ detail: 'Niet gevonden.' });
    }
  });
});
