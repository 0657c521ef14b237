import type { Request, Response } from 'express';
import { BUSINESS } from '../domain/business.ts';
import { todayInAmsterdam } from '../domain/dates.ts';
import { createContext } from './context.ts';
import { type CalendarEvent, calendar } from './icalendar.ts';

// GET /agenda.ics[?cat=slug]: every upcoming lesson date as an event, for partners' calendars.
// Two upstream calls: the runs, then their courses in one batch.

export function agendaFeed(options: { apiUrl: string; timeoutMs: number; now?: string }) {
  return async (req: Request, res: Response) => {
    const category = typeof req.query.cat === 'string' && req.query.cat ? req.query.cat : null;
    const today = todayInAmsterdam(options.now);
    const { api, loaders } = createContext({ apiUrl: options.apiUrl, timeoutMs: options.timeoutMs, today });
    try {
      const runs = await api.agendaRunsAll({ from: today, category });
      const courses = await loaders.courseById.loadMany(
        runs.flatMap((run) => (run.course ? [run.course] : [])),
      );
      const courseById = new Map(
        courses.flatMap((c) => (c && !(c instanceof Error) ? [[c.id, c] as const] : [])),
      );
      const origin = `${req.protocol}://${req.get('host')}`;
      const events: CalendarEvent[] = runs.flatMap((run) => {
        const course = run.course ? courseById.get(run.course) : undefined;
        if (!course) return [];
        return run.dates.map(({ date }, i) => ({
          uid: `run-${run.id}-${date}@studiolumen.nl`,
          date,
          startTime: run.start_time,
          endTime: run.end_time,
          summary:
            run.dates.length > 1 ? `${course.name} (les ${i + 1} van ${run.dates.length})` : course.name,
          description: [run.days_of_week_remark, run.remarks].filter(Boolean).join('\n'),
          location: `${BUSINESS.name}, ${BUSINESS.address}`,
          url: `${origin}/educatie/c/${course.slug}`,
        }));
      });
      const generatedAt = options.now ? new Date(`${today}T00:00:00Z`) : new Date();
      res
        .type('text/calendar; charset=utf-8')
        .set('Content-Disposition', 'inline; filename="studio-lumen-agenda.ics"')
        .set('Cache-Control', 'public, max-age=900')
        .send(calendar({ name: 'Studio Lumen cursusagenda', events, generatedAt }));
    } catch {
      res.status(502).type('text').send('De agenda is nu niet beschikbaar. Probeer het later opnieuw.');
    }
  };
}
