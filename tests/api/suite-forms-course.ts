import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import * as t from '../../api/db/schema.ts';
import type { CourseRegistrationAnswer } from '../../api/education/course-registrations.ts';
import { addDays, formatDateLong } from '../../domain/dates.ts';
import { formatEuro, parseAmount } from '../../domain/money.ts';
import {
  type CourseRun,
  counts,
  courseBody,
  type Errors,
  formClient,
  outboxTo,
  runSpanning,
  upcomingRuns,
} from './forms-fixtures.ts';
import { NOW } from './harness.ts';

const PATH = '/courseregistration/';
const ALREADY_REGISTERED =
  'Je bent met dit e-mailadres al ingeschreven voor deze startdatum. Wil je iets wijzigen? Mail naar educatie@studiolumen.nl.';

export function courseRegistrationSuite(base: () => string, db: () => Db) {
  /** Post a registration varied by `overrides` and expect a 400 that names `field` with `message`. */
  async function rejects(
    target: CourseRun,
    overrides: Record<string, unknown>,
    field: string,
    message: string,
  ) {
    const client = await formClient(base());
    const answer = await client.post<Errors>(PATH, courseBody(target, overrides));
    expect(answer.status, JSON.stringify(overrides)).toBe(400);
    expect(answer.body[field], `${field} of ${JSON.stringify(answer.body)}`).toEqual([message]);
    return answer.body;
  }

  describe('POST /api/courseregistration/', () => {
    it('stores a valid registration and puts exactly one confirmation mail in the outbox', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      const email = 'registrant-one@example.nl';
      const before = await counts(db());
      const answer = await client.post<CourseRegistrationAnswer>(PATH, courseBody(target, { email }));
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        run: target.run.id,
        course: target.course,
        email,
        postal_code: '1018 PL',
        payer: 'S',
        payment: 'T',
        payment_terms: null,
        price: target.run.price,
        surcharge: '0.00',
        total: target.run.price,
      });
      expect(answer.body).not.toHaveProperty('iban');
      // Stored, so the visitor now has a session (a rejected post starts none: suite-http.ts).
      expect(answer.headers.getSetCookie().some((c) => c.startsWith('sessionid='))).toBe(true);
      const after = await counts(db());
      expect(after.courseRegistrations).toBe(before.courseRegistrations + 1);
      expect(after.outbox).toBe(before.outbox + 1);
      const mails = await outboxTo(client, email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toContain('Inschrijving');
      expect(mail?.text).toContain(formatDateLong(target.run.start_date));
      expect(mail?.text).toContain(formatEuro(parseAmount(target.run.price)));
      expect(mail?.html).toContain('<table');
      expect(mail?.sent_at).toBeNull(); // no SMTP_URL in tests
    });

    it('direct debit in three terms: stores the normalised IBAN and the plan total with € 30 surcharge', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 60, 150);
      const email = 'registrant-terms@example.nl';
      const answer = await client.post<CourseRegistrationAnswer>(
        PATH,
        courseBody(target, { email, payment: 'I', payment_terms: 'TH', iban: 'nl91 abna 0417 1643 00' }),
      );
      expect(answer.status).toBe(201);
      const price = parseAmount(target.run.price);
      expect(answer.body).toMatchObject({ payment: 'I', payment_terms: 'TH', surcharge: '30.00' });
      expect(parseAmount(answer.body.total)).toBe(price + 3000);
      const [row] = await db()
        .select()
        .from(t.courseRegistrations)
        .where(eq(t.courseRegistrations.id, answer.body.id));
      expect(row).toMatchObject({
        iban: 'NL91ABNA0417164300',
        surchargeCents: 3000,
        totalCents: price + 3000,
      });
      const [mail] = await outboxTo(client, email);
      expect(mail?.text).toContain(formatEuro(price + 3000));
      expect(mail?.text).toContain(formatEuro(3000));
      expect(mail?.text).not.toContain('ABNA'); // the IBAN is masked in mail
    });

    it('six terms on a long course: + € 60', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 150);
      const answer = await client.post<CourseRegistrationAnswer>(
        PATH,
        courseBody(target, { payment: 'I', payment_terms: 'SI', iban: 'DE89370400440532013000' }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body.surcharge).toBe('60.00');
      expect(parseAmount(answer.body.total)).toBe(parseAmount(target.run.price) + 6000);
    });

    it('with apply_for_stap skips payer and payment rules and stores STAP', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      const answer = await client.post<CourseRegistrationAnswer>(
        PATH,
        courseBody(target, {
          apply_for_stap: true,
          payer: 'O',
          payer_details: '',
          payment: 'I',
          payment_terms: 'SI',
          iban: 'geen',
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        apply_for_stap: true,
        payer: 'STAP',
        payment: 'STAP',
        payment_terms: null,
        payer_details: '',
        total: target.run.price,
      });
    });

    it('registers an address once per run, also when two posts race (400, never a 500)', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      const first = await client.post(PATH, courseBody(target, { email: 'twice@example.nl' }));
      expect(first.status).toBe(201);
      const before = await counts(db());
      const again = await client.post<Errors>(PATH, courseBody(target, { email: 'Twice@Example.nl' }));
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        non_field_errors: [ALREADY_REGISTERED],
      });
      expect(await counts(db())).toEqual(before);
      const racing = await Promise.all(
        [1, 2, 3].map(() => client.post<Errors>(PATH, courseBody(target, { email: 'race@example.nl' }))),
      );
      expect(racing.map((a) => a.status).sort()).toEqual([201, 400, 400]);
      for (const lost of racing.filter((a) => a.status === 400))
        expect(lost.body).toEqual({
          non_field_errors: [ALREADY_REGISTERED],
        });
      expect(await outboxTo(client, 'race@example.nl')).toHaveLength(1);
    });

    it('reports every failing field at once; a rejected post stores nothing and sends no mail', async () => {
      const client = await formClient(base());
      const before = await counts(db());
      const answer = await client.post<Errors>(PATH, {});
      expect(answer.status).toBe(400);
      for (const field of ['run', 'course', 'first_name', 'last_name', 'email', 'phone', 'payer', 'payment'])
        expect(answer.body[field], field).toEqual(['Dit veld is verplicht.']);
      expect(answer.body.accept).toEqual(['Je moet akkoord gaan met de algemene voorwaarden.']);
      const target = await runSpanning(client, 0, 60);
      const many = await client.post<Errors>(
        PATH,
        courseBody(target, {
          email: 'rejected@example.nl',
          first_name: '',
          phone: '12',
          iban: 'x',
          payment: 'I',
        }),
      );
      expect(Object.keys(many.body).sort()).toEqual(['first_name', 'iban', 'payment_terms', 'phone']);
      expect(await counts(db())).toEqual(before);
      expect(await outboxTo(client, 'rejected@example.nl')).toEqual([]);
    });

    it('requires first_name, last_name, email and phone', async () => {
      const target = await runSpanning(await formClient(base()), 0, 60);
      for (const field of ['first_name', 'last_name', 'email', 'phone']) {
        await rejects(target, { [field]: '' }, field, 'Dit veld is verplicht.');
        await rejects(target, { [field]: '   ' }, field, 'Dit veld is verplicht.');
      }
    });

    it('requires accepting the terms', async () => {
      const target = await runSpanning(await formClient(base()), 0, 60);
      await rejects(target, { accept: false }, 'accept', 'Je moet akkoord gaan met de algemene voorwaarden.');
      await rejects(
        target,
        { accept: undefined },
        'accept',
        'Je moet akkoord gaan met de algemene voorwaarden.',
      );
    });

    it('checks email, phone, postcode and date of birth', async () => {
      const target = await runSpanning(await formClient(base()), 0, 60);
      for (const email of ['anouk', 'anouk@', 'anouk@example', 'an ouk@example.nl'])
        await rejects(target, { email }, 'email', 'Voer een geldig e-mailadres in.');
      for (const phone of ['12345', '06-1234abcd', '+31 6 1234 5678 9012 3'])
        await rejects(
          target,
          { phone },
          'phone',
          'Voer een geldig telefoonnummer in: 10 tot 15 cijfers, eventueel met +, spaties, streepjes of haakjes.',
        );
      for (const postal_code of ['1234', '0123 AB', '1234-AB', '12345 AB'])
        await rejects(
          target,
          { postal_code },
          'postal_code',
          'Voer een geldige postcode in, bijvoorbeeld 1234 AB.',
        );
      await rejects(
        target,
        { date_of_birth: '1939-12-31' },
        'date_of_birth',
        'Kies een geboortedatum vanaf 1 januari 1940.',
      );
      await rejects(
        target,
        { date_of_birth: addDays(NOW, 1) },
        'date_of_birth',
        'Een geboortedatum kan niet in de toekomst liggen.',
      );
      await rejects(
        target,
        { date_of_birth: '2001-02-29' },
        'date_of_birth',
        'Voer een geldige datum in (JJJJ-MM-DD).',
      );
      await rejects(
        target,
        { date_of_birth: '12-04-1995' },
        'date_of_birth',
        'Voer een geldige datum in (JJJJ-MM-DD).',
      );
    });

    it('optional fields may be empty or null', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      const answer = await client.post<CourseRegistrationAnswer>(
        PATH,
        courseBody(target, {
          street: '',
          house_number: null,
          postal_code: '',
          city: '',
          date_of_birth: null,
        }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ postal_code: '', date_of_birth: null, house_number: '' });
    });

    it('direct debit needs an IBAN that passes mod-97, and payment terms', async () => {
      const target = await runSpanning(await formClient(base()), 0, 60);
      const debit = { payment: 'I', payment_terms: 'ON' };
      await rejects(
        target,
        { ...debit, iban: '' },
        'iban',
        'Vul je IBAN in; dat is nodig voor de automatische incasso.',
      );
      await rejects(
        target,
        { ...debit, iban: 'NL91ABNA0417164301' },
        'iban',
        'Dit is geen geldig IBAN; controleer het rekeningnummer (bijvoorbeeld NL91 ABNA 0417 1643 00).',
      );
      await rejects(
        target,
        { ...debit, iban: 'NL91ABNA041716430' },
        'iban',
        'Dit is geen geldig IBAN; controleer het rekeningnummer (bijvoorbeeld NL91 ABNA 0417 1643 00).',
      );
      await rejects(
        target,
        { payment: 'I', payment_terms: null, iban: 'NL91ABNA0417164300' },
        'payment_terms',
        'Kies in hoeveel termijnen je betaalt.',
      );
    });

    it('a direct debit may not run longer than the course; a short course allows one term only', async () => {
      const client = await formClient(base());
      const short = await runSpanning(client, 0, 60);
      const medium = await runSpanning(client, 60, 150);
      const iban = 'NL91ABNA0417164300';
      await rejects(
        short,
        { payment: 'I', payment_terms: 'TH', iban },
        'payment_terms',
        'Deze cursus is te kort om in termijnen te betalen; kies betalen in één keer.',
      );
      await rejects(
        medium,
        { payment: 'I', payment_terms: 'SI', iban },
        'payment_terms',
        'Een incasso mag niet langer lopen dan de cursus; kies een kortere termijn.',
      );
    });

    it('payment terms only with direct debit; payer details when someone else pays', async () => {
      const target = await runSpanning(await formClient(base()), 0, 60);
      await rejects(
        target,
        { payment: 'T', payment_terms: 'ON' },
        'payment_terms',
        'Een betaaltermijn kies je alleen bij betaling via automatische incasso.',
      );
      await rejects(
        target,
        { payment: 'V', payment_terms: 'TH' },
        'payment_terms',
        'Een betaaltermijn kies je alleen bij betaling via automatische incasso.',
      );
      await rejects(
        target,
        { payer: 'O', payer_details: '' },
        'payer_details',
        'Vul in wie de cursus betaalt: naam en adres.',
      );
      await rejects(target, { payer: 'X' }, 'payer', '"X" is geen geldige keuze.');
      await rejects(target, { payment: 'Q' }, 'payment', '"Q" is geen geldige keuze.');
    });

    it('the run must exist, belong to the course and still be open; the course must exist', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      await rejects(target, { run: 999999 }, 'run', 'Deze startdatum bestaat niet.');
      const other = (await upcomingRuns(client)).find((r) => r.course !== target.course);
      await rejects(target, { run: other?.run.id }, 'run', 'Deze startdatum hoort niet bij deze cursus.');
      const [past] = await client.ok<{ id: number }[]>(
        `/runs/?no_page&course__slug=montage-basis&starts_before=${addDays(NOW, -1)}`,
      );
      await rejects(
        { ...target, course: 'montage-basis' },
        { run: past?.id },
        'run',
        'Voor deze startdatum kun je je niet meer inschrijven.',
      );
      await rejects(target, { course: 'bestaat-niet' }, 'course', 'Deze cursus bestaat niet.');
    });
  });
}
