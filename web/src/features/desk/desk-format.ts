import { formatDateShort } from '../../../../domain/dates.ts';
import { ORDER_STATUS_WORDS, ORDER_STATUSES } from '../../../../domain/statuses.ts';
import type { OrderStatus } from './gql/graphql.ts';

// The desk's words for the api's values, and its dates: timestamps in Amsterdam time.

/** The order statuses' labels (domain/statuses.ts), by the schema's names, in the api's order. */
export const STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status.toUpperCase(), ORDER_STATUS_WORDS[status].label]),
) as Record<OrderStatus, string>;

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  OPEN: 'Open',
  PAID: 'Betaald',
  CANCELLED: 'Geannuleerd',
  FAILED: 'Mislukt',
  EXPIRED: 'Verlopen',
};

export const REFUND_STATUS_LABELS: Record<string, string> = {
  REQUESTED: 'in behandeling',
  PENDING: 'terugbetaling onderweg',
  REFUNDED: 'teruggestort',
  FAILED: 'terugbetaling mislukt',
};

const DATE_TIME = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `23 nov. 2026 14:05`, in Amsterdam. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** A rental period as `1 dec. 2026 – 3 dec. 2026`, or a dash without one. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  if (!start || !end) return '–';
  return `${formatDateShort(start)} – ${formatDateShort(end)}`;
}

export { formatDateShort };
