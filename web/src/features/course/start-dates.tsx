import { Notice } from '../../components/notice.tsx';
import type { RunCard_RunFragment } from '../../gql/graphql.ts';
import { EducationTeamLinks } from './education-team-links.tsx';
import { RunCard } from './run-card.tsx';
import styles from './start-dates.module.css';

type Props = {
  /** null when the runs could not be loaded. */
  runs: readonly RunCard_RunFragment[] | null;
  price: string;
};

/** The sidebar's list of upcoming runs, or the course price and how to reach the education team. */
export function StartDates({ runs, price }: Props) {
  return (
    <section id="startdata" className={styles.card} aria-labelledby="startdata-title">
      <h2 id="startdata-title" className={styles.title}>
        Startdata
      </h2>
      {runs === null ? (
        <>
          <Notice>De startdata konden op dit moment niet worden geladen. Probeer het later opnieuw.</Notice>
          <NoRuns price={price} />
        </>
      ) : runs.length === 0 ? (
        <>
          <p>Er zijn op dit moment geen startdata gepland.</p>
          <NoRuns price={price} />
        </>
      ) : (
        <ol className={styles.runs}>
          {runs.map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </ol>
      )}
    </section>
  );
}

export function NoRuns({ price }: { price: string }) {
  return (
    <div className={styles.noRuns}>
      <p className={styles.coursePrice}>
        <span>Prijs</span> {price}
      </p>
      <p>
        Wil je weten wanneer deze opleiding weer start, of heb je een vraag? Neem contact op met ons
        educatieteam.
      </p>
      <EducationTeamLinks />
    </div>
  );
}
