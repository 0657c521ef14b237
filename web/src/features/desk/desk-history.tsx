import { Link } from 'react-router';
import { formatEuro, parseAmount } from '../../../../domain/money.ts';
import { paths } from '../../../../domain/paths.ts';
import { orderStatusWords, unitStatusWords } from '../../../../domain/statuses.ts';
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
  reservations: 'gereserveerd',
  subject: 'onderwerp',
  to: 'aan',
  hold_until: 'vastgehouden tot',
  held_until: 'vastgehouden tot',
  confirmed_at: 'bevestigd',
  recovery_codes_left: 'herstelcodes over',
  recovery_codes: 'herstelcodes',
  with: 'met',
  first_name: 'voornaam',
  last_name: 'achternaam',
  company_name: 'bedrijf',
  email: 'e-mailadres',
  phone: 'telefoon',
  address: 'adres',
  notes: 'notities',
  is_business: 'zakelijk',
  hold_limit_cents: 'eigen grens onbetaald',
  discount_percent: 'korting (%)',
  trusted: 'zonder borg',
  orders: 'bestellingen',
  open: 'open',
  method: 'betaald met',
  total: 'totaal',
  lines: 'regels',
  period: 'huurperiode',
  difference: 'verschil',
  paid_back_at_counter: 'terug aan de balie',
};

/** Ids and handles: the history names what happened, not the rows it touched. */
const HIDDEN = /(^|_)(id|ids|payment|handle)$|^(merged|into)$/;
const MONEY_FIELDS = new Set(['amount', 'refunded']);
const SIGN_IN_WORDS: Record<string, string> = {
  totp: 'code uit de app',
  recovery_code: 'herstelcode',
};

/** A value as the desk reads it: statuses in Dutch, amounts in euro, reservations as pieces. */
function valueText(field: string, value: string | null): string {
  if (value === null || value === '') return '–';
  if (field === 'status')
    return (orderStatusWords(value) ?? unitStatusWords(value))?.label.toLowerCase() ?? value;
  if (field === 'with') return SIGN_IN_WORDS[value] ?? value;
  if (value === 'true' || value === 'false') return value === 'true' ? 'ja' : 'nee';
  if (field === 'hold_limit_cents' && /^\d+$/.test(value)) return formatEuro(Number(value));
  if (field === 'address' || field === 'orders' || field === 'lines') return addressOrList(value);
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value)) return formatDateTime(value);
  if (MONEY_FIELDS.has(field) && /^-?\d+(\.\d{1,2})?$/.test(value)) return formatEuro(parseAmount(value));
  if (field === 'reservations') {
    try {
      const rows = JSON.parse(value) as { count?: number }[];
      const pieces = rows.reduce((sum, row) => sum + (row.count ?? 0), 0);
      return pieces === 1 ? '1 stuk' : `${pieces} stuks`;
    } catch {
      return value;
    }
  }
  return value;
}

/** A stored address as one line, a list (of order numbers) joined; anything else as it came. */
function addressOrList(value: string): string {
  try {
    const parsed = JSON.parse(value) as unknown;
    if (Array.isArray(parsed)) return parsed.join(', ');
    const a = parsed as Record<string, string> | null;
    if (a && typeof a === 'object')
      return `${a.street} ${a.house_number}${a.house_number_addition ? ` ${a.house_number_addition}` : ''}, ${a.postal_code} ${a.city}`;
  } catch {}
  return value;
}

/** `linkStaff`: each staff member's address links to their actions in the log. */
export function DeskHistory({
  entries,
  showOrder,
  linkStaff = false,
}: {
  entries: readonly Entry[];
  showOrder: boolean;
  linkStaff?: boolean;
}) {
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
              {formatDateTime(entry.at)} door{' '}
              {linkStaff ? (
                <Link to={paths.deskAudit({ medewerker: entry.staff.id })}>{entry.staff.email}</Link>
              ) : (
                entry.staff.email
              )}
            </span>
          </p>
          {entry.changes.length > 0 && (
            <ul className={styles.changes}>
              {entry.changes
                .filter((change) => !HIDDEN.test(change.field))
                .map((change) => (
                  <li key={change.field}>
                    {FIELD_LABELS[change.field] ?? change.field}:{' '}
                    {change.before !== null && change.after !== null && change.before !== change.after
                      ? `${valueText(change.field, change.before)} → ${valueText(change.field, change.after)}`
                      : valueText(change.field, change.after ?? change.before)}
                  </li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
