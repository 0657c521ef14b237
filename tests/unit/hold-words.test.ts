import { describe, expect, it } from 'vitest';
import { deskHoldMessage, holdMessage } from '../../domain/order-bounds.ts';

// A hold is told twice: to the customer ("we houden … voor je vast") and to the desk, which reads
// it about someone else's order and must not be addressed as the customer.

const STATES = ['unconfirmed', 'held', 'kept', 'released', 'needs_contact'] as const;
const until = new Date('2026-11-24T12:00:00Z');
const limits = { quoteHoldHours: 48 };

describe("the desk's words for a hold", () => {
  for (const state of STATES) {
    for (const status of ['quote', 'awaiting_payment']) {
      it(`${state} (${status}): the desk's text speaks of the customer, the customer's to them`, () => {
        const desk = deskHoldMessage({ state, until }, { status }, limits);
        const customer = holdMessage({ state, until }, { status }, limits);
        expect(desk).toMatch(/\S/);
        expect(desk).not.toMatch(/\b(je|jij|jouw|uw)\b/i);
        expect(customer).toMatch(/\b(je|jij)\b/i);
      });
    }
  }

  it('names the end of a hold in Amsterdam time, and nothing for an order that holds nothing', () => {
    expect(deskHoldMessage({ state: 'held', until }, { status: 'quote' }, limits)).toBe(
      'Vastgehouden tot dinsdag 24 november 2026, 13:00.',
    );
    expect(deskHoldMessage({ state: 'none', until: null }, { status: 'paid' }, limits)).toBeNull();
  });
});
