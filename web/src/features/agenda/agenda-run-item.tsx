import { format } from 'date-fns';
import { nl } from 'date-fns/locale';
import { Link } from 'react-router';
import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../app/paths.ts';
import { lessonsLabel } from '../../components/run-labels.ts';
import type { AgendaRun_RunFragment } from '../../gql/graphql.ts';
import styles from './agenda-page.module.css';

/** Noon of a `YYYY-MM-DD` date, for date-fns (noon is safe from DST gaps). */
export function noon(date: string): Date {
  return new Date(`${date}T12:00:00`);
}

/** `december 2026`, the heading over a month of runs. */
export function monthLabel(date: string): string {
  return format(noon(date), 'MMMM yyyy', { locale: nl });
}

/** One run in the agenda: its date, course, lessons and price, and the way to sign up. */
export function AgendaRunItem({ run }: { run: AgendaRun_RunFragment }) {
  const startLabel = formatDateLong(run.startDate);
  const day = noon(run.startDate);
  return (
    <li className={styles.run}>
      <time className={styles.date} dateTime={run.startDate} aria-hidden="true">
        <span className={styles.weekday}>{format(day, 'EEEEEE', { locale: nl })}</span>
        <span className={styles.day}>{format(day, 'd')}</span>
        <span className={styles.mon}>{format(day, 'MMM', { locale: nl }).replace('.', '')}</span>
      </time>
      <div className={styles.what}>
        <h3 className={styles.course}>
          <Link to={paths.course(run.course.slug)} data-run-link="">
            {run.course.name}
          </Link>
        </h3>
        <p className={styles.when}>
          <span className={styles.start}>
            Start <time dateTime={run.startDate}>{startLabel}</time>
          </span>
          {run.startDateHeaderText && <span> ({run.startDateHeaderText})</span>}
        </p>
        <p className={styles.facts}>
          {lessonsLabel(run.numberOfLessons)}
          {run.daysOfWeekRemark && ` · ${run.daysOfWeekRemark}`}
        </p>
      </div>
      <div className={styles.action}>
        <p className={styles.price}>{run.price.formatted}</p>
        {run.registrationOpen ? (
          <Link className={styles.register} to={paths.registration(run.course.slug, run.id)}>
            Schrijf je nu in
            <span className="visually-hidden">
              {' '}
              voor {run.course.name}, start {startLabel}
            </span>
          </Link>
        ) : (
          <p className={styles.closed}>Inschrijving gesloten</p>
        )}
      </div>
    </li>
  );
}
