import { Link } from 'react-router';
import { AVAILABILITY_MESSAGES } from '../../../../domain/availability.ts';
import { paths } from '../../../../domain/paths.ts';
import { AvailabilityMark } from '../../components/availability/availability-mark.tsx';
import { CartBounds } from '../../components/cart-bounds.tsx';
import { CART_SECTIONS, rentalPricesNote } from '../../components/cart-sections.ts';
import { Notice } from '../../components/notice.tsx';
import { PriceTotals } from '../../components/price-totals.tsx';
import { amountIn, usePriceView } from '../../components/price-view.tsx';
import type { CartSummary_CartFragment, CartSummary_LineFragment } from '../../gql/graphql.ts';
import styles from './checkout.module.css';
import { PeriodSummary } from './period-summary.tsx';

type Props = {
  cart: CartSummary_CartFragment;
  /** The period as text (steps 1 and 2); /offerte shows the period widget instead. */
  showPeriod?: boolean;
  /** A change of the cart is on its way (the figures are about to be replaced). */
  busy?: boolean;
  /** The level of the type headings: 3 under a section's h2 (the default), 2 right under the page's h1 (/offerte). */
  headingLevel?: 2 | 3;
};

/**
 * The cart read-only, as the checkout shows it: lines per type with the server's line prices, the
 * rental period, and the server's totals. Changing counts stays the cart panel's job.
 */
export function CartSummary({ cart, showPeriod = true, busy = false, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const view = usePriceView();
  const rental = cart.rentalLines.length > 0;
  const { period } = cart;
  return (
    <div className={styles.summary}>
      {CART_SECTIONS.map(({ lines, title }) => {
        const list = cart[lines];
        if (list.length === 0) return null;
        return (
          <section key={lines} className={styles.summarySection} aria-label={title}>
            <Heading className={styles.summaryTitle}>{title}</Heading>
            {lines === 'rentalLines' && <p className={styles.note}>{rentalPricesNote(period, view)}</p>}
            {lines === 'rentalLines' && list.some((line) => line.availability?.state === 'UNAVAILABLE') && (
              <Notice>{AVAILABILITY_MESSAGES.order}</Notice>
            )}
            {lines === 'rentalLines' && showPeriod && (
              <PeriodSummary
                pickupDate={period.pickupDate}
                pickupSlot={period.pickupSlot?.label}
                returnDate={period.returnDate}
                returnSlot={period.returnSlot?.label}
              />
            )}
            <ul className={styles.lines}>
              {list.map((line) => (
                <SummaryLine key={line.id} line={line} />
              ))}
            </ul>
          </section>
        );
      })}
      <PriceTotals totals={cart.totals} rental={rental} busy={busy} />
      <CartBounds cart={cart} kinds={showPeriod ? ['RENTAL_DAYS', 'TOTAL'] : ['TOTAL']} />
    </div>
  );
}

function SummaryLine({ line }: { line: CartSummary_LineFragment }) {
  const { article } = line;
  const view = usePriceView();
  return (
    <li className={styles.line} data-summary-line={article.slug}>
      <img
        className={styles.lineImage}
        src={article.images.small}
        alt=""
        width={48}
        height={48}
        loading="lazy"
      />
      <div className={styles.lineText}>
        {article.brand && <p className={styles.lineBrand}>{article.brand}</p>}
        <p className={styles.lineName}>
          <Link to={paths.article(article.type, article.slug)}>{article.name}</Link>
        </p>
        <p className={styles.lineCount}>Aantal: {line.count}</p>
        {line.availability?.state === 'UNAVAILABLE' && <AvailabilityMark standing={line.availability} />}
      </div>
      <p className={styles.linePrice}>{amountIn(view, line.price)}</p>
    </li>
  );
}
