import { describe, expect, it } from 'vitest';
import type { MailingListAnswer } from '../../api/content/mailing-list.ts';
import type { Db } from '../../api/db/open-database.ts';
import type { OpenDayRegistrationAnswer } from '../../api/education/open-day-registrations.ts';
import type { OutboxAnswer } from '../../api/mail/dev-outbox.ts';
import { formatDateLong } from '../../domain/dates.ts';
import {
  counts,
  courseBody,
  type Errors,
  formClient,
  openDayBody,
  openDays,
  outboxTo,
  runSpanning,
} from './forms-fixtures.ts';
import type { Paged } from './harness.ts';
import { type Schema, validate } from './json-schema.ts';

const OPEN_DAY = '/opendoordayregistration/';
const NEWSLETTER = '/mailinglist/';

export function formsSuite(base: () => string, db: () => Db) {
  describe('POST /api/opendoordayregistration/', () => {
    it('stores the registration and mails date, time, location and persons', async () => {
      const client = await formClient(base());
      const [day] = await openDays(client, true);
      if (!day) throw new Error('seed has no upcoming open day');
      const email = 'openday-one@example.nl';
      const before = await counts(db());
      const answer = await client.post<OpenDayRegistrationAnswer>(
        OPEN_DAY,
        openDayBody(day, { email, persons: 3, phone: '+31 20 760 42 10' }),
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ open_door_day: day.id, email, persons: 3, name: 'Sem Bakker' });
      expect(answer.headers.getSetCookie().some((c) => c.startsWith('sessionid='))).toBe(true);
      const after = await counts(db());
      expect(after.openDayRegistrations).toBe(before.openDayRegistrations + 1);
      expect(after.outbox).toBe(before.outbox + 1);
      const mails = await outboxTo(client, email);
      expect(mails).toHaveLength(1);
      for (const part of [formatDateLong(day.date), day.time, day.location, 'Personen: 3'])
        expect(mails[0]?.text).toContain(part);
    });

    async function rejects(overrides: Record<string, unknown>, field: string, message: string) {
      const client = await formClient(base());
      const [day] = await openDays(client, true);
      const answer = await client.post<Errors>(OPEN_DAY, openDayBody(day ?? { id: 0 }, overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(answer.body[field], `${field} of ${JSON.stringify(answer.body)}`).toEqual([message]);
    }

    it('the open day must exist and be upcoming', async () => {
      const client = await formClient(base());
      const [past] = await openDays(client, false);
      await rejects({ open_door_day: 999999 }, 'open_door_day', 'Deze infodag bestaat niet.');
      await rejects(
        { open_door_day: past?.id },
        'open_door_day',
        'Deze infodag is al geweest; kies een andere datum.',
      );
      await rejects({ open_door_day: null }, 'open_door_day', 'Dit veld is verplicht.');
    });

    it('requires name and a valid email; a phone is optional but valid when given', async () => {
      await rejects({ name: '' }, 'name', 'Dit veld is verplicht.');
      await rejects({ email: '' }, 'email', 'Dit veld is verplicht.');
      await rejects({ email: 'sem@example' }, 'email', 'Voer een geldig e-mailadres in.');
      await rejects(
        { phone: '0612' },
        'phone',
        'Voer een geldig telefoonnummer in: 10 tot 15 cijfers, eventueel met +, spaties, streepjes of haakjes.',
      );
      const client = await formClient(base());
      const [day] = await openDays(client, true);
      expect((await client.post(OPEN_DAY, openDayBody(day ?? { id: 0 }, { phone: null }))).status).toBe(201);
    });

    it('persons is a whole number from 1 to 10', async () => {
      await rejects({ persons: 0 }, 'persons', 'Kom je met minstens 1 persoon?');
      await rejects({ persons: -2 }, 'persons', 'Kom je met minstens 1 persoon?');
      await rejects(
        { persons: 11 },
        'persons',
        'Je kunt je met maximaal 10 personen aanmelden; bel ons voor een grotere groep.',
      );
      await rejects({ persons: 2.5 }, 'persons', 'Voer een geheel getal in.');
      await rejects({ persons: 'twee' }, 'persons', 'Voer een geheel getal in.');
      await rejects({ persons: undefined }, 'persons', 'Dit veld is verplicht.');
      await rejects({ name: 7 }, 'name', 'Voer tekst in.');
    });

    it('a rejected registration stores nothing and sends no mail', async () => {
      const client = await formClient(base());
      const before = await counts(db());
      const answer = await client.post<Errors>(OPEN_DAY, { name: '', email: 'nee', persons: 0 });
      expect(Object.keys(answer.body).sort()).toEqual(['email', 'name', 'open_door_day', 'persons']);
      expect(await counts(db())).toEqual(before);
    });
  });

  describe('POST /api/mailinglist/', () => {
    it('signs up once: 201 and a mail; again (any case) 200, the same row and no second mail', async () => {
      const client = await formClient(base());
      const before = await counts(db());
      const first = await client.post<MailingListAnswer>(NEWSLETTER, {
        email_address: ' Nieuws@Example.NL ',
      });
      expect(first.status).toBe(201);
      expect(first.body.email_address).toBe('nieuws@example.nl');
      const again = await client.post<MailingListAnswer>(NEWSLETTER, { email_address: 'nieuws@example.nl' });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const after = await counts(db());
      expect(after.subscribers).toBe(before.subscribers + 1);
      expect(after.outbox).toBe(before.outbox + 1);
      expect(await outboxTo(client, 'NIEUWS@example.nl')).toHaveLength(1);
    });

    it('refuses an invalid, missing or non-text address and stores nothing', async () => {
      const client = await formClient(base());
      const before = await counts(db());
      for (const [body, message] of [
        [{ email_address: 'geen-adres' }, 'Voer een geldig e-mailadres in.'],
        [{ email_address: '' }, 'Dit veld is verplicht.'],
        [{}, 'Dit veld is verplicht.'],
        [{ email_address: 12 }, 'Voer tekst in.'],
      ] as const) {
        const answer = await client.post<Errors>(NEWSLETTER, body);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ email_address: [message] });
      }
      expect(await counts(db())).toEqual(before);
    });

    it('needs the CSRF header', async () => {
      const client = await formClient(base());
      const answer = await client.request('POST', NEWSLETTER, { body: '{"email_address":"a@b.nl"}' });
      expect(answer.status).toBe(403);
    });
  });

  describe('GET /api/dev/outbox/', () => {
    it('lists mails newest first, filtered by recipient (enabled with DEV_OUTBOX; config.test.ts: off)', async () => {
      const client = await formClient(base());
      for (const email of ['outbox-a@example.nl', 'outbox-b@example.nl'])
        await client.post(NEWSLETTER, { email_address: email });
      const all = await client.ok<Paged<OutboxAnswer>>('/dev/outbox/?page_size=2');
      expect(all.results.map((m) => m.to)).toEqual(['outbox-b@example.nl', 'outbox-a@example.nl']);
      expect((await outboxTo(client, 'outbox-a@example.nl')).map((m) => m.to)).toEqual([
        'outbox-a@example.nl',
      ]);
    });
  });

  describe('OpenAPI of the forms', () => {
    it('documents the 201, 200 and 400 answers of every form post', async () => {
      const client = await formClient(base());
      const doc = await client.ok<Schema & { paths: Record<string, { post?: Schema }> }>('/openapi.json');
      type Post = { responses: Record<string, { content: Record<string, { schema: Schema }> }> };
      const schemaOf = (path: string, status: string): Schema => {
        const post = doc.paths[path]?.post as Post | undefined;
        return post?.responses[status]?.content['application/json']?.schema ?? { enum: [] }; // undocumented: nothing validates;
      };
      const target = await runSpanning(client, 0, 60);
      const [day] = await openDays(client, true);
      const posts: [string, unknown, string][] = [
        ['/courseregistration/', courseBody(target, { date_of_birth: null }), '201'],
        [
          '/courseregistration/',
          courseBody(target, { payment: 'I', iban: 'NL91ABNA0417164300', payment_terms: 'ON' }),
          '201',
        ],
        ['/courseregistration/', {}, '400'],
        [OPEN_DAY, openDayBody(day ?? { id: 0 }), '201'],
        [OPEN_DAY, {}, '400'],
        [NEWSLETTER, { email_address: 'openapi@example.nl' }, '201'],
        [NEWSLETTER, { email_address: 'openapi@example.nl' }, '200'],
        [NEWSLETTER, { email_address: 'x' }, '400'],
      ];
      for (const [path, body, status] of posts) {
        const answer = await client.post(path, body);
        expect(String(answer.status), path).toBe(status);
        expect(validate(schemaOf(path, status), answer.body, doc), `${path} ${status}`).toEqual([]);
      }
    });
  });
}
