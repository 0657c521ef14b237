import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-link.tsx';
import { formStyles } from '../../components/form-field.tsx';
import styles from './desk.module.css';
import { errorText } from './desk-client.ts';

// What the desk's lists (orders, units, the audit log, the planner) share: the page in the URL,
// the search form's status boxes and buttons, and the states of the results (failed, loading,
// empty, shown), so each list says the same things the same way.

/** `?pagina=3` → 3; anything unreadable is the first page. */
export const pageOf = (search: URLSearchParams): number =>
  Math.max(1, Number.parseInt(search.get('pagina') ?? '1', 10) || 1);

/** The results under a list's heading: the api's error, "… laden…", the empty text, or the list. */
export function ListResults({
  error,
  answered,
  loading,
  empty,
  loadingText,
  emptyText,
  children,
}: {
  error: unknown;
  /** An answer is there (an error after an earlier answer still shows that answer). */
  answered: boolean;
  /** A new answer is on its way (the old one is not shown meanwhile). */
  loading: boolean;
  empty: boolean;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (error && !answered)
    return (
      <p className={styles.alert} role="alert">
        {errorText(error)}
      </p>
    );
  if (!answered || loading)
    return (
      <p role="status" className={styles.loading}>
        {loadingText}
      </p>
    );
  if (empty) return <p>{emptyText}</p>;
  return children;
}

/** The status boxes of a list's search form; `status` in the URL holds the chosen ones, in lower case. */
export function StatusFilter<S extends string>({
  statuses,
  labels,
  chosen,
  onChange,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  chosen: readonly S[];
  onChange: (chosen: S[]) => void;
}) {
  return (
    <fieldset className={styles.statuses}>
      <legend className={formStyles.label}>Status</legend>
      {statuses.map((status) => (
        <label key={status} className={styles.check}>
          <input
            type="checkbox"
            name="status"
            value={status.toLowerCase()}
            checked={chosen.includes(status)}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, status] : chosen.filter((s) => s !== status))
            }
          />{' '}
          {labels[status]}
        </label>
      ))}
    </fieldset>
  );
}

/** A search form's buttons: send it, or show the whole list again. */
export function SearchActions({ submit = 'Zoeken', resetTo }: { submit?: string; resetTo: string }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={`${buttonStyles.button} ${buttonStyles.dark}`}>
        {submit}
      </button>
      <Link to={resetTo} className={styles.linkButton}>
        Alles tonen
      </Link>
    </div>
  );
}
