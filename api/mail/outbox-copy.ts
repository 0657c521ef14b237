import { eq } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { outbox } from './tables.ts';

// Sending a recorded mail again (the rental desk's "resend a mail"): a new outbox row with the
// same recipient, subject and text, sent by the relay like any other; the original stays as it was.

type Tx = Pick<Db, 'select' | 'insert'>;

/** Records a copy of outbox row `id` in the caller's transaction; its id, or null when none. */
export async function recordCopy(tx: Tx, id: number): Promise<number | null> {
  const [row] = await tx.select().from(outbox).where(eq(outbox.id, id));
  if (!row) return null;
  const [copy] = await tx
    .insert(outbox)
    .values({ to: row.to, subject: row.subject, text: row.text, html: row.html, replyTo: row.replyTo })
    .returning({ id: outbox.id });
  return copy?.id ?? null;
}
