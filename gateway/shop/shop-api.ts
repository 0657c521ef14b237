import type { RestCart } from '../generated/rest-types.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';

/**
 * What `POST /api/shop/pcart/` is sent: only the fields the visitor changed. A field left out
 * keeps what is stored; `null` clears a date or slot (api/shop/README.md).
 */
export type PeriodChange = {
  start_date?: string | null;
  end_date?: string | null;
  pickup_slot?: number | null;
  return_slot?: number | null;
  sales_shipping?: boolean;
};

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
    return this.rest.get('/shop/pcart/');
  }

  setPeriod(change: PeriodChange): Promise<SendResult<RestCart>> {
    return this.rest.send('POST', '/shop/pcart/', change);
  }

  /** Empties the cart; its period is kept. */
  clear(): Promise<SendResult<RestCart>> {
    return this.rest.send('DELETE', '/shop/pcart/', undefined);
  }

  /** Adds `count` of an article; a line of that article already in the cart is raised. */
  addLine(line: { article_id: number | null; count: number | null }): Promise<SendResult<RestCart>> {
    return this.rest.send('POST', '/shop/pcart-lines/', line);
  }

  /** Sets a line's count (0 removes it). */
  setLineCount(id: number, count: number): Promise<SendResult<RestCart>> {
    return this.rest.send('PATCH', `/shop/pcart-lines/${id}/`, { count });
  }

  removeLine(id: number): Promise<SendResult<RestCart>> {
    return this.rest.send('DELETE', `/shop/pcart-lines/${id}/`, undefined);
  }
}
