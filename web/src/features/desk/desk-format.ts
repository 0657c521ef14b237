import { formatDateShort } from '../../../../domain/dates.ts';
import type { OrderStatus } from './gql/graphql.ts';

// The desk's words for the api's values, and its dates: timestamps in Amsterdam time.

export const STATUS_LABELS: Record<OrderStatus, string> = {
  QUOTE: 'Offerte',
  AWAITING_PAYMENT: 'Wacht op betaling',
  PAID: 'Betaald',
  PICKED_UP: 'Opgehaald',
  RETURNED: 'Retour',
  CANCELLED: 'Geannuleerd',
};

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
