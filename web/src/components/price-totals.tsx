import type { PriceTotals_TotalsFragment } from '../gql/graphql.ts';
import styles from './price-totals.module.css';

type Props = {
  totals: PriceTotals_TotalsFragment;
  /** Borg and reg belong to rentals: shown only when there are rental lines. */
  rental: boolean;
  /** A change is on its way: the figures are about to be replaced. */
  busy?: boolean;
  /** A heading for screen readers, where the totals have no visible one (the cart panel). */
  hiddenHeading?: string;
  /** The box around them, as the place that shows them wants it. */
  className?: string;
};

/**
 * The totals exactly as the api priced them (SPEC §9: the subtotal excludes BTW), in the cart panel,
 * the checkout and an order's confirmation. Nothing here is added up: every figure is the server's
 * `formatted` text. `data-total` names each row for the tests.
 */
export function PriceTotals({ totals, rental, busy = false, hiddenHeading, className }: Props) {
  return (
    <div className={[styles.totals, className].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      {hiddenHeading && <h3 className="visually-hidden">{hiddenHeading}</h3>}
      <dl>
        <Row label="Subtotaal (excl. btw)" value={totals.subtotalExclBtw.formatted} />
        <Row label="Btw" value={totals.btw.formatted} />
        {rental && <Row label="Borg" value={totals.borg.formatted} />}
        {rental && <Row label="Reg (schadeverzekering)" value={totals.reg.formatted} />}
        {totals.discount.cents !== 0 && <Row label="Korting" value={totals.discount.formatted} />}
        <Row label="Transport" value={totals.transport.formatted} />
        <Row label="Totaal" value={totals.total.formatted} strong />
      </dl>
      {rental && (
        <p className={styles.borgNote}>
          De borg krijg je terug als je de apparatuur inlevert; hij zit niet in het totaal.
        </p>
      )}
    </div>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.totalRow} ${styles.grandTotal}` : styles.totalRow} data-total={label}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
