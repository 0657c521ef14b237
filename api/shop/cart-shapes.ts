import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import type { PriceLine as DomainPriceLine, Prices as DomainPrices } from '../../domain/pricing.ts';
import { SLOTS } from '../../domain/slots.ts';
import { type TotalsRow as DomainTotalsRow, totalsBlock } from '../../domain/totals.ts';
import { ArticleSummary } from '../catalogue/article-shapes.ts';
import { HourMinute, Id, IsoDate, Money } from '../http/openapi.ts';
import { MAX_COUNT } from './tables.ts';

// The cart's and the price call's shapes (api/shop/README.md), declared once in zod: the
// routes answer `z.output` of them and /api/openapi.json publishes them as components. Money is
// a decimal string; the figures come from domain/pricing.ts and are only formatted here.

export const SlotId = z
  .int()
  .min(0)
  .max(SLOTS.length - 1)
  .describe(SLOTS.map((slot) => `${slot.id} = ${slot.label}`).join(', '));

export const PriceLine = z
  .object({
    id: Id.describe('The article id'),
    sam_id: z.string(),
    count: z.int().min(1),
    price: Money.describe('Line total excl. BTW, after the discount'),
    discount: Money.describe('The amount taken off this line'),
    btw: Money.describe('21% of price alone, rounded half up (the cart BTW is computed over total_excl_btw)'),
  })
  .meta({ id: 'PriceLine' });

export const PriceTotals = z.object({ excl_btw: Money, btw: Money }).meta({ id: 'PriceTotals' });

export const TotalsRow = z
  .object({
    kind: z.enum(['RENTAL', 'DISCOUNT', 'REG', 'SALES', 'SHIPPING', 'SUBTOTAL', 'BTW', 'TOTAL']),
    label: z.string().describe('As the customer reads it, e.g. "Huur, 3 huurdagen"'),
    amount: Money.describe('Negative for a discount'),
    days: z.int().min(1).optional().describe('RENTAL: the rental days charged'),
    btw_percent: z.int().min(0).optional().describe('BTW: its rate'),
  })
  .meta({ id: 'TotalsRow', description: 'One amount of a totals block (domain/totals.ts)' });

export const Prices = z
  .object({
    rental_days: z.int().min(1).describe('Working days charged; 1 while a date is missing'),
    rental_lines: z.array(PriceLine),
    sales_lines: z.array(PriceLine).describe('Sale and occasion lines (occasions are priced as sales)'),
    rental_totals: PriceTotals,
    sales_totals: PriceTotals,
    borg: Money.describe('Deposit of the rental lines, refunded on return; not part of total'),
    reg: Money.describe('Damage waiver excl. BTW: 5% of the discounted rental total, at least 5.00'),
    reg_btw: Money,
    discount: Money.describe('Sum of the line discounts'),
    transport: z
      .object({
        totaal: Money.describe('Shipping excl. BTW: 6.95 below 150.00 of sales excl. BTW, else 0.00'),
        btw: Money,
      })
      .describe('Shipping of the sales lines when asked for'),
    total_excl_btw: Money.describe('rental + sales + reg + transport, excl. BTW (the subtotal)'),
    total_btw: Money.describe('21% of total_excl_btw, rounded half up once'),
    total: Money.describe('total_excl_btw + total_btw'),
    totals_blocks: z
      .object({
        excl_btw: z.array(TotalsRow).describe('Amounts excl. BTW, then SUBTOTAL (their sum), BTW, TOTAL'),
        incl_btw: z
          .array(TotalsRow)
          .describe('Amounts incl. BTW (BTW divided over them), TOTAL (their sum), BTW'),
      })
      .describe('The totals as a reader adds them, each amount once in the order it is added'),
  })
  .meta({ id: 'Prices', description: 'What a cart costs (domain/pricing.ts), money in euros' });
export type PricesAnswer = z.output<typeof Prices>;

export const CartLine = z
  .object({
    id: Id.describe('The line id (for PATCH and DELETE /shop/pcart-lines/{id}/)'),
    article_id: Id,
    article: ArticleSummary,
    count: z.int().min(1).max(MAX_COUNT),
    price_total: Money.describe('Line total excl. BTW, after the discount'),
    discount_total: Money.describe('The discount taken off this line'),
    btw_total: Money,
  })
  .meta({ id: 'CartLine' });
export type CartLineAnswer = z.output<typeof CartLine>;

