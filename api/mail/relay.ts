import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { type PeriodicJob, startPeriodic } from '../jobs/periodic.ts';
import { logger } from '../observability/logger.ts';
import { outbox } from './tables.ts';

// The outbox relay: sends every recorded mail that is not sent yet, with backoff, and survives
// crashes and several api processes on one database. A relay claims a batch of due rows in one
// UPDATE over `SELECT … FOR UPDATE SKIP LOCKED`, which sets a lease (`claimed_until`): another
// relay skips them while they are locked and then while the lease runs. A sent mail is marked
// `sent_at`; a failed one is released with a later `next_attempt_at`. A relay that dies mid-send
// leaves its claim to expire, and the mail is sent by the next relay: at least once, and only
// twice if the process died between the SMTP server's "queued" and the row's update (each mail
// keeps one Message-ID, so a receiving server can tell).
//
// The same code runs on PGlite (one connection, so no two relays there) and on PostgreSQL.

export type OutboxRow = typeof outbox.$inferSelect;

/** Sends one mail; a rejection with `permanent: true` (an SMTP 5xx) counts towards giving up. */
export type SendMail = (row: OutboxRow) => Promise<void>;

export type RelayOptions = {
  db: Db;
  send: SendMail;
  /** When the row was sent, as the api records it (its clock). */
  sentAt: () => Date;
  /** How often due mail is looked for when nothing wakes the relay. */
  intervalMs?: number;
  batch?: number;
  /** How long a claim holds: longer than sending a batch can take (its mails go at once, each within the SMTP timeouts, under a minute). */
  leaseMs?: number;
};

export type OutboxRelay = PeriodicJob;

/** Backoff after the n-th failed attempt: 2 s, 4 s, 8 s, … at most 30 s, so a mail goes out within a minute of the SMTP server coming back. */
export const retryDelayMs = (attempts: number) => Math.min(30_000, 1000 * 2 ** Math.max(1, attempts));

/** A mail refused for good (an SMTP 5xx) this many times is given up. */
const PERMANENT_FAILURES = 5;

const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export function startOutboxRelay(options: RelayOptions): OutboxRelay {
  const { db, send } = options;
  const intervalMs = options.intervalMs ?? 2000;
  const batch = options.batch ?? 10;
  const leaseMs = options.leaseMs ?? 90_000;

  async function claim(): Promise<OutboxRow[]> {
    const now = new Date();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          isNull(outbox.failedAt),
          or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
          or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)),
        ),
      )
      .orderBy(outbox.id)
      .limit(batch)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliver(row: OutboxRow): Promise<void> {
    try {
      await send(row);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = isPermanent(error) && row.attempts >= PERMANENT_FAILURES;
      // The id, never the address; the SMTP answer may quote the address or the mail, so the
      // logger keeps only its command and reply code (observability/log-privacy.ts).
      logger.error(
        { mail: row.id, attempt: row.attempts, givenUp: giveUp, err: error },
        `api: mail ${row.id} not sent`,
      );
      await db
        .update(outbox)
        .set({
          claimedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
          failedAt: giveUp ? new Date() : null,
        })
        .where(eq(outbox.id, row.id));
      return;
    }
    await db
      .update(outbox)
      .set({ sentAt: options.sentAt(), claimedUntil: null })
      .where(eq(outbox.id, row.id));
  }

  return startPeriodic('outbox relay', intervalMs, async () => {
    const rows = await claim();
    // Side by side: a batch takes as long as its slowest mail, well within the lease.
    await Promise.all(rows.map(deliver));
    // A full batch: there may be more due at once.
    return rows.length === batch;
  });
}
