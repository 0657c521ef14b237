import { subscribe } from 'node:diagnostics_channel';
import { startApi } from '../../api/start-api.ts';

// The bench's api (child process of bench.ts): in-memory database, the fixed clock, and a count
// of every request it receives (Node's http diagnostics channel: no proxy in between), which
// bench.ts reads over IPC before and after each run.

let requests = 0;
subscribe('http.server.request.start', () => {
  requests += 1;
});

const api = await startApi({
  dataDir: 'memory://',
  now: process.env.NOW,
  port: 0,
  trustProxy: ['127.0.0.1', '::1'],
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'count') process.send?.({ type: 'count', requests });
});
process.on('disconnect', () => {
  setTimeout(() => process.exit(0), 5000).unref();
  void api.close().finally(() => process.exit(0));
});
process.send?.({ type: 'ready', url: api.url });
