import type {
  RestCheckoutRequest,
  RestCheckoutValid,
  RestOrder,
  RestOrderTerms,
  RestPayment,
  RestPaymentOutcomeRequest,
  RestQuoteConfirmation,
} from '../generated/rest-types.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';

// Every REST call of checkout, orders and payments (api/orders/README.md), in one place. Every
// answer is the session's own (or, for a payment, its handle's): nothing here is shared, and the
// schema marks each type PRIVATE so no answer is ever stored by the response cache.

/** A payment handle: 32 url-safe characters; anything else names no payment. */
const HANDLE = /^[A-Za-z0-9_-]{32}$/;
/** What the api accepts as `Idempotency-Key`. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const isPaymentHandle = (value: string) => HANDLE.test(value);
export const isIdempotencyKey = (value: string) => IDEMPOTENCY_KEY.test(value);

export class OrdersApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  /** Checks the checkout against the session's cart; nothing is stored. */
  validate(body: RestCheckoutRequest): Promise<SendResult<RestCheckoutValid>> {
    return this.rest.POST('/shop/order/', { params: { query: { validate: 'true' } }, body }) as Promise<
      SendResult<RestCheckoutValid>
    >;
  }

  /**
   * Places the session's cart as an order (`payNow`: with a payment) or a quote. The same `key`
   * answers the order it placed before, whatever body comes with it.
   */
  place(body: RestCheckoutRequest, payNow: boolean, key: string): Promise<SendResult<RestOrder>> {
    return this.rest.POST('/shop/order/', {
      params: { query: { pay_now: payNow ? 'true' : undefined }, header: { 'Idempotency-Key': key } },
      body,
    }) as Promise<SendResult<RestOrder>>;
  }

  /** An order of this session; null for another session's or an unknown one (the api's 404). */
  order(number: string): Promise<RestOrder | null> {
    return this.rest.getOrNull('/shop/orders/{number}/', { params: { path: { number } } });
  }

  /** A payment by its handle (the handle is the secret; no session needed); null when unknown. */
  payment(handle: string): Promise<RestPayment | null> {
    return this.rest.getOrNull('/payments/{handle}/', { params: { path: { handle } } });
  }

  /** A new open payment for an order of this session still awaiting payment. */
  retryPayment(number: string): Promise<SendResult<RestPayment>> {
    return this.rest.POST('/shop/orders/{number}/payments/', { params: { path: { number } } });
  }

  /** What an online order may ask and keeps (the same for everyone). */
  terms(): Promise<RestOrderTerms> {
    return this.rest.GET('/shop/order-terms/');
  }

  /** A guest's quote by its confirmation link's token; null when the token names none (the api's 404). */
  quoteConfirmation(token: string): Promise<RestQuoteConfirmation | null> {
    return this.rest.getOrNull('/shop/quotes/confirmation/', { params: { query: { token } } });
  }

  /** Confirms a guest's quote: its gear is held from now on, if still free. */
  confirmQuote(token: string): Promise<SendResult<RestQuoteConfirmation>> {
    return this.rest.POST('/shop/quotes/confirmation/', { body: { token } }) as Promise<
      SendResult<RestQuoteConfirmation>
    >;
  }

  /** "Nu betalen" on a quote's link page: a payment for it, the quote now an order awaiting it. */
  payQuote(token: string): Promise<SendResult<RestPayment>> {
    return this.rest.POST('/shop/quotes/confirmation/payment/', { body: { token } }) as Promise<
      SendResult<RestPayment>
    >;
  }

  /** The test provider's pay page's choice (only while the payment is open, only with PAYMENT_PROVIDER=test). */
  completeTestPayment(
    handle: string,
    outcome: RestPaymentOutcomeRequest['outcome'],
  ): Promise<SendResult<RestPayment>> {
    return this.rest.POST('/payments/test-provider/{handle}/', {
      params: { path: { handle } },
      body: { outcome },
    });
  }
}
