import { join } from 'node:path';
import { createGateway } from './create-gateway.ts';

// `npm run start:gateway`: the site, GraphQL and the explorer on PORT (default 4000).

// Unless told otherwise (`npm run dev` says development), this is production: the server render
// then loads React's production build, which is several times faster than its development one.
process.env.NODE_ENV ??= 'production';
const port = Number(process.env.PORT ?? 4000);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8000/api';
const root = join(import.meta.dirname, '..');

const { app, apollo } = await createGateway({
  apiUrl,
  now: process.env.NOW,
  timeoutMs: process.env.API_TIMEOUT_MS ? Number(process.env.API_TIMEOUT_MS) : undefined,
  publicUrl: process.env.PUBLIC_URL,
  trustProxy: process.env.TRUST_PROXY ? Number(process.env.TRUST_PROXY) : undefined,
  webDist: join(root, 'web', 'dist'),
  serverDist: join(root, 'web', 'dist-server'),
  explorerDist: join(root, 'gateway', 'explorer', 'dist'),
  cache: {
    maxAgeS: process.env.CACHE_MAX_AGE_S ? Number(process.env.CACHE_MAX_AGE_S) : undefined,
    staleIfErrorS: process.env.CACHE_STALE_IF_ERROR_S
      ? Number(process.env.CACHE_STALE_IF_ERROR_S)
      : undefined,
    redisUrl: process.env.REDIS_URL || undefined,
  },
});

const server = app.listen(port, () => {
  const cache = process.env.REDIS_URL ? 'cache in Redis' : 'cache in memory';
  console.log(`gateway: http://localhost:${port} (GraphQL /graphql, upstream ${apiUrl}, ${cache})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    server.close();
    await apollo.stop();
    process.exit(0);
  });
}
