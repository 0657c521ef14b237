import { formatEuro } from '../../../../domain/money.ts';
import { paths } from '../../app/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import styles from './gap-year-comparison.module.css';
import { daysPerWeekLabel, GAP_YEAR_VARIANTS, rentalDiscountLabel } from './gap-year-variants.ts';

/**
 * The two variants side by side as a real table: a column per variant, a row per feature, so a
 * screen reader announces "Creatief, Verhuurtegoed, € 750,00" for every cell.
 */
export function GapYearComparison() {
  return (
    <section className={styles.section} aria-labelledby="compare-title">
      <h2 id="compare-title">Kies je variant</h2>
      <p className={styles.lead}>
        Allebei een jaar lang film maken in een vaste groep. Het verschil: hoeveel dagen per week je bij ons
        bent, en hoeveel verhuurtegoed je krijgt voor je eigen projecten.
      </p>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">Tussenjaar Oriëntatie en Creatief vergeleken</caption>
          <thead>
            <tr>
              <td />
              {GAP_YEAR_VARIANTS.map((variant) => (
                <th key={variant.courseSlug} scope="col" className={styles.variant}>
                  <span className={styles.kicker}>Tussenjaar</span> {variant.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Lesdagen</th>
              {GAP_YEAR_VARIANTS.map((variant) => (
                <td key={variant.courseSlug}>{daysPerWeekLabel(variant.daysPerWeek)}</td>
              ))}
            </tr>
            <tr>
              {/* A soft hyphen lets the long word break on narrow screens. */}
              <th scope="row">Verhuur&shy;tegoed</th>
              {GAP_YEAR_VARIANTS.map((variant) => (
                <td key={variant.courseSlug}>{formatEuro(variant.rentalCreditCents)}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Na afloop</th>
              {GAP_YEAR_VARIANTS.map((variant) => (
                <td key={variant.courseSlug}>{rentalDiscountLabel()}</td>
              ))}
            </tr>
            <tr className={styles.total}>
              <th scope="row">Totaal</th>
              {GAP_YEAR_VARIANTS.map((variant) => (
                <td key={variant.courseSlug}>{formatEuro(variant.totalCents)}</td>
              ))}
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <td />
              {GAP_YEAR_VARIANTS.map((variant) => (
                <td key={variant.courseSlug}>
                  <ButtonLink to={paths.course(variant.courseSlug)} variant="dark" block>
                    Meer info<span className="visually-hidden"> over {variant.name}</span>
                  </ButtonLink>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className={styles.note}>
        Het verhuurtegoed besteed je aan apparatuur uit onze verhuur. Opleidingen zijn vrijgesteld van btw.
      </p>
    </section>
  );
}
