import { type Request, type Response, Router } from 'express';
import { BUSINESS } from '../../domain/business.ts';
import { todayInAmsterdam } from '../../domain/dates.ts';
import { absoluteUrl, paths } from '../../domain/paths.ts';
import { isSlug } from '../../domain/slug.ts';
import { createContext } from '../context.ts';
import { type CalendarEvent, calendar } from './icalendar.ts';

// GET /agenda.ics[?cat=slug]: every upcoming lesson date as an event, for partners' calendars.
// Two upstream calls: the runs, then their courses in one batch. URLs come from PUBLIC_URL.

export type FeedOptions = { apiUrl: string; timeoutMs: number; now?: string; publicUrl: string };

export function agendaFeed(options: FeedOptions): Router {
  return Router().get('/agenda.ics', async (req: Request, res: Response) => {
    const cat = req.query.cat;
    const category = typeof cat === 'string' && cat !== '' ? cat : null;
    if ((cat !== undefined && typeof cat !== 'string') || (category && !isSlug(category))) {
      res.status(400).type('text').send('Onbekende categorie: gebruik de slug, bijvoorbeeld ?cat=montage.');
      return;
    }
    const today = todayInAmsterdam(options.now);
    const { education } = createContext({ apiUrl: options.apiUrl, timeoutMs: options.timeoutMs, today });
    try {
      const runs = await education.api.agendaRunsAll({ from: today, category });
      const courses = await education.loaders.courseById.loadMany(
        runs.flatMap((run) => (run.course ? [run.course] : [])),
      );
      const courseById = new Map(
        courses.flatMap((c) => (c && !(c instanceof Error) ? [[c.id, c] as const] : [])),
      );
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
          url: absoluteUrl(options.publicUrl, paths.course(course.slug)),
        }));
      });
      const generatedAt = options.now ? new Date(`${today}T00:00:00Z`) : new Date();
      res
        .type('text/calendar; charset=utf-8')
        .set('Content-Disposition', 'inline; filename="studio-lumen-agenda.ics"')
        .set('Cache-Control', 'public, max-age=900')
        .send(calendar({ name: 'Studio Lumen cursusagenda', events, generatedAt }));
    } catch {
      res.status(503).type('text').send('De agenda is nu niet beschikbaar. Probeer het later opnieuw.');
    }
  });
}
