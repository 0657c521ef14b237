import { GraphQLError } from 'graphql';
import { toId } from '../../base/field-errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';

// The counter's availability lookup (schema/desk-availability.graphql). The api decides who may
// and what is valid (its 400s reach the browser as BAD_USER_INPUT in its words); an id that is
// none, or a slot that is no slot, is BAD_USER_INPUT without a call.

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

const SLOTS = ['0', '1', '2', '3'] as const;
function slot(value: number | null | undefined): (typeof SLOTS)[number] | undefined {
  if (value === null || value === undefined) return undefined;
  const text = SLOTS.find((s) => s === String(value));
  if (!text) throw badInput('Kies een tijdslot van 0 tot en met 3.');
  return text;
}

export const deskAvailabilityQueries: QueryResolvers = {
  deskAvailability: (_, { q, articleIds, period, count }, { desk }) => {
    const ids = (articleIds ?? []).map(toId);
    if (ids.some((id) => id === null)) throw badInput('`articleIds` bevat iets dat geen artikel is.');
    return desk.availability.lookUp({
      q: q?.trim() || undefined,
      articles: ids.length > 0 ? ids.join(',') : undefined,
      start_date: period.pickupDate,
      end_date: period.returnDate,
      pickup_slot: slot(period.pickupSlot),
      return_slot: slot(period.returnSlot),
      count: count ?? 1,
    });
  },
};
