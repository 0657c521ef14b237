import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import styles from './desk.module.css';
import { formatDateTime } from './desk-format.ts';
import type { DeskHistory_EntryFragment as Entry } from './gql/graphql.ts';

// The audit log's rows (an order's history, the log page): who did what when, and what changed.

/** The api's names of what an action changed, in Dutch. */
const FIELD_LABELS: Record<string, string> = {
  status: 'status',
  version: 'versie',
  reason: 'reden',
  amount: 'bedrag',
  refunded: 'terugbetaald',
  note: 'notitie',
  text: 'notitie',
  mail_id: 'e-mail',
  reservations: 'reserveringen',
  payment: 'betaling',
  hold_until: 'vastgehouden tot',
};

const show = (value: string | null) => (value === null || value === '' ? '–' : value);

export function DeskHistory({ entries, showOrder }: { entries: readonly Entry[]; showOrder: boolean }) {
  return (
    <ol className={styles.history}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.historyItem}>
          <p>
            <strong>{entry.description}</strong>
            {showOrder && entry.orderNumber && (
              <>
                {' · '}
                <Link to={paths.deskOrder(entry.orderNumber)}>{entry.orderNumber}</Link>
              </>
            )}
            <br />
            <span className={styles.muted}>
              {formatDateTime(entry.at)} door {entry.staff.email}
            </span>
          </p>
          {entry.changes.length > 0 && (
            <ul className={styles.changes}>
              {entry.changes.map((change) => (
                <li key={change.field}>
                  {FIELD_LABELS[change.field] ?? change.field}:{' '}
                  {change.before !== null && change.after !== null && change.before !== change.after ? (
                    <>
                      {show(change.before)} → {show(change.after)}
                    </>
                  ) : (
                    show(change.after ?? change.before)
                  )}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
