import { formatDateLong } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { CalendarIcon } from '../../components/icons.tsx';
import type { OpenDayWidget_OpenDayFragment } from '../../gql/graphql.ts';
import styles from './sidebar.module.css';

/** The next open day (infodag), with a link to sign up. */
export function OpenDayWidget({ openDay }: { openDay: OpenDayWidget_OpenDayFragment | undefined }) {
  return (
    <section className={`${styles.widget} ${styles.dark}`} aria-labelledby="infodag-title">
      <h2 id="infodag-title" className={styles.widgetTitle}>
        <CalendarIcon size={20} /> Infodag
      </h2>
      {openDay ? (
        <>
          <p className={styles.subject}>{openDay.subject}</p>
          <dl className={styles.details}>
            <dt>Datum</dt>
            <dd>
              <time dateTime={openDay.date}>{formatDateLong(openDay.date)}</time>
            </dd>
            <dt>Tijd</dt>
            <dd>{openDay.time} uur</dd>
            <dt>Locatie</dt>
            <dd>{openDay.location}</dd>
          </dl>
          <ButtonLink to={paths.openDay()} block>
            Meld je aan voor de infodag
          </ButtonLink>
        </>
      ) : (
        <>
          <p>
            Er is op dit moment geen infodag gepland. Kijk later nog eens, of lees meer over onze infodagen.
          </p>
          <ButtonLink to={paths.openDay()} block>
            Over de infodag
          </ButtonLink>
        </>
      )}
    </section>
  );
}
