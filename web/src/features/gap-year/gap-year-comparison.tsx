import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { Bone, TextLines } from '../../components/skeleton.tsx';
import type { GapYearComparison_CourseFragment } from '../../gql/graphql.ts';
import styles from './gap-year-comparison.module.css';

type Course = GapYearComparison_CourseFragment;
/** A gap-year variant: a course of the section whose gap-year facts the server gave. */
export type GapYearVariant = Course & { gapYear: NonNullable<Course['gapYear']> };

/**
 * The gap-year variants among the section's courses, cheapest first (the server lists them by
 * name). Only the courses with gap-year facts: the summer week is no variant.
 */
export function gapYearVariants(courses: readonly Course[]): GapYearVariant[] {
  return courses
    .filter((course): course is GapYearVariant => course.gapYear != null)
    .sort((a, b) => a.price.cents - b.price.cents);
}

/** "Tussenjaar Oriëntatie" → "Oriëntatie": the variant's own name, read after "Tussenjaar". */
export function variantName(variant: Course): string {
  return variant.name.replace(/^Tussenjaar\s+/i, '') || variant.name;
}

export function daysPerWeekLabel(days: number): string {
  return days === 1 ? '1 dag per week' : `${days} dagen per week`;
}

export function rentalDiscountLabel({ gapYear }: GapYearVariant): string {
  return `${gapYear.rentalDiscountYears} jaar huren met ${gapYear.rentalDiscountPercent}% korting`;
}

/** "Oriëntatie en Creatief", "A, B en C". */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
}

const INTRO = (
  <>
    <h2 id="compare-title">Kies je variant</h2>
    <p className={styles.lead}>
      Allebei een jaar lang film maken in een vaste groep. Het verschil: hoeveel dagen per week je bij ons
      bent, en hoeveel verhuurtegoed je krijgt voor je eigen projecten.
    </p>
  </>
);

/**
 * The variants side by side as a real table: a column per variant, a row per feature, so a
 * screen reader announces "Creatief, Verhuurtegoed, € 750,00" for every cell. Every figure is
 * the server's.
 */
export function GapYearComparison({ variants }: { variants: readonly GapYearVariant[] }) {
  if (variants.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="compare-title">
      {INTRO}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            Tussenjaar {listNames(variants.map(variantName))} vergeleken
          </caption>
          <thead>
            <tr>
              <td />
              {variants.map((variant) => (
                <th key={variant.id} scope="col" className={styles.variant}>
                  <span className={styles.kicker}>Tussenjaar</span> {variantName(variant)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Lesdagen</th>
              {variants.map((variant) => (
                <td key={variant.id}>{daysPerWeekLabel(variant.gapYear.daysPerWeek)}</td>
              ))}
            </tr>
            <tr>
              {/* A soft hyphen lets the long word break on narrow screens. */}
              <th scope="row">Verhuur&shy;tegoed</th>
              {variants.map((variant) => (
                <td key={variant.id}>{variant.gapYear.rentalCredit.formatted}</td>
              ))}
            </tr>
            <tr>
              <th scope="row">Na afloop</th>
              {variants.map((variant) => (
                <td key={variant.id}>{rentalDiscountLabel(variant)}</td>
              ))}
            </tr>
            <tr className={styles.total}>
              <th scope="row">Totaal</th>
              {variants.map((variant) => (
                <td key={variant.id}>{variant.price.formatted}</td>
              ))}
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <td />
              {variants.map((variant) => (
                <td key={variant.id}>
                  <ButtonLink to={paths.course(variant.slug)} variant="dark" block>
                    Meer info<span className="visually-hidden"> over {variantName(variant)}</span>
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

/** The comparison while the page's query runs: its heading and the table's shape. */
export function GapYearComparisonSkeleton() {
  return (
    <section className={styles.section} aria-labelledby="compare-title">
      {INTRO}
      <Bone height="360px" radius={16} />
      <div className={styles.note}>
        <TextLines lines={1} />
      </div>
    </section>
  );
}
