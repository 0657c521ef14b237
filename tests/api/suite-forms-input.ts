import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import {
  counts,
  courseBody,
  type Errors,
  expectRejected,
  formClient,
  openDayBody,
  openDays,
  runSpanning,
} from './forms-fixtures.ts';

// What a broken or hostile client may send to the forms: wrong JSON types, control characters,
// a body that is not an object, extra fields, a missing CSRF header. Always a 4xx, never a 500.

const PATH = '/courseregistration/';

export function formsInputSuite(base: () => string, db: () => Db) {
  describe('form posts: wrong input', () => {
    it('answers wrong JSON types with field messages, never a 500; ignores unknown fields', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      const rejects = (overrides: Record<string, unknown>, field: string, message: string) =>
        expectRejected(base(), PATH, courseBody(target, overrides), field, message);
      await rejects({ first_name: 5 }, 'first_name', 'Voer tekst in.');
      await rejects({ run: 'abc' }, 'run', 'Voer een geheel getal in.');
      await rejects({ run: 1.5 }, 'run', 'Voer een geheel getal in.');
      await rejects({ accept: 'yes' }, 'accept', 'Kies ja of nee (true of false).');
      await rejects({ apply_for_stap: 1 }, 'apply_for_stap', 'Kies ja of nee (true of false).');
      await rejects({ payment: 3 }, 'payment', 'Voer tekst in.');
      await rejects({ email: ['a@b.nl'] }, 'email', 'Voer tekst in.');
      await rejects({ remarks: { a: 1 } }, 'remarks', 'Voer tekst in.');
      await rejects({ last_name: 'de\u0000Vries' }, 'last_name', 'Deze tekst bevat ongeldige tekens.');
      const array = await client.post<Errors>(PATH, [courseBody(target)]);
      expect(array.status).toBe(400);
      expect(array.body.non_field_errors?.[0]).toMatch(/JSON-object/);
      const extra = await client.post(PATH, courseBody(target, { favourite_colour: 'blauw', id: 77 }));
      expect(extra.status).toBe(201);
    });

    it('refuses a post without the CSRF header (403) and stores nothing', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      const before = await counts(db());
      const refused = await client.request('POST', PATH, { body: JSON.stringify(courseBody(target)) });
      expect(refused).toMatchObject({ status: 403, body: { detail: 'CSRF-controle mislukt.' } });
      expect(await counts(db())).toEqual(before);
    });

    it('open day and newsletter: wrong types are field messages too', async () => {
      const client = await formClient(base());
      const [day] = await openDays(client, true);
      const body = (o: Record<string, unknown>) => openDayBody(day ?? { id: 0 }, o);
      await expectRejected(
        base(),
        '/opendoordayregistration/',
        body({ open_door_day: '1x' }),
        'open_door_day',
        'Voer een geheel getal in.',
      );
      await expectRejected(
        base(),
        '/opendoordayregistration/',
        body({ persons: true }),
        'persons',
        'Voer een geheel getal in.',
      );
      await expectRejected(
        base(),
        '/opendoordayregistration/',
        body({ email: false }),
        'email',
        'Voer tekst in.',
      );
      await expectRejected(
        base(),
        '/mailinglist/',
        { email_address: ['a@b.nl'] },
        'email_address',
        'Voer tekst in.',
      );
      const extra = await client.post('/mailinglist/', { email_address: 'extra@example.nl', naam: 'x' });
      expect(extra.status).toBe(201);
    });
  });
}
