import { and, asc, eq, sql } from 'drizzle-orm';
import { BUSINESS } from '../../domain/business.ts';
import { INSTALMENT_TERMS, type InstalmentTerm, instalmentPlan } from '../../domain/instalments.ts';
import { isRegistrationOpen, runPaymentTerms } from '../../domain/runs.ts';
import {
  type BirthDateProblem,
  birthDateProblem,
  isValidIban,
  normaliseIban,
  normalisePostcode,
} from '../../domain/validation.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import { Form } from '../http/form.ts';
import * as t from './tables.ts';

// The rules of a course registration (POST /api/courseregistration/, SPEC §3-§5 and issue 3),
// checked before anything is written; all failing fields are reported together.
//
// STAP: with `apply_for_stap` true the participant pays with the government's STAP training
// budget, so the form disables payer and payment. Those fields (payer, payer_details, payment,
// payment_terms, iban) are then neither validated nor stored as sent: payer and payment are stored
// as "STAP", the others empty, and the price is the plain course price.

export const MESSAGES = {
  accept: 'Je moet akkoord gaan met de algemene voorwaarden.',
  courseUnknown: 'Deze cursus bestaat niet.',
  runUnknown: 'Deze startdatum bestaat niet.',
  runOtherCourse: 'Deze startdatum hoort niet bij deze cursus.',
  runClosed: 'Voor deze startdatum kun je je niet meer inschrijven.',
  payerDetails: 'Vul in wie de cursus betaalt: naam en adres.',
  ibanRequired: 'Vul je IBAN in; dat is nodig voor de automatische incasso.',
  ibanInvalid:
    'Dit is geen geldig IBAN; controleer het rekeningnummer (bijvoorbeeld NL91 ABNA 0417 1643 00).',
  termsRequired: 'Kies in hoeveel termijnen je betaalt.',
  termsTooLong: 'Een incasso mag niet langer lopen dan de cursus; kies een kortere termijn.',
  termsOnlyOnce: 'Deze cursus is te kort om in termijnen te betalen; kies betalen in één keer.',
  termsWithoutDebit: 'Een betaaltermijn kies je alleen bij betaling via automatische incasso.',
  alreadyRegistered: `Je bent met dit e-mailadres al ingeschreven voor deze startdatum. Wil je iets wijzigen? Mail naar ${BUSINESS.education.email}.`,
} as const;

const POSTCODE_INVALID = 'Voer een geldige postcode in, bijvoorbeeld 1234 AB.';

const BIRTH_DATE_MESSAGES: Record<BirthDateProblem, string> = {
  invalid: 'Voer een geldige datum in (JJJJ-MM-DD).',
  'too-early': 'Kies een geboortedatum vanaf 1 januari 1940.',
  'in-future': 'Een geboortedatum kan niet in de toekomst liggen.',
};

export type Payer = 'S' | 'O' | 'STAP';
export type Payment = 'T' | 'I' | 'V' | 'STAP';

/** A registration that passed every rule: what is stored and mailed. */
export type ValidRegistration = {
  runId: number;
  courseId: number;
  courseSlug: string;
  courseName: string;
  runStartDate: string;
  lessonDates: string[];
  numberOfLessons: number;
  startTime: string | null;
  endTime: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  dateOfBirth: string | null;
  experience: string;
  remarks: string;
  payer: Payer;
  payerDetails: string;
  payment: Payment;
  paymentTerms: InstalmentTerm | null;
  iban: string | null;
  attendedOpenDay: boolean;
  applyForStap: boolean;
  priceCents: number;
  surchargeCents: number;
  totalCents: number;
};

const SHORT = 100;
const LONG = 5000;

/** The run (with its lesson dates) and the course the registration names; reads only. */
async function lookUp(db: Db, runId: number | null, courseSlug: string) {
  const [course] = courseSlug ? await db.select().from(t.courses).where(eq(t.courses.slug, courseSlug)) : [];
  const [run] = runId !== null && runId > 0 ? await db.select().from(t.runs).where(eq(t.runs.id, runId)) : [];
  const dates = run
    ? (
        await db
          .select({ date: t.runDates.date })
          .from(t.runDates)
          .where(eq(t.runDates.runId, run.id))
          .orderBy(asc(t.runDates.date))
      ).map((r) => r.date)
    : [];
  return { course, run, dates };
}

