import { z } from 'zod';
import { COUNTRIES } from '../../domain/address.ts';
import { toAmount } from '../../domain/money.ts';
import { ORDER_NUMBER } from '../../domain/order-number.ts';
import type { PriceLine as DomainPriceLine, Prices as DomainPrices } from '../../domain/pricing.ts';
import { ORDER_STATUSES } from '../../domain/statuses.ts';
import { Id, IsoDate, Money, Timestamp } from '../http/openapi.ts';
import { Payment, type PaymentRow, paymentAnswer } from '../payments/payment-shapes.ts';
import { Prices, serializePrices } from '../shop/cart-shapes.ts';
import type { HoldAnswer } from './order-holds.ts';
import {
  DELIVERIES,
  type orderLines,
  type orders,
  type StoredAddress,
  type StoredSamEntity,
} from './tables.ts';

// The checkout's request body and the order's shapes (api/orders/README.md), declared once in
// zod. The request's nested parts are inline (open objects, unknown fields ignored); the answer's
// are components (closed). An order's prices are answered in the cart's `Prices` shape, rebuilt
// from the cents stored when it was placed.

const text = (description?: string) => (description ? z.string().describe(description) : z.string());
const optionalText = (description: string) => z.string().nullish().describe(description);

const AddressInput = z.object({
  first_name: text(),
  last_name: text(),
  street: text(),
  house_number: text('1-5 digits, e.g. "213"'),
  house_number_addition: optionalText('Optional: letters or digits, at most 10 ("A", "2-hoog")'),
  postal_code: text('Per country: NL "1234 AB" ("1234ab" accepted), BE 4 digits, DE 5 digits'),
  city: text(),
  country: z.enum(COUNTRIES),
});

export const CheckoutRequest = z
  .object({
    email: z.string().meta({ format: 'email' }),
    phone: text('10-15 digits; +, spaces, dashes, parentheses allowed'),
    billing_address: AddressInput,
    delivery: z
      .enum(DELIVERIES)
      .describe(
        'How the sale/occasion lines reach the customer: pickup in Amsterdam, shipped to the ' +
          "billing address, or to delivery_address. Must agree with the cart's sales_shipping; " +
          'rental lines are always picked up (a cart of rentals only: pickup).',
      ),
    delivery_address: AddressInput.nullish().describe('Required when delivery is "address"; else ignored'),
    sam_entity: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('private') }),
        z.object({
          kind: z.literal('company'),
          company_name: text(),
          vat_number: optionalText('Optional VAT number: NL123456789B01, BE0123456789, DE123456789'),
          kvk_number: optionalText('Optional KvK number: 8 digits'),
        }),
      ])
      .describe('Who orders: a private person or a company'),
    remarks: optionalText('At most 2000 characters'),
    newsletter: z.boolean().optional().describe('Opt-in, stored with the order'),
  })
  .meta({
    id: 'CheckoutRequest',
    description:
      'The checkout form. Prices, lines and the period come from the cart at that moment; ' +
      'anything of that kind in the body is ignored, as are unknown fields.',
  });

export const CheckoutValid = z
  .object({ valid: z.literal(true) })
  .meta({ id: 'CheckoutValid', description: 'validate=true: every check passed; nothing was stored.' });

export const Address = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    street: z.string(),
    house_number: z.string(),
    house_number_addition: z.string().describe('"" when none'),
    postal_code: z.string().describe('Normalised: NL "1234 AB"'),
    city: z.string(),
    country: z.enum(COUNTRIES),
  })
  .meta({ id: 'Address' });

export const SamEntity = z
  .object({
    kind: z.enum(['private', 'company']),
    company_name: z.string().describe('"" for a private person'),
    vat_number: z.string().describe('Uppercase without spaces, or ""'),
    kvk_number: z.string().describe('8 digits, or ""'),
  })
  .meta({ id: 'SamEntity', description: 'Who ordered: a private person or a company' });

export const OrderLine = z
  .object({
    article_id: Id.describe('The article as it was ordered (it may have left the catalogue since)'),
    sam_id: z.string(),
    name: z.string(),
    brand: z.string(),
    type: z.enum(['RENTAL', 'SALE', 'OCCASION']),
    count: z.int().min(1),
    price: Money.describe('Line total excl. BTW, after the discount'),
    discount: Money,
    btw: Money,
  })
  .meta({ id: 'OrderLine' });

export const Hold = z
  .object({
    state: z
      .enum(['none', 'unconfirmed', 'held', 'kept', 'released', 'needs_contact'])
      .describe(
        'What the order keeps of its rental gear (api/orders/README.md "Holds and bounds"): none (no ' +
          "rental lines, or cancelled); unconfirmed (a guest's quote that holds nothing until its mailed " +
          'link is followed, before `until`); held (kept until `until`: a confirmed quote, or an order ' +
          'awaiting its payment); kept (paid: for good); released (nothing held any more: not confirmed ' +
          'or paid in time, or its payment failed); needs_contact (paid after its units went to another ' +
          'customer: the shop contacts the customer)',
      ),
    until: Timestamp.nullable().describe(
      'unconfirmed: the link works until then; held: kept until then; else null',
    ),
    detail: z.string().nullable().describe('What it means for the customer, in Dutch; null for none'),
  })
  .meta({ id: 'Hold', description: 'What an order keeps of its rental gear, and until when' });

