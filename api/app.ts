import cookieParser from 'cookie-parser';
import express, { type Express, Router } from 'express';
import type { Clock } from './clock.ts';
import { type ApiConfig, readConfig } from './config.ts';
import type { Db } from './db/open-database.ts';
import { cacheControl } from './http/cache.ts';
import type { Deps } from './http/deps.ts';
import { errorHandler, notFoundHandler } from './http/errors.ts';
import { rejectMalformedUrl } from './http/reject-malformed.ts';
import { csrf, session } from './http/session.ts';
import { trailingSlash } from './http/trailing-slash.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { categoriesRouter } from './routes/categories.ts';
import { courseRegistrationsRouter } from './routes/course-registrations.ts';
import { coursesRouter } from './routes/courses.ts';
import { devOutboxRouter } from './routes/dev-outbox.ts';
import { faqsRouter } from './routes/faqs.ts';
import { healthRouter } from './routes/health.ts';
import { homepageConfigRouter } from './routes/homepage-config.ts';
import { internalPagesRouter } from './routes/internal-pages.ts';
import { mailingListRouter } from './routes/mailing-list.ts';
import { mediaRouter } from './routes/media.ts';
import { openDayRegistrationsRouter } from './routes/open-day-registrations.ts';
import { openDoorDaysRouter } from './routes/open-door-days.ts';
import { openapiRouter } from './routes/openapi.ts';
import { pagesRouter } from './routes/pages.ts';
import { programsRouter } from './routes/programs.ts';
import { runsRouter } from './routes/runs.ts';
import { sectionsRouter } from './routes/sections.ts';
import { widgetsRouter } from './routes/widgets.ts';

/**
 * The REST api of api/CONTRACT.md, mounted at `/api`. Without a mailer, mail goes to the outbox
 * and, when env SMTP_URL is set, out over SMTP. Without a config, it is read from the environment.
 */
export function createApp({
  db,
  clock,
  mailer,
  config = readConfig(),
}: {
  db: Db;
  clock: Clock;
  mailer?: Mailer;
  config?: ApiConfig;
}): Express {
  const deps: Deps = {
    db,
    clock,
    config,
    mailer: mailer ?? createMailer({ db, clock, publicUrl: config.publicUrl, smtpUrl: process.env.SMTP_URL }),
  };
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-Proto/-For are believed from this many proxies only (req.secure, req.ip).
  app.set('trust proxy', config.trustProxy);

  const api = Router({ strict: true });
  api.use(rejectMalformedUrl);
  api.use(trailingSlash);
  // Stateless answers first: no cookies, so they stay publicly cacheable and cost no session.
  api.use(mediaRouter());
  api.use(openapiRouter());
  api.use(healthRouter(deps));

  api.use(cookieParser());
  api.use(csrf());
  api.use(session(db, clock));
  api.use(express.json({ limit: '100kb' }));
  api.use(cacheControl);
  api.use(sectionsRouter(deps));
  api.use(coursesRouter(deps));
  api.use(categoriesRouter(deps));
  api.use(runsRouter(deps));
  api.use(programsRouter(deps));
  api.use(faqsRouter(deps));
  api.use(openDoorDaysRouter(deps));
  api.use(homepageConfigRouter(deps));
  api.use(pagesRouter(deps));
  api.use(internalPagesRouter(deps));
  api.use(widgetsRouter(deps));
  api.use(courseRegistrationsRouter(deps));
  api.use(openDayRegistrationsRouter(deps));
  api.use(mailingListRouter(deps));
  api.use(devOutboxRouter(deps));
  api.use(notFoundHandler);

  app.use('/api', api);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
