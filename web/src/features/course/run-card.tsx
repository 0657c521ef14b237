import { Link } from 'react-router';
import { formatDateLong, formatDateShort } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { BtwFreeNote } from '../../components/price-view.tsx';
import { lessonsLabel } from '../../components/run-labels.ts';
import type { RunCard_RunFragment } from '../../gql/graphql.ts';
import styles from './start-dates.module.css';

/** One run in the start-dates sidebar, with every detail a visitor needs to choose it. */
export function RunCard({ run }: { run: RunCard_RunFragment }) {
  const startLabel = formatDateLong(run.startDate);
  const title = run.startDateHeaderText ?? startLabel;
  return (
    <li className={styles.run}>
      <h3 className={styles.runTitle}>
        {run.startDateHeaderText ? title : <time dateTime={run.startDate}>{title}</time>}
      </h3>
      <ul className={styles.facts}>
        {run.daysOfWeekRemark && <li>{run.daysOfWeekRemark}</li>}
        <li>{lessonsLabel(run.numberOfLessons)}</li>
        {run.holidaysRemark && <li>{run.holidaysRemark}</li>}
        {run.remarks && <li>{run.remarks}</li>}
      </ul>
      {run.dates.length > 0 && (
        <details className={styles.dates}>
          <summary>Alle lesdata</summary>
          <ol>
            {run.dates.map((date) => (
              <li key={date}>
                <time dateTime={date}>{formatDateShort(date)}</time>
              </li>
            ))}
          </ol>
        </details>
      )}
      <div className={styles.runFooter}>
        <p className={styles.runPrice}>
          {run.price.formatted}
          <BtwFreeNote />
        </p>
        {run.registrationOpen ? (
          <Link className={styles.register} to={paths.registration(run.course.slug, run.id)}>
            Schrijf je nu in<span className="visually-hidden"> voor de start op {startLabel}</span>
          </Link>
        ) : (
          <p className={styles.closed}>Inschrijving gesloten</p>
        )}
      </div>
    </li>
  );
}
