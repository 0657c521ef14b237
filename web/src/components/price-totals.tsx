import type { PriceTotals_TotalsFragment } from '../gql/graphql.ts';
import styles from './price-totals.module.css';
import { btwNote, PriceViewSwitch, usePriceView } from './price-view.tsx';

type Props = {
  totals: PriceTotals_TotalsFragment;
  /** The borg belongs to rentals: shown only when there are rental lines. */
  rental: boolean;
  /** A change is on its way: the figures are about to be replaced. */
  busy?: boolean;
  /** A heading for screen readers, where the totals have no visible one (the cart panel). */
  hiddenHeading?: string;
  /** The box around them, as the place that shows them wants it. */
  className?: string;
};

/** Rows after which a line is drawn: what the amounts above add up to. */
const SUM_KINDS = new Set(['SUBTOTAL', 'TOTAL']);

/**
 * The totals block of the visitor's price view, exactly as the api computed it (domain/totals.ts),
 * in the cart panel, the checkout and an order's confirmation: each amount once in the order it is
 * added, a discount negative, then the subtotal or total (their sum), the BTW and the total; the
 * borg apart. Nothing is added up here. `data-total` names each row's kind for the tests.
 */
export function PriceTotals({ totals, rental, busy = false, hiddenHeading, className }: Props) {
  const view = usePriceView();
  const rows = view === 'excl' ? totals.exclBtwRows : totals.inclBtwRows;
  return (
    <div
      className={[styles.totals, className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      data-price-view={view}
    >
      {hiddenHeading && <h3 className="visually-hidden">{hiddenHeading}</h3>}
      <div className={styles.head}>
        <p className={styles.view}>Bedragen {btwNote(view)}</p>
        <PriceViewSwitch />
      </div>
      <dl>
        {rows.map((row) => (
          <div
            key={row.kind}
            className={[
              styles.totalRow,
              SUM_KINDS.has(row.kind) ? styles.sumRow : '',
              row.kind === 'TOTAL' ? styles.grandTotal : '',
            ]
              .filter(Boolean)
              .join(' ')}
            data-total={row.kind}
          >
            <dt>{row.label}</dt>
            <dd>{row.amount.formatted}</dd>
          </div>
        ))}
      </dl>
      {rental && totals.borg.cents > 0 && (
        <dl className={styles.borg}>
          <div className={styles.totalRow} data-total="BORG">
            <dt>Borg, apart betaald</dt>
            <dd>{totals.borg.formatted}</dd>
          </div>
        </dl>
      )}
      {rental && (
        <p className={styles.note}>
          {totals.borg.cents > 0
            ? 'De borg krijg je terug als je de apparatuur inlevert; er zit geen btw op en hij zit niet in het totaal.'
            : 'Je huurt zonder borg.'}
        </p>
      )}
      <p className={styles.note}>{totals.roundingRule}</p>
    </div>
  );
}
