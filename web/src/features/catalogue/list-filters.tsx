import { useEffect, useId, useOptimistic, useRef, useState, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { StockFilter } from '../../gql/graphql.ts';
import styles from './list-filters.module.css';
import { listSearch, MAX_QUERY_LENGTH } from './list-params.ts';

/** SPEC §9: the filter box waits this long after the last keystroke before it searches. */
export const FILTER_DEBOUNCE_MS = 500;

type Props = {
  q: string;
  stock: readonly StockFilter[];
  /** The sale and occasion lists only (SPEC §2). */
  showStock: boolean;
  label: string;
};

const STOCK_OPTIONS: readonly { filter: StockFilter; value: string; label: string }[] = [
  { filter: 'IN_STORE', value: 'winkel', label: 'In de winkel' },
  { filter: 'ONLINE', value: 'online', label: 'Online' },
];

/**
 * The list's filters, written to the URL (shareable; back undoes a filter): the text box 500 ms
 * after the last keystroke (Enter at once), the stock boxes at once. A change starts the list over
 * at page 1. Without JavaScript it is a plain GET form with the same parameters.
 */
export function ListFilters({ q, stock, showStock, label }: Props) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const inputId = useId();
  const [text, setText] = useState(q);
  // The text last written to the URL: the box follows the URL only when something else changed
  // it (back button, a link), never while the visitor types ahead of a pending search.
  const written = useRef(q);
  const latest = useRef({ pathname, stock });
  latest.current = { pathname, stock };
  // A ticked box shows ticked at once, while the list for it is on its way (the URL follows).
  const [shownStock, setShownStock] = useOptimistic(stock);
  const [, startStockChange] = useTransition();
  // The filters last asked for, until the list shows them: the page keeps the old list (and its
  // count) while the new one loads, so this is the visitor's sign that the search is under way.
  const shown = listSearch({ q, stock });
  const [asked, setAsked] = useState<string | null>(null);
  const searching = asked !== null && asked !== shown;
  // The page of a new URL is shown: whatever was asked has arrived (or been normalised by it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on a new URL only
  useEffect(() => setAsked(null), [pathname, search]);

  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setText(q);
  }, [q]);

  const apply = (next: { q: string; stock: readonly StockFilter[] }) => {
    written.current = next.q;
    const search = listSearch({ q: next.q, stock: next.stock });
    setAsked(search);
    return navigate({ pathname: latest.current.pathname, search }, { preventScrollReset: true });
  };

  // `apply` reads the latest location and filters through refs: only the text restarts the clock.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see the line above
  useEffect(() => {
    const value = text.trim();
    if (value === written.current) return;
    const timer = setTimeout(() => void apply({ q: value, stock: latest.current.stock }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const toggleStock = (filter: StockFilter, checked: boolean) => {
    const next = checked ? [...shownStock, filter] : shownStock.filter((f) => f !== filter);
    setAsked(listSearch({ q: text.trim(), stock: next }));
    startStockChange(async () => {
      setShownStock(next);
      await apply({ q: text.trim(), stock: next });
    });
  };

  return (
    <search>
      <form
        className={styles.filters}
        method="get"
        action={pathname}
        onSubmit={(event) => {
          event.preventDefault();
          void apply({ q: text.trim(), stock });
        }}
      >
        <div className={styles.search}>
          <label htmlFor={inputId}>{label}</label>
          <div className={styles.searchRow}>
            <input
              id={inputId}
              type="search"
              name="q"
              value={text}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              placeholder="Merk, model of trefwoord"
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className={styles.submit}>
              Zoeken
            </button>
          </div>
          <p className={styles.status} role="status">
            {searching ? 'Bezig met zoeken…' : ''}
          </p>
        </div>
        {showStock && (
          <fieldset className={styles.stock}>
            <legend>Voorraad</legend>
            {STOCK_OPTIONS.map((option) => (
              <label key={option.value} className={styles.check}>
                <input
                  type="checkbox"
                  name="stockfacets"
                  value={option.value}
                  checked={shownStock.includes(option.filter)}
                  onChange={(event) => toggleStock(option.filter, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </fieldset>
        )}
      </form>
    </search>
  );
}
