// The statuses of an order and of a rental unit, with the Dutch words every tier shows for them:
// one table per kind (the api's database checks, its REST enums and messages, the gateway's
// schema enums and the desk's pages all read these). `label` stands alone (a badge, a list
// column, a choice); `state` follows "deze bestelling is" / "deze unit is".

export const ORDER_STATUSES = [
  'quote',
  'awaiting_payment',
  'paid',
  'picked_up',
  'returned',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_WORDS: Record<OrderStatus, { label: string; state: string }> = {
  quote: { label: 'Offerte', state: 'een offerte' },
  awaiting_payment: { label: 'Wacht op betaling', state: 'in afwachting van betaling' },
  paid: { label: 'Betaald', state: 'betaald' },
  picked_up: { label: 'Opgehaald', state: 'opgehaald' },
  returned: { label: 'Retour', state: 'teruggebracht' },
  cancelled: { label: 'Geannuleerd', state: 'geannuleerd' },
};

/** in_service counts for availability; in_repair and retired do not. */
export const UNIT_STATUSES = ['in_service', 'in_repair', 'retired'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const UNIT_STATUS_WORDS: Record<UnitStatus, { label: string; state: string }> = {
  in_service: { label: 'In dienst', state: 'in dienst' },
  in_repair: { label: 'In reparatie', state: 'in reparatie' },
  retired: { label: 'Afgeschreven', state: 'afgeschreven' },
};

/** The words of a status as the api (`paid`) or the GraphQL schema (`PAID`) spells it. */
export function orderStatusWords(status: string): { label: string; state: string } | undefined {
  return ORDER_STATUS_WORDS[status.toLowerCase() as OrderStatus];
}

export function unitStatusWords(status: string): { label: string; state: string } | undefined {
  return UNIT_STATUS_WORDS[status.toLowerCase() as UnitStatus];
}
