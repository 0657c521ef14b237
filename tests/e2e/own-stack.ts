import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import express from 'express';
import { startApi } from '../../api/start-api.ts';
import { createGateway } from '../../gateway/create-gateway.ts';
import { type CacheClock, cacheClock, clockRoutes, type MovableClock, movableClock } from './stack-clock.ts';

export { type CacheClock, type MovableClock, movableClock };

// A stack of a test's own: an api (in memory, demo accounts, editing on) and a gateway in front of
// it, in the test's process, so the test can stop the api and start it again. Its answers are
// fresh `maxAgeS` and refreshed `staleS` more: past that, only the api being away serves a kept page.
// The gateway's caches age on `cacheClock`, which the test moves on instead of sleeping. Its api's
// clock stands still at NOW (2026-11-23, noon UTC) unless the test moves it (`clock`, or
// `POST /__e2e/clock/advance` on the stack, as on the suite's: tests/e2e/stack-clock.ts).

export type OwnStack = {
  base: string;
  /** The api's clock (the desk's TOTP codes follow it: desk-helpers.ts `freshCode`). */
  clock: MovableClock;
  /** The gateway's caches' clock: `advance(2.2)` ages every kept answer and page 2.2 s at once. */
  cacheClock: CacheClock;
  stopApi: () => Promise<void>;
  /** The api back where it was (a fresh database). */
  startApi: () => Promise<void>;
  close: () => Promise<void>;
};

export async function ownStack(
  cache: { maxAgeS: number; staleS: number } = { maxAgeS: 1, staleS: 1 },
  options: { clock?: MovableClock } = {},
): Promise<OwnStack> {
  const clock = options.clock ?? movableClock();
  const caches = cacheClock();
  const root = join(import.meta.dirname, '..', '..');
  const apiOptions = {
    dataDir: 'memory://',
    devOutbox: true,
    demoAccounts: true,
    editorEnabled: true,
    clock,
  };
  let api: Awaited<ReturnType<typeof startApi>> | undefined = await startApi({ ...apiOptions, port: 0 });
  const apiPort = Number(new URL(api.url).port);
  const { app, apollo } = await createGateway({
    apiUrl: api.url,
    timeoutMs: 2000,
    now: '2026-11-23',
    webDist: join(root, 'web', 'dist'),
    serverDist: join(root, 'web', 'dist-server'),
    cache,
    clock: caches.now,
  });
  // The stack's own app in front of the gateway: the clock's test-only routes, then the site.
  const stackApp = express();
  stackApp.use(clockRoutes(clock));
  stackApp.use(app);
  const server: Server = stackApp.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const stack: OwnStack = {
    clock,
    cacheClock: caches,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stopApi() {
      await api?.close();
      api = undefined;
    },
    async startApi() {
      api = await startApi({ ...apiOptions, port: apiPort });
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
      await api?.close().catch(() => {});
    },
  };
  return stack;
}
