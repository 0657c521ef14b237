import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import styles from './article-list.module.css';

/**
 * The rental period summary of SPEC §2, for now in plain words: the period editor (pickup and
 * return date and slot) comes with the cart (issue 9). Until then the list says honestly where
 * the period will be chosen and what the prices mean, and shows no widget that does nothing.
 */
export function RentalPeriodNote() {
  return (
    <aside className={styles.period} aria-labelledby="rental-period-title">
      <h3 id="rental-period-title" className={styles.periodTitle}>
        Huurperiode
      </h3>
      <p>
        Je ophaal- en retourdatum kies je in de winkelwagen. De prijzen hieronder zijn per dag, exclusief btw.
        Online bestellen kan binnenkort; reserveren kan nu al via <Link to={paths.contact()}>contact</Link>.
      </p>
    </aside>
  );
}
