import { buildIsStale, npmRun, siteEnv, startAll } from './lib.ts';

// `npm start`: build what is missing or stale, then run the api (API_PORT, 8000) and the gateway
// (PORT, 4000), which reads the api it started unless API_URL says otherwise (lib.ts siteEnv).
if (buildIsStale() && npmRun('build') !== 0) process.exit(1);
const env = siteEnv();

// The api believes the X-Forwarded-Proto/-For of exactly one proxy: the gateway in front of it.
// The demo accounts (api/accounts/README.md "Seed") have public passwords, and the development
// outbox (the api's own port only, http://127.0.0.1:8000/api/dev/outbox/) shows the mails a
// visitor would get, such as the activation link: a local demo, not production.
startAll([
  {
    name: 'api',
    command: process.execPath,
    args: ['api/server.ts'],
    env: { ...env, TRUST_PROXY: '127.0.0.1,::1', DEMO_ACCOUNTS: '1', DEV_OUTBOX: '1' },
  },
  { name: 'gateway', command: process.execPath, args: ['gateway/server.ts'], env },
]);
