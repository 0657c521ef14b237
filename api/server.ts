import { ConfigError, startRefusal } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startApi } from './start-api.ts';

// `npm run start:api`: the REST api on API_HOST:API_PORT (127.0.0.1:8000).
try {
  // A production start needs its own secret key and a real payment provider (config.ts).
  const refusal = startRefusal(process.env);
  if (refusal) throw new ConfigError(refusal);
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
