import { npmRun, startAll } from './lib.ts';

// `npm run dev`: api and gateway restart on change; Vite serves the site with HMR on 5173 and
// proxies /graphql to the gateway.
if (npmRun('codegen') !== 0) process.exit(1);

startAll([
  { name: 'api', command: process.execPath, args: ['--watch', 'api/server.ts'] },
  { name: 'gateway', command: process.execPath, args: ['--watch', 'gateway/server.ts'] },
  { name: 'codegen', command: 'npx', args: ['graphql-codegen', '--config', 'codegen.ts', '--watch'] },
  { name: 'web', command: 'npx', args: ['vite', '--host', '127.0.0.1'] },
]);
