import { buildIsStale, npmRun, startAll } from './lib.ts';

// `npm start`: build what is missing or stale, then run the api (8000) and the gateway (4000).
if (buildIsStale() && npmRun('build') !== 0) process.exit(1);

// The api believes the X-Forwarded-Proto/-For of exactly one proxy: the gateway in front of it.
// The demo accounts (api/accounts/README.md "Seed") have public passwords, and the development
// outbox (the api's own port only, http://127.0.0.1:8000/api/dev/outbox/) shows the mails a
// visitor would get, such as the activation link: a local demo, not production.
startAll([
  {
    name: 'api',
    command: process.execPath,
    args: ['api/server.ts'],
    env: { TRUST_PROXY: '1', DEMO_ACCOUNTS: '1', DEV_OUTBOX: '1' },
  },
  { name: 'gateway', command: process.execPath, args: ['gateway/server.ts'] },
]);
