import { Link } from 'react-router';
import { dateBadge, formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { BtwFreeNote } from '../../components/price-view.tsx';
import { lessonsLabel } from '../../components/run-labels.ts';
import type { AgendaRun_RunFragment } from '../../gql/graphql.ts';
import styles from './agenda-page.module.css';

/** One run in the agenda: its date, course, lessons and price, and the way to sign up. */
export function AgendaRunItem({ run }: { run: AgendaRun_RunFragment }) {
  const startLabel = formatDateLong(run.startDate);
  const badge = dateBadge(run.startDate);
  return (
    <li className={styles.run}>
      <time className={styles.date} dateTime={run.startDate} aria-hidden="true">
        <span className={styles.weekday}>{badge.weekday}</span>
        <span className={styles.day}>{badge.day}</span>
        <span className={styles.mon}>{badge.month.replace('.', '')}</span>
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
        <p className={styles.price}>
          {run.price.formatted}
          <BtwFreeNote />
        </p>
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
