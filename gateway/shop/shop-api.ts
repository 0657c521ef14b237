import type { RestCart, RestCartLineRequest, RestCartPeriodRequest } from '../generated/rest-types.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';
import type { Unvalidated } from '../rest/rest-paths.ts';

// Every REST call of the cart (api/shop/README.md), in one place. Each write answers the whole
// new cart, so a mutation never reads it again; a 400 (or a refused CSRF check) comes back as
// field errors for the payload.

export class ShopApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  /** The session's cart with its prices and its lines' article summaries (empty without a session). */
  cart(): Promise<RestCart> {
    return this.rest.GET('/shop/pcart/');
  }

  /**
   * Sends only the fields the visitor changed: a field left out keeps what is stored; `null`
   * clears a date or slot (api/shop/README.md).
   */
  setPeriod(change: RestCartPeriodRequest): Promise<SendResult<RestCart>> {
    return this.rest.POST('/shop/pcart/', { body: change });
  }

  /** Empties the cart; its period is kept. */
  clear(): Promise<SendResult<RestCart>> {
    return this.rest.DELETE('/shop/pcart/');
  }

  /** Adds `count` of an article; a line of that article already in the cart is raised. */
  addLine(line: Unvalidated<RestCartLineRequest>): Promise<SendResult<RestCart>> {
    // The api names every field that is missing (null) or wrong.
    return this.rest.POST('/shop/pcart-lines/', { body: line as RestCartLineRequest });
  }

  /** Sets a line's count (0 removes it). */
  setLineCount(id: number, count: number): Promise<SendResult<RestCart>> {
    return this.rest.PATCH('/shop/pcart-lines/{id}/', { params: { path: { id } }, body: { count } });
  }

  removeLine(id: number): Promise<SendResult<RestCart>> {
    return this.rest.DELETE('/shop/pcart-lines/{id}/', { params: { path: { id } } });
  }
}
