import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Clock, createClock } from '../../api/clock.ts';
import { type RunningApi, type StartApiOptions, startApi } from '../../api/start-api.ts';
import { createGateway, type GatewayOptions } from '../../gateway/create-gateway.ts';
import { ROOMY_ORDER_LIMITS, roomyStock } from '../api/harness.ts';

export const NOW = '2026-11-23';

export type GraphQLResponse<T = Record<string, unknown>> = {
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  extensions?: { upstream?: { calls: number; waves: number } };
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function newApi(apiOptions: StartApiOptions): Promise<RunningApi & { clock: Clock }> {
  // The api's clock: NOW (or the test's `now`) standing still, unless the test gives one it moves. The desk's TOTP codes
  // are checked against it, so a test computes them from it (tests/gateway/desk-browser.ts).
  const clock = apiOptions.clock ?? createClock(apiOptions.now ?? NOW);
  // The api believes the gateway's X-Forwarded-Proto/-For, as `npm start` runs it.
  const api = await startApi({
    dataDir: 'memory://',
    port: 0,
    devOutbox: true,
    trustProxy: ['127.0.0.1', '::1'],
    // Every order of a suite comes from this machine: the unpaid holds' bounds are raised (the
    // api suites test them).
    orderLimits: ROOMY_ORDER_LIMITS,
    ...apiOptions,
    clock,
  });
  // The suites order the same rental articles for the same days again and again (availability
  // itself is tested in tests/api/availability.test.ts).
  await roomyStock(api.db);
  return Object.assign(api, { clock });
}

// The suites that only read, or write what no other suite reads (their own carts, forms, mails
// to their own addresses), share one api per vitest worker (vitest keeps this module from file to
// file): starting one is most of such a file's time. It is never closed; the worker's end ends it.
let shared: Promise<RunningApi & { clock: Clock }> | undefined;

/**
 * A real api (in-memory PGlite, fixed clock) behind a small proxy that can make chosen upstream
 * paths fail, and the gateway in front of it: everything talks HTTP, as in production. With
 * `sharedApi`, the worker's shared api with the default options (the proxy and the gateway are
 * the file's own).
 */
export async function startStack(
  gatewayOptions: Partial<GatewayOptions> = {},
  /** More of the api's options (e.g. demo accounts, lower rate limits). */
  apiOptions: StartApiOptions = {},
  { sharedApi = false }: { sharedApi?: boolean } = {},
) {
  if (sharedApi && Object.keys(apiOptions).length > 0)
    throw new Error('a shared api has the default options');
  if (sharedApi) shared ??= newApi({});
  const api = await (sharedApi && shared ? shared : newApi(apiOptions));
  const { clock } = api;
  /** Upstream path prefixes that answer as set, instead of the api. */
  const failing = new Map<string, { status: number; body: unknown }>();
  /** Every path the api was asked for, in order. */
  const seen: string[] = [];
  const proxy = createServer(async (req, res) => {
    seen.push(req.url ?? '/');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const failure = [...failing].find(([prefix]) => path.startsWith(`/api${prefix}`))?.[1];
    if (failure) {
      res.writeHead(failure.status, { 'content-type': 'application/json' }).end(JSON.stringify(failure.body));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const forwarded: Record<string, string> = {};
    for (const name of [
      'cookie',
      'content-type',
      'x-csrftoken',
      'x-forwarded-proto',
      'x-forwarded-for',
      'idempotency-key',
      'x-signature',
      // The gateway's request id and trace context (telemetry.test.ts).
      'x-request-id',
      'traceparent',
    ]) {
      const value = req.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    const upstream = await fetch(new URL(req.url ?? '/', new URL(api.url).origin), {
      method: req.method,
      headers: forwarded,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const headers: Record<string, string | string[]> = {
      'content-type': upstream.headers.get('content-type') ?? '',
    };
    // What a download (an invoice's PDF) and a refusal for too many attempts answer with.
    for (const name of ['content-disposition', 'cache-control', 'retry-after']) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    res.writeHead(upstream.status, headers).end(Buffer.from(await upstream.arrayBuffer()));
  });
  const proxyUrl = await listen(proxy);
  const { app, apollo } = await createGateway({ apiUrl: `${proxyUrl}/api`, now: NOW, ...gatewayOptions });
  const gatewayServer = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => gatewayServer.once('listening', resolve));
  const gatewayUrl = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;

  return {
    gatewayUrl,
    /** The api's root behind the proxy (e.g. for its development outbox), ending in `/api`. */
    apiUrl: `${proxyUrl}/api`,
    seen,
    /** The api's database (to set up what a test needs, e.g. an article's units). */
    db: api.db,
    /** The api's clock (what its desk checks TOTP codes against). */
    clock,
    /** Make every upstream path starting with `prefix` (e.g. `/programs/`) answer 500 (or `answer`). */
    fail: (prefix: string, answer = { status: 500, body: { detail: 'kapot' } as unknown }) =>
      failing.set(prefix, answer),
    heal: () => failing.clear(),
    async query<T = Record<string, unknown>>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): Promise<{ body: GraphQLResponse<T>; response: Response }> {
      const response = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { body: (await response.json()) as GraphQLResponse<T>, response };
    },
    async close() {
      await new Promise((resolve) => gatewayServer.close(resolve));
      await apollo.stop();
      await new Promise((resolve) => proxy.close(resolve));
      if (!sharedApi) await api.close();
    },
  };
}
