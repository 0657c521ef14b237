import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { AVAILABILITY_MESSAGES } from '../../domain/availability.ts';
import { QUOTE_LINK_INVALID } from '../../domain/link-messages.ts';
import { formatMomentLong, hoursLater } from '../../domain/order-bounds.ts';
import { paths } from '../../domain/paths.ts';
import { TokenRequest } from '../accounts/auth-shapes.ts';
import type { Db } from '../db/open-database.ts';
import { noStore } from '../http/cache.ts';
import { HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { Detail, FieldErrors, json, type Paths, queryParam, ref, Timestamp } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { Payment, paymentAnswer } from '../payments/payment-shapes.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import {
  checkUnpaidHolds,
  heldUntil,
  holdAgain,
  holderOf,
  holdsNow,
  lockHolder,
  orderRentals,
  storedHold,
} from './order-holds.ts';
import { holdForPayment, paymentToHandOut, RETRY_MESSAGE } from './payment-hold.ts';
import { orders } from './tables.ts';

// A guest's quote holds nothing until its address is proven (README "Holds and bounds"): the quote
// mail carries a link `/offerte-bevestigen?token=<nonce>.<signature>` (HMAC-SHA256 of
// `quote:<nonce>` with SECRET_KEY; the nonce is the order's `confirm_nonce`). Opening the page
// reads the quote's state and changes nothing (a mail scanner follows links); its button posts the
// token, and only then are the units held, for QUOTE_HOLD_HOURS from that click, if they are still
// free and the address and client are within their unpaid holds. The link works for
// QUOTE_HOLD_HOURS after the quote was placed; a used link says so when opened again.

const NONCE = /^[A-Za-z0-9_-]{32}$/;

/** What a confirmed quote's page says happens when its hold ends, and how to keep the gear ("Nu betalen" below it). */
const AFTER_HOLD =
  'Daarna komt ze weer vrij voor anderen, tenzij je vóór die tijd betaalt: dan is ze voor je gereserveerd.';

export const QUOTE_MESSAGES = {
  badToken: QUOTE_LINK_INVALID,
  expired: (hours: number) =>
    `Deze link is verlopen: een offerte bevestig je binnen ${hours} uur. Vraag gerust een nieuwe offerte aan.`,
  cancelled: 'Deze offerte is geannuleerd.',
  unavailable:
    'Niet alles is nog vrij in je huurperiode; er is niets voor je vastgehouden. Vraag een nieuwe offerte aan met een andere periode of minder stuks, of bel ons.',
  confirmed: (number: string, until: Date) =>
    `Je offerte ${number} is bevestigd. We houden de apparatuur voor je vast tot ${formatMomentLong(until)}. ${AFTER_HOLD}`,
  alreadyConfirmed: (number: string, until: Date | null) =>
    until
      ? `Je hebt offerte ${number} al bevestigd. We houden de apparatuur voor je vast tot ${formatMomentLong(until)}. ${AFTER_HOLD}`
      : `Je hebt offerte ${number} al bevestigd. De termijn waarin we de apparatuur voor je vasthielden, is voorbij; ze is weer vrij voor anderen. Betaal je nu en is ze nog vrij, dan houden we haar weer voor je vast; na je betaling is ze voor je gereserveerd.`,
  open: (number: string, before: Date, hours: number) =>
    `Bevestig offerte ${number} vóór ${formatMomentLong(before)}. Vanaf je bevestiging houden we de apparatuur ${hours} uur voor je vast. Of betaal haar meteen: dan is ze na je betaling voor je gereserveerd.`,
  paying: (number: string) =>
    `Je betaalt offerte ${number}. Zodra je betaling binnen is, is de apparatuur voor je gereserveerd en krijg je een e-mail. Is je betaling afgebroken, betaal dan opnieuw met de knop hieronder.`,
  paid: (number: string) => `Je hebt offerte ${number} betaald. De apparatuur is voor je gereserveerd.`,
  nothingToPay: 'Deze offerte kost niets; er is niets te betalen.',
} as const;

