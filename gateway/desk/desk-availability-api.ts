import type { RestDeskAvailability } from '../generated/rest-types.ts';
import type { RestClient } from '../rest/rest-client.ts';

// The REST call of the counter's availability lookup (api/desk/README.md "Availability at a
// glance"). Staff only: the api checks.

export type DeskArticleAvailabilityParent = RestDeskAvailability['articles'][number];
export type DeskOrderInTheWayParent = DeskArticleAvailabilityParent['in_the_way'][number];

export type DeskAvailabilityQuery = {
  q?: string;
  articles?: string;
  start_date: string;
  end_date: string;
  pickup_slot?: '0' | '1' | '2' | '3';
  return_slot?: '0' | '1' | '2' | '3';
  count?: number;
};

export class DeskAvailabilityApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  lookUp(query: DeskAvailabilityQuery): Promise<RestDeskAvailability> {
    return this.rest.GET('/desk/availability/', { params: { query } });
  }
}
