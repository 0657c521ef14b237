import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CalendarIcon } from '../../components/icons.tsx';
import type { OpenDayList_OpenDayFragment } from '../../gql/graphql.ts';
import styles from './open-day-list.module.css';

/** The coming open days (infodagen), with the way to sign up. */
export function OpenDayList({ openDays }: { openDays: readonly OpenDayList_OpenDayFragment[] }) {
  return (
    <section className={styles.section} aria-labelledby="open-days-title">
      <h2 id="open-days-title" className={styles.title}>
        <CalendarIcon /> Kom naar een infodag
      </h2>
      <p className={styles.lead}>
        Kijk rond in de studio, maak kennis met docenten en stel al je vragen over opleidingen en cursussen.
      </p>
      {openDays.length === 0 ? (
        <p>Er is op dit moment geen infodag gepland. Kijk later nog eens.</p>
      ) : (
        <ul className={styles.days}>
          {openDays.map((day) => (
            <li key={day.id} className={styles.day}>
              <h3 className={styles.subject}>{day.subject}</h3>
              <p className={styles.when}>
                <time dateTime={day.date}>{formatDateLong(day.date)}</time>, {day.time} uur
              </p>
              <p className={styles.where}>{day.location}</p>
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to={paths.openDay()}>Meld je aan voor een infodag</ButtonLink>
    </section>
  );
}