export function newQuoteNonce(): string {
  return randomBytes(24).toString('base64url');
}

const signature = (secretKey: string, nonce: string) =>
  createHmac('sha256', secretKey).update(`quote:${nonce}`).digest();

/** The token of a quote's confirmation link. */
export const quoteToken = (secretKey: string, nonce: string) =>
  `${nonce}.${signature(secretKey, nonce).toString('base64url')}`;

/** The absolute link of a quote's confirmation page. */
export const quoteConfirmLink = (publicUrl: string, secretKey: string, nonce: string) =>
  `${publicUrl}${paths.confirmQuote({ token: quoteToken(secretKey, nonce) })}`;

/** The nonce of a token whose signature checks out, or null (no query needed). */
function nonceOf(secretKey: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [nonce = '', sig = '', ...rest] = token.split('.');
  if (rest.length > 0 || !NONCE.test(nonce) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return null;
  return timingSafeEqual(signature(secretKey, nonce), Buffer.from(sig, 'base64url')) ? nonce : null;
}

export const QuoteConfirmation = z
  .object({
    number: z.string(),
    state: z
      .enum(['open', 'confirmed', 'expired', 'cancelled', 'paying', 'paid'])
      .describe(
        'open: not confirmed yet; confirmed: the link was used; expired: not confirmed in time; paying: paid from its link, the payment not in yet; paid',
      ),
    can_pay: z.boolean().describe('Whether "Nu betalen" may pay it now (POST …/confirmation/payment/)'),
    confirm_before: Timestamp.describe('Until when the link can confirm the quote'),
    held_until: Timestamp.nullable().describe('Until when its units are kept; null when nothing is held'),
    detail: z.string().describe('What the page says, in Dutch'),
  })
  .meta({ id: 'QuoteConfirmation', description: "A quote's confirmation, as its link's page shows it" });
export type QuoteConfirmationAnswer = z.output<typeof QuoteConfirmation>;

const refused = json(ref(FieldErrors), `token: ["${QUOTE_MESSAGES.badToken}"] (unknown, forged)`);

export const quoteConfirmationPaths: Paths = {
  '/shop/quotes/confirmation/': {
    get: {
      summary: "A quote's confirmation state, by its link's token",
      description: 'Changes nothing (the page a mail scanner may open). Never cached.',
      parameters: [queryParam('token', 'The token of the mailed link')],
      responses: {
        '200': json(ref(QuoteConfirmation), 'The quote as the page shows it'),
        '404': json(ref(Detail), 'Niet gevonden: the token names no quote (unknown, forged).'),
      },
    },
    post: {
      summary: "Confirm a quote with its link's token: its units are held from now on",
      description:
        'Needs X-CSRFToken; no session (the link may be opened anywhere). Holds the rental lines for ' +
        'QUOTE_HOLD_HOURS from now when they are still free and the address and client have fewer than ' +
        `3 unpaid holds. Again with a used token: 200, state confirmed, nothing changes. Expired: token: ["${QUOTE_MESSAGES.expired(48)}"] ` +
        `(with the configured hours); a unit taken meanwhile: lines.<order line id> and non_field_errors ["${QUOTE_MESSAGES.unavailable}"]; ` +
        'too many unpaid holds: email or non_field_errors. A 400 holds nothing.',
      requestBody: { required: true, content: { 'application/json': { schema: ref(TokenRequest) } } },
      responses: {
        '200': json(ref(QuoteConfirmation), 'The quote, confirmed'),
        '400': refused,
        '403': json({ type: 'object' }, 'CSRF-controle mislukt.'),
      },
    },
  },
  '/shop/quotes/confirmation/payment/': {
    post: {
      summary: 'Pay a quote from its link\'s page ("Nu betalen"): it becomes an order awaiting its payment',
      description:
        'Needs X-CSRFToken; no session (the link is the proof). Whatever the quote holds stays held; a quote ' +
        'that holds nothing (not confirmed, or its hold ended) is held again for PAYMENT_HOLD_MINUTES when ' +
        'still free and within the bounds on unpaid holds (api/orders/README.md "Holds and bounds"), at most 3 ' +
        'times a day. A payment still open within its hold is answered again (200); else a new one (201). ' +
        `Refused (400, nothing changed): an unknown or forged token, an expired or cancelled quote (token), one paid already (non_field_errors ["${RETRY_MESSAGE}"]), ` +
        'a quote that costs nothing, a unit taken meanwhile (lines.<id>), past the bounds. Counted per client ' +
        'with paying again and invoices (429).',
      requestBody: { required: true, content: { 'application/json': { schema: ref(TokenRequest) } } },
      responses: {
        '200': json(ref(Payment), 'The payment still open'),
        '201': json(ref(Payment), 'A new payment: pay at its pay_url'),
        '400': refused,
        '403': json({ type: 'object' }, 'CSRF-controle mislukt.'),
        '429': TOO_MANY_DOC,
      },
    },
  },
};

type OrderRow = typeof orders.$inferSelect;

async function quoteOf(db: Pick<Db, 'select'>, nonce: string, forUpdate: boolean): Promise<OrderRow | null> {
  const query = db.select().from(orders).where(eq(orders.confirmNonce, nonce));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

async function stateOf(
  db: Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>,
  order: OrderRow,
  hours: number,
  now: Date,
): Promise<QuoteConfirmationAnswer> {
  const before = hoursLater(order.createdAt, hours);
  const until = await heldUntil(db, order.id, now);
  const held = until instanceof Date ? until : null;
  const base = {
    number: order.number,
    confirm_before: before.toISOString(),
    held_until: held?.toISOString() ?? null,
  };
  if (order.status === 'cancelled')
    return { ...base, state: 'cancelled', can_pay: false, detail: QUOTE_MESSAGES.cancelled };
  if (order.status === 'awaiting_payment')
    return { ...base, state: 'paying', can_pay: true, detail: QUOTE_MESSAGES.paying(order.number) };
  if (order.status !== 'quote')
    return { ...base, state: 'paid', can_pay: false, detail: QUOTE_MESSAGES.paid(order.number) };
  if (order.confirmedAt) {
    return {
      ...base,
      state: 'confirmed',
      can_pay: true,
      detail: QUOTE_MESSAGES.alreadyConfirmed(order.number, held),
    };
  }
  if (now >= before)
    return { ...base, state: 'expired', can_pay: false, detail: QUOTE_MESSAGES.expired(hours) };
  return { ...base, state: 'open', can_pay: true, detail: QUOTE_MESSAGES.open(order.number, before, hours) };
}

export function quoteConfirmationRouter(
  { db, clock, config, provider }: PayingDeps,
  limiter: Limiter,
): Router {
  const router = Router({ strict: true });
  const hours = config.orderLimits.quoteHoldHours;
  const badToken = () => new HttpError(400, { token: [QUOTE_MESSAGES.badToken] });

  router
    .route('/shop/quotes/confirmation/')
    .get(async (req: Request, res: Response) => {
      const nonce = nonceOf(config.secretKey, req.query.token);
      const order = nonce ? await quoteOf(db, nonce, false) : null;
      if (!order) throw notFound();
      send(noStore(res), QuoteConfirmation, await stateOf(db, order, hours, clock.now()));
    })
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const token = form.text('token', { required: true, max: 200 });
      form.check();
      const nonce = nonceOf(config.secretKey, token);
      if (!nonce) throw badToken();
      const now = clock.now();
      const answer = await db.transaction(async (tx) => {
        // One confirmation of a quote at a time; a second click finds it confirmed.
        const order = await quoteOf(tx, nonce, true);
        if (!order) throw badToken();
        const state = await stateOf(tx, order, hours, now);
        if (state.state === 'confirmed' || state.state === 'paying' || state.state === 'paid') return state;
        if (state.state === 'expired') throw new HttpError(400, { token: [QUOTE_MESSAGES.expired(hours)] });
        if (state.state === 'cancelled') throw new HttpError(400, { token: [QUOTE_MESSAGES.cancelled] });
        const holder = holderOf(order);
        await lockHolder(tx, holder);
        const checks = new Form({});
        await checkUnpaidHolds(
          tx,
          checks,
          holder,
          await storedHold(tx, order),
          config.orderLimits,
          now,
          order.id,
        );
        checks.check();
        const until = hoursLater(now, hours);
        const outcome = await holdAgain(tx, order, now, until);
        if (!outcome.ok) {
          for (const { line, free, total } of outcome.short) {
            checks.add(`lines.${line.lineId}`, AVAILABILITY_MESSAGES.line(line.name, free, total));
          }
          checks.add('non_field_errors', QUOTE_MESSAGES.unavailable);
          checks.check();
        }
        await tx
          .update(orders)
          .set({ confirmedAt: now, updatedAt: now, version: sql`${orders.version} + 1` })
          .where(eq(orders.id, order.id));
        return {
          number: order.number,
          state: 'confirmed' as const,
          can_pay: true,
          confirm_before: state.confirm_before,
          held_until: until.toISOString(),
          detail: QUOTE_MESSAGES.confirmed(order.number, until),
        };
      });
      send(noStore(res), QuoteConfirmation, answer);
    })
    .all(methodNotAllowed);

  // "Nu betalen" on the link's page: the quote becomes an order awaiting its payment. What it
  // holds stays held (a confirmed quote's hours); what it no longer holds is held again for the
  // payment's life, within the bounds and if still free, as paying again does (orders.ts).
  router
    .route('/shop/quotes/confirmation/payment/')
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const token = form.text('token', { required: true, max: 200 });
      form.check();
      const nonce = nonceOf(config.secretKey, token);
      if (!nonce) throw badToken();
      // Each one may ask the payment provider: counted per client (with paying again and invoices).
      await limiter.hit('paymentPerClient', clientOf(req));
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        const order = await quoteOf(tx, nonce, true);
        if (!order) throw badToken();
        const state = await stateOf(tx, order, hours, now);
        if (state.state === 'expired') throw new HttpError(400, { token: [QUOTE_MESSAGES.expired(hours)] });
        if (state.state === 'cancelled') throw new HttpError(400, { token: [QUOTE_MESSAGES.cancelled] });
        if (state.state === 'paid') throw new HttpError(400, { non_field_errors: [RETRY_MESSAGE] });
        if (order.totalCents === 0)
          throw new HttpError(400, { non_field_errors: [QUOTE_MESSAGES.nothingToPay] });
        const renewed =
          !(await holdsNow(tx, order.id, now)) && (await orderRentals(tx, order)).lines.length > 0;
        if (renewed) await holdForPayment(tx, order, config.orderLimits, { now, today: clock.today() });
        const result = await paymentToHandOut(tx, provider, order, renewed, {
          limits: config.orderLimits,
          publicUrl: config.publicUrl,
          now,
        });
        if (result.created && order.status === 'quote')
          await tx
            .update(orders)
            .set({ status: 'awaiting_payment', updatedAt: now, version: sql`${orders.version} + 1` })
            .where(eq(orders.id, order.id));
        return result;
      });
      if (result.stale) await provider.cancelPayment(result.stale);
      const number = (await quoteOf(db, nonce, false))?.number ?? null;
      send(noStore(res), Payment, paymentAnswer(result.payment, number), result.created ? 201 : 200);
    })
    .all(methodNotAllowed);

  return router;
}