/** Whether `email` (in any case) already registered for the run. */
export async function isRegistered(db: Db, runId: number, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: t.courseRegistrations.id })
    .from(t.courseRegistrations)
    .where(
      and(
        eq(t.courseRegistrations.runId, runId),
        eq(sql`lower(${t.courseRegistrations.email})`, email.toLowerCase()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Validate a posted registration; throws a 400 with every problem, else the row to store. */
export async function readCourseRegistration(
  body: unknown,
  { db, clock }: { db: Db; clock: Clock },
): Promise<ValidRegistration> {
  const form = new Form(body);
  const today = clock.today();

  const runId = form.integer('run', { required: true });
  const courseSlug = form.text('course', { required: true, max: 200 });
  const firstName = form.text('first_name', { required: true, max: SHORT });
  const lastName = form.text('last_name', { required: true, max: SHORT });
  const email = form.email('email', { required: true });
  const phone = form.phone('phone', { required: true });
  const street = form.text('street', { max: 200 });
  const houseNumber = form.text('house_number', { max: 20 });
  const postalCodeText = form.text('postal_code', { max: 20 });
  let postalCode = '';
  if (postalCodeText && !form.has('postal_code')) {
    postalCode = normalisePostcode(postalCodeText) ?? '';
    if (!postalCode) form.add('postal_code', POSTCODE_INVALID);
  }
  const city = form.text('city', { max: SHORT });
  const birthText = form.text('date_of_birth', { max: 100 });
  const dateOfBirth = birthText || null;
  if (dateOfBirth && !form.has('date_of_birth')) {
    const problem = birthDateProblem(dateOfBirth, today);
    if (problem) form.add('date_of_birth', BIRTH_DATE_MESSAGES[problem]);
  }
  const experience = form.text('experience', { max: LONG });
  const remarks = form.text('remarks', { max: LONG });
  const attendedOpenDay = form.bool('open_door_day');
  const accept = form.bool('accept');
  if (!accept && !form.has('accept')) form.add('accept', MESSAGES.accept);
  const applyForStap = form.bool('apply_for_stap');

  let payer: Payer = 'STAP';
  let payment: Payment = 'STAP';
  let payerDetails = '';
  let paymentTerms: InstalmentTerm | null = null;
  let iban: string | null = null;
  if (!applyForStap) {
    payer = form.choice('payer', ['S', 'O'] as const, { required: true }) ?? 'S';
    payment = form.choice('payment', ['T', 'I', 'V'] as const, { required: true }) ?? 'T';
    const details = form.text('payer_details', { max: 1000 });
    if (payer === 'O') {
      payerDetails = details;
      if (!details && !form.has('payer_details')) form.add('payer_details', MESSAGES.payerDetails);
    }
    if (payment === 'I') {
      paymentTerms = form.choice('payment_terms', INSTALMENT_TERMS);
      if (!paymentTerms && !form.has('payment_terms')) form.add('payment_terms', MESSAGES.termsRequired);
      const ibanText = form.text('iban', { max: 50 });
      if (!ibanText && !form.has('iban')) form.add('iban', MESSAGES.ibanRequired);
      else if (ibanText && !form.has('iban') && !isValidIban(ibanText))
        form.add('iban', MESSAGES.ibanInvalid);
      iban = normaliseIban(ibanText);
    } else if (!form.has('payment') && form.present('payment_terms')) {
      form.add('payment_terms', MESSAGES.termsWithoutDebit);
    }
  }

  // Only now the database, and only reads: the run and course the form names.
  const found = await lookUp(db, form.has('run') ? null : runId, form.has('course') ? '' : courseSlug);
  const { course, run, dates } = found;
  if (courseSlug && !form.has('course') && !course) form.add('course', MESSAGES.courseUnknown);
  if (runId !== null && !form.has('run')) {
    if (!run) form.add('run', MESSAGES.runUnknown);
    else if (course && run.courseId !== course.id) form.add('run', MESSAGES.runOtherCourse);
    else if (!isRegistrationOpen(run.startDate, today)) form.add('run', MESSAGES.runClosed);
  }
  if (run && paymentTerms) {
    // The same terms every run answer offers (`payment_options`, runs.ts).
    const allowed = runPaymentTerms(run.startDate, dates);
    if (!allowed.includes(paymentTerms)) {
      form.add('payment_terms', allowed.length <= 1 ? MESSAGES.termsOnlyOnce : MESSAGES.termsTooLong);
    }
  }
  if (form.valid && run && (await isRegistered(db, run.id, email))) {
    form.add('non_field_errors', MESSAGES.alreadyRegistered);
  }
  form.check();
  if (!run || !course) throw new Error('validated registration without run or course');

  const plan = instalmentPlan(run.priceCents, paymentTerms ?? 'ON');
  return {
    runId: run.id,
    courseId: course.id,
    courseSlug: course.slug,
    courseName: course.name,
    runStartDate: run.startDate,
    lessonDates: dates,
    numberOfLessons: run.numberOfLessons,
    startTime: run.startTime?.slice(0, 5) ?? null,
    endTime: run.endTime?.slice(0, 5) ?? null,
    firstName,
    lastName,
    email,
    phone,
    street,
    houseNumber,
    postalCode,
    city,
    dateOfBirth,
    experience,
    remarks,
    payer,
    payerDetails,
    payment,
    paymentTerms,
    iban,
    attendedOpenDay,
    applyForStap,
    priceCents: run.priceCents,
    surchargeCents: plan.surchargeCents,
    totalCents: plan.totalCents,
  };
}
