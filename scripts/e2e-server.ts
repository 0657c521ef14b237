import { mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import express from 'express';
import pino from 'pino';
import { createClock } from '../api/clock.ts';
import { startApi } from '../api/start-api.ts';
import { DEFAULT_ORDER_LIMITS } from '../domain/order-bounds.ts';
import { createGateway } from '../gateway/create-gateway.ts';
import { logTo } from '../observability/logger.ts';
import { clockRoutes, movableClock } from '../tests/e2e/stack-clock.ts';
import { allowFakeCertificate, fakeMollie } from '../tests/fakes/fake-mollie.ts';

// The stack the Playwright suite runs against: an in-memory api whose clock starts at NOW and moves
// only when a spec moves it (`POST /__e2e/clock/advance`, below), and the gateway serving the built
// site. Nothing touches ./data. With PAYMENT_PROVIDER=mollie (the second stack of
// playwright.config.ts) payments go to a local fake of Mollie (tests/fakes/fake-mollie.ts) instead
// of the built-in test provider.
const now = process.env.NOW ?? '2026-11-23';
// The api's clock: NOW (a bare date is noon UTC, 13:00 in Amsterdam), standing still until a spec
// moves it on, e.g. a 30-second TOTP step for the desk's sign-in (tests/e2e/desk-helpers.ts), within
// NOW's day: "today" stays the day the specs were written for.
const clock = movableClock(createClock(now).now().toISOString());
const port = Number(process.env.PORT ?? 4100);
const root = join(import.meta.dirname, '..');
// The stack's own address is its public one: canonical links, JSON-LD and mails point here.
const publicUrl = process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;

// As `npm start` runs it: React's production build in the server render.
process.env.NODE_ENV ??= 'production';
// The specs read the mails back through the development outbox, which is off unless enabled.
process.env.DEV_OUTBOX = '1';
// The demo accounts and invoices (demo@, student@, klant@filmwinkel.test) the account specs use.
process.env.DEMO_ACCOUNTS = '1';
// In-place editing on (issue 12): the editor spec signs in as redacteur@filmwinkel.test and saves.
process.env.EDITOR_ENABLED = 'true';
// With E2E_LOG_DIR (`npm test` sets it), every line the api and the gateway log, from `info` up,
// also goes to `<dir>/e2e-server-<port>.log`, for scripts/scan-logs.ts to search for the specs'
// customers; the console still shows LOG_LEVEL and up (warnings and errors under Playwright).
const logDir = process.env.E2E_LOG_DIR?.trim();
if (logDir) {
  mkdirSync(logDir, { recursive: true });
  // Written at once: Playwright ends the server with a signal, which nothing here waits for.
  const file = openSync(join(logDir, `e2e-server-${port}.log`), 'w');
  const level = process.env.LOG_LEVEL?.trim() || 'info';
  const shown = level === 'silent' ? Number.POSITIVE_INFINITY : (pino.levels.values[level] ?? 30);
  logTo(
    {
      write(line: string) {
        writeSync(file, line);
        const of = Number(/^\{"level":(\d+)/.exec(line)?.[1] ?? 0);
        if (of >= shown) (of >= 50 ? process.stderr : process.stdout).write(line);
      },
    },
    'info',
  );
}
const mollie = process.env.PAYMENT_PROVIDER === 'mollie' ? await fakeMollie() : null;
if (mollie) allowFakeCertificate();
// As in `npm start`, the api believes the gateway's X-Forwarded-Proto/-For.
const api = await startApi({
  dataDir: 'memory://',
  clock,
  port: 0,
  trustProxy: ['127.0.0.1', '::1'],
  publicUrl,
  editorEnabled: true,
  // One client, one address for many specs' orders: the unpaid holds per customer (their number,
  // value and share of units) are raised; the other bounds (30 rental days, € 25.000) stay, as
  // the bounds spec tests them.
  orderLimits: {
    ...DEFAULT_ORDER_LIMITS,
    maxUnpaidHolds: 1_000_000,
    guestHoldCents: 10_000_000_00,
    accountHoldCents: 10_000_000_00,
    unpaidUnitsPercent: 100,
  },
  ...(mollie
    ? {
        paymentProvider: 'mollie' as const,
        mollie: { apiKey: mollie.apiKey, apiEndpoint: mollie.apiEndpoint },
      }
    : { paymentProvider: 'test' as const }),
  // Every browser of the suite is 127.0.0.1 and the clock moves only minutes, so the whole run is one
  // client in one window: the public writes' limits (api/accounts/README.md) are raised for it.
  rateLimits: Object.fromEntries(
    (
      [
        'newsletterPerClient',
        'courseRegistrationPerClient',
        'openDayRegistrationPerClient',
        'orderPerClient',
        'paymentPerClient',
        'invoiceLinkPerClient',
        'invoiceLinkPerAddress',
      ] as const
    ).map((rule) => [rule, { limit: 10_000, windowS: 3600 }]),
  ),
});
// The suite orders the same rental articles for the same days in many specs, in one database:
// enough units of each that no spec takes another's. The availability spec's own two articles keep
// the seed's few units (tests/e2e/availability.spec.ts).
await api.db.execute(
  sql`update articles set units = 100000 where type = 'RENTAL' and slug not in ('panasonic-au-eva1', 'z-cam-e2-f6')`,
);
const { app } = await createGateway({
  apiUrl: api.url,
  now,
  publicUrl,
  webDist: join(root, 'web', 'dist'),
  serverDist: join(root, 'web', 'dist-server'),
  explorerDist: join(root, 'gateway', 'explorer', 'dist'),
});
// The specs read the mails (activation and reset links) from the api's development outbox. The
// gateway never passes /api/dev/ on; only this test stack does, in front of it. Likewise only this
// stack answers the test-only `GET /__e2e/clock` and `POST /__e2e/clock/advance` ({ "seconds": 30 }
// → { "now": "<iso>" }; tests/e2e/stack-clock.ts), which move the api's clock.
const stack = express();
stack.use(clockRoutes(clock));
stack.get('/api/dev/outbox/', async (req, res) => {
  const query = req.originalUrl.slice(req.path.length);
  const upstream = await fetch(`${api.url}/dev/outbox/${query}`);
  res
    .status(upstream.status)
    .type('application/json')
    .send(await upstream.text());
});
stack.use(app);
stack.listen(port, () =>
  console.log(
    `e2e stack: http://127.0.0.1:${port} (api ${api.url}, NOW=${now}${mollie ? `, Mollie fake ${mollie.origin}` : ''})`,
  ),
);
