import { Notice } from '../../components/notice.tsx';
import type { RunCard_RunFragment } from '../../gql/graphql.ts';
import styles from './course-new-page.module.css';
import { RunCard } from './run-card.tsx';
import { NoRuns } from './start-dates.tsx';

type Props = {
  /** null when the runs could not be loaded. */
  runs: readonly RunCard_RunFragment[] | null;
  price: string;
};

/**
 * The start dates as one horizontal strip (the second course layout). It scrolls sideways on
 * narrow screens; the list itself is focusable so the keyboard can scroll it too.
 */
export function StartDateStrip({ runs, price }: Props) {
  return (
    <section id="startdata" className={styles.strip} aria-labelledby="startdata-title">
      <div className={styles.stripHead}>
        <h2 id="startdata-title">Startdata</h2>
        {runs && runs.length > 1 && <p className={styles.stripCount}>{runs.length} startmomenten</p>}
      </div>
      {runs === null ? (
        <div className={styles.stripEmpty}>
          <Notice>De startdata konden op dit moment niet worden geladen. Probeer het later opnieuw.</Notice>
          <NoRuns price={price} />
        </div>
      ) : runs.length === 0 ? (
        <div className={styles.stripEmpty}>
          <p>Er zijn op dit moment geen startdata gepland.</p>
          <NoRuns price={price} />
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <ol className={styles.stripList} tabIndex={0} aria-label="Startdata, horizontaal scrollbaar">
          {runs.map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </ol>
      )}
    </section>
  );
}
