import { ConfigError } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startApi } from './start-api.ts';

// `npm run start:api`: the REST api on API_HOST:API_PORT (127.0.0.1:8000).
const isOn = (value: string | undefined) => ['1', 'true'].includes(value?.trim().toLowerCase() ?? '');
try {
  // The built-in development key is public: with it anyone could sign invoice links and payment
  // webhooks. Only a local demo or development run (demo accounts or the outbox on) may use it.
  if (!process.env.SECRET_KEY?.trim() && !isOn(process.env.DEMO_ACCOUNTS) && !isOn(process.env.DEV_OUTBOX)) {
    throw new ConfigError(
      'SECRET_KEY is not set: set it to a random value of at least 16 characters (the development key is only used with DEMO_ACCOUNTS=1 or DEV_OUTBOX=1)',
    );
  }
  // Rate limits shared through Redis when it is configured. Read here, not in startApi: the api
  // started in-process by tests keeps its counters to itself.
  const api = await startApi({ redisUrl: process.env.REDIS_URL?.trim() || undefined });
  console.log(`api: listening on ${api.url}/ (${api.database})`);
  const stop = (signal: string) => {
    console.log(`api: ${signal}, shutting down`);
    // A second signal while closing: give up waiting.
    process.once(signal, () => process.exit(1));
    api.close().then(
      () => process.exit(0),
      (error) => {
        console.error('api: error while closing', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    console.error(`api: ${error.message}`);
  } else {
    console.error('api: could not start', error);
  }
  process.exit(1);
}
