import type { OrderTotals_TotalsFragment } from '../../gql/graphql.ts';
import styles from './checkout.module.css';

type Props = {
  totals: OrderTotals_TotalsFragment;
  /** Borg and reg belong to rentals: shown only when there are rental lines. */
  rental: boolean;
  /** A change is on its way: the figures are about to be replaced. */
  busy?: boolean;
};

/**
 * The totals exactly as the api priced them (SPEC §9: the subtotal excludes BTW); nothing is added
 * up here. `data-total` names each row for the tests.
 */
export function OrderTotals({ totals, rental, busy = false }: Props) {
  return (
    <div className={styles.totals} aria-busy={busy || undefined}>
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
        <p className={styles.note}>
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
