import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { normaliseEmail } from '../../domain/validation.ts';
import type { Db } from '../db/open-database.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { formPost, Id, json, type Paths, ref, Timestamp } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { ensureSession } from '../http/session.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { newsletterMail } from './mails.ts';
import * as t from './tables.ts';

// POST /api/mailinglist/: sign up for the newsletter. The address is stored lowercased and is
// unique, so signing up twice keeps one row: the first sign-up answers 201 (and sends the
// confirmation mail), a repeat answers 200 with the same row and sends nothing.

export const MailingListRequest = z
  .object({ email_address: z.string().meta({ format: 'email' }) })
  .meta({ id: 'MailingListRequest', description: 'A newsletter sign-up. Unknown fields are ignored.' });

export const MailingListSubscriber = z
  .object({ id: Id, email_address: z.string().describe('Lowercased'), created_at: Timestamp })
  .meta({ id: 'MailingListSubscriber' });
export type MailingListAnswer = z.output<typeof MailingListSubscriber>;

export const mailingListPaths: Paths = {
  '/mailinglist/': formPost('Sign up for the newsletter', MailingListRequest, MailingListSubscriber, {
    '200': json(ref(MailingListSubscriber), 'Already signed up: the existing row; no mail is sent.'),
    '429': TOO_MANY_DOC,
  }),
};

const toAnswer = (row: typeof t.mailingListSubscribers.$inferSelect): MailingListAnswer => ({
  id: row.id,
  email_address: row.email,
  created_at: row.createdAt.toISOString(),
});

/**
 * Signs an address (normalised) up, with its confirmation mail recorded in `tx`; null when it was
 * already signed up. The newsletter form and the checkout's opt-in both sign up through here.
 */
export async function subscribe(
  tx: Db,
  email: string,
  { clock, mailer }: Pick<Deps, 'clock' | 'mailer'>,
): Promise<{ row: typeof t.mailingListSubscribers.$inferSelect; mailId: number } | null> {
  // ON CONFLICT: two simultaneous sign-ups of one address still make one row, no error.
  const [row] = await tx
    .insert(t.mailingListSubscribers)
    .values({ email, createdAt: clock.now() })
    .onConflictDoNothing({ target: t.mailingListSubscribers.email })
    .returning();
  if (!row) return null;
  return { row, mailId: await mailer.record(tx, newsletterMail(email)) };
}

export function mailingListRouter({ db, clock, mailer }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/mailinglist/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const text = form.email('email_address', { required: true });
      form.check();
      const email = normaliseEmail(text);
      // Each new address is a mail sent: counted per client once the address is valid.
      await limiter.hit('newsletterPerClient', clientOf(req));

      const created = await db.transaction((tx) => subscribe(tx, email, { clock, mailer }));
      if (created) {
        mailer.deliver([created.mailId]);
        await ensureSession(req);
        send(res, MailingListSubscriber, toAnswer(created.row), 201);
        return;
      }
      const [existing] = await db
        .select()
        .from(t.mailingListSubscribers)
        .where(eq(t.mailingListSubscribers.email, email));
      if (!existing) throw new Error('mailing-list row vanished');
      send(res, MailingListSubscriber, toAnswer(existing));
    })
    .all(methodNotAllowed);

  return router;
}
