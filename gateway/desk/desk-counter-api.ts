import type {
  RestCounterOrderRequest,
  RestCounterPaymentRequest,
  RestDeskOrder,
  RestOrderChangeRequest,
} from '../generated/rest-types.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';
import { actionAnswer } from './desk-api.ts';

// Every REST call of orders made at the counter (api/desk/README.md "Orders made at the
// counter"), in one place. Staff only: the api checks.

export type DeskCounterMethodCode = RestCounterPaymentRequest['method'];

export class DeskCounterApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  /** A new order; `key` is its Idempotency-Key (one order per key and desk session). */
  place(body: RestCounterOrderRequest, key: string): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/', { params: { header: { 'Idempotency-Key': key } }, body }),
    );
  }

  pay(number: string, body: RestCounterPaymentRequest): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/counter-payment/', { params: { path: { number } }, body }),
    );
  }

  change(number: string, body: RestOrderChangeRequest): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/change/', { params: { path: { number } }, body }),
    );
  }

  sendPaymentLink(number: string, version: number): Promise<SendResult<RestDeskOrder>> {
    return actionAnswer(
      this.rest.POST('/desk/orders/{number}/payment-link/', {
        params: { path: { number } },
        body: { version },
      }),
    );
  }
}
