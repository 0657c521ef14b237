import { type Request, type Response, Router } from 'express';
import { toAmount } from '../../domain/money.ts';
import type { Deps } from '../http/deps.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { ensureSession } from '../http/session.ts';
import { type CourseRegistration, MESSAGES, readCourseRegistration } from './course-registration-rules.ts';
import { courseRegistrationMail } from './mails.ts';
import * as t from './tables.ts';

// POST /api/courseregistration/: validate (course-registration-rules.ts), then store the
// registration and its confirmation mail in one transaction, then send the mail.

export type CourseRegistrationAnswer = {
  id: number;
  run: number;
  course: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  street: string;
  house_number: string;
  postal_code: string;
  city: string;
  date_of_birth: string | null;
  experience: string;
  remarks: string;
  payer: 'S' | 'O' | 'STAP';
  payer_details: string;
  payment: 'T' | 'I' | 'V' | 'STAP';
  payment_terms: 'ON' | 'TH' | 'SI' | null;
  open_door_day: boolean;
  accept: boolean;
  apply_for_stap: boolean;
  price: string;
  surcharge: string;
  total: string;
  created_at: string;
};

/** The stored registration, without the IBAN (it is never echoed). */
function answer(id: number, r: CourseRegistration, createdAt: Date): CourseRegistrationAnswer {
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

export function courseRegistrationsRouter({ db, clock, mailer }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/courseregistration/')
    .post(async (req: Request, res: Response) => {
      const registration = await readCourseRegistration(req.body, { db, clock });
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
      res.status(201).json(answer(row.id, registration, row.createdAt));
    })
    .all(methodNotAllowed);

  return router;
}
