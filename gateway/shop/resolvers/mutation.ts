import { toFieldErrors, toId } from '../../base/field-errors.ts';
import type { MutationResolvers, RentalPeriodInput } from '../../generated/resolvers-types.ts';
import type { RestCart, RestCartPeriodRequest } from '../../generated/rest-types.ts';
import type { SendResult } from '../../rest/rest-client.ts';

// Every cart mutation answers the cart the api answered to its write (no second read), or the
// api's Dutch field errors under the GraphQL names; the write that starts a session sets the
// `sessionid` cookie, which the gateway relays to the browser (graphql-server.ts).

/** The api's fields under their GraphQL argument names (the rest are camelCased). */
const RENAMES = {
  start_date: 'pickupDate',
  end_date: 'returnDate',
  article_id: 'articleId',
};

/** The cart the api answered, or its field errors; with `notFound`, its 404 (a line of another session, or one removed meanwhile) is that field's error. */
function cartPayload(result: SendResult<RestCart>, notFound?: { field: string; message: string }) {
  if (result.ok) return { cart: result.body, errors: [] };
  if (notFound && result.status === 404) {
    return { cart: null, errors: [{ field: notFound.field, messages: [notFound.message] }] };
  }
  return { cart: null, errors: toFieldErrors(result.errors, RENAMES) };
}

const GONE_LINE = { field: 'lineId', message: 'Dit artikel staat niet (meer) in je winkelwagentje.' };

/** A line id that names no line: the payload's error, without asking the api. */
const noSuchLine = () => ({
  cart: null,
  errors: [{ field: GONE_LINE.field, messages: [GONE_LINE.message] }],
});

/** Only the fields given: one left out keeps what is stored, one given as null clears it. */
function periodChange(
  period: RentalPeriodInput,
  salesShipping: boolean | null | undefined,
): RestCartPeriodRequest {
  const change: RestCartPeriodRequest = {};
  if (period.pickupDate !== undefined) change.start_date = period.pickupDate;
  if (period.returnDate !== undefined) change.end_date = period.returnDate;
  if (period.pickupSlot !== undefined) change.pickup_slot = period.pickupSlot;
  if (period.returnSlot !== undefined) change.return_slot = period.returnSlot;
  // Shipping is on or off: null switches it off, as a cleared choice.
  if (salesShipping !== undefined) change.sales_shipping = salesShipping ?? false;
  return change;
}

export const shopMutations: MutationResolvers = {
  setRentalPeriod: async (_, { period, salesShipping }, { shop }) =>
    cartPayload(await shop.api.setPeriod(periodChange(period, salesShipping))),
  addToCart: async (_, { articleId, count }, { shop }) =>
    // An id that is no id is sent as null: the api says in Dutch that the article is unknown.
    cartPayload(await shop.api.addLine({ article_id: toId(articleId), count: count ?? 1 })),
  setCartLineCount: async (_, { lineId, count }, { shop }) => {
    const id = toId(lineId);
    if (id === null) return noSuchLine();
    return cartPayload(await shop.api.setLineCount(id, count), GONE_LINE);
  },
  removeCartLine: async (_, { lineId }, { shop }) => {
    const id = toId(lineId);
    if (id === null) return noSuchLine();
    return cartPayload(await shop.api.removeLine(id), GONE_LINE);
  },
  clearCart: async (_, __, { shop }) => cartPayload(await shop.api.clear()),
};
