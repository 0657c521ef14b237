import { buildSchema, Lexer, parse, Source, specifiedRules, TokenKind, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LIMITS, limits, operationCost } from '../../gateway/graphql/limits.ts';
import { loadTypeDefs } from '../../gateway/graphql/type-defs.ts';

// The checkout's operations as the web will send them, asking every field: the order with its
// lines (costed at an assumed 10), totals, addresses and payment; each passes half of every limit
// and costs at most a fifth. (tests/gateway/limits.test.ts checks the web's real documents once
// they exist.)

const schema = buildSchema(loadTypeDefs());
const half = Object.fromEntries(
  Object.entries(LIMITS).map(([name, value]) => [name, Math.floor(value / 2)]),
) as Record<keyof typeof LIMITS, number>;

const MONEY = '{ cents amount formatted }';
const ADDRESS = '{ firstName lastName street houseNumber houseNumberAddition postalCode city country }';
const PAYMENT = `{ handle kind status amount ${MONEY} description orderNumber payUrl }`;
const ORDER = `{
  number status createdAt email delivery billingAddress ${ADDRESS} deliveryAddress ${ADDRESS}
  pickupDate pickupSlot returnDate returnSlot
  lines { samId name type count price ${MONEY} discount ${MONEY} btw ${MONEY} }
  totals { rentalExclBtw ${MONEY} rentalBtw ${MONEY} salesExclBtw ${MONEY} salesBtw ${MONEY} borg ${MONEY}
    reg ${MONEY} discount ${MONEY} transport ${MONEY} subtotalExclBtw ${MONEY} btw ${MONEY} total ${MONEY} }
  payment ${PAYMENT}
}`;
const ERRORS = 'errors { field messages }';
const INPUT = `{ email: "a@b.nl", phone: "0201234567", delivery: PICKUP, newsletter: false,
  customer: { company: true, companyName: "X", vatNumber: "NL123456789B01", kvkNumber: "12345678" },
  billingAddress: { firstName: "A", lastName: "B", street: "C", houseNumber: "1", postalCode: "1234 AB", city: "D", country: NL } }`;

const OPERATIONS = {
  validate: `mutation { validateCheckout(input: ${INPUT}) { valid ${ERRORS} } }`,
  place: `mutation { placeOrder(input: ${INPUT}, payNow: true, idempotencyKey: "abcdefgh") { order ${ORDER} ${ERRORS} } }`,
  order: `{ order(number: "SL-2026-00001") ${ORDER} }`,
  payment: `{ payment(handle: "${'a'.repeat(32)}") ${PAYMENT} }`,
  retry: `mutation { retryPayment(orderNumber: "SL-2026-00001") { payment ${PAYMENT} ${ERRORS} } }`,
  complete: `mutation { completeTestPayment(handle: "${'a'.repeat(32)}", outcome: PAID) { payment ${PAYMENT} ${ERRORS} } }`,
};

function tokens(document: string): number {
  const lexer = new Lexer(new Source(document));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

describe('limits of the checkout operations', () => {
  for (const [name, source] of Object.entries(OPERATIONS)) {
    it(`${name} passes half the limits and costs at most a fifth`, () => {
      const document = parse(source);
      const errors = validate(schema, document, [...specifiedRules, ...limits(half).validationRules]);
      expect(errors.map((e) => e.message)).toEqual([]);
      expect(tokens(source)).toBeLessThanOrEqual(half.tokens);
      const cost = operationCost({ schema, query: document, variables: {} });
      expect(cost, `${name} costs ${cost}`).toBeLessThanOrEqual(LIMITS.cost / 5);
    });
  }
});
