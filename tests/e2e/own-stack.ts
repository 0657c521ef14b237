import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startApi } from '../../api/start-api.ts';
import { createGateway } from '../../gateway/create-gateway.ts';

// A stack of a test's own: an api (in memory, demo accounts, editing on) and a gateway in front of
// it, in the test's process, so the test can stop the api and start it again. Its answers are
// fresh `maxAgeS` and refreshed `staleS` more: past that, only the api being away serves a kept page.

export type OwnStack = {
  base: string;
  stopApi: () => Promise<void>;
  /** The api back where it was (a fresh database). */
  startApi: () => Promise<void>;
  close: () => Promise<void>;
};

export async function ownStack(cache: { maxAgeS: number; staleS: number } = { maxAgeS: 1, staleS: 1 }) {
  const root = join(import.meta.dirname, '..', '..');
  const apiOptions = {
    dataDir: 'memory://',
    now: '2026-11-23',
    devOutbox: true,
    demoAccounts: true,
    editorEnabled: true,
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
