import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { checkoutHoldNote, orderTermsFaqs } from '../../domain/order-bounds.ts';
import { Faq } from '../education/faqs.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { json, Money, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';

// GET /api/shop/order-terms/: what an online order may ask and what it keeps, with this api's
// limits (README "Holds and bounds"), in figures and in the Dutch the checkout shows: the note
// beside its buttons and the questions on /offerte. The same for everyone.

export const OrderTerms = z
  .object({
    quote_hold_hours: z
      .int()
      .min(1)
      .describe('A confirmed quote holds its gear this long (QUOTE_HOLD_HOURS)'),
    payment_hold_minutes: z
      .int()
      .min(1)
      .describe('An unpaid order holds at most this long (PAYMENT_HOLD_MINUTES)'),
    max_rental_days: z.int().min(1).describe('Rental days of one online order (MAX_RENTAL_DAYS)'),
    max_order_total: Money.describe('Total of one online order, incl. btw (MAX_ONLINE_ORDER_EUR)'),
    max_unpaid_holds: z.int().min(1).describe('Unpaid holds per e-mail address and per client at once'),
    checkout_note: z.string().describe("Beside the checkout's buttons, in Dutch"),
    faqs: z.array(Faq).describe('The questions on /offerte, in Dutch (plain text)'),
  })
  .meta({ id: 'OrderTerms', description: 'What an online order may ask and keeps' });

export const orderTermsPaths: Paths = {
  '/shop/order-terms/': {
    get: {
      summary: 'What an online order may ask and what it keeps',
      description: "This api's limits, and the Dutch texts the checkout shows about them.",
      responses: { '200': json(ref(OrderTerms), 'The terms') },
    },
  },
};

export function orderTermsRouter({ config }: Deps): Router {
  const router = Router({ strict: true });
  const limits = config.orderLimits;
  const terms = OrderTerms.parse({
    quote_hold_hours: limits.quoteHoldHours,
    payment_hold_minutes: limits.paymentHoldMinutes,
    max_rental_days: limits.maxRentalDays,
    max_order_total: toAmount(limits.maxOrderCents),
    max_unpaid_holds: limits.maxUnpaidHolds,
    checkout_note: checkoutHoldNote(limits),
    faqs: orderTermsFaqs(limits).map((faq, index) => ({ id: index + 1, ...faq })),
  });
  router
    .route('/shop/order-terms/')
    .get((_req: Request, res: Response) => send(res, OrderTerms, terms))
    .all(methodNotAllowed);
  return router;
}
