import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Clock } from '../../api/clock.ts';
import { startApi } from '../../api/start-api.ts';
import { todayInAmsterdam } from '../../domain/dates.ts';
import { nowInAmsterdam } from '../../domain/rental-period.ts';
import { createGateway } from '../../gateway/create-gateway.ts';

// A stack of a test's own: an api (in memory, demo accounts, editing on) and a gateway in front of
// it, in the test's process, so the test can stop the api and start it again. Its answers are
// fresh `maxAgeS` and refreshed `staleS` more: past that, only the api being away serves a kept page.
// Its api's clock stands still at NOW (2026-11-23, noon UTC) unless the test gives one it moves.

export type OwnStack = {
  base: string;
  stopApi: () => Promise<void>;
  /** The api back where it was (a fresh database). */
  startApi: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A clock a test moves (`set`), starting at NOW: "today" and the Amsterdam wall clock follow it, so
 * the api sees the next day as a day later (a late return, a desk session past its 12 hours).
 */
export function movableClock(start = '2026-11-23T12:00:00Z'): Clock & { set: (instant: string) => void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    today: () => todayInAmsterdam(now),
    amsterdamNow: () => nowInAmsterdam(now),
    set: (instant) => {
      now = new Date(instant);
    },
  };
}

export async function ownStack(
  cache: { maxAgeS: number; staleS: number } = { maxAgeS: 1, staleS: 1 },
  options: { clock?: Clock } = {},
) {
  const root = join(import.meta.dirname, '..', '..');
  const apiOptions = {
    dataDir: 'memory://',
    now: '2026-11-23',
    devOutbox: true,
    demoAccounts: true,
    editorEnabled: true,
    clock: options.clock,
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
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const stack: OwnStack = {
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
