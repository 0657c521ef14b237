import { createClock } from '../api/clock.ts';
import { codeAt } from '../api/desk/totp.ts';

// `npm run desk:code`: the current TOTP code of the demo desk account's fixed secret
// (balie@filmwinkel.test, README "The rental desk"), for signing in at /beheer without an
// authenticator app. With NOW set (a demo's fixed clock) the code of the api's clock.
const DEMO_SECRET = 'BALIEDEMOSTUDIOLUMENAMSTERDAMXYZ';
console.log(codeAt(DEMO_SECRET, createClock(process.env.NOW).now().getTime()));
