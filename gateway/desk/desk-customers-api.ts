import type { RestDeskCustomer, RestDeskCustomerListItem } from '../generated/rest-types.ts';
import type { RestClient, SendResult } from '../rest/rest-client.ts';
import { actionAnswer, type DeskPage, paged } from './desk-api.ts';

// Every REST call of the desk's customer records (api/desk/README.md "Customers"), in one place.
// Staff only: the api checks, as for every desk call.

/** A record of a list (no orders, history, …) or of its own page. */
export type DeskCustomerParent = RestDeskCustomerListItem & Partial<RestDeskCustomer>;
export type DeskCustomerListPage = DeskPage<RestDeskCustomerListItem>;

/** A record's fields as the api names them (POST /desk/customers/ and a change). */
export type DeskCustomerBody = {
  first_name?: string;
  last_name?: string;
  company_name?: string;
  email?: string;
  phone?: string;
  address?: {
    first_name: string;
    last_name: string;
    street: string;
    house_number: string;
    house_number_addition?: string;
    postal_code: string;
    city: string;
    country: 'NL' | 'BE' | 'DE';
  } | null;
  notes?: string;
  is_business?: boolean;
  hold_limit?: string | null;
  discount_percent?: number;
  trusted?: boolean;
};

export class DeskCustomersApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  async list(
    query: { q?: string; business?: boolean },
    page: number,
    pageSize: number,
  ): Promise<DeskCustomerListPage> {
    const answer = await this.rest.GET('/desk/customers/', {
      params: { query: { ...query, page, page_size: pageSize } },
    });
    return paged(answer, page, pageSize);
  }

  /** A record with its orders and history; null for an unknown id. */
  get(id: number): Promise<RestDeskCustomer | null> {
    return this.rest.getOrNull('/desk/customers/{id}/', { params: { path: { id } } });
  }

  add(body: DeskCustomerBody): Promise<SendResult<RestDeskCustomer>> {
    return actionAnswer(this.rest.POST('/desk/customers/', { body }));
  }

  change(id: number, body: DeskCustomerBody & { version: number }): Promise<SendResult<RestDeskCustomer>> {
    return actionAnswer(this.rest.POST('/desk/customers/{id}/', { params: { path: { id } }, body }));
  }

  merge(
    id: number,
    body: { version: number; into: number; into_version: number },
  ): Promise<SendResult<RestDeskCustomer>> {
    return actionAnswer(this.rest.POST('/desk/customers/{id}/merge/', { params: { path: { id } }, body }));
  }
}
