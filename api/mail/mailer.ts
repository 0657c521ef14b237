import { createTransport } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { BUSINESS } from '../../domain/business.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import { type MailDraft, renderMail } from './layout.ts';
import { type OutboxRelay, startOutboxRelay } from './relay.ts';
import { outbox } from './tables.ts';

// The one way the api sends mail (DESIGN.md). Every mail is first recorded in the `outbox` table,
// in the same transaction as the change it confirms, so a rolled-back request leaves no mail and
// a stored registration always has its mail. When SMTP_URL is set, the outbox relay (relay.ts)
// sends it: woken after the commit, and every few seconds for what is still due (a failure
// before, a crash, another api's mail), with backoff; it never fails the visitor's request.

export type Mailer = {
  /**
   * Render `mail` (text and HTML, signed with the site's address) and record it in the outbox
   * through `tx` (the request's transaction); the outbox id.
   */
  record(tx: Db, mail: MailDraft): Promise<number>;
  /** After the commit: send what was recorded (when SMTP is configured). Never throws. */
  deliver(ids: number[]): void;
  /** Resolves when the sending running now has finished. */
  idle(): Promise<void>;
  /** Stops sending (a clean shutdown); what is left is sent by the next start or another api. */
  close(): Promise<void>;
};

export const MAIL_FROM = `"${BUSINESS.name}" <${BUSINESS.email}>`;

/** One Message-ID per outbox row, so a mail sent twice (a crash mid-send) reads as one. */
const messageId = (id: number, createdAt: Date) => `<outbox-${id}.${createdAt.getTime()}@studiolumen.nl>`;

export function createMailer(options: {
  db: Db;
  clock: Clock;
  /** The site's address (PUBLIC_URL), the one absolute URL in every mail. */
  publicUrl: string;
  smtpUrl?: string;
  /** How often the relay looks for due mail (tests shorten it). */
  relayIntervalMs?: number;
}): Mailer {
  const { db, clock, publicUrl } = options;
  const smtpUrl = options.smtpUrl?.trim() || undefined;
  let relay: OutboxRelay | undefined;
  if (smtpUrl) {
    // Short timeouts: a hanging server must not hold the relay (nodemailer waits minutes by default).
    const transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as SMTPTransport.Options);
    relay = startOutboxRelay({
      db,
      sentAt: () => clock.now(),
      intervalMs: options.relayIntervalMs,
      async send(row) {
        await transport.sendMail({
          from: MAIL_FROM,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          replyTo: row.replyTo ?? undefined,
          messageId: messageId(row.id, row.createdAt),
        });
      },
    });
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
      if (ids.length > 0) relay?.wake();
    },
    async idle() {
      await relay?.idle();
    },
    async close() {
      await relay?.stop();
    },
  };
}
