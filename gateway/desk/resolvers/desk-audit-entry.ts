import type { DeskAuditEntryResolvers } from '../../generated/resolvers-types.ts';

// One row of the audit log. `description` is the action in Dutch for the desk's history; an
// action the gateway does not know yet (the api's list grew without it) shows its code.
export const AUDIT_ACTIONS: Record<string, string> = {
  sign_in: 'Aangemeld bij de balie',
  totp_setup: 'Authenticator-app ingesteld',
  recovery_code_used: 'Herstelcode gebruikt',
  recovery_codes_new: 'Nieuwe herstelcodes gemaakt',
  order_confirm: 'Offerte bevestigd',
  order_cancel: 'Bestelling geannuleerd',
  order_mail_resend: 'E-mail opnieuw verstuurd',
  order_note: 'Notitie toegevoegd',
  refund: 'Terugbetaald',
  unit_add: 'Unit toegevoegd',
  unit_status: 'Status van unit gewijzigd',
  order_pickup: 'Meegegeven',
  order_return: 'Ingenomen',
  customer_add: 'Klant toegevoegd',
  customer_change: 'Klantgegevens gewijzigd',
  customer_merge: 'Klanten samengevoegd',
  order_create: 'Bestelling gemaakt',
  order_payment: 'Betaling aan de balie',
  order_payment_link: 'Betaallink gemaild',
  order_change: 'Bestelling gewijzigd',
  unit_swap: 'Unit gewisseld',
};

/** A value of `before` or `after` as text: a string as it is, anything else as JSON; none is null. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const DeskAuditEntry: DeskAuditEntryResolvers = {
  description: (entry) => AUDIT_ACTIONS[entry.action] ?? entry.action,
  orderNumber: (entry) => entry.order_number,
  unitId: (entry) => (entry.unit_id === null ? null : String(entry.unit_id)),
  customerId: (entry) => (entry.customer_id === null ? null : String(entry.customer_id)),
  changes: (entry) => {
    const before = entry.before ?? {};
    const after = entry.after ?? {};
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return fields.map((field) => ({ field, before: asText(before[field]), after: asText(after[field]) }));
  },
};
