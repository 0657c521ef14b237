import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { BUSINESS } from '../../domain/business.ts';
import { normaliseEmail } from '../../domain/validation.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { Form, NOT_TEXT, REQUIRED } from '../http/form.ts';
import { Detail, formPost, json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { clientOf, DEFAULT_RATE_LIMITS, type Limiter } from '../limits/rate-limit.ts';
import { contactCopyMail, contactMailboxMail } from './mails.ts';
import * as t from './tables.ts';

// POST /api/contact/: the contact form (api/content/README.md). Every field is checked at once;
// then, within the rate limit, the message is stored and mailed to its topic's mailbox and, as a
// copy, to the sender, in one transaction. `to` is a topic, never an address, so the form cannot
// send mail anywhere but our own mailboxes; a filled honeypot gets the same answer and nothing else.

export const CONTACT_SUBJECT = 'Contactformulier';
export const CONTACT_SENT = 'Bericht is verzonden. Wij nemen zo snel mogelijk contact op.';
export const CONTACT_TOO_MANY = 'Te veel berichten. Probeer het over een paar minuten opnieuw.';

export const CONTACT_MESSAGES = {
  name: 'Vul je naam in.',
  email: 'Vul een geldig e-mailadres in.',
  phone: 'Vul een geldig telefoonnummer in.',
  message: 'Schrijf een bericht.',
  to: 'Kies een onderwerp.',
} as const;

export const ContactRequest = z
  .object({
    name: z.string().max(100),
    email: z.string().meta({ format: 'email' }),
    phone: z.string().nullish().describe('Optional; 10-15 digits (spaces, +, - allowed) when given'),
    message: z.string().max(5000),
    subject: z.string().nullish().describe('Ignored: always stored as "Contactformulier"'),
    to: z.enum(t.CONTACT_TOPICS).describe('A topic (BUSINESS.mailboxes), never an address'),
    website: z.string().nullish().describe('Honeypot, hidden from people: leave empty'),
  })
  .meta({ id: 'ContactRequest', description: 'A message of the contact form. Unknown fields are ignored.' });

const CONTACT_LIMIT = DEFAULT_RATE_LIMITS.contactPerClient;

export const contactPaths: Paths = {
  '/contact/': formPost('Send a message through the contact form', ContactRequest, Detail, {
    '429': json(
      ref(Detail),
      `${CONTACT_TOO_MANY} (${CONTACT_LIMIT.limit} per client per ${CONTACT_LIMIT.windowS / 60} minutes; ` +
        'Retry-After in seconds)',
    ),
  }),
};

/** Replaces the form's generic message for a missing or non-text field with the contract's own. */
function ownMessage(form: Form, field: keyof typeof CONTACT_MESSAGES, always = false): void {
  const list = form.errors[field];
  if (!list) return;
  form.errors[field] = list.map((m) =>
    always || m === REQUIRED || m === NOT_TEXT ? CONTACT_MESSAGES[field] : m,
  );
  form.errors[field] = [...new Set(form.errors[field])];
}

export function contactRouter({ db, clock, mailer }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/contact/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const name = form.text('name', { required: true, max: 100 });
      ownMessage(form, 'name');
      const email = form.email('email', { required: true });
      ownMessage(form, 'email', true);
      const phone = form.phone('phone');
      ownMessage(form, 'phone', true);
      const message = form.text('message', { required: true, max: 5000 });
      ownMessage(form, 'message');
      const to = form.present('to') ? form.choice('to', t.CONTACT_TOPICS) : null;
      if (to === null) form.errors.to = [CONTACT_MESSAGES.to];
      // Anything in the hidden field (a bot fills every field) is a trap sprung.
      const trapped = form.present('website');
      form.check();
      if (to === null) throw new Error('validated contact message without topic');

      // Counted once a message would be sent (a trap sprung counts too); refused with our own words.
      await limiter.hit('contactPerClient', clientOf(req)).catch((error: unknown) => {
        if (error instanceof HttpError && error.status === 429)
          throw new HttpError(429, { detail: CONTACT_TOO_MANY }, error.headers);
        throw error;
      });
      if (!trapped) {
        const data = {
          topic: to,
          mailbox: BUSINESS.mailboxes[to],
          name,
          email: normaliseEmail(email),
          phone,
          message,
        };
        const mailIds = await db.transaction(async (tx) => {
          await tx.insert(t.contactMessages).values({
            name,
            email: data.email,
            phone,
            subject: CONTACT_SUBJECT,
            topic: to,
            message,
            createdAt: clock.now(),
          });
          return [
            await mailer.record(tx, contactMailboxMail(data)),
            await mailer.record(tx, contactCopyMail(data)),
          ];
        });
        mailer.deliver(mailIds);
      }
      send(res, Detail, { detail: CONTACT_SENT }, 201);
    })
    .all(methodNotAllowed);

  return router;
}
