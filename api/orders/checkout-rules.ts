import { type AmsterdamNow, validatePeriod } from '../../domain/rental-period.ts';
import type { Form } from '../http/form.ts';
import { addPeriodErrors } from '../shop/cart-input.ts';
import type { StoredCart } from '../shop/cart-store.ts';
import type { Delivery } from './tables.ts';

// What the cart must be for an order (api/orders/README.md): not empty; with rental lines a
// complete period that can still be booked now (domain/rental-period.ts, as the cart checks it);
// a delivery that agrees with the cart's shipping choice, which priced the transport.

export const CART_RULE_MESSAGES = {
  empty: 'Je winkelwagen is leeg.',
  period: 'Kies een geldige huurperiode voor je huurartikelen.',
  startDate: 'Kies een ophaaldatum.',
  endDate: 'Kies een retourdatum.',
  pickupSlot: 'Kies een tijdslot om op te halen.',
  returnSlot: 'Kies een tijdslot om terug te brengen.',
  rentalsArePickedUp: 'Huurartikelen haal je op in onze winkel in Amsterdam; kies ophalen (pickup).',
  shippingOn: 'In je winkelwagen staat verzenden aan; kies een bezorgadres of zet verzenden uit.',
  shippingOff: 'In je winkelwagen staat verzenden uit; kies ophalen of zet verzenden aan.',
  notOffered: (name: string) => `${name} is niet meer leverbaar; bekijk je winkelwagen opnieuw.`,
  nothingToPay: 'Deze bestelling kost niets; er valt niets te betalen. Vraag een offerte aan.',
} as const;

/** Records in `form` what keeps `cart` from becoming an order delivered as `delivery`. */
export function checkCart(form: Form, cart: StoredCart, delivery: Delivery | null, now: AmsterdamNow): void {
  const { row, lines } = cart;
  if (!row || lines.length === 0) {
    form.add('non_field_errors', CART_RULE_MESSAGES.empty);
    return;
  }
  const rental = lines.some((l) => l.article.type === 'RENTAL');
  const sales = lines.some((l) => l.article.type !== 'RENTAL');

  if (rental) {
    const missing: [string, unknown, string][] = [
      ['start_date', row.startDate, CART_RULE_MESSAGES.startDate],
      ['end_date', row.endDate, CART_RULE_MESSAGES.endDate],
      ['pickup_slot', row.pickupSlot, CART_RULE_MESSAGES.pickupSlot],
      ['return_slot', row.returnSlot, CART_RULE_MESSAGES.returnSlot],
    ];
    const incomplete = missing.filter(([, value]) => value === null);
    for (const [field, , message] of incomplete) form.add(field, message);
    // The stored period is checked again now: a pickup date or slot may have passed since.
    const problems = validatePeriod(
      {
        startDate: row.startDate,
        endDate: row.endDate,
        pickupSlot: row.pickupSlot,
        returnSlot: row.returnSlot,
      },
      now,
    );
    addPeriodErrors(form, problems);
    if (incomplete.length > 0 || Object.keys(problems).length > 0) {
      form.add('non_field_errors', CART_RULE_MESSAGES.period);
    }
  }

  if (delivery === null) return;
  if (!sales && delivery !== 'pickup') form.add('delivery', CART_RULE_MESSAGES.rentalsArePickedUp);
  else if (sales && row.salesShipping && delivery === 'pickup')
    form.add('delivery', CART_RULE_MESSAGES.shippingOn);
  else if (sales && !row.salesShipping && delivery !== 'pickup')
    form.add('delivery', CART_RULE_MESSAGES.shippingOff);
}
