import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import { outbox } from '../../api/mail/tables.ts';
import { type RunningApi, startApi } from '../../api/start-api.ts';
import { type FakeSmtp, fakeSmtp, until } from '../fakes/fake-smtp.ts';
import { formClient } from './forms-fixtures.ts';
import { createTestDatabase, NOW, TEST_DATABASE_URL } from './harness.ts';

// The outbox relay (api/mail/relay.ts): mail recorded while the SMTP server is down goes out once
// it is back, each mail once; mail a crashed api left behind goes out from the next one; two apis
// on one PostgreSQL database never send a mail twice.

const FAST = { outbox: 100, paymentSync: 60_000 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtp(accepting: boolean): Promise<FakeSmtp> {
  const server = await fakeSmtp({ accepting });
  cleanups.push(() => server.close());
  return server;
}

async function api(options: Parameters<typeof startApi>[0]): Promise<RunningApi> {
  const running = await startApi({ now: NOW, port: 0, devOutbox: true, jobIntervalsMs: FAST, ...options });
  cleanups.push(() => running.close());
  return running;
}

/** `n` mails as requests record them (the relay does not care where a row came from). */
async function record(db: Db, n: number, prefix: string): Promise<void> {
  await db.insert(outbox).values(
    Array.from({ length: n }, (_, i) => ({
      to: `${prefix}-${i}@example.nl`,
      subject: `Je bestelling SL-2026-${String(i + 1).padStart(5, '0')}`,
      text: 'Bedankt voor je bestelling.',
      createdAt: new Date(),
    })),
  );
}

const unsent = async (db: Db) => (await db.select().from(outbox).where(isNull(outbox.sentAt))).length;

/**
 * Records one more mail and waits until it is sent: the relay has taken another turn since
 * everything before it was sent. A relay that sent anything again would have sent it by then
 * (the older mails come first in its claim), so `expectEachOnce` after it tells.
 */
async function anotherTurn(db: Db, server: FakeSmtp, prefix: string): Promise<void> {
  await record(db, 1, prefix);
  await until(
    () => (server.messages.some((m) => m.includes(`To: ${prefix}-0@example.nl`)) ? true : undefined),
    'a mail recorded later',
  );
}

function expectEachOnce(server: FakeSmtp, n: number): void {
  const ids = server.messageIds();
  expect(ids).toHaveLength(n);
  expect(new Set(ids).size).toBe(n);
  expect(ids.every((id) => /^<outbox-\d+\.\d+@studiolumen\.nl>$/.test(id))).toBe(true);
}

describe('outbox relay', { timeout: 90_000 }, () => {
  it('sends what was recorded while the SMTP server was down, once it is up, each mail once', async () => {
    const server = await smtp(false);
    const running = await api({ dataDir: 'memory://', smtpUrl: server.url });
    const client = await formClient(running.url);
    expect((await client.post('/mailinglist/', { email_address: 'wacht@example.nl' })).status).toBe(201);
    await record(running.db, 12, 'down');
    // Tried and refused: still unsent, with the reason kept for the operator.
    await until(async () => {
      const rows = await running.db.select().from(outbox);
      return rows.every((r) => r.attempts >= 1) ? true : undefined;
    }, 'a first attempt of every mail');
    const [tried] = await running.db.select().from(outbox).limit(1);
    expect(tried?.sentAt).toBeNull();
    expect(tried?.lastError).toMatch(/421|service not available/i);
    expect(server.messages).toHaveLength(0);

    server.accepting = true;
    const upAt = Date.now();
    await until(async () => ((await unsent(running.db)) === 0 ? true : undefined), 'every mail sent', 60_000);
    expect(Date.now() - upAt).toBeLessThan(60_000);
    expectEachOnce(server, 13);
    // Nothing goes out again on later turns: only the one recorded since.
    await anotherTurn(running.db, server, 'later');
    expectEachOnce(server, 14);
  });

  it('a mail a crashed api left behind is sent by the next start; a live claim is left alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    // The first api records mail without sending it (no SMTP), as one killed before it sent.
    const first = await startApi({ dataDir: dir, now: NOW, port: 0, devOutbox: true, jobIntervalsMs: FAST });
    const client = await formClient(first.url);
    expect((await client.post('/mailinglist/', { email_address: 'na-crash@example.nl' })).status).toBe(201);
    await record(first.db, 3, 'crash');
    // One was being sent by a relay that died (its claim ran out); one is claimed by a live one.
    const [dead, live] = await first.db.select({ id: outbox.id }).from(outbox).orderBy(outbox.id).limit(2);
    await first.db
      .update(outbox)
      .set({ attempts: 1, claimedUntil: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, dead?.id ?? 0));
    await first.db
      .update(outbox)
      .set({ attempts: 1, claimedUntil: new Date(Date.now() + 3000) })
      .where(eq(outbox.id, live?.id ?? 0));
    await first.close();

    const server = await smtp(true);
    const next = await api({ dataDir: dir, smtpUrl: server.url });
    await until(() => (server.messages.length >= 3 ? true : undefined), 'the unclaimed mail');
    expect(server.messages.some((m) => /^To: na-crash@example\.nl$/m.test(m))).toBe(true);
    const [waiting] = await next.db
      .select()
      .from(outbox)
      .where(eq(outbox.id, live?.id ?? 0));
    expect(waiting?.sentAt).toBeNull();
    // Its claim runs out: then it goes too, and nothing twice.
    await until(async () => ((await unsent(next.db)) === 0 ? true : undefined), 'the claimed mail');
    expectEachOnce(server, 4);
  });

  describe.skipIf(!TEST_DATABASE_URL)('two apis on one PostgreSQL database', () => {
    it('send every mail once between them, after the SMTP server comes back', async () => {
      const database = await createTestDatabase(TEST_DATABASE_URL ?? '');
      cleanups.push(() => database.drop());
      const server = await smtp(false);
      const a = await api({ databaseUrl: database.url, smtpUrl: server.url });
      const b = await api({ databaseUrl: database.url, smtpUrl: server.url });
      await Promise.all([record(a.db, 20, 'a'), record(b.db, 20, 'b')]);
      // Tried and refused while the server is down.
      await until(async () => {
        const rows = await a.db.select().from(outbox);
        return rows.every((r) => r.attempts >= 1) ? true : undefined;
      }, 'a first attempt of every mail');
      expect(server.messages).toHaveLength(0);
      server.accepting = true;
      await until(async () => ((await unsent(a.db)) === 0 ? true : undefined), 'every mail sent', 60_000);
      // Nothing goes out again on later turns: only the ones recorded since.
      await anotherTurn(a.db, server, 'later-a');
      await anotherTurn(b.db, server, 'later-b');
      expectEachOnce(server, 42);
    });
  });
});
