import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { INSTALMENT_TERMS } from '../../domain/instalments.ts';
import { toAmount } from '../../domain/money.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { formPost, Id, IsoDate, Money, type Paths, Timestamp } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { ensureSession } from '../http/session.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { MESSAGES, readCourseRegistration, type ValidRegistration } from './course-registration-rules.ts';
import { courseRegistrationMail } from './mails.ts';
import * as t from './tables.ts';

// POST /api/courseregistration/: validate (course-registration-rules.ts), then store the
// registration and its confirmation mail in one transaction, then send the mail.

const optionalText = z.string().nullish().describe('Optional; "" or null when not given');

/** The body the gateway posts. Unknown fields are ignored. */
export const CourseRegistrationRequest = z
  .object({
    run: Id.describe('Run id; the run must belong to `course` and start today or later'),
    course: z.string().describe('Course slug'),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().meta({ format: 'email' }),
    phone: z.string().describe('10-15 digits; +, spaces, dashes, parentheses allowed'),
    street: optionalText,
    house_number: optionalText,
    postal_code: optionalText.describe('Dutch postcode, stored as "1234 AB"'),
    city: optionalText,
    date_of_birth: z.string().nullish().meta({ format: 'date', description: '1940-01-01 up to today' }),
    experience: optionalText,
    remarks: optionalText,
    payer: z.enum(['S', 'O']).optional().describe('S: self, O: someone else'),
    payer_details: optionalText.describe('Required when payer is O'),
    payment: z.enum(['T', 'I', 'V']).optional().describe('Transfer, dIrect debit, tentatiVe'),
    payment_terms: z
      .enum(INSTALMENT_TERMS)
      .nullish()
      .describe('Required with payment I (and allowed by the course length), otherwise null'),
    iban: optionalText.describe('Required with payment I; mod-97 checked'),
    open_door_day: z.boolean().optional().describe('Already attended an open day'),
    accept: z.literal(true).describe('Accepts the terms; must be true'),
    apply_for_stap: z.boolean().optional(),
  })
  .meta({
    id: 'CourseRegistrationRequest',
    description:
      'A registration for a run. With apply_for_stap true, payer, payer_details, payment, ' +
      'payment_terms and iban are ignored (STAP settles the payment). Unknown fields are ignored.',
  });

/** The stored registration as answered (201): ids, the prices in euros, never the IBAN. */
export const CourseRegistration = z
  .object({
    id: Id,
    run: Id,
    course: z.string().describe('Course slug'),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    house_number: z.string(),
    postal_code: z.string().regex(/^(\d{4} [A-Z]{2})?$/),
    city: z.string(),
    date_of_birth: IsoDate.nullable(),
    experience: z.string(),
    remarks: z.string(),
    payer: z.enum(['S', 'O', 'STAP']),
    payer_details: z.string(),
    payment: z.enum(['T', 'I', 'V', 'STAP']),
    payment_terms: z.enum(INSTALMENT_TERMS).nullable(),
    open_door_day: z.boolean(),
    accept: z.boolean(),
    apply_for_stap: z.boolean(),
    price: Money.describe('The run price'),
    surcharge: Money.describe('Instalment surcharge: TH + 30.00, SI + 60.00'),
    total: Money.describe('price + surcharge'),
    created_at: Timestamp,
  })
  .meta({ id: 'CourseRegistration' });
export type CourseRegistrationAnswer = z.output<typeof CourseRegistration>;

export const courseRegistrationsPaths: Paths = {
  '/courseregistration/': formPost(
    'Register for a run of a course',
    CourseRegistrationRequest,
    CourseRegistration,
    { '429': TOO_MANY_DOC },
  ),
};

/** The stored registration, without the IBAN (it is never echoed). */
function answer(id: number, r: ValidRegistration, createdAt: Date): CourseRegistrationAnswer {
  return {
    id,
    run: r.runId,
    course: r.courseSlug,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    phone: r.phone,
    street: r.street,
    house_number: r.houseNumber,
    postal_code: r.postalCode,
    city: r.city,
    date_of_birth: r.dateOfBirth,
    experience: r.experience,
    remarks: r.remarks,
    payer: r.payer,
    payer_details: r.payerDetails,
    payment: r.payment,
    payment_terms: r.paymentTerms,
    open_door_day: r.attendedOpenDay,
    accept: true,
    apply_for_stap: r.applyForStap,
    price: toAmount(r.priceCents),
    surcharge: toAmount(r.surchargeCents),
    total: toAmount(r.totalCents),
    created_at: createdAt.toISOString(),
  };
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite report it (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export function courseRegistrationsRouter({ db, clock, mailer }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/courseregistration/')
    .post(async (req: Request, res: Response) => {
      const registration = await readCourseRegistration(req.body, { db, clock });
      await limiter.hit('courseRegistrationPerClient', clientOf(req));
      const stored = db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.courseRegistrations)
          .values({
            runId: registration.runId,
            courseId: registration.courseId,
            firstName: registration.firstName,
            lastName: registration.lastName,
            email: registration.email,
            phone: registration.phone,
            street: registration.street,
            houseNumber: registration.houseNumber,
            postalCode: registration.postalCode,
            city: registration.city,
            dateOfBirth: registration.dateOfBirth,
            experience: registration.experience,
            remarks: registration.remarks,
            payer: registration.payer,
            payerDetails: registration.payerDetails,
            payment: registration.payment,
            paymentTerms: registration.paymentTerms,
            iban: registration.iban,
            attendedOpenDay: registration.attendedOpenDay,
            accept: true,
            applyForStap: registration.applyForStap,
            priceCents: registration.priceCents,
            surchargeCents: registration.surchargeCents,
            totalCents: registration.totalCents,
            createdAt: clock.now(),
          })
          .returning({ id: t.courseRegistrations.id, createdAt: t.courseRegistrations.createdAt });
        if (!row) throw new Error('registration insert returned nothing');
        const mailId = await mailer.record(tx, courseRegistrationMail(registration));
        return { row, mailId };
      });
      // Two simultaneous posts of one registration both pass the check; the unique index stops the
      // second, which gets the same answer as if it had come a moment later.
      const { row, mailId } = await stored.catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new HttpError(400, { non_field_errors: [MESSAGES.alreadyRegistered] });
        }
        throw error;
      });
      mailer.deliver([mailId]);
      // Stored: now the visitor has something worth a session (a rejected post starts none).
      await ensureSession(req);
      send(res, CourseRegistration, answer(row.id, registration, row.createdAt), 201);
    })
    .all(methodNotAllowed);

  return router;
}