export const Cart = z
  .object({
    id: Id.nullable().describe('Null while the visitor has no cart (nothing stored yet)'),
    start_date: IsoDate.nullable().describe('Pickup date'),
    end_date: IsoDate.nullable().describe('Return date'),
    pickup_slot: SlotId.nullable(),
    return_slot: SlotId.nullable(),
    pickup_slot_description: z.string().nullable().describe('As the visitor reads it: "09:00–10:00"'),
    return_slot_description: z.string().nullable(),
    sales_shipping: z.boolean().describe('Ship the sales lines (else picked up)'),
    lines: z.array(CartLine).describe('In the order they were added'),
    total_articles: z.int().min(0).describe('Sum of the counts: the badge in the header'),
    rental_order_lines: z.int().min(0).describe('Number of RENTAL lines'),
    sales_order_lines: z.int().min(0).describe('Number of SALE lines'),
    occasion_order_lines: z.int().min(0).describe('Number of OCCASION lines'),
    prices: Prices,
    bounds: z
      .array(
        z.object({
          kind: z.enum(['RENTAL_DAYS', 'TOTAL']).describe('RENTAL_DAYS: the period; TOTAL: the whole cart'),
          message: z.string().describe('As placing the order would say it (domain/order-bounds.ts)'),
        }),
      )
      .describe('The bounds of one online order the cart already breaks; empty within them'),
  })
  .meta({ id: 'Cart', description: "The visitor's cart (per session), priced" });
export type CartAnswer = z.output<typeof Cart>;

export const CartPeriodRequest = z
  .object({
    start_date: IsoDate.nullish(),
    end_date: IsoDate.nullish(),
    pickup_slot: SlotId.nullish(),
    return_slot: SlotId.nullish(),
    sales_shipping: z.boolean().optional(),
  })
  .meta({
    id: 'CartPeriodRequest',
    description: 'A given field replaces the stored one; null clears a date or slot; absent keeps it.',
  });

export const CartLineRequest = z
  .object({
    article_id: Id,
    count: z
      .int()
      .min(1)
      .max(MAX_COUNT)
      .optional()
      .describe('Default 1; added to a line of the same article'),
  })
  .meta({ id: 'CartLineRequest' });

export const CartLineCountRequest = z
  .object({ count: z.int().min(0).max(MAX_COUNT).describe('0 removes the line') })
  .meta({ id: 'CartLineCountRequest' });

/** Inline in PricesRequest (no component of its own: the gateway names none). */
export const SlotChoice = z
  .xor([
    z.object({ slot: SlotId }),
    z.object({ custom: HourMinute.describe("Within that day's opening hours") }),
  ])
  .describe('A slot of SPEC §9, or a custom time (exactly one of them)');

export const PricesRequest = z
  .object({
    start_date: IsoDate.nullish(),
    end_date: IsoDate.nullish(),
    pickup_slot: SlotChoice.nullish(),
    return_slot: SlotChoice.nullish(),
    lines: z
      .array(z.object({ article_id: Id, count: z.int().min(1).max(MAX_COUNT) }))
      .max(100)
      .describe('Each article at most once'),
    include_shipping_costs: z.boolean().optional(),
  })
  .meta({ id: 'PricesRequest' });

function priceLine(l: DomainPriceLine): z.output<typeof PriceLine> {
  return {
    id: l.articleId,
    sam_id: l.samId,
    count: l.count,
    price: toAmount(l.priceCents),
    discount: toAmount(l.discountCents),
    btw: toAmount(l.btwCents),
  };
}

export function serializePrices(p: DomainPrices): PricesAnswer {
  return {
    rental_days: p.rentalDays,
    rental_lines: p.rentalLines.map(priceLine),
    sales_lines: p.salesLines.map(priceLine),
    rental_totals: {
      excl_btw: toAmount(p.rentalTotals.exclBtwCents),
      btw: toAmount(p.rentalTotals.btwCents),
    },
    sales_totals: { excl_btw: toAmount(p.salesTotals.exclBtwCents), btw: toAmount(p.salesTotals.btwCents) },
    borg: toAmount(p.borgCents),
    reg: toAmount(p.reg.exclBtwCents),
    reg_btw: toAmount(p.reg.btwCents),
    discount: toAmount(p.discountCents),
    transport: { totaal: toAmount(p.transport.exclBtwCents), btw: toAmount(p.transport.btwCents) },
    total_excl_btw: toAmount(p.totalExclBtwCents),
    total_btw: toAmount(p.totalBtwCents),
    total: toAmount(p.totalCents),
    totals_blocks: {
      excl_btw: totalsBlock(p, 'EXCL').rows.map(totalsRow),
      incl_btw: totalsBlock(p, 'INCL').rows.map(totalsRow),
    },
  };
}

function totalsRow(row: DomainTotalsRow): z.output<typeof TotalsRow> {
  return {
    kind: row.kind,
    label: row.label,
    amount: toAmount(row.cents),
    ...(row.days === undefined ? {} : { days: row.days }),
    ...(row.btwPercent === undefined ? {} : { btw_percent: row.btwPercent }),
  };
}
