import { spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { npmRun, root, siteEnv, startAll } from './lib.ts';

// `npm run dev`: api and gateway restart on change; Vite serves the site with HMR on 5173 and
// proxies /graphql to the gateway; codegen reruns when a .graphql file changes (Node's own
// recursive watch: codegen's --watch needs a native watcher we do not install).
if (npmRun('codegen') !== 0) process.exit(1);

let timer: NodeJS.Timeout | undefined;
for (const dir of ['schema', 'web/src']) {
  watch(join(root, dir), { recursive: true }, (_event, file) => {
    if (!file?.endsWith('.graphql')) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const result = spawnSync('npx', ['graphql-codegen', '--config', 'codegen.ts', '--silent'], {
        cwd: root,
        stdio: 'inherit',
      });
      console.log(`[codegen] ${result.status === 0 ? 'regenerated' : 'failed'} after a change to ${file}`);
    }, 300);
  });
}

// The gateway reads the api started here (API_HOST, API_PORT) unless API_URL says otherwise; the
// site's address stays PUBLIC_URL's (Vite serves it on 5173, and proxies to the gateway on PORT).
const env = { API_URL: siteEnv().API_URL ?? process.env.API_URL };
startAll([
  // The development outbox (/api/dev/outbox/) is off unless enabled: on for development.
  {
    name: 'api',
    command: process.execPath,
    args: ['--watch', 'api/server.ts'],
    env: { ...env, DEV_OUTBOX: '1', TRUST_PROXY: '127.0.0.1,::1', DEMO_ACCOUNTS: '1' },
  },
  // Development shows internal error messages in GraphQL answers (never a stack trace).
  {
    name: 'gateway',
    command: process.execPath,
    args: ['--watch', 'gateway/server.ts'],
    env: { ...env, NODE_ENV: 'development' },
  },
  // Vite's own binary, not npx: npx does not pass SIGTERM on, which would orphan the server.
  {
    name: 'web',
    command: process.execPath,
    args: [join(root, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1'],
  },
]);
