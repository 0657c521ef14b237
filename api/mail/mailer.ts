import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { BUSINESS } from '../../domain/business.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import { type MailDraft, renderMail } from './layout.ts';
import { outbox } from './tables.ts';

// The one way the api sends mail (DESIGN.md). Every mail is first recorded in the `outbox` table,
// in the same transaction as the change it confirms, so a rolled-back request leaves no mail and
// a stored registration always has its mail. After the commit, when SMTP_URL is set, the mail is
// also sent with nodemailer and marked `sent_at`; a send failure is logged and the row stays
// unsent (a later job may retry it): it never fails the visitor's request.

export type Mailer = {
  /**
   * Render `mail` (text and HTML, signed with the site's address) and record it in the outbox
   * through `tx` (the request's transaction); the outbox id.
   */
  record(tx: Db, mail: MailDraft): Promise<number>;
  /** After the commit: send the recorded mails when SMTP is configured. Never throws. */
  deliver(ids: number[]): void;
  /** Resolves when every delivery started so far has finished (for a clean shutdown). */
  idle(): Promise<void>;
};

export const MAIL_FROM = `"${BUSINESS.name}" <${BUSINESS.email}>`;

export function createMailer(options: {
  db: Db;
  clock: Clock;
  /** The site's address (PUBLIC_URL), the one absolute URL in every mail. */
  publicUrl: string;
  smtpUrl?: string;
}): Mailer {
  const { db, clock, publicUrl } = options;
  const smtpUrl = options.smtpUrl?.trim() || undefined;
  let transport: Transporter | undefined;
  const pending = new Set<Promise<void>>();

  async function send(id: number): Promise<void> {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!row || row.sentAt || !smtpUrl) return;
    transport ??= createTransport(smtpUrl);
    await transport.sendMail({
      from: MAIL_FROM,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      replyTo: row.replyTo ?? undefined,
    });
    await db.update(outbox).set({ sentAt: clock.now() }).where(eq(outbox.id, id));
  }

  return {
    async record(tx, draft) {
      const mail = renderMail(draft, publicUrl);
      const [row] = await tx
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          replyTo: draft.replyTo ?? null,
          createdAt: clock.now(),
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    deliver(ids) {
      if (!smtpUrl) return;
      for (const id of ids) {
        const job = send(id)
          .catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            console.error(`api: mail ${id} not sent, left in the outbox: ${reason}`);
          })
          .finally(() => pending.delete(job));
        pending.add(job);
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
