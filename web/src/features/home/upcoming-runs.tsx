import { Link } from 'react-router';
import { dateBadge, formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { BtwFreeNote } from '../../components/price-view.tsx';
import { lessonsLabel } from '../../components/run-labels.ts';
import type { UpcomingRuns_RunFragment } from '../../gql/graphql.ts';
import styles from './upcoming-runs.module.css';

/** The next course runs to start (the home page shows 4), each leading to its course. */
export function UpcomingRuns({ runs }: { runs: readonly UpcomingRuns_RunFragment[] }) {
  return (
    <section className={styles.section} aria-labelledby="upcoming-title">
      <div className={styles.head}>
        <h2 id="upcoming-title">Binnenkort van start</h2>
        <ButtonLink to={paths.agenda()} variant="outline">
          Bekijk de hele agenda
        </ButtonLink>
      </div>
      {runs.length === 0 ? (
        <p className={styles.empty}>Er staan op dit moment geen startdata gepland. Kijk later nog eens.</p>
      ) : (
        <ol className={styles.runs}>
          {runs.map((run) => (
            <li key={run.id} className={styles.run}>
              <time className={styles.badge} dateTime={run.startDate} aria-hidden="true">
                <span className={styles.day}>{dateBadge(run.startDate).day}</span>
                <span className={styles.month}>{dateBadge(run.startDate).month}</span>
              </time>
              <h3 className={styles.name}>
                <Link to={paths.course(run.course.slug)}>{run.course.name}</Link>
              </h3>
              <p className={styles.date}>
                <time dateTime={run.startDate}>
                  {run.startDateHeaderText ?? formatDateLong(run.startDate)}
                </time>
              </p>
              <p className={styles.meta}>
                {lessonsLabel(run.numberOfLessons)}
                {run.daysOfWeekRemark && ` · ${run.daysOfWeekRemark}`}
              </p>
              <p className={styles.price}>
                {run.price.formatted}
                <BtwFreeNote />
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
