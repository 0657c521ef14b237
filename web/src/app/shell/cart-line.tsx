import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { RentalStanding } from '../../components/availability/rental-standing.tsx';
import { amountIn, usePriceView } from '../../components/price-view.tsx';
import { STOCK_LABELS } from '../../components/stock-labels.ts';
import type { CartLine_LineFragment } from '../../gql/graphql.ts';
import styles from './cart-panel.module.css';

/** The highest count + gives; typing asks the server whatever was typed. */
const MAX_COUNT = 99;

type Props = {
  line: CartLine_LineFragment;
  /** A change of this line is on its way: its controls wait. */
  busy: boolean;
  /** The server's message about this line's count, shown beside the stepper. */
  error?: string;
  onCount: (count: number) => void;
  onRemove: () => void;
  /** The box shows the line's count again: its message no longer applies. */
  onDismissError: () => void;
};

/**
 * One cart line: small image, brand and name (a link to the article), stock state (a rental
 * line: its availability in the period), a count stepper (− / number / +), the line's price as
 * the server computed it, and "Verwijder".
 * − on a count of 1 sets 0, which removes the line (SPEC §4). While a change is on its way the
 * controls say so (`aria-disabled`) but keep the focus, so the keyboard stays where it was.
 */
export function CartLineItem({ line, busy, error, onCount, onRemove, onDismissError }: Props) {
  const view = usePriceView();
  const { article } = line;
  const id = useId();
  const [draft, setDraft] = useState(String(line.count));

  // The server's count wins: after an answer (or a change elsewhere) the box shows it.
  useEffect(() => setDraft(String(line.count)), [line.count]);

  const commit = () => {
    const value = draft.trim();
    // An empty or unreadable box goes back to the count; anything else is the server's to judge
    // (0 removes the line, a count out of range comes back as a message under the stepper).
    const count = /^-?\d+$/.test(value) ? Number(value) : line.count;
    if (count !== line.count) {
      onCount(count);
      return;
    }
    setDraft(String(line.count));
    if (error) onDismissError();
  };

  return (
    <li className={styles.line} data-cart-line={article.slug} aria-busy={busy || undefined}>
      <img
        className={styles.lineImage}
        src={article.images.small}
        alt=""
        width={56}
        height={56}
        loading="lazy"
      />
      <div className={styles.lineText}>
        <p className={styles.lineBrand}>{article.brand}</p>
        <p className={styles.lineName} id={`${id}-name`}>
          <Link to={paths.article(article.type, article.slug)}>{article.name}</Link>
        </p>
        {article.type === 'RENTAL' ? (
          // In the cart's period, or "Kies je huurperiode": never a sale's stock label.
          <RentalStanding standing={line.availability ?? 'no-period'} />
        ) : (
          <p className={styles.lineStock} data-stock={article.stockStatus}>
            {STOCK_LABELS[article.stockStatus]}
          </p>
        )}
      </div>
      <p className={styles.linePrice}>
        <span className="visually-hidden">Prijs: </span>
        {amountIn(view, line.price)}
      </p>
      <div className={styles.lineControls}>
        <fieldset className={styles.stepper} aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="visually-hidden">Aantal van {article.name}</legend>
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => !busy && onCount(line.count - 1)}
            aria-disabled={busy || undefined}
          >
            <span aria-hidden="true">−</span>
            <span className="visually-hidden">Eén minder</span>
          </button>
          <label className="visually-hidden" htmlFor={`${id}-count`}>
            Aantal
          </label>
          <input
            id={`${id}-count`}
            className={styles.count}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_COUNT}
            value={draft}
            aria-invalid={error ? true : undefined}
            readOnly={busy}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit();
              }
            }}
          />
          <button
            type="button"
            className={styles.stepButton}
            onClick={() => !busy && line.count < MAX_COUNT && onCount(line.count + 1)}
            aria-disabled={busy || line.count >= MAX_COUNT || undefined}
          >
            <span aria-hidden="true">+</span>
            <span className="visually-hidden">Eén meer</span>
          </button>
        </fieldset>
        <button
          type="button"
          className={styles.remove}
          onClick={() => !busy && onRemove()}
          aria-disabled={busy || undefined}
        >
          Verwijder<span className="visually-hidden"> {article.name}</span>
        </button>
      </div>
      {error && (
        <p className={styles.lineError} id={`${id}-error`}>
          {error}
        </p>
      )}
    </li>
  );
}
