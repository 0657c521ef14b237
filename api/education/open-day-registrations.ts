import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { formPost, Id, type Paths, Timestamp } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { ensureSession } from '../http/session.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { openDayRegistrationMail } from './mails.ts';
import * as t from './tables.ts';

// POST /api/opendoordayregistration/: register for an upcoming open day (infodag). Validated
// first (every field at once), then the registration and its mail are stored in one transaction.

const OPEN_DAY_MESSAGES = {
  unknown: 'Deze infodag bestaat niet.',
  past: 'Deze infodag is al geweest; kies een andere datum.',
  personsMin: 'Kom je met minstens 1 persoon?',
  personsMax: 'Je kunt je met maximaal 10 personen aanmelden; bel ons voor een grotere groep.',
} as const;

// A sane upper bound for one registration: the open day is a walk-through of the studio in
// small groups, and a larger party (a school class) is arranged by phone, not through the form.
export const MAX_PERSONS = 10;

export const OpenDayRegistrationRequest = z
  .object({
    open_door_day: Id,
    name: z.string(),
    email: z.string().meta({ format: 'email' }),
    phone: z.string().nullish().describe('Optional; 10-15 digits when given'),
    persons: z.int().min(1).max(MAX_PERSONS),
    remarks: z.string().nullish().describe('Optional; "" or null when not given'),
  })
  .meta({
    id: 'OpenDayRegistrationRequest',
    description: 'A registration for an upcoming open day. Unknown fields are ignored.',
  });

export const OpenDayRegistration = z
  .object({
    id: Id,
    open_door_day: Id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    persons: z.int().min(1),
    remarks: z.string(),
    created_at: Timestamp,
  })
  .meta({ id: 'OpenDayRegistration' });
export type OpenDayRegistrationAnswer = z.output<typeof OpenDayRegistration>;

export const openDayRegistrationsPaths: Paths = {
  '/opendoordayregistration/': formPost(
    'Register for an open day',
    OpenDayRegistrationRequest,
    OpenDayRegistration,
    { '429': TOO_MANY_DOC },
  ),
};

export function openDayRegistrationsRouter({ db, clock, mailer }: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/opendoordayregistration/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const dayId = form.integer('open_door_day', { required: true });
      const name = form.text('name', { required: true, max: 200 });
      const email = form.email('email', { required: true });
      const phone = form.phone('phone');
      const persons = form.integer('persons', { required: true });
      if (persons !== null && persons < 1) form.add('persons', OPEN_DAY_MESSAGES.personsMin);
      if (persons !== null && persons > MAX_PERSONS) form.add('persons', OPEN_DAY_MESSAGES.personsMax);
      const remarks = form.text('remarks', { max: 5000 });

      const [day] =
        dayId !== null && dayId > 0
          ? await db.select().from(t.openDoorDays).where(eq(t.openDoorDays.id, dayId))
          : [];
      if (dayId !== null && !day) form.add('open_door_day', OPEN_DAY_MESSAGES.unknown);
      else if (day && day.date < clock.today()) form.add('open_door_day', OPEN_DAY_MESSAGES.past);
      form.check();
      if (!day || persons === null) throw new Error('validated open-day registration without day');
      await limiter.hit('openDayRegistrationPerClient', clientOf(req));

      const time = day.time.slice(0, 5);
      const { row, mailId } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(t.openDayRegistrations)
          .values({ openDoorDayId: day.id, name, email, phone, persons, remarks, createdAt: clock.now() })
          .returning();
        if (!row) throw new Error('open-day registration insert returned nothing');
        const mail = openDayRegistrationMail({ ...day, time, name, email, persons });
        return { row, mailId: await mailer.record(tx, mail) };
      });
      mailer.deliver([mailId]);
      await ensureSession(req);
      send(
        res,
        OpenDayRegistration,
        {
          id: row.id,
          open_door_day: row.openDoorDayId,
          name: row.name,
          email: row.email,
          phone: row.phone,
          persons: row.persons,
          remarks: row.remarks,
          created_at: row.createdAt.toISOString(),
        },
        201,
      );
    })
    .all(methodNotAllowed);

  return router;
}
