import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import type { Limiter } from '../limits/rate-limit.ts';
import { categoriesRouter } from './categories.ts';
import { courseRegistrationsRouter } from './course-registrations.ts';
import { coursesRouter } from './courses.ts';
import { faqsRouter } from './faqs.ts';
import { openDayRegistrationsRouter } from './open-day-registrations.ts';
import { openDoorDaysRouter } from './open-door-days.ts';
import { programsRouter } from './programs.ts';
import { runsRouter } from './runs.ts';
import { sectionsRouter } from './sections.ts';

/**
 * Every REST resource of the education domain, one router (and module) each; the registrations
 * count their posts with the accounts' limiter.
 */
export function educationRouter(deps: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  for (const resource of [
    sectionsRouter,
    coursesRouter,
    categoriesRouter,
    runsRouter,
    programsRouter,
    faqsRouter,
    openDoorDaysRouter,
    courseRegistrationsRouter,
    openDayRegistrationsRouter,
  ]) {
    router.use(resource(deps, limiter));
  }
  return router;
}
