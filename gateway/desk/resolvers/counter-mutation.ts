import { formatEuro, parseAmount } from '../../../domain/money.ts';
import { isOrderNumber } from '../../../domain/order-number.ts';
import { toId } from '../../base/field-errors.ts';
import type { DeskPeriodInput, FieldError, MutationResolvers } from '../../generated/resolvers-types.ts';
import type { RestDeskOrder } from '../desk-api.ts';
import { actionPayload, DESK_MESSAGES, general, refused } from './mutation.ts';

// Orders made at the counter: placed (one per idempotency key), paid at the counter, or a payment
// link mailed. The api's field errors keep its names, camelCased, but the arguments' own:
// `customer` is `customerId`, `lines.<i>.article` is `lines.<i>.articleId`, the period's dates and
// slots `pickupDate`, `returnDate`, `pickupSlot`, `returnSlot`.

const COUNTER_REPLIES = {
  customer: 'Kies de klant voor wie de bestelling is.',
  article: 'Kies een artikel uit de winkel.',
  key: 'Idempotency-Key ontbreekt of is ongeldig: 8 tot 100 letters, cijfers, - of _.',
  placed: (order: RestDeskOrder) =>
    `${order.status === 'quote' ? 'Offerte' : 'Bestelling'} ${order.number} is gemaakt; de klant krijgt een e-mail.`,
  paid: (order: RestDeskOrder, method: string) => {
    const last = order.payments.at(-1);
    const amount = last ? formatEuro(parseAmount(last.amount)) : '';
    return order.status === 'paid'
      ? `${amount} ${method} ontvangen; bestelling ${order.number} is betaald.`
      : `${amount} ${method} ontvangen; er staat nog ${formatEuro(parseAmount(order.open))} open.`;
  },
  changed: (order: RestDeskOrder) => {
    const open = parseAmount(order.open);
    return `Bestelling ${order.number} is gewijzigd; de klant krijgt een e-mail.${open > 0 ? ` Er staat nog ${formatEuro(open)} open.` : ''}`;
  },
  linkSent: (order: RestDeskOrder) =>
    `Een betaallink voor ${formatEuro(parseAmount(order.open))} is gemaild naar ${order.email}.`,
} as const;

/** The api's field names of a counter order, as the mutation's arguments name them. */
function renamed(errors: FieldError[]): FieldError[] {
  return errors.map((e) => ({
    ...e,
    field: e.field
      .replace(/^customer$/, 'customerId')
      .replace(/^lines\.(\d+)\.article$/, 'lines.$1.articleId')
      .replace(/^startDate$/, 'pickupDate')
      .replace(/^endDate$/, 'returnDate'),
  }));
}

/** The period as the api names its fields (none: no rental lines). */
function periodBody(period: DeskPeriodInput | null | undefined) {
  if (!period) return {};
  return {
    start_date: period.pickupDate,
    end_date: period.returnDate,
    ...(period.pickupSlot !== null && period.pickupSlot !== undefined
      ? { pickup_slot: period.pickupSlot }
      : {}),
    ...(period.returnSlot !== null && period.returnSlot !== undefined
      ? { return_slot: period.returnSlot }
      : {}),
  };
}

export const deskCounterMutations: MutationResolvers = {
  deskPlaceOrder: async (_, { input, idempotencyKey }, context) => {
    if (!/^[A-Za-z0-9_-]{8,100}$/.test(idempotencyKey)) return refused(general(COUNTER_REPLIES.key));
    const customer = toId(input.customerId);
    if (customer === null) return refused([{ field: 'customerId', messages: [COUNTER_REPLIES.customer] }]);
    const lines = input.lines.map((l) => ({ article: toId(l.articleId), count: l.count }));
    const unknown = lines.flatMap((l, i) =>
      l.article === null ? [{ field: `lines.${i}.articleId`, messages: [COUNTER_REPLIES.article] }] : [],
    );
    if (unknown.length > 0) return refused(unknown);
    const period = input.period;
    const result = await context.desk.counter.place(
      {
        customer,
        lines: lines.map((l) => ({ article: l.article ?? 0, count: l.count })),
        ...(period
          ? {
              start_date: period.pickupDate,
              end_date: period.returnDate,
              ...(period.pickupSlot !== null && period.pickupSlot !== undefined
                ? { pickup_slot: period.pickupSlot }
                : {}),
              ...(period.returnSlot !== null && period.returnSlot !== undefined
                ? { return_slot: period.returnSlot }
                : {}),
            }
          : {}),
        remarks: input.remarks ?? '',
        reserve: input.reserve ?? false,
      },
      idempotencyKey,
    );
    // A placed order is answered whatever its number; a refusal has none to reload (no 409 here).
    const payload = await actionPayload(
      context,
      result.ok ? result.body.number : 'SL-0000-00000',
      result,
      COUNTER_REPLIES.placed,
    );
    return { ...payload, errors: renamed(payload.errors) };
  },

  deskChangeOrder: async (_, { number, version, period, lines }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const ids = lines.map((l) => ({ article: toId(l.articleId), count: l.count }));
    const unknown = ids.flatMap((l, i) =>
      l.article === null ? [{ field: `lines.${i}.articleId`, messages: [COUNTER_REPLIES.article] }] : [],
    );
    if (unknown.length > 0) return refused(unknown);
    const result = await context.desk.counter.change(number, {
      version,
      lines: ids.map((l) => ({ article: l.article ?? 0, count: l.count })),
      ...periodBody(period),
    });
    const payload = await actionPayload(context, number, result, COUNTER_REPLIES.changed);
    return { ...payload, errors: renamed(payload.errors) };
  },

  deskCounterPayment: async (_, { number, version, method, amount }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const result = await context.desk.counter.pay(number, { version, method, amount });
    return actionPayload(context, number, result, (order) => COUNTER_REPLIES.paid(order, method));
  },

  deskSendPaymentLink: async (_, { number, version }, context) => {
    if (!isOrderNumber(number)) return refused(general(DESK_MESSAGES.notFound));
    const result = await context.desk.counter.sendPaymentLink(number, version);
    return actionPayload(context, number, result, COUNTER_REPLIES.linkSent);
  },
};
