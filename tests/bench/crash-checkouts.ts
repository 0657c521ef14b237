import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startApiProcess } from '../api/api-process.ts';
import { createTestDatabase } from '../api/harness.ts';
import { articlesBySlug, Visitor } from '../api/shop-fixtures.ts';
import { fakeSmtp } from '../fakes/fake-smtp.ts';

// What a crash costs: 40 shoppers place their orders at once against `npm run start:api`, which
// is killed with SIGKILL while they are answered; then it starts again on the same database.
// Every order the api acknowledged (201) must exist once, and every order in the database must
// have its confirmation mail delivered exactly once (by the outbox relay after the restart).
//
//   node tests/bench/crash-checkouts.ts                 # PGlite in a temporary directory
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/crash-checkouts.ts

const SHOPPERS = 40;

const checkoutBody = (i: number) => ({
  email: `crash-${i}@example.nl`,
  phone: '0612345678',
  billing_address: {
    first_name: 'Klant',
    last_name: `Nummer ${i}`,
    street: 'Keizersgracht',
    house_number: '123',
    postal_code: '1015 CJ',
    city: 'Amsterdam',
    country: 'NL',
  },
  delivery: 'pickup',
  sam_entity: { kind: 'private' },
  newsletter: false,
});

const smtp = await fakeSmtp();
const pgUrl = process.env.BENCH_DATABASE_URL;
const database = pgUrl ? await createTestDatabase(pgUrl) : null;
const dir = database ? null : mkdtempSync(join(tmpdir(), 'crash-'));
const port = await freePort();
const env = {
  API_PORT: String(port),
  NOW: '2026-11-23',
  DEV_OUTBOX: '1',
  SMTP_URL: smtp.url,
  // Each shopper comes from an address of its own, as through the gateway.
  TRUST_PROXY: '127.0.0.1,::1',
  ...(database ? { DATABASE_URL: database.url, DATA_DIR: '' } : { DATA_DIR: dir ?? '', DATABASE_URL: '' }),
};
console.log(`crash-checkouts: ${SHOPPERS} shoppers on ${database ? 'PostgreSQL' : 'PGlite'}`);

let api = await startApiProcess(env);
// A sale article: the 40 orders all succeed (a rental article has a few units, and its orders
// beyond them are refused: availability, tests/api/availability.test.ts).
const [article] = await articlesBySlug(api.base, 'sandisk-extreme-pro-sdxc-128-gb');
const shoppers = await Promise.all(
  Array.from({ length: SHOPPERS }, async () => {
    const shopper = await Visitor.arrive(api.base);
    await shopper.add(article?.id ?? 0, 1);
    return shopper;
  }),
);
// Their carts set up, the mails of that are none; what the SMTP server has now is not theirs.
const before = smtp.messages.length;

let answered = 0;
const orders = shoppers.map((shopper, i) =>
  shopper
    .request<{ number?: string }>('POST', '/shop/order/?pay_now=true', {
      body: JSON.stringify(checkoutBody(i)),
      headers: { 'idempotency-key': `crash-${i}-${Date.now()}`, 'x-forwarded-for': `10.0.${i}.1` },
      csrf: true,
    })
    .then(
      (answer) => {
        answered++;
        return answer.status === 201 ? (answer.body.number ?? null) : null;
      },
      () => null,
    ),
);
// Kill it while the answers come in.
while (answered < SHOPPERS / 4) await new Promise((resolve) => setTimeout(resolve, 5));
api.child.kill('SIGKILL');
const acknowledged = (await Promise.all(orders)).filter((n): n is string => n !== null);
console.log(`killed after ${answered} answers; ${acknowledged.length} orders acknowledged`);

api = await startApiProcess(env);
type Mail = { to: string; subject: string; sent_at: string | null };
const outbox = async () =>
  (await new Visitor(api.base).ok<Mail[]>('/dev/outbox/?no_page')).filter((m) => m.to.startsWith('crash-'));
// A mail the killed api had claimed waits for its claim to run out (90 s).
const deadline = Date.now() + 150_000;
while ((await outbox()).some((m) => m.sent_at === null) && Date.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const recorded = await outbox();
const delivered = smtp.messages.slice(before).map((m) => /^Subject: (.+)$/m.exec(m)?.[1]?.trim() ?? '');
const counts = new Map<string, number>();
for (const subject of delivered) counts.set(subject, (counts.get(subject) ?? 0) + 1);
const stored = recorded.filter((m) => m.subject.startsWith('Je bestelling')).map((m) => m.subject);
const missing = acknowledged.filter((n) => !stored.includes(`Je bestelling ${n}`));
const unsent = recorded.filter((m) => m.sent_at === null).length;
const twice = [...counts].filter(([, n]) => n > 1).map(([s]) => s);
const undelivered = stored.filter((s) => !counts.has(s));
console.log(
  `orders in the database: ${stored.length} (acknowledged ${acknowledged.length}, of those without an order: ${missing.length})`,
);
console.log(
  `confirmation mails delivered: ${delivered.length}; unsent: ${unsent}; undelivered: ${undelivered.length}; twice: ${twice.length}`,
);

api.child.kill('SIGTERM');
await new Promise((resolve) => api.child.once('exit', resolve));
await smtp.close();
await database?.drop();
if (dir) rmSync(dir, { recursive: true, force: true });
process.exit(missing.length + unsent + undelivered.length + twice.length === 0 ? 0 : 1);