export const Order = z
  .object({
    number: z.string().regex(ORDER_NUMBER).describe('SL-{year}-{5 to 9 digits}'),
    status: z
      .enum(ORDER_STATUSES)
      .describe('quote (no pay_now), awaiting_payment, paid (its payment was paid), cancelled'),
    created_at: Timestamp,
    email: z.string(),
    phone: z.string(),
    billing_address: Address,
    delivery: z.enum(DELIVERIES),
    delivery_address: Address.nullable().describe('Only with delivery "address"'),
    sam_entity: SamEntity,
    remarks: z.string(),
    newsletter: z.boolean(),
    start_date: IsoDate.nullable().describe('Pickup date; null without rental lines'),
    end_date: IsoDate.nullable().describe('Return date; null without rental lines'),
    pickup_slot_description: z.string().nullable().describe('"09:00–10:00"; null without rental lines'),
    return_slot_description: z.string().nullable(),
    lines: z.array(OrderLine).describe('In the order of the cart'),
    prices: Prices,
    payment: Payment.nullable().describe('Its latest payment; null for a quote'),
    hold: Hold,
  })
  .meta({ id: 'Order', description: 'A placed order, priced when it was placed' });
export type OrderAnswer = z.output<typeof Order>;

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

function domainLine(l: OrderLineRow): DomainPriceLine {
  return {
    articleId: l.articleId,
    samId: l.samId,
    type: l.type,
    count: l.count,
    unitCents: l.unitCents,
    priceCents: l.priceCents,
    discountCents: l.discountCents,
    btwCents: l.btwCents,
  };
}

/** An order's prices as they were placed, in the domain's shape (for its answer, its mails). */
export function orderPrices(row: OrderRow, lines: OrderLineRow[]): DomainPrices {
  return {
    rentalDays: row.rentalDays,
    rentalLines: lines.filter((l) => l.type === 'RENTAL').map(domainLine),
    salesLines: lines.filter((l) => l.type !== 'RENTAL').map(domainLine),
    rentalTotals: { exclBtwCents: row.rentalExclBtwCents, btwCents: row.rentalBtwCents },
    salesTotals: { exclBtwCents: row.salesExclBtwCents, btwCents: row.salesBtwCents },
    borgCents: row.borgCents,
    reg: { exclBtwCents: row.regCents, btwCents: row.regBtwCents },
    discountCents: row.discountCents,
    transport: { exclBtwCents: row.transportCents, btwCents: row.transportBtwCents },
    totalExclBtwCents: row.totalExclBtwCents,
    totalBtwCents: row.totalBtwCents,
    totalCents: row.totalCents,
  };
}

/** In the shape's own order (jsonb keeps its keys in an order of its own). */
export function addressAnswer(a: StoredAddress): z.output<typeof Address> {
  return {
    first_name: a.first_name,
    last_name: a.last_name,
    street: a.street,
    house_number: a.house_number,
    house_number_addition: a.house_number_addition,
    postal_code: a.postal_code,
    city: a.city,
    country: a.country,
  };
}

export function samEntityAnswer(e: StoredSamEntity): z.output<typeof SamEntity> {
  return { kind: e.kind, company_name: e.company_name, vat_number: e.vat_number, kvk_number: e.kvk_number };
}

/** A line as it was placed: its prices stored in cents at the time, answered in euro. */
export function lineAnswer(l: OrderLineRow): z.output<typeof OrderLine> {
  return {
    article_id: l.articleId,
    sam_id: l.samId,
    name: l.name,
    brand: l.brand,
    type: l.type,
    count: l.count,
    price: toAmount(l.priceCents),
    discount: toAmount(l.discountCents),
    btw: toAmount(l.btwCents),
  };
}

export function orderAnswer(
  row: OrderRow,
  lines: OrderLineRow[],
  payment: PaymentRow | null,
  hold: HoldAnswer,
): OrderAnswer {
  const prices = serializePrices(orderPrices(row, lines));
  return {
    number: row.number,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    email: row.email,
    phone: row.phone,
    billing_address: addressAnswer(row.billingAddress),
    delivery: row.delivery,
    delivery_address: row.deliveryAddress ? addressAnswer(row.deliveryAddress) : null,
    sam_entity: samEntityAnswer(row.samEntity),
    remarks: row.remarks,
    newsletter: row.newsletter,
    start_date: row.startDate,
    end_date: row.endDate,
    pickup_slot_description: row.pickupSlotDescription,
    return_slot_description: row.returnSlotDescription,
    lines: lines.map(lineAnswer),
    prices,
    payment: payment ? paymentAnswer(payment, row.number) : null,
    hold,
  };
}
